/**
 * The part of a Bismarck (1979) view (views/index.ts, as the stored JSON report holds it) that the
 * map reads. The map is drawn from this alone (issue 12 §1): a side's view has its own ships and
 * air units, its contacts and the fights it was told of; the umpire's has everything.
 */
import type { B79Board, B79Reach } from '../views/map-parts.js';

export interface B79MapShip { readonly id: string; readonly name: string; readonly side: string; readonly type: string; readonly zone: string; readonly status: string; readonly tf: string }
export interface B79MapAir { readonly id: string; readonly name: string; readonly side: string; readonly status: string; readonly zone: string }
export interface B79MapContact {
  readonly id: string;
  readonly zone: string;
  readonly types: string;
  readonly taskForce: boolean;
  /** The turn the side last had word of it (located or shadowed), null when held from the set-up. */
  readonly seen?: { readonly turn: number; readonly clock: string } | null;
  /** The umpire's list only: the side that holds the contact. */
  readonly by?: string;
}
export interface B79MapView {
  readonly kind: 'side' | 'umpire';
  readonly game: string;
  readonly viewer: string;
  readonly campaign: string;
  readonly turn: number;
  readonly clock: string;
  readonly over: boolean;
  readonly ships: readonly B79MapShip[];
  readonly air: readonly B79MapAir[];
  readonly contacts: readonly B79MapContact[];
  readonly allContacts?: readonly B79MapContact[];
  /** Absent in a report stored before the maps: then none are drawn. */
  readonly battles?: readonly { readonly zone: string; readonly kind: string; readonly turn: number }[];
  /** The latest turn's naval combat on the one-line battle board (views/map-parts.ts); absent when none. */
  readonly board?: B79Board;
  /** A side's forces' zones in reach for the next orders; absent in the umpire's view. */
  readonly reach?: readonly B79Reach[];
}
