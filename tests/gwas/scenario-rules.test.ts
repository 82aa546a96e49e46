/**
 * Scenario rules and sources (issue 8, item 15). The Flight of the Goeben: Britain was not at war
 * with Germany until 23:00 GMT on 4 August 1914; until then British ships may shadow but not fire.
 * Every scenario names the sources it cites, and each is a source of shared/notes/history.md.
 */
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { resolveTurn } from '../../src/kernel/turn.js';
import { gwasModule } from '../../src/games/gwas/module.js';
import { battleStep } from '../../src/games/gwas/steps/battle.js';
import type { GwasData } from '../../src/games/gwas/data.js';
import { gameData, ofType, withScenario } from '../helpers/gwas.js';

const battleOnly = { ...gwasModule, steps: [battleStep] };

/** A contact in AB40 on `turn` of a test scenario dated 4 Aug 1914 06:00 with Goeben's peace rule. */
function clash(turn: number, alliedShips: string) {
  const base = withScenario(`
allied:
  - { id: allies, mission: intercept, at: { zone: AB40 }, ships: [${alliedShips}] }
central:
  - { id: mm, mission: raid, at: { zone: AB40 }, ships: [goeben, breslau] }
`);
  const goeben = gameData().scenarios['goeben-1914'];
  const data = { ...base.data, scenarios: { ...base.data.scenarios, test: { ...base.data.scenarios.test, peace: goeben.peace } } } as GwasData;
  const state = base.state;
  state.turn = turn;
  for (const f of Object.values(state.fleets)) f.battle = { disengage: 'never', range: 'short' };
  state.contacts.push({ id: `C${turn}-1`, turn, zone: 'AB40', fleets: { allied: ['allies'], central: ['mm'] }, automatic: true, chance: false });
  return resolveTurn(battleOnly, data, state, {}, 'peace');
}

describe('The Flight of the Goeben: not at war until 23:00 GMT on 4 August 1914', () => {
  it('scenario: the goeben-1914 scenario carries the rule', () => {
    const p = gameData().scenarios['goeben-1914'].peace!;
    expect(p).toEqual([expect.objectContaining({ nations: ['britain', 'germany'], until: '1914-08-04T23:00Z' })]);
  });

  it('scenario: British and German ships meeting at 10:00 shadow each other; no battle, nobody fires', () => {
    const r = clash(2, 'indomitable, indefatigable');
    expect(ofType(r.events, 'gwas.fire')).toHaveLength(0);
    expect(ofType(r.events, 'gwas.battle-begins')).toHaveLength(0);
    const told = ofType(r.events, 'gwas.shadowing');
    expect(told.map((e) => e.audience)).toEqual([{ to: 'sides', sides: ['allied'] }, { to: 'sides', sides: ['central'] }]);
    expect(told[0].data.text).toMatch(/23:00 GMT/);
    expect(r.state.firstBattleTurn).toBeUndefined();
  });

  it('scenario: turn 4 (18:00–22:00) is still at peace; turn 5 (22:00–02:00), in which 23:00 strikes, is at war', () => {
    expect(ofType(clash(4, 'indomitable').events, 'gwas.fire')).toHaveLength(0);
    const war = clash(5, 'indomitable');
    expect(ofType(war.events, 'gwas.battle-begins').length).toBeGreaterThan(0);
    expect(ofType(war.events, 'gwas.fire').some((f) => f.data.firer === 'indomitable')).toBe(true);
    expect(ofType(war.events, 'gwas.fire').some((f) => f.data.firer === 'goeben')).toBe(true);
  });

  it('scenario: the French, at war since 3 August, fight; the British beside them hold fire', () => {
    const r = clash(2, 'courbet, indomitable');
    const fire = ofType(r.events, 'gwas.fire').filter((f) => f.data.role === 'own');
    expect(fire.some((f) => f.data.firer === 'courbet')).toBe(true);
    expect(fire.some((f) => f.data.firer === 'indomitable')).toBe(false);
    // The Germans may fire only at the French ship.
    expect(fire.filter((f) => ['goeben', 'breslau'].includes(f.data.firer)).every((f) => f.data.target === 'courbet')).toBe(true);
  });
});

describe('scenarios name their sources', () => {
  const dir = join(process.cwd(), 'games', 'gwas-mediterranean', 'scenarios');
  const historyFile = join(process.cwd(), '..', 'shared', 'notes', 'history.md');
  for (const file of readdirSync(dir).filter((f) => f.endsWith('.yaml'))) {
    it(`scenario ${file}: every [Hn] cited is listed under sources`, () => {
      const text = readFileSync(join(dir, file), 'utf8');
      const id = file.replace(/\.yaml$/, '');
      const sources = gameData().scenarios[id].sources ?? {};
      const cited = new Set([...text.matchAll(/\[(H\d+)[\] ]/g)].map((m) => m[1]));
      expect(cited.size).toBeGreaterThan(0);
      for (const key of cited) expect(Object.keys(sources)).toContain(key);
      if (existsSync(historyFile)) {
        const history = readFileSync(historyFile, 'utf8');
        for (const key of Object.keys(sources)) expect(history).toContain(`[${key}]`);
      }
    });
  }
});
