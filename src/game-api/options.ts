/**
 * Campaign options (docs/design/seam.md §1 `options`): the choices a group makes once, when a
 * campaign starts, about how much of a game it plays and how — Bismarck's battles by standing
 * orders or round by round by mail, Great War at Sea's advanced rules one by one.
 *
 * A game declares its options as one JSON Schema of an object: each property a choice with its
 * `default` and a `description` (what `admiralty scenarios` and the docs print). The shared layer
 * validates what a group chose, fills in the defaults and hands the complete object to the game's
 * `setup`, which keeps it in the state: resolution stays a pure function of the state, and replay,
 * bundles and amended replays see the options without being told.
 */
export interface OptionsDef {
  /** `{type: 'object', additionalProperties: false, properties: {name: {…, default, description}}}`. */
  readonly schema: Readonly<Record<string, unknown>>;
}

/** The options a campaign runs with: every declared option, chosen or defaulted. */
export type CampaignOptions = Readonly<Record<string, unknown>>;
