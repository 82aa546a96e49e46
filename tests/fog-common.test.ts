// The campaign header every report carries, side names, and rolls as a report shows them
// (src/games/gwas/views/common.ts): the turn just resolved and the next (4.0, 11.4: four-hour turns,
// night and day), the deadline and the dice commitment, and only the rolls of the turn (issue 18).
import { describe, expect, it } from 'vitest';
import { sidesOnly, type GameEvent } from '../src/kernel/events.js';
import type { GwasData } from '../src/games/gwas/data.js';
import { byId, commonView, newestFirst, rollView, rollViews, sideName } from '../src/games/gwas/views/common.js';
import { loadGame } from '../src/pipeline/games.js';

const data = loadGame('gwas-mediterranean') as unknown as GwasData;
const scenario = data.scenarios['goeben-1914'];
const at = (turn: number, over = false, lastTurn = 16) => ({ scenario: 'goeben-1914', turn, lastTurn, over });

describe('4.0 the campaign header', () => {
  it('the turn just resolved and the next, each with its start, kind and whether night (11.4)', () => {
    const v = commonView(data, at(4), 'c', 'Friday 18:00');
    expect(v.campaign).toBe('c');
    expect(v.game).toEqual({ id: data.info.id, name: data.info.name });
    expect(v.scenario).toEqual({ id: 'goeben-1914', name: scenario.name, lastTurn: 16 });
    expect(v.resolved?.turn).toBe(3);
    expect(v.next?.turn).toBe(4);
    // Turns are four hours apart (4.0).
    const hours = (t: string) => Date.parse(`${t.replace(' ', 'T')}:00Z`) / 3_600_000;
    expect(hours(v.next!.start) - hours(v.resolved!.start)).toBe(4);
    expect(v.deadline).toBe('Friday 18:00');
    expect(v.over).toBe(false);
  });

  it('before the first turn is resolved there is none resolved; after the last, or once over, no next turn and no deadline', () => {
    expect(commonView(data, at(1), 'c', null).resolved).toBeNull();
    expect(commonView(data, at(2), 'c', null).resolved?.turn).toBe(1);
    expect(commonView(data, at(16), 'c', null).next?.turn).toBe(16);
    expect(commonView(data, at(17), 'c', 'Friday').next).toBeNull();
    const over = commonView(data, at(5, true), 'c', 'Friday');
    expect([over.next, over.deadline, over.over]).toEqual([null, null, true]);
    expect(commonView(data, at(5), 'c', null).deadline).toBeNull();
  });

  it('the dice commitment as given, each part null (fixed: false) when not given', () => {
    const none = commonView(data, at(4), 'c', null);
    expect([none.diceCommitment, none.diceSeed, none.diceNonce, none.diceFixed, none.diceTurnKey, none.diceRollsHash, none.diceCommitmentBlock]).toEqual([null, null, null, false, null, null, null]);
    const all = commonView(data, at(4), 'c', null, { commitment: 'c1', seed: 's1', nonce: 'n1', fixed: true, turnKey: 'k1', rollsHash: 'h1', block: 'b1' });
    expect([all.diceCommitment, all.diceSeed, all.diceNonce, all.diceFixed, all.diceTurnKey, all.diceRollsHash, all.diceCommitmentBlock]).toEqual(['c1', 's1', 'n1', true, 'k1', 'h1', 'b1']);
  });
});

describe('side names', () => {
  it('the scenario\'s name for the side, else the game\'s, else the id', () => {
    expect(sideName(data, 'goeben-1914', 'central')).toBe(scenario.sides.central!.name);
    expect(sideName(data, 'no-such-scenario', 'allied')).toBe(data.info.sides.allied!.name);
    expect(sideName(data, 'no-such-scenario', 'neutral')).toBe('neutral');
    // A side the scenario does not name, in a scenario the data holds.
    expect(sideName(data, 'goeben-1914', 'neutral')).toBe('neutral');
  });
});

describe('rolls in a report (docs/dice.md)', () => {
  let seq = 0;
  const roll = (turn: number, position?: number): GameEvent => ({
    seq: seq++, turn, step: 'weather', rule: '11.7', type: 'roll', audience: sidesOnly('allied'),
    data: { stream: 'weather', ...(position === undefined ? {} : { position }), table: 'weather', purpose: 'western', dice: [3, 6], sides: 6, modifiers: [{ name: 'm', value: 1 }], natural: 9, total: 10, result: 'Fog' },
  });

  it('each roll with its stream and position, as a copy', () => {
    const e = roll(3, 7);
    const v = rollView(e);
    expect(v).toEqual({ turn: 3, step: 'weather', rule: '11.7', stream: 'weather', position: 7, table: 'weather', purpose: 'western', dice: [3, 6], sides: 6, modifiers: [{ name: 'm', value: 1 }], natural: 9, total: 10, result: 'Fog' });
    (v.dice as number[])[0] = 1;
    (v.modifiers[0] as { value: number }).value = 5;
    expect((e.data as { dice: number[] }).dice).toEqual([3, 6]);
    expect((e.data as { modifiers: { value: number }[] }).modifiers[0].value).toBe(1);
    expect(rollView(roll(3))).not.toHaveProperty('position');
  });

  it('only the rolls of the turn, in the order made; other events are not rolls', () => {
    const events = [roll(2, 1), roll(3, 2), { ...roll(3, 3), type: 'gwas.weather' }, roll(3, 4), roll(4, 5)];
    expect(rollViews(events, 3).map((r) => r.position)).toEqual([2, 4]);
  });
});

describe('the orders views are listed in', () => {
  it('by id; newest turn first and, within a turn, as they came', () => {
    expect([{ id: 'b' }, { id: 'c' }, { id: 'a' }, { id: 'b' }].sort(byId).map((x) => x.id)).toEqual(['a', 'b', 'b', 'c']);
    expect(byId({ id: 'a' }, { id: 'a' })).toBe(0);
    expect(byId({ id: 'b' }, { id: 'a' })).toBe(1);
    expect(newestFirst([{ turn: 2, n: 1 }, { turn: 3, n: 2 }, { turn: 2, n: 3 }, { turn: 3, n: 4 }]).map((x) => x.n)).toEqual([2, 4, 1, 3]);
  });
});
