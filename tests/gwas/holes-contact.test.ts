/**
 * 5.4 / 11.4 Search Table thresholds, pinned at the boundary. The thresholds are read from the
 * loaded table (tables/search.yaml: contactOn.day and contactOn.night), never written here: the
 * table is ours and may be recalibrated. Over successive seeds the test collects the recorded
 * Search Table rolls and requires, for each column, a roll totalling exactly the threshold (contact)
 * and one totalling one less (no contact), with the contact recorded, or not, to match. Only rolls
 * whose natural die is neither the table's natural contact (6) nor its natural miss (1) can pin the
 * threshold, so the fleets' declared modifiers (5.44) are chosen to bring a natural 2 to 5 to
 * exactly the threshold and to one less.
 */
import { describe, expect, it } from 'vitest';
import type { GameEvent } from '../../src/kernel/events.js';
import type { RollData } from '../../src/kernel/events.js';
import { check, codes, ofType, play, withScenario } from '../helpers/gwas.js';

const orders = (side: string, fleets: string) => `side: ${side}\nturn: 1\nfleets:\n${fleets}`;

// Two Intercept fleets sharing a zone. By day neither seeks contact (so neither declares a
// modifier, 5.44) and the weather varies with the seed, so the 5.43 modifier does too: totals
// spread either side of the threshold. At night no weather modifier applies (11.73), so both seek
// contact and declare their Intercept missions (+2 each, 5.44): with 9+ a natural 5 totals exactly
// the threshold and a natural 4 one less.
const meeting = (startHour: number) => `
startHour: ${startHour}
allied:
  - { id: cruisers, mission: intercept, at: { zone: AB40 }, ships: [gloucester] }
central:
  - { id: raiders, mission: intercept, at: { zone: AB40 }, ships: [breslau] }
`;
const both = (contact: 'seek' | 'avoid') => ({
  allied: orders('allied', `  cruisers:\n    battle: { contact: ${contact} }\n`),
  central: orders('central', `  raiders:\n    battle: { contact: ${contact} }\n`),
});

interface Seen { readonly natural: number; readonly total: number; readonly declared: number; readonly result: string; readonly purpose: string; readonly contacts: number }

function searchRolls(startHour: number, contact: 'seek' | 'avoid', seeds: number): Seen[] {
  const { data, state } = withScenario(meeting(startHour));
  const given = both(contact);
  for (const side of ['allied', 'central'] as const) expect(codes(check(data, state, side, given[side]))).toEqual([]);
  const out: Seen[] = [];
  for (let i = 0; i < seeds; i++) {
    const r = play(data, state, given, `search-${startHour}-${i}`);
    const rolls = ofType(r.events, 'roll').filter((e: GameEvent<RollData>) => e.data.table === data.tables.search.id);
    expect(rolls).toHaveLength(1);
    const d = rolls[0].data as RollData;
    const declared = d.modifiers.filter((m) => m.rule === '5.44').reduce((a, m) => a + m.value, 0);
    out.push({ natural: d.dice[0], total: d.total, declared, result: d.result, purpose: d.purpose, contacts: r.state.contacts.length });
  }
  return out;
}

function pinColumn(column: 'day' | 'night', startHour: number, contact: 'seek' | 'avoid') {
  const { data } = withScenario(meeting(startHour));
  const table = data.tables.search;
  const need = table.contactOn[column];
  const rolls = searchRolls(startHour, contact, 120);
  const reading = (r: Seen) => r.natural === table.natural.contact || (r.natural !== table.natural.miss && r.total >= need);
  for (const r of rolls) {
    expect(r.purpose).toContain(column);
    // The roll reads the table, and the contact follows the reading.
    expect(r.result, `natural ${r.natural}, total ${r.total} against ${need}+ (${column})`).toBe(reading(r) ? 'contact' : 'no contact');
    expect(r.contacts).toBe(reading(r) ? 1 : 0);
  }
  // The boundary is reached from both sides, by a natural die the natural rules leave to the
  // threshold: exactly the number (contact), and one less (no contact).
  const ruled = (r: Seen) => r.natural !== table.natural.contact && r.natural !== table.natural.miss;
  const exactly = rolls.filter((r) => ruled(r) && r.total === need);
  const below = rolls.filter((r) => ruled(r) && r.total === need - 1);
  expect(exactly.length, `a total of exactly ${need} from a natural 2-5`).toBeGreaterThan(0);
  expect(below.length, `a total of ${need - 1} from a natural 2-5`).toBeGreaterThan(0);
  for (const r of exactly) expect([r.result, r.contacts]).toEqual(['contact', 1]);
  for (const r of below) expect([r.result, r.contacts]).toEqual(['no contact', 0]);
  return { need, rolls };
}

describe('5.4 Search Table: contact on the number or more, by day and at night', () => {
  it('5.4 by day a total of exactly the day number makes contact; one less does not', () => {
    pinColumn('day', 6, 'avoid');
  });

  it('11.4, 5.4 at night the night column applies: exactly the night number makes contact; one less does not', () => {
    const { need: night, rolls } = pinColumn('night', 22, 'seek');
    const { data } = withScenario(meeting(22));
    // The declared modifiers do bring a natural 2-5 to the threshold and below it.
    expect(rolls.every((r) => r.declared === 2 * data.tables.search.declaredModifiers.intercept)).toBe(true);
    // The night column must differ from the day column, or this test could not tell them apart.
    expect(night).not.toBe(data.tables.search.contactOn.day);
  });
});
