// Bismarck (1979) Basic Game: the sequence of play (4.0–4.9) and the opening phases, played from
// the players' YAML orders (helpers.ts). Each test is named by the rule it reads.
import { describe, it, expect } from 'vitest';
import { d, start, play, ofType } from './helpers.js';
import { b79Game } from '../../src/games/bismarck1979/module.js';
import { checkB79Text } from '../../src/games/bismarck1979/check.js';
import { ordersForm } from '../../src/games/bismarck1979/forms.js';
import { searchStrength, searchableZones, levelValue } from '../../src/games/bismarck1979/rules/search.js';
import type { B79State } from '../../src/games/bismarck1979/state.js';

const orders = (side: string, turn: number, body: string) => `game: bismarck1979\nside: ${side}\nturn: ${turn}\n${body}`;
const put = (s: B79State, zone: string, ...ids: string[]) => { for (const id of ids) { s.ships[id].zone = zone; s.ships[id].tf = null; s.ships[id].convoy = null; } };

/** Plays silent turns until the pending exchange is the first of `turn`. */
function untilTurn(s: B79State, turn: number, key: string): B79State {
  for (let i = 0; s.turn < turn && !s.over; i++) s = play(s, {}, `${key}-${i}`).state;
  return s;
}

describe('4.0 the sequence of play', () => {
  it('4.0 a turn runs its phases in the printed order: 4.1 availability, 4.2 visibility and task forces, 4.3 shadow, 4.4 air, 4.5 ships, 4.6 search, 4.7 air attack, 4.8 naval combat, 4.9 chance', () => {
    const rules = (kind: 'shadow' | 'move') => b79Game.exchanges[kind].steps.map((x) => x.rule);
    // The shadow exchange is 4.1–4.3; the move exchange opens with the same 4.1–4.2 (run once a turn), then 4.4–4.9.
    expect(rules('shadow')).toEqual(['4.1', '4.2, 7.1, 7.3', '4.2, 5.41', '4.3, 8.1']);
    const phases = rules('move').map((r) => /^4\.\d/.exec(r)?.[0]).filter((x): x is string => !!x);
    expect(phases).toEqual(['4.1', '4.2', '4.2', '4.4', '4.5', '4.6', '4.7', '4.8', '4.9']);
    // And the events of a played turn come in that order.
    const r = play(start('may-1941'), { british: orders('british', 1, 'air:\n  catalina-240: { mode: movement, move: [I21] }\nships:\n  suffolk: { move: [E14] }\n') });
    const first = (type: string) => r.events.findIndex((e) => e.type === type);
    const order = ['b79.availability', 'b79.visibility', 'b79.task-forces', 'b79.air-moves', 'b79.ship-moves', 'b79.search-called', 'b79.turn-end'].map(first);
    for (const i of order) expect(i).toBeGreaterThanOrEqual(0);
    expect([...order].sort((a, b) => a - b)).toEqual(order);
  });

  it("4.1 the British place a ship entering this turn in the Unit Availability Phase: Revenge on the Atlantic convoy line at 1600, May 24", () => {
    const s = untilTurn(start('may-1941'), 14, 'avail');
    expect(s.turn).toBe(14);
    expect(s.ships.revenge.status).toBe('waiting');
    // She may be given orders for the turn she enters: the form lists her, with her next zones, and the check takes them.
    const form = ordersForm(d, s, 'british');
    const next = /^ {2}# revenge in R2: .*\n {2}# {3}next: (\S+)/m.exec(form)?.[1];
    expect(next, form).toBeDefined();
    const text = orders('british', 14, `ships:\n  revenge: { move: [${next}] }\n`);
    expect(checkB79Text(d, s, 'british', text).diagnostics.filter((x) => x.severity === 'error')).toEqual([]);
    const r = play(s, { british: text }, 'avail-14');
    expect(r.state.ships.revenge).toMatchObject({ status: 'sea', zone: next });
    const told = ofType(r.events, 'b79.availability').find((e) => (e.data as { side: string }).side === 'british')!;
    expect((told.data as { ships: { ship: string; zone: string }[] }).ships).toEqual([{ ship: 'revenge', zone: 'R2' }]);
    expect(told.audience).toEqual({ to: 'sides', sides: ['british'] });
  });

  it('4.2, 5.4 ships break from a task force in the visibility phase, before any ship moves: Prinz Eugen leaves TF1 and each moves alone in the same orders', () => {
    const s = start('may-1941');
    const text = orders('german', 1, 'taskForces: { break: [prinz-eugen] }\nships:\n  bismarck: { move: [I23] }\n  prinz-eugen: { move: [I23, H22] }\n');
    // The check judges the moves as the task forces will stand when the ships move.
    expect(checkB79Text(d, s, 'german', text).diagnostics.filter((x) => x.severity === 'error')).toEqual([]);
    const r = play(s, { german: text });
    expect(r.state.ships.bismarck).toMatchObject({ tf: null, zone: 'I23' });
    expect(r.state.ships['prinz-eugen']).toMatchObject({ tf: null, zone: 'H22' });
    // TF1 is no more once one ship is left in it (5.4): orders for it are refused at the check, quoting the line.
    const stale = checkB79Text(d, s, 'german', orders('german', 1, 'taskForces: { break: [prinz-eugen] }\nships:\n  TF1: { move: [I23] }\n'));
    expect(stale.diagnostics.map((x) => [x.code, x.source])).toContainEqual(['BM7901', '  TF1: { move: [I23] }']);
  });

  it('4.2 ships sharing a zone form a task force in the visibility phase and move with it that same turn (5.41)', () => {
    const s = start('may-1941');
    const text = orders('british', 1, 'taskForces: { form: [[king-george-v, victorious, kenya]] }\nships:\n  TF2: { move: [K20] }\n');
    expect(checkB79Text(d, s, 'british', text).diagnostics.filter((x) => x.severity === 'error')).toEqual([]);
    const r = play(s, { british: text });
    for (const id of ['king-george-v', 'victorious', 'kenya']) expect(r.state.ships[id]).toMatchObject({ tf: 2, zone: 'K20' });
    const formed = ofType(r.events, 'b79.task-forces').flatMap((e) => (e.data as { formed: { tf: number }[] }).formed);
    expect(formed.map((f) => f.tf)).toEqual([2]);
  });

  it('4.4 an air unit at the end of its endurance lands in the air movement phase and goes onto the Time Record Track (rest and refit)', () => {
    // 269 Sqn Hudson, endurance 2: out from Hvalfjord on turn 1, home on turn 2 (6.22).
    const s = start('may-1941');
    const base = d.board.places.hvalfjord.zone;
    const out = d.board.zones[base].neighbours.find((z) => d.board.zones[z].tags.includes('sea'))!;
    const r1 = play(s, { british: orders('british', 1, `air:\n  hudson-269: { mode: movement, move: [${out}] }\n`) });
    expect(r1.state.air['hudson-269']).toMatchObject({ status: 'air', zone: out });
    const s2 = untilTurn(r1.state, 2, 'hudson');
    const next = s2.phase === 'shadow' ? play(s2, {}, 'hudson-x1').state : s2;
    const r2 = play(next, { british: orders('british', 2, `air:\n  hudson-269: { move: [${base}] }\n`) });
    const landed = ofType(r2.events, 'b79.air-moves').flatMap((e) => (e.data as { landed: { unit: string; back: number }[] }).landed);
    expect(landed).toEqual([{ unit: 'hudson-269', back: 4 }]);
    expect(r2.state.air['hudson-269']).toMatchObject({ status: 'rest', zone: null, restUntil: 4 });
  });

  it('4.5 ships that did not move in the shadow phase move in the ship movement phase, up to their maximum speed: a cruiser two zones, a speed-1 battleship one', () => {
    const s = start('may-1941');
    const r = play(s, { british: orders('british', 1, 'ships:\n  norfolk: { move: [G13, F13] }\n  repulse: { move: [N19] }\n') });
    expect(r.state.ships.norfolk.zone).toBe('F13');
    expect(r.state.ships.repulse.zone).toBe('N19');
    const moves = ofType(r.events, 'b79.ship-moves').flatMap((e) => (e.data as { moves: { force: string }[] }).moves.map((m) => m.force));
    expect(moves).toEqual(expect.arrayContaining(['norfolk', 'repulse']));
  });

  it('4.6 each player searches every zone where his combined search strength reaches the visibility level, and no other', () => {
    const r = play(start('may-1941'), {});
    const need = levelValue(r.state.visibility.level)!;
    for (const side of ['british', 'german'] as const) {
      const called = ofType(r.events, 'b79.search-called').filter((e) => (e.data as { side: string }).side === side).flatMap((e) => (e.data as { zones: string[] }).zones);
      expect(called.length, side).toBeGreaterThan(0);
      expect(called).toEqual(searchableZones(d, r.state, side));
      for (const z of called) expect(searchStrength(d, r.state, side, z).total).toBeGreaterThanOrEqual(need);
    }
  });

  it('4.7 a bomber in attack mode strikes a located ship in its zone in the air attack phase, after the search, and one-turn units return to base at its end', () => {
    const s = start('may-1941');
    put(s, 'L12', 'bismarck', 'suffolk');
    put(s, 'L13', 'victorious');
    const r = play(s, { british: orders('british', 1, 'air:\n  swordfish-825: { mode: attack, move: [L12] }\n') });
    const located = r.events.findIndex((e) => e.type === 'b79.located');
    const strike = r.events.findIndex((e) => e.type === 'b79.air-strike');
    expect(located).toBeGreaterThanOrEqual(0);
    expect(strike).toBeGreaterThan(located);
    expect(r.state.air['swordfish-825'].status).toBe('rest');
  });

  it('4.8 naval combat only where both sides have located ships in one zone: Rodney and Bismarck in a fog zone on turn 1 (7.3) are never located and never fight; clear of fog, they do', () => {
    const meet = (zone: string, k: number) => {
      const s = start('may-1941');
      put(s, zone, 'bismarck', 'rodney', 'suffolk', 'norfolk');
      s.ships.suffolk.mode = 'patrol'; s.ships.norfolk.mode = 'patrol';
      s.standing.german = { ...s.standing.german, accept: true };
      return play(s, {}, `meet-${zone}-${k}`);
    };
    let fought = 0;
    for (let k = 0; k < 10; k++) {
      // Row E is a fog row (tables/visibility.yaml) and turn 1 always has fog (7.3).
      const fog = meet('E14', k);
      expect(ofType(fog.events, 'b79.located')).toHaveLength(0);
      expect(ofType(fog.events, 'b79.combat')).toHaveLength(0);
      if (ofType(meet('L12', k).events, 'b79.combat').length) fought++;
    }
    expect(fought).toBeGreaterThan(0);
  });

  it('4.9 the chance phase: the British roll two dice for each German ship (twice, even with Prinz Eugen in task force), then the time marker moves on (11.2)', () => {
    const s = start('may-1941');
    s.time = 1; s.turn = 2; // 1600, May 22: a day turn everywhere (11.1)
    s.visibility = { level: '4', fog: false };
    const r = play(s, {});
    const rolls = r.events.filter((e) => e.type === 'roll' && (e.data as { table: string }).table === 'Chance Table');
    expect(rolls).toHaveLength(2);
    for (const x of rolls) expect((x.data as { dice: number[] }).dice).toHaveLength(2);
    expect(r.state.time).toBe(2);
    expect(r.state.turn).toBe(3);
  });
});
