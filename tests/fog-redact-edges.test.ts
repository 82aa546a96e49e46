// Fog of war, first layer (src/games/gwas/views/redact.ts), at its edges: the order the enemy's
// found minefields are listed in, and a state read with game data that no longer holds its
// scenario or a fleet's zone (a campaign replayed or reported with other data). Killed survivors
// of the fog area's mutation run (issue 18); kept apart from fog-redact.test.ts so Stryker's
// incremental run keeps that file's results.
import { describe, expect, it } from 'vitest';
import type { GwasData } from '../src/games/gwas/data.js';
import { setupState } from '../src/games/gwas/setup.js';
import type { GwasState, Minefield } from '../src/games/gwas/state.js';
import { redactState, sideMinefields } from '../src/games/gwas/views/redact.js';
import { loadGame } from '../src/pipeline/games.js';

const data = loadGame('gwas-mediterranean') as unknown as GwasData;

describe('13.2 the enemy\'s minefields a side has found', () => {
  it('are listed by boundary, zone by zone: U4/V4 before U40/U41 before W30/W31, whatever order they were laid in', () => {
    const found = (id: string, between: [string, string]): Minefield => ({ id, side: 'central', between, laid: 1, activeFrom: 2, known: ['allied'] });
    // Laid in an order that neither the sorted order nor its reverse is.
    const fields = [found('C1', ['U40', 'U41']), found('C2', ['W30', 'W31']), found('C3', ['U4', 'V4'])];
    expect(sideMinefields(fields, 'allied').enemy.map((e) => e.between.join('/'))).toEqual(['U4/V4', 'U40/U41', 'W30/W31']);
    // And laid already in order: U40/U41, read as one text with U4/V4's, would sort before it.
    expect(sideMinefields([fields[2], fields[0]], 'allied').enemy.map((e) => e.between.join('/'))).toEqual(['U4/V4', 'U40/U41']);
  });
});

describe('redactState with game data that no longer holds what the state names', () => {
  it('a scenario the data does not hold: the copy is made, and no condition scored is the side\'s', () => {
    const s = { ...setupState(data, 'goeben-1914'), scenario: 'withdrawn-1915', scored: ['goeben-escapes'] } as GwasState;
    const r = redactState(s, 'central', data);
    expect(r.scored).toEqual([]);
    expect(Object.keys(r.fleets)).toEqual(['mittelmeerdivision']);
  });

  it('4.0 a fleet in play in a zone the map does not hold: the copy is made, with no map weather zone for it', () => {
    const s = setupState(data, 'goeben-1914');
    s.fleets.mittelmeerdivision.zone = 'Q99';
    expect(redactState(s, 'central', data).weather).toEqual({});
  });
});
