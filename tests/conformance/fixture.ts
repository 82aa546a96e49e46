/**
 * What a game gives the conformance suite (docs/design/seam.md §9): which registered game, where
 * its code lives, a few short scenarios to play, and a player that writes a seat's orders from
 * the seat's own orders form. Everything else the suite asks of the game through its definition
 * (the adapter the registry builds), never through the game's internals.
 */
export interface ConformanceFixture {
  /** The registered game's id (src/games/index.ts, or registerGame for a test-only game), e.g. 'gwas-mediterranean'. */
  readonly gameId: string;
  /** The game's code folder, which the import-graph and purity tests cover (tests/architecture/). */
  readonly folder: string;
  /** Scenarios to play: few and short, so the suite stays fast. */
  readonly scenarios: readonly string[];
  /** Campaign options to play with (src/game-api/options.ts); absent: the game's defaults. */
  readonly options?: Readonly<Record<string, unknown>>;
  /** Turns played in each scenario (fewer if the game ends first), each as many exchanges as the game asks (seam §2). */
  readonly turns: number;
  /**
   * Event types that record only whether a seat's orders came (GWAS: 'gwas.orders-applied' when
   * sent, 'gwas.orders-standing' when silent). The form round trip ignores these and nothing else.
   */
  readonly receiptEvents: readonly string[];
  /**
   * A seat's orders for the coming turn, written from its orders form alone (what the seat is
   * shown), with `random` choosing among what the form allows; null for silence.
   */
  answer(form: string, random: () => number): string | null;
}
