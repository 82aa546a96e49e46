// A side's view of the turn (src/games/gwas/views/side-view.ts): which turn's battles it tells,
// whose victory points, and the option parts of its own state, on events written out here so each
// rule can be told apart (issue 18: fog-area mutants the played games and goldens could not see).
import { describe, expect, it } from 'vitest';
import { everyone, sidesOnly, type GameEvent } from '../src/kernel/events.js';
import type { GwasData } from '../src/games/gwas/data.js';
import { setupState } from '../src/games/gwas/setup.js';
import type { GwasState } from '../src/games/gwas/state.js';
import { redactState, type RedactedState } from '../src/games/gwas/views/redact.js';
import { buildSideView } from '../src/games/gwas/views/side-view.js';
import { loadGame } from '../src/pipeline/games.js';

const data = loadGame('gwas-mediterranean') as unknown as GwasData;
/** The Allies' copy of goeben-1914 with turn 3 just resolved (turn 4 next). */
function alliedAt4(extra: Partial<GwasState> = {}): RedactedState {
  const s = { ...setupState(data, 'goeben-1914'), ...extra } as GwasState;
  s.turn = 4;
  return redactState(s, 'allied', data);
}
let seq = 0;
const event = (turn: number, type: string, d: unknown, audience = everyone): GameEvent => ({ seq: seq++, turn, step: 'x', rule: '', type, audience, data: d });
const view = (state: RedactedState, events: GameEvent[], deadline?: string) =>
  buildSideView({ data, state, events, viewer: 'allied', campaign: 'c', ...(deadline === undefined ? {} : { deadline }) });

const battle = (turn: number, id: string) => event(turn, 'gwas.battle-begins', { battle: id, zone: 'W30', contacts: ['C-1'], night: false, own: ['battlecruiser-squadron'], ownShips: ['inflexible'], enemyShips: 1, identified: [] }, sidesOnly('allied'));

describe('6.0, 7.31 the battles a side\'s report tells', () => {
  it('the battles of the turn just resolved, not earlier ones (they were in earlier reports), nor the next turn\'s', () => {
    const v = view(alliedAt4(), [battle(2, 'B2-1'), battle(3, 'B3-1'), battle(4, 'B4-1')]);
    expect(v.battles.map((b) => b.turn)).toEqual([3]);
  });

  it('7.31 (tacticalByMail) while a battle of the coming turn waits for its next impulse, it is told so far as well', () => {
    const underway = alliedAt4({ impulse: {} } as unknown as Partial<GwasState>);
    expect(underway.battleUnderway).toBe(true);
    const v = view(underway, [battle(2, 'B2-1'), battle(3, 'B3-1'), battle(4, 'B4-1')]);
    expect(v.battles.map((b) => b.turn).sort()).toEqual([3, 4]);
  });
});

describe('13.0 the victory points in a side\'s report', () => {
  const vp = (turn: number, side: string, condition: string, points: number) => event(turn, 'gwas.victory-points', { condition, side, points, text: condition });
  const events = [vp(2, 'allied', 'convoy-lands', 5), vp(3, 'central', 'goeben-escapes', 4), vp(3, 'allied', 'convoy-lands', 2)];

  it('the side\'s own conditions scored, all turns, and their sum; the enemy\'s are not listed as its own', () => {
    const v = view(alliedAt4(), events);
    expect(v.victory.scored.map((s) => [s.turn, s.side, s.points])).toEqual([[2, 'allied', 5], [3, 'allied', 2]]);
    expect(v.victory.points).toBe(7);
    expect(v.victory.end).toBeNull();
  });

  it('once the scenario has ended its totals are the ones told, the final word', () => {
    const end = event(3, 'gwas.scenario-end', { turn: 3, vp: { allied: 11, central: 4 }, scored: [], winner: 'allied', text: 'over' });
    const v = view(alliedAt4(), [...events, end]);
    expect(v.victory.points).toBe(11);
    expect(v.victory.end).toMatchObject({ turn: 3, vp: { allied: 11, central: 4 }, winner: 'allied' });
  });
});

describe('the rest of a side\'s view', () => {
  it('5.25, 5.22 names its own fleets in notices by the name in its copy; a fleet it does not hold (merged away, gone) stays an id', () => {
    const state = alliedAt4();
    const divided = event(3, 'gwas.fleet-divided', { fleet: 'new-squadron', from: 'battlecruiser-squadron', zone: 'W30' }, sidesOnly('allied'));
    const v = view(state, [divided]);
    expect(v.notices.map((n) => n.text)).toEqual([`new-squadron formed from ${state.fleets['battlecruiser-squadron'].name} in W30 (5.25).`]);
  });

  it('the deadline given, or none', () => {
    expect(view(alliedAt4(), [], 'Friday 18:00').deadline).toBe('Friday 18:00');
    expect(view(alliedAt4(), []).deadline).toBeNull();
  });

  it('13.1, 15.1, 14.0 the side\'s own minefields, patrols and air record are shown when its copy has them, and absent otherwise', () => {
    const plain = view(alliedAt4(), []);
    for (const key of ['minefields', 'patrols', 'air']) expect(plain, key).not.toHaveProperty(key);
    const withAll = alliedAt4({
      minefields: [{ id: 'A1', side: 'allied', between: ['X27', 'W27'], laid: 2, activeFrom: 4, known: [] }],
      patrols: [],
      leaders: { milne: { name: 'Milne', side: 'allied', flagship: 'inflexible', lost: null } },
    } as unknown as Partial<GwasState>);
    const v = view(withAll, []);
    expect(v.minefields).toEqual(withAll.minefields);
    expect(v.patrols).toEqual({ own: [], enemy: [] });
    expect(v.air).toEqual(withAll.air);
    expect(v.air?.leaders?.map((l) => l.name)).toEqual(['Milne']);
  });
});
