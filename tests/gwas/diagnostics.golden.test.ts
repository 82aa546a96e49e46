/**
 * Golden files for rule diagnostics: players' YAML orders with faults, and the exact text the
 * referee answers — code, rule section, the line quoted and the fault underlined.
 * Regenerate with `npm run golden:update` after an intended change, and read the diff.
 */
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { formatDiagnostics } from '../../src/orders/diagnostic.js';
import { setupState } from '../../src/games/gwas/setup.js';
import { checkGwasText } from '../../src/games/gwas/check-text.js';
import { gameData } from '../helpers/gwas.js';
import { expectGolden } from '../support/golden.js';

const DIR = join(dirname(fileURLToPath(import.meta.url)), '..', 'golden', 'diagnostics-gwas');

describe('rule diagnostics as players read them (goeben-1914, turn 1)', () => {
  const data = gameData();
  const state = setupState(data, 'goeben-1914');
  // header-turn1: the shared header check (seam §6), orders received for campaign med-1914.
  it.each([['central', 'central-turn1'], ['allied', 'allied-turn1'], ['central', 'header-turn1']])('%s orders: %s', (side, name) => {
    const text = readFileSync(join(DIR, `${name}.yaml`), 'utf8');
    const { diagnostics, orders } = checkGwasText(data, state, side, text, { campaign: 'med-1914' });
    expect(orders).toBeUndefined();
    const actual = `${formatDiagnostics(diagnostics, `${name}.yaml`)}\n`;
    const file = join(DIR, `${name}.txt`);
    expectGolden(file, actual);
  });
});
