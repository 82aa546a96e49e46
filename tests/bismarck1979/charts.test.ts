// Every entry of the authored charts (games/bismarck1979/tables/) reached: each result the
// battle and bomber tables can give is one the damage rules apply (9.7), each visibility change
// lands on the track (7.1), each chance result is of a kind the chance phase reads (10.1).
import { describe, it, expect } from 'vitest';
import { d, start } from './helpers.js';
import { applyHit, parseResult } from '../../src/games/bismarck1979/rules/damage.js';
import { holdNumber } from '../../src/games/bismarck1979/rules/shadow.js';

const results = (table: Record<string, string>) => Object.entries(table).map(([roll, r]) => [roll, r] as const);

describe('9.6–9.8 gunnery, special damage and bomber tables', () => {
  const tables: [string, Record<string, string>][] = [
    ...(['A', 'B'] as const).flatMap((band) => (['broadside', 'end-on'] as const).map((c): [string, Record<string, string>] => [`gunnery ${band} ${c}`, d.tables.battle.gunnery[band][c]])),
    ['special A', d.tables.battle.specialDamage.A], ['special B', d.tables.battle.specialDamage.B],
    ['torpedo bomber', d.tables.battle.bomber['torpedo-bomber']], ['level bomber', d.tables.battle.bomber['level-bomber']],
  ];
  it.each(tables)('%s: every roll from 2 to 12 gives a result the damage rules apply', (_name, table) => {
    expect(Object.keys(table).map(Number).sort((a, b) => a - b)).toEqual([2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12]);
    for (const [roll, result] of results(table)) {
      for (const [kind, n] of parseResult(result)) {
        if (kind === 'miss' || kind === 'special-A' || kind === 'special-B') continue;
        const s = start('may-1941');
        const before = JSON.stringify(s.ships.bismarck);
        const text = applyHit(d, s, { ship: 'bismarck', kind, n, face: 'port' });
        expect(text, `${roll}: ${result}`).not.toMatch(/unknown result/);
        expect(JSON.stringify(s.ships.bismarck), `${roll}: ${result} changes the ship`).not.toBe(before);
      }
    }
  });
  it('9.7 a gun-section hit on a section already out is a midships hit (the Hood example)', () => {
    const s = start('may-1941');
    applyHit(d, s, { ship: 'hood', kind: 'secondary', n: 1, face: 'port' });
    expect(s.ships.hood.midshipsHits).toBe(0);
    applyHit(d, s, { ship: 'hood', kind: 'secondary', n: 1, face: 'port' });
    expect(s.ships.hood.midshipsHits).toBe(1);
    expect(s.ships.hood.tempLoss).toBe(2); // 9.7: battleships lose 2 evasion a midships hit
  });
  it('9.5 the Combat Movement Chart at evasion 28: two hexes and one turn, one and two, or none and three', () => {
    const row = d.tables.battle.movement.find((r) => 28 >= r.atLeast)!;
    expect(row.choices).toEqual([[2, 1], [1, 2], [0, 3]]);
  });
  it('9.7 the Evasion Rating Repair Table gives a number of factors for every die', () => {
    for (let die = 1; die <= 6; die++) expect(d.tables.battle.evasionRepair[String(die)]).toBeGreaterThanOrEqual(0);
  });
});

describe('7.1 the Visibility Change Table', () => {
  it('every modified sum moves the marker to a box on the track, from every box', () => {
    const t = d.tables.visibility;
    for (const level of t.track) for (let sum = 2; sum <= 12; sum++) {
      const m = sum + (t.modifiers[level] ?? 0);
      const c = t.change[String(Math.min(12, Math.max(2, m)))];
      const i = Math.min(t.track.length - 1, Math.max(0, t.track.indexOf(level) + c.shift));
      expect(t.track[i]).toBeDefined();
    }
    expect(Object.values(t.change).some((c) => c.fog)).toBe(true);
  });
});

describe('8.1 the Shadow Table and 10.1 the Chance Table', () => {
  it('8.1 every British ship and air unit that can shadow has a number on the Shadow Table', () => {
    const s = start('may-1941');
    for (const x of Object.values(d.ships)) if (x.side === 'british' && x.type !== 'CV') expect(holdNumber(d, x.id, s), x.id).toBeGreaterThan(0);
    for (const a of Object.values(d.airUnits)) if (a.side === 'british') expect(holdNumber(d, a.id, s), a.id).toBeGreaterThan(0);
  });
  it('10.1 the Chance Table gives, for every roll, one of its three kinds of result', () => {
    for (let roll = 2; roll <= 12; roll++) expect(['general-search', 'huff-duff', 'convoy']).toContain(d.tables.chance.results[String(roll)].kind);
  });
});
