/**
 * Writes tests/pins/gwas.pins.json (design docs/design/seam.md §10, commit 0): the pinned games of
 * tests/pins/play.ts, played through the pipeline. Run it with `npm run pins:update`, only when an
 * outcome is meant to change, and read the diff: tests/pins/pins.test.ts compares with this file
 * and never writes it. Refused under CI=true, like golden:update: a CI run that rewrote its pins
 * would pass whatever the code did.
 */
import { writeFileSync } from 'node:fs';
import { relative } from 'node:path';
import { PINS_FILE } from '../tests/pins/file.js';
import { playPins } from '../tests/pins/play.js';

if (process.env.CI === 'true') {
  console.error(`pins:update is refused under CI=true (${relative(process.cwd(), PINS_FILE)} is compared there, never written)`);
  process.exit(1);
}
const pins = playPins();
writeFileSync(PINS_FILE, `${JSON.stringify(pins, null, 2)}\n`);
for (const c of pins.campaigns) {
  console.log(`${c.scenario} (seed ${c.seed}): opening and ${c.turns.length} turns, ${Object.keys(c.opening.reports).length + c.turns.reduce((n, t) => n + Object.keys(t.reports).length, 0)} reports`);
}
console.log(`wrote ${relative(process.cwd(), PINS_FILE)}`);
