/**
 * What the pipeline (store, CLI, mail daemon) needs from a game. Each game provides one adapter;
 * the pipeline never looks inside a game's state or orders.
 */
import type { GameEvent } from '../kernel/events.js';
import type { DiceKey } from '../kernel/turn.js';
import type { ResolveOptions } from '../kernel/step.js';
import type { ExchangeSpec } from '../kernel/ask.js';
import type { Diagnostic } from '../orders/diagnostic.js';
import type { CodeInfo } from '../codes/registry.js';
import type { DataManifest } from './data.js';
import type { DemoDef } from './demo.js';
import type { IntelDef } from './intel.js';
import type { CampaignOptions, OptionsDef } from './options.js';

export interface ScenarioInfo {
  readonly id: string;
  readonly name: string;
  readonly date: string;
  readonly turns: number;
  readonly summary: string;
}

export interface CheckedOrders {
  /** The orders as understood; present when there are no errors. */
  readonly orders?: unknown;
  readonly diagnostics: Diagnostic[];
}

export interface ReportMeta {
  readonly campaign: string;
  readonly deadline: string | null;
  /** The dice commitment (sha256 of the signed statement, docs/dice.md), printed in every report. */
  readonly diceCommitment?: string | null;
  /** The seed and its nonce, in reports written after it was published (the campaign's end). */
  readonly diceSeed?: string | null;
  readonly diceNonce?: string | null;
  /** A fixed seed chosen by the moderator: a test or demo campaign, and every report says so. */
  readonly diceFixed?: boolean;
  /** The turn key of the turn just resolved and the hash of all its rolls, hidden ones included. */
  readonly diceTurnKey?: string | null;
  readonly diceRollsHash?: string | null;
  /** The signed commitment statement, printed in the opening briefing (mailed before turn 1). */
  readonly diceCommitmentBlock?: string | null;
}

/** What the pipeline hands a game to resolve one exchange (the kernel's ExchangeInput, orders untyped). */
export interface AdapterExchangeInput {
  readonly turn: number;
  readonly exchange: number;
  readonly spec: ExchangeSpec;
  readonly orders: Readonly<Record<string, unknown>>;
  readonly dice: DiceKey;
  /**
   * The exchange's cards key (docs/dice.md §10; src/fairplay/cards-key.ts), secret until the
   * reveal; absent for turns of the first dice scheme, where a shuffle throws.
   */
  readonly cards?: string;
}

export type ReportFormat = 'text' | 'html' | 'json';

/**
 * A game's report templates (seam §1 ViewsDef.templates): Handlebars files in its folder, read and
 * compiled by the shared renderer (src/reports/render.ts), so the game itself reads no file.
 */
export interface ReportTemplates {
  /** Repository-relative folder: 'src/games/gwas/templates'. */
  readonly dir: string;
  /** The text and HTML report templates, file names inside `dir`. */
  readonly text: string;
  readonly html: string;
  /** A folder inside `dir` whose `<name>.txt.hbs` and `<name>.html.hbs` files are partials. */
  readonly partials?: string;
  /** The game's own helpers, by name (pure functions of the view). */
  readonly helpers: Readonly<Record<string, (...args: any[]) => unknown>>;
}

/** Which map of a viewer: its turn report's, or (a seat's) the orders form's (issue 12 §1). */
export type MapKind = 'report' | 'orders';

/**
 * A game's map pictures (issue 12 §1). `draw` sees only a viewer's view, as `view` built it or as
 * the stored JSON report holds it, so a map can show nothing its report could not.
 */
export interface MapDrawOptions {
  /** The land drawn under the board (the game folder's coast.json, read by the pipeline). */
  readonly land?: readonly (readonly number[])[];
  readonly raster?: (svg: string) => Buffer;
}

export interface MapsDef {
  /**
   * The picture as SVG; src/pipeline/map-png.ts turns it into PNG. With `raster` (SVG to PNG) the parts
   * every picture shares may be put in as images rendered once: for a PNG, not for an SVG file.
   */
  draw(view: object, kind: MapKind, options?: MapDrawOptions): string;
  /**
   * The kinds the game draws; absent: both. A game whose orders map would only repeat its report
   * map (the Bismarck games) names 'report' alone, and its mails carry no second picture.
   */
  readonly kinds?: readonly MapKind[];
}

