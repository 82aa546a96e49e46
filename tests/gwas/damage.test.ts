/**
 * 8.0–8.7 damage, with given dice: every entry of the Gunnery, Torpedo and Critical Damage
 * Tables is reached at least once (see the coverage test at the end).
 */
import { describe, expect, it } from 'vitest';
import type { GameEvent } from '../../src/kernel/events.js';
import type { Roll, RollRequest } from '../../src/kernel/turn.js';
import { applyHit, markBoxes, markHull, type DamageContext, type Weapon } from '../../src/games/gwas/combat/damage.js';
import type { GwasData } from '../../src/games/gwas/data.js';
import type { GwasState, ShipState } from '../../src/games/gwas/state.js';
import { withScenario } from '../helpers/gwas.js';

/** A step context whose dice are given: each roll takes the next array of dice. */
export function scripted(data: GwasData, state: GwasState, dice: number[][]): DamageContext & { events: GameEvent[]; left: () => number } {
  const queue = dice.map((d) => [...d]);
  const events: GameEvent[] = [];
  return {
    data, state, events, left: () => queue.length,
    roll(r: RollRequest): Roll {
      const d = queue.shift();
      if (!d) throw new Error(`no dice left for ${r.purpose}`);
      const natural = d.reduce((a, b) => a + b, 0);
      const total = natural + (r.modifiers ?? []).reduce((a, m) => a + m.value, 0);
      const data = { stream: 'test', table: r.table, dice: d, sides: 6, modifiers: r.modifiers ?? [], natural, total, result: r.read ? r.read(total, d) : String(total), purpose: r.purpose };
      events.push({ seq: events.length, turn: 1, step: 'test', rule: r.rule ?? '', type: 'roll', audience: r.audience, data });
      return { ...data, eventSeq: events.length - 1 };
    },
    emit(e) { const ev = { seq: events.length, turn: 1, step: 'test', rule: e.rule ?? '', ...e }; events.push(ev as GameEvent); return ev; },
  };
}

/** Two dice that total t. */
export function two(t: number): number[] { return t <= 7 ? [1, t - 1] : [6, t - 6]; }

const reached = { gunnery: new Set<number>(), torpedo: new Set<number>(), critical: new Set<number>() };

function setup(date = '1914-08-04') {
  return withScenario(`
date: '${date}'
allied:
  - { id: med, mission: intercept, at: { zone: AB40 }, ships: [indomitable, glasgow, tri-svitatelia, bespokoiny, xix-corps-transports-1] }
central:
  - { id: mm, mission: raid, at: { zone: AB40 }, ships: [goeben, breslau, hamidieh, u-21], leader: Souchon }
`);
}

function hit(ship: string, weapon: Weapon, dice: number[][], date?: string) {
  const { data, state } = setup(date);
  const ctx = scripted(data, state, dice);
  const s = state.ships[ship];
  const out = applyHit(ctx, s, { weapon, identified: true });
  expect(ctx.left()).toBe(0);
  return { data, state, ship: s, out, events: ctx.events };
}

function gun(t: number, ...more: number[][]) { reached.gunnery.add(t); return [two(t), ...more]; }
function torp(t: number, ...more: number[][]) { reached.torpedo.add(t); return [two(t), ...more]; }
function crit(t: number) { reached.critical.add(t); return two(t); }

const d0 = { hull: 0, primary: 0, secondary: 0, tertiary: 0, torpedo: 0 };

