/**
 * The ratchet (docs/design/seam.md §8): import edges that break a layer rule today and are to be
 * removed by the moves of seam §10 commits 3 and 4. tests/architecture/imports.test.ts fails on
 * any broken edge not listed here (a new one) and on any entry that no longer breaks a rule (a
 * stale one: delete it). The list only shrinks; it is empty once the moves are done.
 * One entry per edge, "from -> to", repository paths.
 */
export const KNOWN_VIOLATIONS: readonly string[] = [
  // The shared data loader still reads the GWAS layout itself (seam §1, §8: the shared
  // src/data/game-files.ts reads the manifest and src/games/gwas/data/build.ts builds, commit 4);
  // the GWAS checks report through the shared Problems until build() receives LoadedFiles.
  'src/data/geo.ts -> src/games/gwas/data/map-types.ts',
  'src/data/load.ts -> src/games/gwas/data/check.ts',
  'src/data/load.ts -> src/games/gwas/data/map-types.ts',
  'src/data/load.ts -> src/games/gwas/data/types.ts',
  'src/games/gwas/data/check.ts -> src/data/problems.ts',
  // The GWAS adapter, moved whole into the game (seam §10 commit 3), still loads its data itself
  // (commit 4: the shared loader reads the manifest and hands the data to the game).
  'src/games/gwas/definition.ts -> src/data/load.ts',
];
