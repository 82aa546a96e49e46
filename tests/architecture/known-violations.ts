/**
 * The ratchet (docs/design/seam.md §8): import edges that break a layer rule today and are to be
 * removed by the moves of seam §10 commits 3 and 4. tests/architecture/imports.test.ts fails on
 * any broken edge not listed here (a new one) and on any entry that no longer breaks a rule (a
 * stale one: delete it). The list only shrinks; it is empty once the moves are done.
 * One entry per edge, "from -> to", repository paths.
 */
export const KNOWN_VIOLATIONS: readonly string[] = [
  // The GWAS data types live in the shared src/data/ (seam §8: they move to src/games/gwas/data/).
  'src/games/gwas/check-context.ts -> src/data/types.ts',
  'src/games/gwas/combat/damage-boxes.ts -> src/data/types.ts',
  'src/games/gwas/combat/damage-table.ts -> src/data/types.ts',
  'src/games/gwas/combat/damage.ts -> src/data/types.ts',
  'src/games/gwas/combat/firepower.ts -> src/data/types.ts',
  'src/games/gwas/combat/group.ts -> src/data/types.ts',
  'src/games/gwas/combat/initiative.ts -> src/data/types.ts',
  'src/games/gwas/combat/peace.ts -> src/data/types.ts',
  'src/games/gwas/data.ts -> src/data/types.ts',
  'src/games/gwas/fleet.ts -> src/data/types.ts',
  'src/games/gwas/geography.ts -> src/data/types.ts',
  'src/games/gwas/operations/ships.ts -> src/data/types.ts',
  'src/games/gwas/operations/traffic.ts -> src/data/types.ts',
  'src/games/gwas/orders-types.ts -> src/data/types.ts',
  'src/games/gwas/setup.ts -> src/data/types.ts',
  'src/games/gwas/state.ts -> src/data/types.ts',
  'src/games/gwas/steps/contact.ts -> src/data/types.ts',
  'src/games/gwas/steps/victory.ts -> src/data/types.ts',
  'src/games/gwas/time.ts -> src/data/types.ts',
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
  // Left by the views move (seam §10 commit 3): redactState still defaults its data to loadGame,
  // and the view types name the data's Mission; commit 4 drops the default, the data-types move the second.
  'src/games/gwas/views/redact.ts -> src/data/load.ts',
  'src/games/gwas/views/types.ts -> src/data/types.ts',
  // Shared files that still call the GWAS views, form and report helpers directly (seam §1: through
  // the definition's `views` and `forms`, commit 4).
  'src/pipeline/gwas-adapter.ts -> src/games/gwas/forms/orders-form.ts',
  'src/pipeline/gwas-adapter.ts -> src/games/gwas/views/index.ts',
  'src/pipeline/gwas-adapter.ts -> src/games/gwas/views/redact.ts',
  'src/reports/render.ts -> src/games/gwas/views/helpers.ts',
  'src/reports/render.ts -> src/games/gwas/views/index.ts',
];
