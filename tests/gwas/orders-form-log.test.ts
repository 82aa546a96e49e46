// Issue 17 §4: the mailed orders form shows a fleet's last four log entries (as a report's fleet
// list does), with a note of how many earlier ones its earlier reports hold, instead of the whole
// log (over 100 KB for the stress campaign at turn 100). A fleet with four entries or fewer shows
// them all, as before.
import { describe, expect, it } from 'vitest';
import { ordersForm } from '../../src/games/gwas/forms/orders-form.js';
import { redactState } from '../../src/games/gwas/views/redact.js';
import type { LogLine } from '../../src/games/gwas/state.js';
import { withScenario } from '../helpers/gwas.js';

const SCENARIO = `
turns: 12
allied:
  - { id: a1, mission: intercept, at: { zone: AB40 }, ships: [indomitable] }
`;

function formWithLog(entries: number): string {
  const { data, state } = withScenario(SCENARIO);
  const log: LogLine[] = Array.from({ length: entries }, (_, i) => ({ turn: i + 1, from: 'AB40', path: i % 2 ? ['AB41'] : [], port: null }));
  state.fleets.a1!.log = log;
  return ordersForm({ data, state: redactState(state, 'allied', data), viewer: 'allied', campaign: 'log-test' });
}

const logComment = (form: string): string => {
  const lines = form.split('\n');
  const at = lines.findIndex((l) => /^\s*#\s*Log:/.test(l));
  const out = [lines[at]!];
  for (let i = at + 1; i < lines.length && /^\s*#\s{2,}/.test(lines[i]!) && !/^\s*#\s*\w+:/.test(lines[i]!); i++) out.push(lines[i]!);
  return out.map((l) => l.replace(/^\s*#\s*/, '')).join(' ');
};

describe('issue 17 §4: the orders form shows the last four log entries', () => {
  it('a fleet with ten entries shows turns 7–10 and says six earlier entries are in the earlier reports', () => {
    const log = logComment(formWithLog(10));
    expect(log).toContain('(6 earlier entries in your earlier reports)');
    for (const t of [7, 8, 9, 10]) expect(log).toContain(`${t}: `);
    for (const t of [1, 2, 3, 4, 5, 6]) expect(log).not.toMatch(new RegExp(`(^|; |\\) )${t}: `));
  });

  it('a fleet with four entries or fewer shows them all, without a note', () => {
    const log = logComment(formWithLog(4));
    expect(log).not.toContain('earlier');
    for (const t of [1, 2, 3, 4]) expect(log).toContain(`${t}: `);
    expect(logComment(formWithLog(5))).toContain('(1 earlier entry in your earlier reports)');
  });
});
