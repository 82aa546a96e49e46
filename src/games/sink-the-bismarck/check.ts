/**
 * Orders text checked end to end (YAML, schema, then the rules), every problem a coded
 * diagnostic quoting the line (codes.ts). Never throws. A department's orders are an offer per
 * ship (x1 `staff`); a commander's are his ship's cards in order (x2 `command`).
 */
import { parseOrders } from '../../orders/parse.js';
import { codedDiagnosticAt, diagnosticAt, sortDiagnostics, type Diagnostic } from '../../orders/diagnostic.js';
import { checkOrdersHeader } from '../../orders/header.js';
import type { SourceDoc } from '../../orders/source-doc.js';
import type { CardKind, Department, StbData } from './data/types.js';
import { KINDS_OF, kindOf, pileId } from './cards.js';
import { afloat, enemyOf, nameOf, portOnly, shipOf } from './context.js';
import type { StbOrders } from './orders-types.js';
import { STB_ORDERS_SCHEMA } from './orders-schema.js';
import { commandOf, isCommander, roleOfSeat, SEATS, sideOfSeat, type StbState } from './state.js';
import { recipientsOf, refusedRecipient, wallOpen } from './steps/messages.js';
import { cardsLeftOf, holdsSignals } from './steps/signals.js';
import { FLANK_LEAST } from './play/move.js';
import './codes.js';

const countOf = (list: readonly string[]): Map<string, number> => {
  const m = new Map<string, number>();
  for (const k of list) m.set(k, (m.get(k) ?? 0) + 1);
  return m;
};

function checkOffer(d: StbData, s: StbState, seat: string, o: StbOrders, src: SourceDoc, out: Diagnostic[]): void {
  const dept = roleOfSeat(seat) as Department;
  const side = sideOfSeat(seat);
  const own = afloat(d, s).filter((id) => s.ships[id].side === side);
  const DEPT = dept.toUpperCase();
  // Send Signals 3: in a `signals` exchange the staff answers for the signalling ships only, and changes the cards left.
  const meeting = s.phase === 'signals';
  const asked = meeting ? (s.signalling ?? []).filter((x) => own.includes(x)) : own;
  for (const [ship, kinds] of Object.entries(o.offer ?? {})) {
    if (meeting && own.includes(ship) && !asked.includes(ship)) { out.push(codedDiagnosticAt(src, ['offer', ship], 'SB1519', { ship, known: asked.join(', ') }, { part: 'key' })); continue; }
    if (!own.includes(ship)) { out.push(codedDiagnosticAt(src, ['offer', ship], 'SB1502', { ship, known: own.join(', ') }, { part: 'key' })); continue; }
    const left = s.lines?.[ship]?.length ?? 0;
    if (meeting && kinds.length > left) out.push(codedDiagnosticAt(src, ['offer', ship], 'SB1520', { ship: nameOf(d, ship), left, count: kinds.length }));
    else if (kinds.length > 4) out.push(codedDiagnosticAt(src, ['offer', ship], 'SB1505', { ship: nameOf(d, ship), count: kinds.length }));
    kinds.forEach((k, i) => { if (!KINDS_OF[dept].includes(k)) out.push(codedDiagnosticAt(src, ['offer', ship, i], 'SB1503', { card: k, dept: DEPT, known: KINDS_OF[dept].join(', ') })); });
    // What the department holds now (damage may have taken cards: Call Away Repair Team 1), with, when its staff meets, its cards left in the hand.
    const held = countOf([...s.piles[pileId(ship, dept)].cards, ...(meeting ? cardsLeftOf(s, ship, dept).map((c) => c.id) : [])].map(kindOf));
    for (const [k, want] of countOf(kinds)) {
      if (!KINDS_OF[dept].includes(k as CardKind)) continue;
      const have = held.get(k) ?? 0;
      if (want > have) out.push(codedDiagnosticAt(src, ['offer', ship, kinds.lastIndexOf(k as CardKind)], 'SB1504', { ship: nameOf(d, ship), dept: DEPT, have, want, card: k }));
    }
  }
}

