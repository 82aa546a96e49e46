/**
 * `--side` on the command line names a seat (docs/design/seam.md §3 CLI): `--side allied` is the
 * seat `allied` (a one-seat side's seat id is the side id, rule 2), `--side british/admiral` is
 * that seat, and `--side british`, when the side has several seats, is refused with the list of
 * its seats (ADM3011) rather than guessed at. Every command that takes `--side` reads it here.
 */
import { lookupSeat } from '../game-api/seats.js';
import { UMPIRE, type SeatId } from '../kernel/seats.js';
import { AdmiraltyError } from '../pipeline/errors.js';

export interface SeatOptions {
  /** Whether `umpire` is accepted (reports: the umpire's view). */
  readonly umpire?: boolean;
  /** Whether a name that is neither a seat nor a side is passed on unchanged for the command to refuse in its own order. */
  readonly passUnknown?: boolean;
}

export function resolveSeat(game: { readonly sides: readonly SeatId[] }, name: string, opts: SeatOptions = {}): SeatId {
  if (opts.umpire && name === UMPIRE) return name;
  const found = lookupSeat(game, name);
  if (found.kind === 'seat') return found.seat;
  if (found.kind === 'ambiguous') throw new AdmiraltyError('ADM3011', { side: name, seats: found.seats.join(', ') });
  if (opts.passUnknown) return name;
  throw new AdmiraltyError('ADM3006', { side: name, sides: game.sides.join(', ') });
}