export interface GameAdapter {
  readonly id: string;
  readonly name: string;
  readonly sides: readonly string[];
  readonly engineVersion: string;
  /** The game's diagnostic codes, registered in the one registry (issue 11 §6; docs/codes.md). */
  readonly codes: Readonly<Record<string, CodeInfo>>;
  dataVersion(): string;
  scenarios(): ScenarioInfo[];
  /** The campaign options the game offers (src/game-api/options.ts); absent: none. */
  readonly options?: OptionsDef;
  /**
   * The opening state of a scenario. `options` is the complete, validated options object (every
   * declared option, defaults filled in); the game keeps what it needs of it in the state.
   */
  setup(scenario: string, options?: CampaignOptions): unknown;
  /**
   * Dice rolled at campaign creation, before turn 1's orders (Great War at Sea 4.1: turn 1's
   * weather), through the kernel's seeded streams; the events go into the opening reports.
   */
  opening?(state: unknown, turnKey: string): { state: unknown; events: readonly GameEvent[] };
  turnOf(state: unknown): number;
  isOver(state: unknown): boolean;
  /**
   * Parse and check a side's orders text against the current state. Never throws. `campaign`,
   * when given, is the campaign the orders were sent to (compared with the file's own field).
   */
  check(state: unknown, side: string, text: string, context?: { readonly campaign?: string }): CheckedOrders;
  /**
   * Pure turn resolution (kernel). With `consumeState` the caller hands over a state it will not
   * use again (freshly parsed from the store), which saves copying it.
   */
  resolve(state: unknown, orders: Readonly<Record<string, unknown>>, dice: DiceKey, options?: ResolveOptions): { state: unknown; events: readonly GameEvent[] };
  /**
   * The exchange the state waits for (seam §2): which of the game's exchanges, whom it asks and
   * under which deadline rule; null once the game is over. The pipeline stores it as the pending
   * exchange and resolves it with `resolveExchange`.
   */
  next(state: unknown): ExchangeSpec | null;
  /**
   * Resolves one exchange (seam §2; kernel resolveExchange): `exchange` is the pipeline's number
   * (1 + the exchanges journalled this turn), `spec` what `next` asked, `orders` the asked seats'
   * answers (absent: silence, rule 3).
   */
  resolveExchange(state: unknown, input: AdapterExchangeInput, options?: ResolveOptions): { state: unknown; events: readonly GameEvent[] };
  /** A viewer's view from the state and every event so far; the adapter filters the events. */
  view(state: unknown, events: readonly GameEvent[], viewer: string, meta: ReportMeta): object;
  /**
   * Of one exchange's events, those `view` still reads once their turn is past (issue 17 §1: the
   * small memory a report needs, GWAS's contacts and scores). With it the pipeline hands `view`
   * these events of earlier turns and every event of the turn reported, so building a report does
   * not grow with the campaign; the game promises its views come out the same as from every event.
   * Absent: `view` gets every event so far, as before.
   */
  viewMemory?(events: readonly GameEvent[]): readonly GameEvent[];
  /** The templates the shared renderer draws the text and HTML reports with. */
  readonly templates: ReportTemplates;
  /** The game's map pictures; a game without them mails its reports without a map. */
  readonly maps?: MapsDef;
  ordersForm(state: unknown, viewer: string, meta: ReportMeta): string;
  /** What each event told a viewer, for the moderator's intelligence ledger (`admiralty intel`). */
  readonly intel: IntelDef;
  /** The one-line summary of a resolved turn's events the CLI prints ("2 contacts"). */
  summary(events: readonly GameEvent[]): string;
  readonly demo: DemoDef;
  /**
   * What the shared mails say that only the game knows, in its words: `silence` ends "If no
   * orders arrive, …" in a reminder; `form` ends "The attached form … " in the help reply.
   * Absent: the shared wording, true of every game (rule 3 and the form's round trip).
   */
  readonly words?: { readonly silence?: string; readonly form?: string };
}

/** The shared wording of `GameAdapter.words`, for a game that gives none. */
export const DEFAULT_WORDS = {
  silence: 'your silence is your answer, as the rules say: the form you were sent shows what it does.',
  form: 'is filled in with what silence would do: edit it and send it back.',
} as const;

/**
 * What a game folder exports to the registry (seam §1, v1): its id, the manifest of its data files,
 * and the game over its data. The shared loader reads the data (src/data/load.ts) and the
 * pipeline binds it (src/pipeline/games.ts), so the game itself reads no file.
 */
export interface GameDefinition<Data = unknown> {
  readonly id: string;
  readonly data: DataManifest<Data>;
  /** The adapter the pipeline calls; `data` loads the game's data on first use and caches it. */
  adapter(data: () => Data): GameAdapter;
}