describe('Gunnery Damage Table (APPENDIX), primary hits on Goeben', () => {
  it('gunnery 3: one torpedo-tube box; 8.62 the whole torpedo value is gone', () => {
    const r = hit('goeben', 'primary', gun(3));
    expect(r.ship.damage).toEqual({ ...d0, torpedo: 1 });
    expect(r.out.torpedoesDestroyed).toBe(true);
  });
  it('gunnery 4: one secondary box; 8.3 light armour: a 3 adds nothing', () => {
    expect(hit('goeben', 'primary', gun(4, [3])).ship.damage).toEqual({ ...d0, secondary: 1 });
  });
  it('gunnery 6 + 8.3 additional damage: a primary hit on light armour adds a box on 4–6', () => {
    const r = hit('goeben', 'primary', gun(6, [5]));
    expect(r.ship.damage).toEqual({ ...d0, secondary: 2 });
    expect(r.out.extra).toBe(true);
  });
  it('gunnery 5: one hull box (heavy armour: no 8.3 roll)', () => {
    expect(hit('goeben', 'primary', gun(5)).ship.damage).toEqual({ ...d0, hull: 1 });
  });
  it('gunnery 7 and 9: one primary box', () => {
    expect(hit('goeben', 'primary', gun(7)).ship.damage).toEqual({ ...d0, primary: 1 });
    expect(hit('goeben', 'primary', gun(9)).ship.damage).toEqual({ ...d0, primary: 1 });
  });
  it('gunnery 8: one tertiary box; the 8.3 extra box finds the tertiary destroyed and is ignored (8.6)', () => {
    const r = hit('goeben', 'primary', gun(8, [6]));
    expect(r.ship.damage).toEqual({ ...d0, tertiary: 1 });
    expect(r.out.ignored.map((i) => i.rule)).toEqual(['8.6']);
  });
  it('gunnery 10: one hull box (8.8 plunging fire needs tactical ranges: nothing more in Basic Combat)', () => {
    expect(hit('goeben', 'primary', gun(10)).ship.damage).toEqual({ ...d0, hull: 1 });
  });
  it('gunnery 11: two hull boxes and speed −1', () => {
    const r = hit('goeben', 'primary', gun(11));
    expect(r.ship.damage).toEqual({ ...d0, hull: 2 });
    expect(r.ship.speedLoss).toBe(1);
  });
  it('gunnery 2 and 12: critical damage — roll on the Critical Damage Table', () => {
    expect(hit('goeben', 'primary', [...gun(2), crit(9)]).ship.damage).toEqual({ ...d0, primary: 1 });
    const r = hit('goeben', 'primary', [...gun(12), crit(12)]);
    expect(r.ship.damage).toEqual({ ...d0, hull: 5, primary: 5 });
    expect(r.ship.unableToManoeuvre).toBe(true);
  });
});

describe('Torpedo Damage Table (APPENDIX) and 7.82', () => {
  it('7.82 Bespokoiny\'s torpedo hit on Goeben: damage roll total 6 → one hull box, through heavy armour', () => {
    const r = hit('goeben', 'torpedo', torp(6));
    expect(r.ship.damage).toEqual({ ...d0, hull: 1 });
  });
  it.each([[3, 2], [5, 1], [7, 2], [8, 1]])('torpedo %i: %i hull box(es)', (t, n) => {
    expect(hit('goeben', 'torpedo', torp(t)).ship.damage).toEqual({ ...d0, hull: n });
  });
  it('torpedo 4: no damage', () => {
    expect(hit('goeben', 'torpedo', torp(4)).ship.damage).toEqual(d0);
  });
  it('torpedo 9: one primary box', () => {
    expect(hit('goeben', 'torpedo', torp(9)).ship.damage).toEqual({ ...d0, primary: 1 });
  });
  it('torpedo 10: two hull and speed −1; torpedo 11: three hull and unable to manoeuvre', () => {
    const a = hit('goeben', 'torpedo', torp(10));
    expect([a.ship.damage.hull, a.ship.speedLoss]).toEqual([2, 1]);
    const b = hit('goeben', 'torpedo', torp(11));
    expect([b.ship.damage.hull, b.ship.unableToManoeuvre]).toEqual([3, true]);
  });
  it('torpedo 2 and 12: critical (a torpedo critical penetrates any armour)', () => {
    expect(hit('goeben', 'torpedo', [...torp(2), crit(6)]).ship.damage).toEqual({ ...d0, hull: 2 });
    expect(hit('goeben', 'torpedo', [...torp(12), crit(3)]).ship.damage).toEqual({ ...d0, primary: 3 });
  });
});

