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
  // The GWAS adapter and orders glue in src/pipeline/ (seam §8: src/games/gwas/definition.ts and the shared src/orders/check-text.ts).
  'src/pipeline/gwas-adapter.ts -> src/games/gwas/data.ts',
  'src/pipeline/gwas-adapter.ts -> src/games/gwas/module.ts',
  'src/pipeline/gwas-adapter.ts -> src/games/gwas/orders-types.ts',
  'src/pipeline/gwas-adapter.ts -> src/games/gwas/setup.ts',
  'src/pipeline/gwas-adapter.ts -> src/games/gwas/state.ts',
  'src/pipeline/gwas-adapter.ts -> src/games/gwas/steps/weather.ts',
  'src/pipeline/gwas-orders.ts -> src/games/gwas/data.ts',
  'src/pipeline/gwas-orders.ts -> src/games/gwas/orders-check.ts',
  'src/pipeline/gwas-orders.ts -> src/games/gwas/orders-types.ts',
  'src/pipeline/gwas-orders.ts -> src/games/gwas/state.ts',
  // Left by the views move (seam §10 commit 3): redactState still defaults its data to loadGame
  // (seam §8: the default goes in commit 4).
  'src/games/gwas/views/redact.ts -> src/data/load.ts',
  // Shared files that still call the GWAS views, form and report helpers directly (seam §1: through
  // the definition's `views` and `forms`, commit 4).
  'src/pipeline/gwas-adapter.ts -> src/games/gwas/forms/orders-form.ts',
  'src/pipeline/gwas-adapter.ts -> src/games/gwas/views/index.ts',
  'src/pipeline/gwas-adapter.ts -> src/games/gwas/views/redact.ts',
  'src/reports/render.ts -> src/games/gwas/views/helpers.ts',
  'src/reports/render.ts -> src/games/gwas/views/index.ts',
];
