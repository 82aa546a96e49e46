/**
 * Golden files: a test compares with the file and never writes it. `npm run golden:update`
 * (UPDATE_GOLDEN=1) is the one way to (re)write goldens, after an intended change: read the diff.
 * A missing golden fails, so a test cannot pass by writing the answer it then compares with.
 */
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, relative } from 'node:path';
import { expect } from 'vitest';

export const updatingGoldens = (): boolean => process.env.UPDATE_GOLDEN === '1';

export function expectGolden(file: string, actual: string): void {
  expectGoldenWith(file, actual, (golden) => expect(actual).toBe(golden.toString('utf8')));
}

/**
 * The same rules for any golden (a picture compared with a tolerance, say): written only under
 * `npm run golden:update`, refused under CI=true, a missing one fails; else `compare` judges.
 */
export function expectGoldenWith(file: string, actual: string | Buffer, compare: (golden: Buffer) => void): void {
  const shown = relative(process.cwd(), file);
  if (updatingGoldens()) {
    // CI compares only: a CI run that rewrote its goldens would pass whatever the code printed.
    if (process.env.CI === 'true') throw new Error(`UPDATE_GOLDEN=1 is refused under CI=true (${shown})`);
    mkdirSync(dirname(file), { recursive: true });
    writeFileSync(file, actual);
    return;
  }
  if (!existsSync(file)) throw new Error(`golden ${shown} is missing: write it with \`npm run golden:update\`, then read it`);
  compare(readFileSync(file));
}