describe('8.7 Critical Damage Table', () => {
  it('8.7 critical 2: pre-1917 British battlecruiser magazine explosion', () => {
    const r = hit('indomitable', 'primary', [two(2), crit(2)]);
    expect(r.ship.sunk).toBe(true);
    expect(r.out.magazine).toBe(true);
  });
  it('8.7 critical 2 in 1917: Indomitable takes 6 hull, 3 primary, speed −1 instead', () => {
    const r = hit('indomitable', 'primary', [two(2), crit(2), [1]], '1917-05-14');
    expect(r.ship.sunk).toBe(false);
    expect(r.ship.damage).toEqual({ ...d0, hull: 6, primary: 3 });
    expect(r.ship.speedLoss).toBe(2); // speed −1 and 8.51 (6 of 10 hull boxes)
  });
  it('8.7 critical 2 on Goeben (not British): 6 hull, 3 primary, speed −1', () => {
    const r = hit('goeben', 'primary', [two(12), crit(2)]);
    expect(r.ship.damage).toEqual({ ...d0, hull: 6, primary: 3 });
    expect(r.ship.speedLoss).toBe(1);
  });
  it('8.7 critical 4: leader killed — Souchon\'s flagship Goeben', () => {
    const r = hit('goeben', 'primary', [two(2), crit(4)]);
    expect(r.out.leaderKilled).toBe(true);
    expect(r.state.fleets.mm.leader).toBeNull();
    expect(r.ship.damage).toEqual(d0);
  });
  it('8.7 critical 4 on a ship that is not the flagship: nothing', () => {
    const r = hit('breslau', 'primary', [two(2), crit(4)]);
    expect(r.out.leaderKilled).toBe(false);
    expect(r.state.fleets.mm.leader).toBe('Souchon');
  });
  it('8.7 critical 5: two primary; 7: two secondary (8.3 on light armour)', () => {
    expect(hit('goeben', 'primary', [two(2), crit(5)]).ship.damage).toEqual({ ...d0, primary: 2 });
    expect(hit('goeben', 'primary', [two(2), crit(7), [1]]).ship.damage).toEqual({ ...d0, secondary: 2 });
  });
  it('8.7 critical 8: a secondary hit destroys one heavy-armour hull box, the second box bounces', () => {
    const r = hit('goeben', 'secondary', [two(12), crit(8)]);
    expect(r.ship.damage).toEqual({ ...d0, hull: 1 });
    expect(r.out.ignored[0].rule).toBe('8.2');
  });
  it('8.7 critical 10: one hull and speed −1; 11: three hull', () => {
    const a = hit('goeben', 'primary', [two(2), crit(10)]);
    expect([a.ship.damage.hull, a.ship.speedLoss]).toEqual([1, 1]);
    expect(hit('goeben', 'primary', [two(2), crit(11)]).ship.damage).toEqual({ ...d0, hull: 3 });
  });
  it('8.7 a tertiary hit cannot cause critical damage', () => {
    const r = hit('goeben', 'tertiary', [two(12)]);
    expect(r.ship.damage).toEqual(d0);
    expect(r.out.critical).toBeNull();
  });
});

describe('8.1–8.2 armour', () => {
  it('8.2 Hamidieh\'s secondary hit bounces off Tri Svitatelia\'s heavy armour', () => {
    const r = hit('tri-svitatelia', 'secondary', [[2, 3]]);
    expect(r.ship.damage).toEqual(d0);
    expect(r.out.ignored).toMatchObject([{ location: 'hull', rule: '8.2' }]);
  });
  it('8.2 a secondary hit penetrates light armour (Goeben\'s secondary battery)', () => {
    expect(hit('goeben', 'secondary', [two(4)]).ship.damage).toEqual({ ...d0, secondary: 1 });
  });
  it('8.2 a tertiary hit damages only unarmoured boxes', () => {
    expect(hit('goeben', 'tertiary', [two(4)]).ship.damage).toEqual(d0);
    expect(hit('goeben', 'tertiary', [two(8)]).ship.damage).toEqual({ ...d0, tertiary: 1 });
  });
  it('8.4 a fixed tube is armoured like the hull; a traversing tube is unarmoured', () => {
    expect(hit('goeben', 'secondary', [two(3)]).ship.damage).toEqual(d0);
    const r = hit('bespokoiny', 'tertiary', [two(3)]);
    expect(r.ship.damage.torpedo).toBe(1);
  });
});

