// The Bismarck (1979) data files (games/bismarck1979/) through the shared loader: every file
// against its schema, then the game's cross-checks. Values the rules fix are tested by rule.
import { describe, it, expect } from 'vitest';
import { loadGameData } from '../../src/data/load.js';
import { B79_DATA, buildB79Data } from '../../src/games/bismarck1979/data/build.js';
import { readGameFiles } from '../../src/data/game-files.js';

const data = loadGameData(B79_DATA, 'bismarck1979');
const total = (id: string) => data.ships[id].guns.bow[0] + data.ships[id].guns.stern[0] + data.ships[id].guns.port[0];

describe('Bismarck (1979) data', () => {
  it('loads: every file valid against its schema and cross-checked', () => {
    expect(Object.keys(data.ships).length).toBe(15);
    expect(Object.keys(data.scenarios).sort()).toEqual(['denmark-strait', 'may-1941']);
  });
  it('9.6 Bismarck fires a total salvo count of 17 at a broadside target, 9.7 its bow turret 7 then 5 after two hits', () => {
    expect(total('bismarck')).toBe(17);
    expect(data.ships.bismarck.guns.bow[0]).toBe(7);
    expect(data.ships.bismarck.guns.bow[2]).toBe(5);
  });
  it('9.7 Bismarck has ten midships boxes and Rodney six; evasion losses 1, 2, 3 (Prinz Eugen) and 5 (cruisers)', () => {
    expect(data.ships.bismarck.midships).toBe(10);
    expect(data.ships.rodney.midships).toBe(6);
    expect(data.ships.bismarck.evasionLoss).toBe(1);
    expect(data.ships['king-george-v'].evasionLoss).toBe(2);
    expect(data.ships['prinz-eugen'].evasionLoss).toBe(3);
    for (const s of Object.values(data.ships)) if (s.type === 'CA' || s.type === 'CL') if (s.id !== 'prinz-eugen') expect(s.evasionLoss).toBe(5);
  });
  it('5.1 Rodney, Ramillies and Revenge have maximum speed 1, every other ship 2; 5.21 cruisers carry no fuel', () => {
    for (const s of Object.values(data.ships)) {
      expect(s.maxSpeed, s.id).toBe(['rodney', 'ramillies', 'revenge'].includes(s.id) ? 1 : 2);
      if (s.type === 'CA' || s.type === 'CL') expect(s.fuel).toBe(0); else expect(s.fuel).toBeGreaterThan(0);
    }
  });
  it('9.8 Hood, Repulse, Renown and the cruisers use Special Damage Table A', () => {
    for (const s of Object.values(data.ships)) expect(s.specialDamage, s.id).toBe(['hood', 'repulse', 'renown'].includes(s.id) || s.type === 'CA' || s.type === 'CL' ? 'A' : 'B');
  });
  it('9.2 EXAMPLE: King George V may initiate combat against Bismarck, their evasion levels being identical', () => {
    expect(data.ships['king-george-v'].evasion).toBe(data.ships.bismarck.evasion);
  });
  it('8.1 an LR recon unit on patrol searches 6 by day and 3 by night; 6.22 a torpedo bomber in attack mode has speed 5 and endurance 1', () => {
    for (const a of Object.values(data.airUnits)) {
      if (a.kind === 'lr-recon') expect([a.modes.patrol!.searchDay, a.modes.patrol!.searchNight, a.modes.patrol!.speed]).toEqual([6, 3, 2]);
      if (a.kind === 'torpedo-bomber') expect([a.modes.attack!.speed, a.modes.attack!.endurance]).toEqual([5, 1]);
      if (a.kind === 'level-bomber' && a.side === 'german') expect(a.modes.reconnaissance).toBeUndefined();
    }
  });
  it('7.1 the visibility track has nine levels, starts at 4, and X means no search', () => {
    expect(data.tables.visibility.track).toHaveLength(9);
    expect(data.tables.visibility.start).toBe('4');
    expect(data.tables.visibility.track.at(-1)).toBe('X');
    expect(data.tables.visibility.modifiers['7']).toBeDefined();
  });
  it('2.5 two British battleships start on convoy escort in the May 1941 operation', () => {
    expect(data.scenarios['may-1941'].british.ships.filter((p) => p.convoy).length).toBe(2);
  });
  it('cross-checks report a ship placed on land, with its file and line', () => {
    const loaded = readGameFiles(B79_DATA as never, 'bismarck1979', `${process.cwd()}/games/bismarck1979`, process.cwd());
    const files = loaded.files.map((f) => f.path === 'scenarios/may-1941.yaml'
      ? { ...f, data: { ...(f.data as object), german: { ships: [{ ship: 'bismarck', zone: 'S23', why: 'on land' }], airUnits: [] } } }
      : f);
    expect(() => buildB79Data({ ...loaded, files })).toThrow(/may-1941\.yaml:\d+: "S23" is not a sea zone/);
  });
});

describe('the demo (seam §1 DemoDef)', () => {
  it("the demo's turn-1 orders for both sides are valid orders for the May 1941 operation", async () => {
    const { readFileSync } = await import('node:fs');
    const { setupState } = await import('../../src/games/bismarck1979/setup.js');
    const { checkB79Text } = await import('../../src/games/bismarck1979/check.js');
    const { b79Definition } = await import('../../src/games/bismarck1979/definition.js');
    const demo = b79Definition.adapter(() => data).demo;
    const s = setupState(data, demo.scenario);
    for (const [side, file] of Object.entries(demo.firstOrders)) {
      const r = checkB79Text(data, s, side, readFileSync(file, 'utf8'));
      expect(r.diagnostics.map((x) => `${x.code} ${x.message}`), file).toEqual([]);
    }
  });
});
