/**
 * Battles of the two Bismarck games for the map tests (issue 12 §1), set up as the rule tests set
 * them up: 1962, the Bismarck sails into C-7C onto the King George V and the Repulse
 * (tests/bismarck1962/battle.test.ts), fought to its end in the turn or opened round by round by
 * mail; 1979, Bismarck and Rodney meet in L12 with the Germans accepting battle (9.2).
 */
import type { GameEvent } from '../../src/kernel/events.js';
import { setupState, type B62State } from '../../src/games/bismarck1962/state.js';
import type { B62Orders } from '../../src/games/bismarck1962/orders-types.js';
import type { B79State } from '../../src/games/bismarck1979/state.js';
import { data as d62, step } from '../bismarck1962/helpers.js';
import { play, start } from '../bismarck1979/helpers.js';

/** 1962: the state and every event after the battle is fought (standing) or opened and waiting for round 1 (rounds). */
export function b62Battle(mode: 'standing' | 'rounds', key = 'map-battle'): { state: B62State; events: GameEvent[] } {
  let s = setupState(d62(), 'rheinubung', mode === 'rounds' ? 'rounds' : undefined);
  const events: GameEvent[] = [];
  const orders: Record<string, B62Orders>[] = [{ red: { bismarck: { move: ['C-7B', 'C-7A', 'C-7C'] } } }, {}, {}, {}];
  for (const o of orders) {
    const r = step(s, o, `${key}/${s.phase}`);
    s = r.state;
    events.push(...r.events);
  }
  return { state: s, events };
}

/** 1979: a turn where Bismarck and Rodney meet in L12 and fight (9.2), the first seed of 20 that gives a combat. */
export function b79Meeting(): { s: B79State; events: readonly GameEvent[]; turn: number } {
  for (let k = 0; k < 20; k++) {
    const s = start('may-1941');
    s.ships['prinz-eugen'].tf = null; s.ships.bismarck.tf = null;
    for (const id of ['bismarck', 'rodney', 'suffolk', 'norfolk']) { s.ships[id].zone = 'L12'; s.ships[id].tf = null; s.ships[id].convoy = null; }
    s.ships.suffolk.mode = 'patrol'; s.ships.norfolk.mode = 'patrol';
    s.standing.german = { ...s.standing.german, accept: true };
    const r = play(s, {}, `map-meeting-${k}`);
    const combat = r.events.find((e) => e.type === 'b79.combat');
    if (combat) return { s: r.state, events: r.events, turn: combat.turn };
  }
  throw new Error('no combat in 20 tries');
}

/** 1979 with `battle: rounds`: Bismarck, King George V and two cruisers in L12, the first seed whose combat waits on the mail for round 1 (9.3). */
export function b79ByMail(): { s: B79State; events: readonly GameEvent[] } {
  for (let k = 0; k < 40; k++) {
    const s = start('may-1941');
    s.options = { battle: 'rounds' };
    s.ships['prinz-eugen'].tf = null; s.ships.bismarck.tf = null;
    for (const id of ['bismarck', 'king-george-v', 'suffolk', 'norfolk']) { s.ships[id].zone = 'L12'; s.ships[id].tf = null; s.ships[id].convoy = null; }
    s.ships.suffolk.mode = 'patrol'; s.ships.norfolk.mode = 'patrol';
    const r = play(s, {}, `map-mail-${k}`);
    if (r.state.combat?.battle) return { s: r.state, events: r.events };
  }
  throw new Error('no battle by mail in 40 tries');
}

/**
 * 1979: two naval actions in L12 in one turn (9.21): Bismarck and Prinz Eugen apart with King
 * George V, Hood and two cruisers on patrol; the British orders start two actions, the Germans
 * accept. The first seed of 40 where both actions are fought.
 */
export function b79TwoActions(): { s: B79State; events: readonly GameEvent[] } {
  for (let k = 0; k < 40; k++) {
    const s = start('may-1941');
    s.ships['prinz-eugen'].tf = null; s.ships.bismarck.tf = null;
    for (const id of ['bismarck', 'prinz-eugen', 'king-george-v', 'hood', 'suffolk', 'norfolk']) { s.ships[id].zone = 'L12'; s.ships[id].tf = null; s.ships[id].convoy = null; }
    s.ships.suffolk.mode = 'patrol'; s.ships.norfolk.mode = 'patrol';
    s.standing.german = { ...s.standing.german, accept: true };
    const r = play(s, { british: 'game: bismarck1979\nside: british\nturn: 1\nbattle: { actions: 2 }\n' }, `map-two-${k}`);
    if (r.events.filter((e) => e.type === 'b79.battle-start' && !('as' in (e.data as object))).length === 2) return { s: r.state, events: r.events };
  }
  throw new Error('no turn with two actions in 40 tries');
}
