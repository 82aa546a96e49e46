/**
 * A game's demo campaign (seam §1 DemoDef): what `admiralty demo` plays and what `admiralty serve`
 * with no config sets up. The order files are named, not read: the shared CLI reads them, so the
 * game stays free of I/O.
 */

/** A demo player: the address the embedded daemon writes sample mail from. */
export interface DemoPlayer { readonly name: string; readonly email: string; readonly timeZone: string }

export interface DemoDef {
  /** A scenario of the game (its id, without the game's). */
  readonly scenario: string;
  /** A fixed seed: every demo run rolls the same dice. */
  readonly seed: string;
  readonly players: Readonly<Record<string, DemoPlayer>>;
  /** Each side's turn-1 orders: a repository-relative file, submitted in this order. */
  readonly firstOrders: Readonly<Record<string, string>>;
  /** The side whose report `admiralty demo` prints. */
  readonly shown: string;
}
