/**
 * Issue 8 item 7: diagnostics that keep their promise, from the players' YAML orders. (The
 * unclosed `[` reported at the bracket is in tests/orders-parse.test.ts.)
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { check, codes, play, withScenario } from '../helpers/gwas.js';
import { checkGwasText } from '../../src/games/gwas/check-text.js';
import { checkOrders, createCampaign } from '../../src/pipeline/campaign.js';
import { openStore } from '../../src/store/sqlite-store.js';

const o = (side: string, fleets: string, turn = 1) => `side: ${side}\nturn: ${turn}\nfleets:\n${fleets}`;

describe('5.1 the speed error names the slow ship', () => {
  it('5.1 a fleet with one speed-1 ship enters one zone a turn, and the message says which ship', () => {
    const { data, state } = withScenario(`
central:
  - { id: mixed, mission: intercept, at: { zone: AB40 }, ships: [breslau, hamidieh] }
`);
    const d = check(data, state, 'central', o('central', '  mixed:\n    plot:\n      1: AB41/AA41\n'));
    expect(codes(d)).toEqual(['GW2052']);
    expect(d[0].message).toContain('Hamidieh (speed 1)');
    expect(d[0].message).not.toContain('Breslau');
  });
});

describe('5.2, 5.23 a mission change refused for every reason at once', () => {
  it('5.2 a transport given Intercept at sea is refused for its ship type as well as for 5.23', () => {
    const { data, state } = withScenario(`
allied:
  - { id: convoy, mission: transport, at: { zone: AC41 }, ships: [xix-corps-transports-1], plan: { '1': stay } }
`);
    const d = check(data, state, 'allied', o('allied', '  convoy:\n    mission: intercept\n'));
    expect(codes(d)).toEqual(['GW2020', 'GW2021']);
    expect(d[1].message).toContain('not a warship');
  });
});

describe('misspelt ship names get "did you mean", among the side\'s own ships only', () => {
  const scenario = `
allied:
  - { id: squadron, mission: intercept, at: { zone: AB40 }, ships: [gloucester, chatham, dublin] }
central:
  - { id: raiders, mission: raid, at: { zone: AB40 }, ships: [goeben] }
`;
  it('5.25 a misspelt ship in a Divide list', () => {
    const { data, state } = withScenario(scenario);
    const d = check(data, state, 'allied', o('allied', '  squadron:\n    plot:\n      1: Divide\n    divide:\n      - { id: squadron-2, ships: [dublinn] }\n'));
    expect(codes(d)).toEqual(['GW2081']);
    expect(d[0].hint).toBe("Did you mean 'dublin'?");
  });
  it('11.21 a misspelt ship in a tow order', () => {
    const { data, state } = withScenario(scenario);
    const d = check(data, state, 'allied', o('allied', '  squadron:\n    tow:\n      - { ship: glouster, towedBy: chatham }\n'));
    expect(codes(d)).toEqual(['GW2401']);
    expect(d[0].hint).toBe("Did you mean 'gloucester'?");
  });
  it('5.0 an enemy ship is never suggested', () => {
    const { data, state } = withScenario(scenario);
    const d = check(data, state, 'allied', o('allied', '  squadron:\n    tow:\n      - { ship: goebn, towedBy: chatham }\n'));
    expect(codes(d)).toEqual(['GW2401']);
    expect(d[0].hint).toBeUndefined();
  });
});

describe('4.2 the campaign field is compared with the campaign the orders were sent to (the shared header check, seam §6)', () => {
  const scenario = `
allied:
  - { id: hunters, mission: intercept, at: { zone: AB40 }, ships: [gloucester] }
`;
  it('4.2 orders naming another campaign are refused; the field stays optional', () => {
    const { data, state } = withScenario(scenario);
    const text = (campaign: string) => `campaign: ${campaign}\n${o('allied', '  hunters: {}\n')}`;
    const wrong = checkGwasText(data, state, 'allied', text('med-1915'), { campaign: 'med-1914' });
    expect(codes(wrong.diagnostics)).toEqual(['ADM1055']);
    expect(wrong.diagnostics[0]).toMatchObject({ line: 1, source: 'campaign: med-1915' });
    expect(codes(checkGwasText(data, state, 'allied', text('med-1914'), { campaign: 'med-1914' }).diagnostics)).toEqual([]);
    expect(codes(checkGwasText(data, state, 'allied', o('allied', '  hunters: {}\n'), { campaign: 'med-1914' }).diagnostics)).toEqual([]);
  });
  it('4.2 the pipeline passes the campaign id to the check', () => {
    const dir = mkdtempSync(join(tmpdir(), 'adm-campaign-field-'));
    try {
      const store = openStore(join(dir, 'a.db'));
      createCampaign(store, { id: 'med', scenario: 'gwas-mediterranean/goeben-1914', seed: 'x' });
      const orders = (campaign: string) => `game: gwas-mediterranean\ncampaign: ${campaign}\nside: allied\nturn: 1\n`;
      expect(checkOrders(store, 'med', 'allied', orders('med')).ok).toBe(true);
      const other = checkOrders(store, 'med', 'allied', orders('other-game'));
      expect(other.ok).toBe(false);
      expect(other.diagnostics.map((x) => x.code)).toEqual(['ADM1055']);
      store.close();
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});

describe('5.22 the orders of a fleet merged away are dropped with a warning', () => {
  const scenario = `
allied:
  - { id: squadron, mission: intercept, at: { zone: AB40 }, ships: [gloucester, chatham] }
  - { id: second, mission: intercept, at: { zone: AB40 }, ships: [weymouth] }
`;
  it('5.22 a plot written for the absorbed fleet is reported, not silently dropped', () => {
    const { data, state } = withScenario(scenario);
    const text = o('allied', '  second:\n    plot:\n      3: AB41\n  squadron:\n    merge: [second]\n    plot:\n      3: AA41\n');
    const d = check(data, state, 'allied', text);
    expect(d.map((x) => [x.code, x.severity])).toEqual([['GW2093', 'warning']]);
    expect(d[0].source).toBe('      3: AB41');
    const r = play(data, state, { allied: text });
    expect(r.state.fleets.squadron.plan['3']).toBe('AA41');
    expect(r.state.fleets.second.gone).toBe('merged');
  });
  it('5.22 an absorbed fleet listed unchanged (as the form lists it) gets no warning', () => {
    const { data, state } = withScenario(scenario);
    expect(codes(check(data, state, 'allied', o('allied', '  second:\n    plot: {}\n  squadron:\n    merge: [second]\n')))).toEqual([]);
  });
});
