/**
 * The areas `npm run mutation -- <area>` mutates (issue 18): where a silent break costs most.
 * Each area names the source it mutates and the test files that guard it. Stryker's dry run
 * executes every listed test file, so each list is the tests that bear on the area, not the
 * whole suite (the machine has two shared cores).
 */
export const AREAS = {
  kernel: {
    mutate: ['src/kernel/**/*.ts'],
    // reports.test.ts: its goldens pin the dice a seed gives (a generator change changes them).
    tests: ['tests/kernel.test.ts', 'tests/holes-kernel.test.ts', 'tests/gwas/turn.test.ts', 'tests/reports.test.ts'],
  },
  replay: {
    mutate: ['src/pipeline/replay.ts', 'src/pipeline/digest.ts'],
    tests: ['tests/holes-replay.test.ts', 'tests/gwas/turn.test.ts'],
  },
  fog: {
    mutate: ['src/games/gwas/views/**/*.ts'],
    // fog-*.test.ts: each part of a view on events and states written out to tell the rules apart;
    // view-memory: what reports read of earlier turns (memory.ts), rebuilt from the whole journal.
    tests: ['tests/views.test.ts', 'tests/fog.property.test.ts', 'tests/reports.test.ts', 'tests/fog-redact.test.ts', 'tests/fog-redact-edges.test.ts',
      'tests/fog-contacts.test.ts', 'tests/fog-side-view.test.ts', 'tests/pipeline/view-memory.test.ts',
      'tests/fog-battles.test.ts', 'tests/fog-fleets.test.ts', 'tests/fog-notices.test.ts', 'tests/fog-air.test.ts',
      'tests/fog-umpire-view.test.ts', 'tests/fog-operations.test.ts', 'tests/fog-weather-victory.test.ts', 'tests/fog-common.test.ts'],
  },
  rules: {
    // The views sit inside the game folder since the seam's moves (seam §8) but are the fog area's.
    mutate: ['src/games/**/*.ts', '!src/games/gwas/views/**/*.ts'],
    tests: ['tests/gwas/*.test.ts'],
  },
  fairplay: {
    mutate: ['src/fairplay/**/*.ts'],
    tests: ['tests/fairplay/*.test.ts'],
  },
  mail: {
    mutate: ['src/daemon/intake.ts', 'src/mail/tokens.ts', 'src/mail/envelope.ts', 'src/mail/inbound-mail.ts'],
    tests: ['tests/mail/*.test.ts'],
  },
};