function checkCommand(d: StbData, s: StbState, seat: string, o: StbOrders, src: SourceDoc, out: Diagnostic[]): void {
  const ship = commandOf(s, seat);
  if (!ship) return;
  const side = sideOfSeat(seat);
  const enemies = afloat(d, s).filter((id) => s.ships[id].side === enemyOf(side));
  const cards = o.cards ?? [];
  if (s.phase === 'command' || s.phase === 'round') {
    const hand = s.piles[pileId(ship, 'hand')].cards.map(kindOf);
    const held = countOf(hand);
    const seen = new Map<string, number>();
    cards.forEach((c, i) => {
      seen.set(c.card, (seen.get(c.card) ?? 0) + 1);
      const have = held.get(c.card) ?? 0;
      if (seen.get(c.card)! > have) out.push(codedDiagnosticAt(src, ['cards', i, 'card'], 'SB1506', { card: c.card, ship: nameOf(d, ship), extra: have ? ` ${seen.get(c.card)} times (it holds ${have})` : '', hand: hand.join(', ') || 'empty' }));
    });
  }
  // Send Signals 2, 5: the card is his while he holds it; written as the mode has it.
  if (o.signals !== undefined && o.signals !== false) {
    const rounds = s.options.mode === 'rounds';
    if (rounds && o.signals !== true) out.push(codedDiagnosticAt(src, ['signals'], 'SB1515', { want: 'signals: true', why: 'With mode: rounds you play it in the round you answer: after this round\'s card (before the first in the hand\'s order).' }));
    else if (!rounds && o.signals === true) out.push(codedDiagnosticAt(src, ['signals'], 'SB1515', { want: 'signals: N, the number of your cards turned before it (0-3)', why: 'In the one-mail mode the hand is played in one go: say after which card your staff is asked.' }));
    else if (!holdsSignals(s, ship)) out.push(codedDiagnosticAt(src, ['signals'], 'SB1514', { ship: nameOf(d, ship) }));
  }
  const data = shipOf(d, ship);
  cards.forEach((c, i) => {
    const at = ['cards', i];
    if (c.target !== undefined && (c.card === 'guns' || c.card === 'torpedo' || c.card === 'scout')) {
      const ok = enemies.includes(c.target) || (c.card === 'scout' && c.target === 'recover');
      if (!ok) out.push(codedDiagnosticAt(src, [...at, 'target'], 'SB1507', { target: c.target, known: enemies.join(', ') || 'none', recover: c.card === 'scout' ? ', or recover' : '' }));
    }
    // Fire Main Batteries 4: a target for each turret named; each an existing turret, at an enemy afloat.
    for (const [turret, target] of Object.entries(c.turrets ?? {})) {
      const n = Number(turret);
      if (!Number.isInteger(n) || n < 1 || n > s.ships[ship].turrets.length) out.push(codedDiagnosticAt(src, [...at, 'turrets', turret], 'SB1522', { ship: data.name, count: s.ships[ship].turrets.length, turret }, { part: 'key' }));
      else if (!enemies.includes(target)) out.push(codedDiagnosticAt(src, [...at, 'turrets', turret], 'SB1507', { target, known: enemies.join(', ') || 'none', recover: '' }));
    }
    if (c.card === 'torpedo' && i > 0) out.push(codedDiagnosticAt(src, [...at, 'card'], 'SB1510', { index: i + 1 }));
    if (c.card === 'turn' && c.to === 'starboard' && portOnly(d, s, ship)) out.push(codedDiagnosticAt(src, [...at, 'to'], 'SB1513', { ship: data.name }));
    const special = c.card === 'ahead' ? c.flank : c.card === 'turn' ? c.hard : undefined;
    if (special) {
      if (!s.options.emergency) out.push(codedDiagnosticAt(src, [...at, c.card === 'ahead' ? 'flank' : 'hard'], 'SB1508', {}));
      else if (data.flank === 0) out.push(codedDiagnosticAt(src, [...at, c.card === 'ahead' ? 'flank' : 'hard'], 'SB1509', { ship: data.name }));
    }
    if (c.card === 'ahead' && c.units !== undefined) {
      const fast = c.flank === true && s.options.emergency && data.flank > 0;
      const max = fast ? data.flank : 2;
      if (c.units > max) out.push(codedDiagnosticAt(src, [...at, 'units'], 'SB1511', { ship: data.name, max, units: c.units }));
      // Emergency Maneuvers 1: Ahead Flank "increases the straight ahead range to 3, 4 or 5 units".
      else if (fast && c.units < FLANK_LEAST) out.push(codedDiagnosticAt(src, [...at, 'units'], 'SB1521', { ship: data.name, least: FLANK_LEAST, max, units: c.units }));
    }
    const foreign = [...(c.card === 'turn' ? ['units', 'flank'] : c.card === 'ahead' ? ['to', 'degrees', 'then', 'hard'] : ['to', 'degrees', 'then', 'hard', 'units', 'flank']), ...(c.card === 'guns' ? [] : ['plane', 'turrets'])];
    for (const key of foreign) if ((c as unknown as Record<string, unknown>)[key] !== undefined) out.push(codedDiagnosticAt(src, [...at, key], 'SB1512', { key, card: c.card }, { part: 'key' }));
  });
}

