/**
 * 5.4 / 11.4 Search Table thresholds, pinned at the boundary. The thresholds are read from the
 * loaded table (tables/search.yaml: contactOn.day and contactOn.night), never written here: the
 * table is ours and may be recalibrated. Over successive seeds the test collects the recorded
 * Search Table rolls and requires, for each column, a roll totalling exactly the threshold (contact)
 * and one totalling one less (no contact), with the contact recorded, or not, to match.
 */
import { describe, expect, it } from 'vitest';
import type { GameEvent } from '../../src/kernel/events.js';
import type { RollData } from '../../src/kernel/events.js';
import { check, codes, ofType, play, withScenario } from '../helpers/gwas.js';

const orders = (side: string, fleets: string) => `side: ${side}\nturn: 1\nfleets:\n${fleets}`;

// Two fleets sharing a zone, neither seeking contact (so neither declares a modifier, 5.44);
// the weather varies with the seed, so the 5.43 modifier does too: totals spread either side of
// the threshold.
const meeting = (startHour: number) => `
startHour: ${startHour}
allied:
  - { id: cruisers, mission: intercept, at: { zone: AB40 }, ships: [gloucester] }
central:
  - { id: raiders, mission: intercept, at: { zone: AB40 }, ships: [breslau] }
`;
const avoid = {
  allied: orders('allied', '  cruisers:\n    battle: { contact: avoid }\n'),
  central: orders('central', '  raiders:\n    battle: { contact: avoid }\n'),
};

interface Seen { readonly total: number; readonly result: string; readonly purpose: string; readonly contacts: number }

function searchRolls(startHour: number, seeds: number): Seen[] {
  const { data, state } = withScenario(meeting(startHour));
  for (const side of ['allied', 'central'] as const) expect(codes(check(data, state, side, avoid[side]))).toEqual([]);
  const out: Seen[] = [];
  for (let i = 0; i < seeds; i++) {
    const r = play(data, state, avoid, `search-${startHour}-${i}`);
    const rolls = ofType(r.events, 'roll').filter((e: GameEvent<RollData>) => e.data.table === data.tables.search.id);
    expect(rolls).toHaveLength(1);
    out.push({ total: rolls[0].data.total, result: rolls[0].data.result, purpose: rolls[0].data.purpose, contacts: r.state.contacts.length });
  }
  return out;
}

function pinColumn(column: 'day' | 'night', startHour: number) {
  const { data } = withScenario(meeting(startHour));
  const need = data.tables.search.contactOn[column];
  const rolls = searchRolls(startHour, 120);
  for (const r of rolls) {
    expect(r.purpose).toContain(column);
    // The roll reads the table, and the contact follows the reading.
    expect(r.result, `total ${r.total} against ${need}+ (${column})`).toBe(r.total >= need ? 'contact' : 'no contact');
    expect(r.contacts).toBe(r.total >= need ? 1 : 0);
  }
  // The boundary is reached from both sides: exactly the number, and one less.
  expect(rolls.some((r) => r.total === need), `a total of exactly ${need}`).toBe(true);
  expect(rolls.some((r) => r.total === need - 1), `a total of ${need - 1}`).toBe(true);
  return need;
}

describe('5.4 Search Table: contact on the number or more, by day and at night', () => {
  it('5.4 by day a total of exactly the day number makes contact; one less does not', () => {
    pinColumn('day', 6);
  });

  it('11.4, 5.4 at night the night column applies: exactly the night number makes contact; one less does not', () => {
    const night = pinColumn('night', 22);
    const { data } = withScenario(meeting(22));
    // The night column must differ from the day column, or this test could not tell them apart.
    expect(night).not.toBe(data.tables.search.contactOn.day);
  });
});
