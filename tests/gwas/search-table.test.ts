/**
 * 5.4, 5.43, 11.73 Our Search Table: the probabilities written beside it are recomputed from
 * the table as loaded, and night and weather must matter (issue 8: two Intercept fleets in clear
 * weather once met 40 times in 40, by day and by night). The contact step applies the weather by
 * day only and Squall's modifier; its dice are given.
 */
import { describe, expect, it } from 'vitest';
import { searchContact, contactStep } from '../../src/games/gwas/steps/contact.js';
import type { SearchTable } from '../../src/games/gwas/data/types.js';
import type { GwasData } from '../../src/games/gwas/data.js';
import { gameData, withScenario } from '../helpers/gwas.js';
import { scriptedContext } from './scripted-dice.js';

function gcd(a: number, b: number): number { return b ? gcd(b, a % b) : a; }
function fraction(n: number, d: number): string {
  if (n === 0) return '0';
  if (n === d) return '1';
  const g = gcd(n, d);
  return `${n / g}/${d / g}`;
}
/** Chance of contact over the six faces of the die. */
function chance(t: SearchTable, modifier: number, night: boolean): string {
  let n = 0;
  for (let die = 1; die <= 6; die++) if (searchContact(t, die + modifier, die, night)) n++;
  return fraction(n, 6);
}
const value = (f: string) => (f.includes('/') ? Number(f.split('/')[0]) / Number(f.split('/')[1]) : Number(f));

describe('5.4 our Search Table', () => {
  const data: GwasData = gameData();
  const t = data.tables.search;
  const levels = data.tables.weather.levels.map((l) => l.name);

  it('5.4 the probabilities written beside the table are what the table gives', () => {
    const p = t.probabilities!;
    expect(Object.keys(p.cases).length).toBeGreaterThan(3);
    for (const [name, mod] of Object.entries(p.cases)) {
      for (const w of levels) expect([name, w, p.day[name][w]]).toEqual([name, w, chance(t, mod + (t.weatherModifiers[w] ?? 0), false)]);
      expect(t.weatherAtNight).toBe(false); // so the night column has no weather in it (11.73)
      expect([name, 'night', p.night[name]]).toEqual([name, 'night', chance(t, mod, true)]);
    }
  });

  it('4.0 night matters: two Intercept fleets in clear weather meet less often by night than by day, and never certainly', () => {
    const both = t.declaredModifiers.intercept * 2;
    const day = value(chance(t, both + t.weatherModifiers.Clear, false));
    const night = value(chance(t, both, true));
    expect(night).toBeLessThan(day);
    expect(day).toBeLessThan(1);
    expect(night).toBeLessThanOrEqual(0.5);
  });

  it('5.43 weather matters by day: clear > mist > squall, and a gale is worst, for fleets that do not seek contact', () => {
    const p = (w: string) => value(chance(t, t.weatherModifiers[w], false));
    expect(p('Clear')).toBeGreaterThan(p('Mist'));
    expect(p('Mist')).toBeGreaterThan(p('Squall'));
    expect(p('Gale')).toBeLessThanOrEqual(p('Storm'));
    // One Intercept fleet: the gale still costs it.
    const i = t.declaredModifiers.intercept;
    expect(value(chance(t, i + t.weatherModifiers.Gale, false))).toBeLessThan(value(chance(t, i + t.weatherModifiers.Clear, false)));
  });

  it('7.28 any natural 6 can make contact and no natural 1 does, whatever the modifiers', () => {
    expect(searchContact(t, 6 - 5, 6, true)).toBe(true);
    expect(searchContact(t, 1 + 11, 1, false)).toBe(false);
  });
});

describe('5.43, 11.73 weather modifiers on the contact roll', () => {
  function rollIn(weather: number, startHour: number) {
    const { data, state } = withScenario(`
startHour: ${startHour}
allied:
  - { id: cruisers, mission: intercept, at: { zone: AB40 }, ships: [gloucester] }
central:
  - { id: raiders, mission: intercept, at: { zone: AB40 }, ships: [breslau] }
`);
    for (const z of Object.keys(state.weather)) state.weather[z] = weather;
    state.fleets.cruisers.battle = { contact: 'avoid' };
    state.fleets.raiders.battle = { contact: 'avoid' };
    const ctx = scriptedContext(data, state, [[3]]);
    contactStep.run(ctx);
    return ctx.rolls()[0].data;
  }
  it('11.73 Squall: −1 to a day-turn contact roll', () => {
    expect(rollIn(4, 6).modifiers).toEqual([expect.objectContaining({ name: 'weather: Squall', value: -1 })]);
  });
  it('11.73 no weather modifier on a night-turn contact roll (Clear at night adds nothing)', () => {
    const r = rollIn(1, 22);
    expect(r.purpose).toContain('night');
    expect(r.modifiers).toEqual([]);
  });
});
