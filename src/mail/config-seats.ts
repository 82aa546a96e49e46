/**
 * A campaign's `players:` read as seats (docs/design/seam.md §3 config).
 *
 * Keys are seat ids (`british/admiral`), side ids (`allied`: the side's one seat, or every seat
 * of the side), or a side with a role map (`british: {admiral: {...}, nav: referee}`). A value
 * with `email` is a player; the value `referee` marks a seat the referee plays; any other object
 * is a role map. One address may hold several seats of one side, never seats of two sides
 * (ML4907): a player on both sides would see both sides' secrets.
 */
import { lookupSeat, seatsOfSide } from '../game-api/seats.js';
import { isSeatId, sideOf, type SeatId } from '../kernel/seats.js';
import { zoneProblem } from '../daemon/zone-names.js';
import type { ConfigCode } from '../codes/ml.js';

export interface SeatPlayer { readonly name?: string; readonly email: string; readonly timeZone?: string }

export interface SeatHolders {
  /** The players of record, by seat. */
  readonly players: Record<SeatId, SeatPlayer>;
  /** Seats the referee plays: no address, silence is their answer, their misses never count. */
  readonly refereeSeats: SeatId[];
  readonly problems: { readonly code: ConfigCode; readonly message: string }[];
}

type Raw = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

const isPlayer = (v: unknown): v is Raw => typeof v === 'object' && v !== null && 'email' in v;

/**
 * `raw` is the schema-checked `players:` object; `game` the campaign's game (null when its
 * scenario is unknown: ML4904 is reported elsewhere and seats cannot be checked).
 */
export function seatHolders(raw: Raw, game: { readonly sides: readonly SeatId[] } | null, where: string): SeatHolders {
  const problems: SeatHolders['problems'] = [];
  const players: Record<SeatId, SeatPlayer> = {};
  const refereeSeats: SeatId[] = [];
  const given = new Set<SeatId>();
  const seatList = game ? game.sides.join(', ') : '';

  const hold = (seats: readonly SeatId[], value: unknown, path: string): void => {
    for (const seat of seats) {
      if (given.has(seat)) { problems.push({ code: 'ML4905', message: `${where}: seat '${seat}' is given two players (players.${path})` }); continue; }
      given.add(seat);
      if (value === 'referee') { refereeSeats.push(seat); continue; }
      const p = value as Raw;
      players[seat] = { name: p.name, email: String(p.email).toLowerCase(), timeZone: p.timeZone };
    }
    if (isPlayer(value) && value.timeZone !== undefined) {
      const zp = zoneProblem(String(value.timeZone), `${where}: players.${path}.timeZone`);
      if (zp) problems.push(zp);
    }
  };

  for (const [key, value] of Object.entries(raw)) {
    if (value === 'referee' || isPlayer(value)) {
      // A seat id is that seat; a side id is its seat, or all its seats (a side played by one person).
      if (!game) { hold([key], value, key); continue; }
      const found = lookupSeat(game, key);
      if (found.kind === 'seat') hold([found.seat], value, key);
      else if (found.kind === 'ambiguous') hold(found.seats, value, key);
      else problems.push({ code: 'ML4905', message: `${where}: unknown ${key.includes('/') ? 'seat' : 'side'} '${key}' (${key.includes('/') ? 'seats' : 'sides'}: ${seatList})` });
      continue;
    }
    // A role map: each role of the side is one seat.
    for (const [role, holder] of Object.entries(value as Raw)) {
      const seat = `${key}/${role}`;
      if (!isSeatId(seat) || (game && !game.sides.includes(seat))) {
        const ofSide = game ? seatsOfSide(game, key) : [];
        problems.push({ code: 'ML4905', message: `${where}: unknown seat '${seat}' (${ofSide.length ? `seats of ${key}: ${ofSide.join(', ')}` : `seats: ${seatList}`})` });
        continue;
      }
      hold([seat], holder, `${key}.${role}`);
    }
  }
  if (game) for (const seat of game.sides) if (!given.has(seat)) problems.push({ code: 'ML4905', message: `${where}: no player for ${seat.includes('/') ? 'seat' : 'side'} '${seat}'` });

  // An address holds seats of one side only.
  const sidesOf = new Map<string, Set<string>>();
  for (const [seat, p] of Object.entries(players)) {
    const set = sidesOf.get(p.email) ?? new Set<string>();
    set.add(sideOf(seat));
    sidesOf.set(p.email, set);
  }
  for (const [email, sides] of sidesOf) if (sides.size > 1) problems.push({ code: 'ML4907', message: `${where}: ${email} plays two sides (${[...sides].join(', ')})` });
  return { players, refereeSeats, problems };
}