/** Messages (steps/messages.ts): to seats of the side, while the wall is open; to the enemy never. */
function checkMessages(s: StbState, seat: string, o: StbOrders, src: SourceDoc, out: Diagnostic[]): void {
  const side = sideOfSeat(seat);
  (o.messages ?? []).forEach((m, i) => {
    if (!wallOpen(s, o)) { out.push(codedDiagnosticAt(src, ['messages', i], 'SB1516', {})); return; }
    recipientsOf(m).forEach((to, j) => {
      const why = refusedRecipient(seat, to);
      const at = typeof m.to === 'string' ? ['messages', i, 'to'] : ['messages', i, 'to', j];
      if (why === 'enemy') out.push(codedDiagnosticAt(src, at, 'SB1517', { to }));
      else if (why) out.push(codedDiagnosticAt(src, at, 'SB1518', { to, known: SEATS.filter((x) => sideOfSeat(x) === side && x !== seat).join(', ') }));
    });
  });
}

/**
 * The exchange a seat's orders answer: x1 staff, x2 command (or order), with `mode: rounds`
 * x(2 + round) for a round (steps/rounds.ts), each `signals` exchange of the hand numbering those
 * after it one more (steps/signals.ts).
 */
export function exchangeOf(s: StbState, commander: boolean): number {
  const extra = s.signalled ?? 0;
  if (s.phase === 'signals') return 3 + (s.options.mode === 'rounds' ? (s.round ?? 1) - 1 : 0) + extra;
  if (!commander) return 1;
  return s.phase === 'round' ? 2 + (s.round ?? 1) + extra : 2;
}

export function checkStbText(d: StbData, s: StbState, seat: string, text: string, campaign?: string): { orders?: StbOrders; diagnostics: Diagnostic[] } {
  const parsed = parseOrders<StbOrders>(text, STB_ORDERS_SCHEMA);
  if (!parsed.value) return { diagnostics: parsed.diagnostics };
  const o = parsed.value;
  const src = parsed.source;
  const out: Diagnostic[] = [...parsed.diagnostics];
  const commander = isCommander(seat);
  for (const h of checkOrdersHeader(o, { game: d.id, seat, turn: s.turn, exchange: exchangeOf(s, commander), campaign, over: s.over })) {
    out.push(diagnosticAt(src, h.path, h.code, h.severity, h.message));
  }
  if (out.some((x) => x.severity === 'error')) return { diagnostics: sortDiagnostics(out) };
  const role = roleOfSeat(seat);
  const foreign = commander ? ['offer'] : ['cards', 'if-torpedo', 'signals'];
  for (const key of foreign) if ((o as Record<string, unknown>)[key] !== undefined) out.push(codedDiagnosticAt(src, [key], 'SB1501', { key, owner: commander ? 'a department' : 'a commander', role: role === 'admiral' ? 'Admiral' : role === 'captain' ? 'Flag Captain' : `${role.toUpperCase()} DEPT` }, { part: 'key' }));
  if (commander) checkCommand(d, s, seat, o, src, out);
  else checkOffer(d, s, seat, o, src, out);
  checkMessages(s, seat, o, src, out);
  const diagnostics = sortDiagnostics(out);
  return diagnostics.some((x) => x.severity === 'error') ? { diagnostics } : { orders: o, diagnostics };
}
