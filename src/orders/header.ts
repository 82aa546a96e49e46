/**
 * The shared header check (docs/design/seam.md §6; issue 8.7): every game's orders open with what
 * they are for (`game`, `seat` or `side`, `turn`, `exchange`, `campaign`), and the referee
 * compares that with what received them. One check and one set of codes (ADM1050–1055) for every
 * game, in place of each game's own (Great War at Sea's GW2001–2003 and GW2094, now retired).
 *
 * Only what the orders write is compared: which fields a game requires is its schema's business.
 * An absent `exchange` is exchange 1 (seam rule 1: exchange 1 is never written).
 */
import { ordersCodes } from '../codes/adm.js';
import { message } from '../codes/registry.js';
import { sideOf, type SeatId } from '../kernel/seats.js';

export type HeaderCode = Extract<keyof typeof ordersCodes, 'ADM1050' | 'ADM1051' | 'ADM1052' | 'ADM1053' | 'ADM1054' | 'ADM1055'>;

/** The header fields as the orders wrote them (any type: the game's schema has judged them). */
export interface OrdersHeader {
  readonly game?: unknown;
  readonly campaign?: unknown;
  readonly seat?: unknown;
  readonly side?: unknown;
  readonly turn?: unknown;
  readonly exchange?: unknown;
}

/** What received the orders: the campaign's game, the seat they were submitted for, the turn and exchange waiting. */
export interface HeaderExpected {
  readonly game: string;
  readonly seat: SeatId;
  readonly turn: number;
  /** The exchange waiting for orders; 1 when absent. */
  readonly exchange?: number;
  /** The campaign they were sent to, when the caller knows it. */
  readonly campaign?: string;
  /** The game has ended: no orders are taken (ADM1053). */
  readonly over: boolean;
}

export interface HeaderProblem {
  readonly code: HeaderCode;
  readonly severity: 'error';
  readonly message: string;
  /** The header key to point at. */
  readonly path: readonly [keyof OrdersHeader];
}

/** A problem as the registry defines its code (registered by importing the table, src/codes/adm.ts). */
const problem = (code: HeaderCode, key: keyof OrdersHeader, params: Record<string, string | number> = {}): HeaderProblem =>
  ({ code, severity: ordersCodes[code].severity, message: message(code, params), path: [key] });

/**
 * The header's problems, in the order of the keys: game, seat or side, campaign, then the turn
 * (or the game's end) and the exchange. A `side` names the seat when the side has one seat (seam
 * rule 2: that seat's id is the side's); for a side of several seats, naming the side is enough
 * here, since the address or token the orders came by names the seat.
 */
export function checkOrdersHeader(header: OrdersHeader, expected: HeaderExpected): HeaderProblem[] {
  const out: HeaderProblem[] = [];
  if (header.game !== undefined && header.game !== expected.game) out.push(problem('ADM1050', 'game', { given: String(header.game), expected: expected.game }));
  if (header.seat !== undefined) {
    if (header.seat !== expected.seat) out.push(problem('ADM1051', 'seat', { given: String(header.seat), expected: expected.seat }));
  } else if (header.side !== undefined && header.side !== expected.seat && header.side !== sideOf(expected.seat)) {
    out.push(problem('ADM1051', 'side', { given: String(header.side), expected: expected.seat }));
  }
  if (expected.campaign !== undefined && header.campaign !== undefined && header.campaign !== expected.campaign) {
    out.push(problem('ADM1055', 'campaign', { given: String(header.campaign), expected: expected.campaign }));
  }
  if (expected.over) {
    out.push(problem('ADM1053', 'turn'));
    return out;
  }
  if (header.turn !== undefined && header.turn !== expected.turn) {
    out.push(problem('ADM1052', 'turn', { given: String(header.turn), expected: expected.turn }));
    return out; // another turn's exchange numbers mean nothing against this one's
  }
  const exchange = header.exchange ?? 1;
  const waiting = expected.exchange ?? 1;
  if (exchange !== waiting) {
    out.push(problem('ADM1054', header.exchange === undefined ? 'turn' : 'exchange', { given: String(exchange), turn: expected.turn, expected: waiting }));
  }
  return out;
}
