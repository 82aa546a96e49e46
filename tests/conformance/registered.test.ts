// Every registered game runs the conformance suite (seam §9: "a registry test fails for a game
// without one"): tests/conformance/<game id>.conformance.test.ts must exist and call the suite.
import { existsSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { games } from '../../src/pipeline/games.js';

describe('the conformance suite covers every registered game (seam §9)', () => {
  it('finds games in the registry', () => {
    expect(games().length).toBeGreaterThan(0);
  });
  it.each(games().map((g) => g.id))('%s has tests/conformance/%s.conformance.test.ts calling describeConformance', (id) => {
    const file = new URL(`./${id}.conformance.test.ts`, import.meta.url);
    expect(existsSync(file), `${id}: no conformance file`).toBe(true);
    expect(readFileSync(file, 'utf8')).toMatch(new RegExp(`describeConformance\\(\\{ gameId: '${id.replace(/[-]/g, '\\-')}'`));
  });
});
