/**
 * The ratchet (docs/design/seam.md §8): import edges that break a layer rule today and are to be
 * removed by the moves of seam §10 commits 3 and 4. tests/architecture/imports.test.ts fails on
 * any broken edge not listed here (a new one) and on any entry that no longer breaks a rule (a
 * stale one: delete it). The list only shrinks; the moves are done and it is empty (it held 57
 * edges before them), so any edge that breaks a layer rule now fails the test.
 * One entry per edge, "from -> to", repository paths.
 */
export const KNOWN_VIOLATIONS: readonly string[] = [];
