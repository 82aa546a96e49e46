/**
 * 4.1 before 4.2: the weather of a turn is known when its orders are written. The next turn's
 * weather is rolled at the end of a resolution (the last step, after the turn advances) and told
 * in that report; turn 1's at campaign creation, through the kernel's seeded streams.
 */
import { describe, expect, it } from 'vitest';
import { openStore } from '../../src/store/sqlite-store.js';
import { createCampaign, reportFor } from '../../src/pipeline/campaign.js';
import { openingWeather } from '../../src/games/gwas/steps/weather.js';
import { gwasModule } from '../../src/games/gwas/module.js';
import { ofType, play, withScenario } from '../helpers/gwas.js';

const SCENARIO = `
weather: { default: 4 }
allied:
  - { id: cruisers, mission: intercept, at: { zone: AB40 }, ships: [gloucester] }
central:
  - { id: raiders, mission: intercept, at: { zone: X26 }, ships: [breslau] }
`;

describe('4.1 weather before orders', () => {
  it('4.1 the weather roll is the last step of a resolution and is for the next turn', () => {
    const { data, state } = withScenario(SCENARIO);
    const r = play(data, state, {});
    const steps = r.events.map((e) => e.step);
    const firstWeather = steps.indexOf('weather');
    expect(firstWeather).toBeGreaterThan(steps.lastIndexOf('orders'));
    expect(steps.slice(firstWeather).every((s) => s === 'weather')).toBe(true);
    expect(gwasModule.steps.at(-1)!.name).toBe('weather');
    const told = ofType(r.events, 'gwas.weather');
    expect(told.length).toBeGreaterThan(0);
    expect(told.every((e) => e.data.forTurn === 2)).toBe(true);
    // The state handed to the next Orders Phase carries that weather.
    for (const e of told) expect(r.state.weather[e.data.weatherZone]).toBe(e.data.after);
  });

  it('4.1 the turn is played in the weather its orders were written under', () => {
    const { data, state } = withScenario(SCENARIO);
    for (const seed of ['a', 'b', 'c', 'd', 'e', 'f']) {
      const r = play(data, state, {
        allied: 'side: allied\nturn: 1\nfleets:\n  cruisers:\n    plot:\n      1: stay\n',
      }, seed);
      // Nothing was rolled for the weather before the orders were applied.
      const ordersAt = r.events.findIndex((e) => e.step === 'orders');
      expect(r.events.slice(0, Math.max(0, ordersAt)).some((e) => e.type === 'roll' && e.step === 'weather')).toBe(false);
    }
  });

  it('4.1 turn 1: rolled at creation through the seeded stream weather/<zone> of turn 0, told as events', () => {
    const { data, state } = withScenario(SCENARIO);
    const r = openingWeather(data, state, 'opening-seed');
    const rolls = ofType(r.events, 'roll');
    expect(rolls.length).toBeGreaterThanOrEqual(Object.keys(state.weather).length);
    expect(rolls.every((e) => e.turn === 0 && e.data.stream.startsWith('weather/'))).toBe(true);
    const told = ofType(r.events, 'gwas.weather');
    expect(told.every((e) => e.data.forTurn === 1)).toBe(true);
    expect(r.state.turn).toBe(1);
    // The same seed gives the same weather: a pure function of the seed.
    expect(openingWeather(data, state, 'opening-seed').state.weather).toEqual(r.state.weather);
  });

  it('4.1 a new campaign\'s opening report and state give turn 1\'s weather', () => {
    const store = openStore(':memory:');
    const row = createCampaign(store, { id: 'wx', scenario: 'gwas-mediterranean/goeben-1914', seed: 'wx-seed' });
    const text = reportFor(store, 'wx', 'central', 'text', 0);
    expect(text).toContain('WEATHER FOR TURN 1 (rolled before the orders are written, 4.1)');
    const umpire = reportFor(store, 'wx', 'umpire', 'text', 0);
    expect(umpire).toMatch(/weather change in \S+ for turn 1/);
    expect(JSON.parse(row.initialStateJson).turn).toBe(1);
  });
});