describe('8.0, 8.5, 8.51, 8.6–8.62 boxes', () => {
  it('8.0 a destroyed location overflows to the hull', () => {
    const { data, state } = setup();
    const s = state.ships.goeben;
    s.damage.primary = 5;
    const out = markBoxes(data, s, 'primary', 1, 'primary');
    expect(out.marked).toMatchObject([{ asked: 'primary', location: 'hull', box: 1 }]);
  });
  it('8.6 a ship without primary guns takes primary damage on its secondary, then its tertiary', () => {
    const { data, state } = setup();
    expect(markBoxes(data, state.ships.hamidieh, 'primary', 1, 'primary').marked[0].location).toBe('secondary');
    expect(markBoxes(data, state.ships.breslau, 'primary', 1, 'primary').marked[0].location).toBe('tertiary');
  });
  it('8.61 a ship with bigger guns but no tertiary ignores tertiary damage', () => {
    const { data, state } = setup();
    const s = state.ships['tri-svitatelia'];
    (data.ships as Record<string, unknown>)['test-no-tertiary'] = { ...data.ships['tri-svitatelia'], id: 'test-no-tertiary', gunnery: { primary: 3, secondary: 4, tertiary: 0 }, boxes: { ...data.ships['tri-svitatelia'].boxes, tertiary: '' } };
    const t: ShipState = { ...s, id: 'test-no-tertiary', damage: { ...d0 } };
    expect(markBoxes(data, t, 'tertiary', 1, 'primary').ignored[0].rule).toBe('8.61');
    delete (data.ships as Record<string, unknown>)['test-no-tertiary'];
  });
  it('8.61 a gunless ship takes tertiary damage on the hull and ignores other gun locations', () => {
    const { data, state } = setup();
    const u = state.ships['u-21'];
    expect(markBoxes(data, u, 'tertiary', 1, 'primary').marked[0].location).toBe('hull');
    expect(markBoxes(data, u, 'primary', 1, 'primary').ignored[0].rule).toBe('8.61');
  });
  it('8.62 a ship with no torpedo value ignores a torpedo-tube hit', () => {
    const { data, state } = setup();
    expect(markBoxes(data, state.ships['xix-corps-transports-1'], 'torpedo', 1, 'primary').ignored[0].rule).toBe('8.62');
  });
  it('8.51 more than half the hull marked: one speed level lost; a 1s ship becomes unable to manoeuvre', () => {
    const { data, state } = setup();
    const tri = state.ships['tri-svitatelia']; // 9 hull boxes, speed 1s
    markHull(data, tri, 4);
    expect(tri.unableToManoeuvre).toBe(false);
    markHull(data, tri, 1);
    expect(tri.unableToManoeuvre).toBe(true);
    const g = state.ships.goeben; // 12 hull, speed 2
    markHull(data, g, 7);
    markHull(data, g, 1);
    expect(g.speedLoss).toBe(1); // only once
  });
  it('8.5 a ship whose hull boxes are all marked is sunk; markHull says so once', () => {
    const { data, state } = setup();
    const b = state.ships.bespokoiny;
    expect(markHull(data, b, 2)).toBe(false);
    expect(markHull(data, b, 5)).toBe(true);
    expect(b.damage.hull).toBe(3);
    expect(markHull(data, b, 1)).toBe(false);
  });
});

describe('8.0 events: the owner sees the boxes, the enemy sees only a hit', () => {
  it('the owner side gets gwas.damage box by box; the scoring side gets gwas.hit-seen', () => {
    const r = hit('goeben', 'primary', gun(11));
    const dmg = r.events.find((e) => e.type === 'gwas.damage')!;
    expect(dmg.audience).toEqual({ to: 'sides', sides: ['central'] });
    expect((dmg.data as { marked: unknown[] }).marked).toHaveLength(2);
    const seen = r.events.find((e) => e.type === 'gwas.hit-seen')!;
    expect(seen.audience).toEqual({ to: 'sides', sides: ['allied'] });
    expect(JSON.stringify(seen.data)).not.toContain('marked');
  });
  it('an unidentified ship is never named to the enemy', () => {
    const { data, state } = setup();
    const ctx = scripted(data, state, [two(5)]);
    applyHit(ctx, state.ships.goeben, { weapon: 'primary', identified: false });
    for (const e of ctx.events.filter((x) => x.audience.to === 'sides' && (x.audience as unknown as { sides: string[] }).sides.includes('allied'))) {
      expect(JSON.stringify(e.data)).not.toMatch(/goeben/i);
    }
  });
});

describe('coverage', () => {
  it('every damage-table entry was reached by a test above', () => {
    const all = [2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12];
    for (const t of ['gunnery', 'torpedo', 'critical'] as const) expect([...reached[t]].sort((a, b) => a - b)).toEqual(all);
  });
});
