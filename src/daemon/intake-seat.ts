/**
 * Which seat a mail's orders are for (docs/design/seam.md §3 intake), once its sender has proved
 * the address holds a seat of the campaign. Pure: the intake passes what it read.
 *
 * In order: each document's `seat:` line; the seat (or side) the subject or `Admiralty:` line
 * names; the seat whose reply token the mail came back to (a reply to that seat's mail); the
 * address's only seat. A passphrase proves the address but names no seat: a player who holds
 * several seats types whichever he remembers, and guessing from it would file orders under a
 * seat he did not choose. An address holding several seats that names none of them is told so
 * (ML4026) rather than guessed at. Naming a seat the address does not hold is refused (ML4022),
 * whatever secret came with it: a secret proves the address, never a seat it was not given.
 */
import { sideOf, type SeatId } from '../kernel/seats.js';
import type { SeatDocument } from '../mail/seat-documents.js';

export interface SeatClaims {
  /** The seats the sender's address holds in the campaign, in the game's order. */
  readonly held: readonly SeatId[];
  /** Every seat of the campaign. */
  readonly seats: readonly SeatId[];
  /** The word of the subject or `Admiralty:` line after the campaign: a seat, a side or nothing known. */
  readonly named?: string;
  /** The held seat whose token the mail was sent to. */
  readonly token?: SeatId;
  /** The held seat whose passphrase the mail carries (only where a refusal is mailed). */
  readonly passphrase?: SeatId;
  /** The orders, split per seat (seat-documents.ts); null when the mail has none. */
  readonly documents: readonly SeatDocument[] | null;
}

export type SeatParts =
  | { readonly ok: true; readonly parts: readonly { readonly seat: SeatId; readonly text: string | null }[] }
  | { readonly ok: false; readonly code: 'ML4022' | 'ML4026'; readonly seat: SeatId; readonly params: Record<string, string> };

export function seatParts(c: SeatClaims): SeatParts {
  const own = c.held.join(', ');
  // Where a refusal is mailed: the seat the mail came closest to naming among those held.
  const replySeat = (c.named && c.held.includes(c.named) ? c.named : undefined) ?? c.token ?? c.passphrase ?? c.held[0]!;
  const notHeld = (seat: string): SeatParts => ({ ok: false, code: 'ML4022', seat: replySeat, params: { side: seat, own } });
  let candidates = c.held;
  let subjectSeat: SeatId | undefined;
  if (c.named !== undefined) {
    if (c.seats.includes(c.named)) {
      if (!c.held.includes(c.named)) return notHeld(c.named);
      subjectSeat = c.named;
    } else if (c.seats.some((s) => sideOf(s) === c.named)) {
      candidates = c.held.filter((s) => sideOf(s) === c.named);
      if (!candidates.length) return notHeld(c.named);
    } // any other word names nothing (as before seats): the rest decides
  }
  const ambiguous = (): SeatParts => ({ ok: false, code: 'ML4026', seat: replySeat, params: { seats: candidates.join(', ') } });
  const docs = c.documents;
  if (docs && docs.length > 1) {
    // One document per seat: each must say which (its `seat:`), and each must be the sender's.
    const parts: { seat: SeatId; text: string }[] = [];
    for (const d of docs) {
      if (d.seat === undefined) return ambiguous();
      if (!c.held.includes(d.seat)) return notHeld(d.seat);
      parts.push({ seat: d.seat, text: d.text });
    }
    return { ok: true, parts };
  }
  const doc = docs?.[0];
  // A `seat:` naming no seat of the campaign is left to the game's header check (ADM1051).
  if (doc?.seat !== undefined && c.seats.includes(doc.seat)) {
    if (!c.held.includes(doc.seat)) return notHeld(doc.seat);
    return { ok: true, parts: [{ seat: doc.seat, text: doc.text }] };
  }
  const inCandidates = (s: SeatId | undefined): SeatId | undefined => (s !== undefined && candidates.includes(s) ? s : undefined);
  const seat = subjectSeat ?? inCandidates(c.token) ?? (candidates.length === 1 ? candidates[0] : undefined);
  if (seat === undefined) return ambiguous();
  return { ok: true, parts: [{ seat, text: doc?.text ?? null }] };
}
