/**
 * 8.0–8.7 and 7.82, what a hit does, rule by rule with given dice: which boxes it marks, what the
 * armour stops, critical damage, speed, sinking, 8.3 additional damage, group counters (9.4, 9.5),
 * and exactly what the owner and the scoring side are told. Complements damage.test.ts (one test
 * per table entry); these tests pin the outcomes and the events' data exactly.
 */
import { describe, expect, it } from 'vitest';
import type { GameEvent } from '../../src/kernel/events.js';
import {
  applyHit, emptyOutcome, loseSpeed, LOCATIONS, markBoxes, markHull, mergeOutcome, remaining, type HitInput, type Weapon,
} from '../../src/games/gwas/combat/damage.js';
import type { ShipClassData } from '../../src/games/gwas/data/types.js';
import type { GwasData } from '../../src/games/gwas/data.js';
import type { ShipState } from '../../src/games/gwas/state.js';
import { withScenario } from '../helpers/gwas.js';
import { scriptedContext, two } from './scripted-dice.js';
import type { DamageContext } from '../../src/games/gwas/combat/damage.js';
import type { GwasState } from '../../src/games/gwas/state.js';

/** A step context whose dice are given (tests/gwas/scripted-dice.ts): each roll takes the next array. */
const scripted = (data: GwasData, state: GwasState, dice: number[][]) => scriptedContext(data, state, dice);

function setup(date = '1914-08-04') {
  return withScenario(`
date: '${date}'
allied:
  - { id: med, mission: intercept, at: { zone: AB40 }, ships: [indomitable, glasgow, tri-svitatelia, bespokoiny, xix-corps-transports-1] }
central:
  - { id: mm, mission: raid, at: { zone: AB40 }, ships: [goeben, breslau, hamidieh, u-21, tatra-class-dd], leader: Souchon }
`);
}

type Prep = (s: ShipState, all: ReturnType<typeof setup>) => void;

/** One hit on `ship` with the given dice (all of which must be used). */
function hit(ship: string, weapon: Weapon, dice: number[][], more: Partial<HitInput> = {}, prep?: Prep, date?: string) {
  const all = setup(date);
  const { data, state } = all;
  const s = state.ships[ship];
  prep?.(s, all);
  const ctx = scripted(data, state, dice);
  const out = applyHit(ctx, s, { weapon, identified: true, ...more });
  expect(ctx.left()).toBe(0);
  const rolls = ctx.events.filter((e) => e.type === 'roll');
  const damage = ctx.events.find((e) => e.type === 'gwas.damage')!;
  const seen = ctx.events.find((e) => e.type === 'gwas.hit-seen')!;
  return { data, state, ship: s, out, events: ctx.events, rolls, damage, seen };
}

/** A made-up class for the cases no ship of the roster shows; removed again after `f`. */
function withClass<T>(data: GwasData, id: string, over: Partial<ShipClassData>, f: () => T): T {
  const ships = data.ships as Record<string, unknown>;
  const base = data.ships.goeben;
  const had = id in ships;
  const before = ships[id];
  ships[id] = { ...base, id, ...over, boxes: { ...base.boxes, ...(over.boxes ?? {}) } };
  try { return f(); } finally { if (had) ships[id] = before; else delete ships[id]; }
}

const d0 = { hull: 0, primary: 0, secondary: 0, tertiary: 0, torpedo: 0 };
const rollData = (e: GameEvent) => e.data as { table: string; purpose: string; result: string };

describe('8.0 the events: the owner learns every box, the scoring side only that a hit landed', () => {
  it('8.0 the owner\'s gwas.damage event carries the result, the boxes, the rolls and the damage track', () => {
    const r = hit('goeben', 'primary', [two(2), two(9)], { context: { battle: 'b1', round: 2 } });
    expect(r.damage.rule).toBe('8.0');
    expect(r.damage.audience).toEqual({ to: 'sides', sides: ['central'] });
    expect(r.damage.data).toEqual({
      battle: 'b1', round: 2,
      ship: 'goeben', weapon: 'primary', result: r.out.result, critical: r.out.critical, criticalRoll: 9,
      marked: [{ asked: 'primary', location: 'primary', box: 1, armour: 'H' }], ignored: [], extra: false, speedLost: 0,
      unableToManoeuvre: false, torpedoesDestroyed: false, leaderKilled: false, magazine: false, sunk: false,
      damage: { ...d0, primary: 1 }, rolls: [0, 1],
    });
    expect(Object.keys(r.damage.data as object).slice(0, 3)).toEqual(['battle', 'round', 'ship']);
  });
  it('8.0 a hit without critical damage reports no critical roll (null)', () => {
    const r = hit('goeben', 'primary', [two(5)]);
    expect((r.damage.data as { criticalRoll: unknown; critical: unknown }).criticalRoll).toBeNull();
    expect((r.damage.data as { critical: unknown }).critical).toBeNull();
  });
  it('8.0 the damage track in the event is a copy: later damage does not change what was told', () => {
    const r = hit('goeben', 'primary', [two(5)]);
    r.ship.damage.hull = 7;
    expect((r.damage.data as { damage: unknown }).damage).toEqual({ ...d0, hull: 1 });
  });
  it('8.0 the scoring side sees the identified ship hit and sunk, with the rolls, in its own event', () => {
    const r = hit('bespokoiny', 'primary', [two(5)], { context: { battle: 'b1' } }, (s) => { s.damage.hull = 2; });
    expect(r.seen.rule).toBe('8.0');
    expect(r.seen.audience).toEqual({ to: 'sides', sides: ['central'] });
    expect(r.seen.data).toEqual({ battle: 'b1', ship: 'bespokoiny', weapon: 'primary', sunk: true, rolls: [0] });
  });
  it('7.27 an unidentified ship is neither named nor told sunk to the scoring side', () => {
    const r = hit('bespokoiny', 'primary', [two(5)], { identified: false, context: { battle: 'b1' } }, (s) => { s.damage.hull = 2; });
    expect(r.ship.sunk).toBe(true);
    expect(r.seen.data).toEqual({ battle: 'b1', ship: null, weapon: 'primary', sunk: null, rolls: [0] });
  });
  it('8.0 a plain hit leaves every flag of the outcome false', () => {
    const r = hit('goeben', 'primary', [two(5)]);
    expect(r.out).toEqual({
      marked: [{ asked: 'hull', location: 'hull', box: 1, armour: 'H' }], ignored: [], speedLost: 0, becameUnableToManoeuvre: false,
      sank: false, torpedoesDestroyed: false, weapon: 'primary', result: r.out.result, critical: null, extra: false, plunging: false,
      leaderKilled: false, magazine: false, rolls: [0],
    });
  });
});

describe('6.1, 7.82, 8.3, 8.7 the dice: each roll names its table, purpose and rule', () => {
  it('6.1 a gun hit rolls the Gunnery Damage Table under "6.1, 8.0", its purpose carrying the label', () => {
    const r = hit('goeben', 'primary', [two(5)], { label: 'round 2, primary hit 1 of 3' });
    expect(r.rolls).toHaveLength(1);
    expect(r.rolls[0].rule).toBe('6.1, 8.0');
    expect(rollData(r.rolls[0]).table).toBe('Gunnery Damage Table');
    expect(rollData(r.rolls[0]).purpose).toBe('primary hit: round 2, primary hit 1 of 3');
  });
  it('6.1 without a label the purpose is just the weapon\'s hit', () => {
    expect(rollData(hit('goeben', 'secondary', [two(5)]).rolls[0]).purpose).toBe('secondary hit');
  });
  it('7.82 a torpedo hit rolls the Torpedo Damage Table under rule 7.82', () => {
    const r = hit('goeben', 'torpedo', [two(5)]);
    expect(r.rolls[0].rule).toBe('7.82');
    expect(rollData(r.rolls[0]).table).toBe('Torpedo Damage Table');
  });
  it('8.7 critical damage rolls the Critical Damage Table under rule 8.7, with the label', () => {
    const r = hit('goeben', 'primary', [two(2), two(9)], { label: 'round 1' });
    expect(r.rolls[1].rule).toBe('8.7');
    expect(rollData(r.rolls[1]).table).toBe('Critical Damage Table');
    expect(rollData(r.rolls[1]).purpose).toBe('critical damage: round 1');
    expect(rollData(r.rolls[1]).result).toBe(r.out.critical);
  });
  it('8.3 the additional-damage die: its own table and rule; 4 gives one more box', () => {
    const r = hit('goeben', 'primary', [two(4), [4]], { label: 'round 1' });
    const d = rollData(r.rolls[1]);
    expect(r.rolls[1].rule).toBe('8.3');
    expect(d.table).toBe('additional damage (8.3)');
    expect(d.purpose).toBe('additional damage on 4–6: round 1');
    expect(d.result).toBe('one more box');
    expect(r.out.extra).toBe(true);
    expect(r.ship.damage).toEqual({ ...d0, secondary: 2 });
    expect(r.out.marked).toEqual([
      { asked: 'secondary', location: 'secondary', box: 1, armour: 'L' },
      { asked: 'secondary', location: 'secondary', box: 2, armour: 'L' },
    ]);
  });
  it('8.3 a 3 on the additional-damage die adds nothing', () => {
    const r = hit('goeben', 'primary', [two(4), [3]]);
    expect(rollData(r.rolls[1]).result).toBe('none');
    expect(r.out.extra).toBe(false);
    expect(r.ship.damage).toEqual({ ...d0, secondary: 1 });
  });
  it('8.3 a 5 on the additional-damage die reads "one more box"', () => {
    expect(rollData(hit('goeben', 'primary', [two(4), [5]]).rolls[1]).result).toBe('one more box');
  });
});

describe('8.7 critical damage', () => {
  it('8.7 a tertiary hit\'s critical result is ignored, and the owner is told why', () => {
    const r = hit('goeben', 'tertiary', [two(12)]);
    expect(r.out.ignored).toEqual([{ asked: 'hull', location: null, boxes: 0, reason: 'tertiary guns cannot cause critical damage', rule: '8.7' }]);
    expect(r.ship.damage).toEqual(d0);
  });
  it('8.7 critical 2: the British battlecruiser\'s magazine explodes — the outcome says sunk', () => {
    const r = hit('indomitable', 'primary', [two(2), two(2)]);
    expect([r.out.sank, r.out.magazine, r.ship.sunk]).toEqual([true, true, true]);
    expect(r.ship.damage.hull).toBe(10);
    expect(r.out.marked).toEqual([]);
  });
  it('8.7 an ordinary hit on a British battlecruiser does not explode its magazine', () => {
    const r = hit('indomitable', 'primary', [two(5), [1]]);
    expect([r.ship.sunk, r.out.magazine]).toEqual([false, false]);
    expect(r.ship.damage).toEqual({ ...d0, hull: 1 });
  });
  it('8.7 critical 2 on a British light cruiser (not a BC): 6 hull boxes, no explosion', () => {
    const r = hit('glasgow', 'primary', [two(2), two(2)]);
    expect(r.out.magazine).toBe(false);
    expect(r.ship.sunk).toBe(true); // 6 hull boxes (with the 3 primary overflowing) sink a 5-box hull
    expect(r.out.marked[0]).toEqual({ asked: 'primary', location: 'secondary', box: 1, armour: 'N' });
  });
  it('8.7 critical 2 explodes a Dominion (Australian or Canadian) battlecruiser before 1917', () => {
    for (const nation of ['australia', 'canada'] as const) {
      const all = setup();
      withClass(all.data, 'indomitable', { ...all.data.ships.indomitable, nation } as Partial<ShipClassData>, () => {
        const ctx = scripted(all.data, all.state, [two(2), two(2)]);
        const out = applyHit(ctx, all.state.ships.indomitable, { weapon: 'primary' });
        expect([nation, out.magazine]).toEqual([nation, true]);
      });
    }
  });
  it('8.7 a scenario the data does not know is dated 1914: the magazine still explodes', () => {
    const r = hit('indomitable', 'primary', [two(2), two(2)], {}, (_s, all) => { (all.state as { scenario: string }).scenario = 'no-such-scenario'; });
    expect(r.out.magazine).toBe(true);
  });
  it('8.7 critical 12 on a cruiser already sinking: the hull boxes left over are ignored (8.5), nothing more', () => {
    // Glasgow has no primary: 5 primary → 1 secondary, then the hull (8.0, 8.6); 2 hull boxes
    // were marked already, so the 3rd hull box of the primary part sinks her.
    const r = hit('glasgow', 'primary', [two(12), two(12)], {}, (s) => { s.damage.hull = 2; });
    expect(r.ship.sunk).toBe(true);
    expect(r.out.ignored).toEqual([
      { asked: 'primary', location: null, boxes: 1, reason: 'the ship has sunk', rule: '8.5' },
      { asked: 'hull', location: null, boxes: 5, reason: 'the ship has sunk', rule: '8.5' },
    ]);
    expect(r.out.becameUnableToManoeuvre).toBe(false);
    expect(r.out.sank).toBe(true);
  });
  it('16.1 a flagship sunk takes the leader with it', () => {
    const r = hit('goeben', 'primary', [two(5)], {}, (s) => { s.damage.hull = 11; });
    expect(r.ship.sunk).toBe(true);
    expect(r.out.leaderKilled).toBe(true);
    expect(r.state.fleets.mm.leader).toBeNull();
    expect((r.damage.data as { leaderKilled: boolean }).leaderKilled).toBe(true);
  });
  it('16.1 a ship that is not the flagship sinking leaves the leader', () => {
    const r = hit('breslau', 'primary', [two(5)], {}, (s) => { s.damage.hull = 4; });
    expect(r.ship.sunk).toBe(true);
    expect(r.out.leaderKilled).toBe(false);
    expect(r.state.fleets.mm.leader).toBe('Souchon');
  });
});

describe('8.8 plunging fire (tactical battle)', () => {
  it('8.8 a primary "†" result at 3–4 hexes marks one more hull box, and the owner is told', () => {
    const r = hit('goeben', 'primary', [two(10)], { plunging: true });
    expect(r.ship.damage).toEqual({ ...d0, hull: 2 });
    expect(r.out.plunging).toBe(true);
    expect((r.damage.data as { plunging?: boolean }).plunging).toBe(true);
  });
  it('8.8 a secondary hit gets no plunging box', () => {
    const r = hit('glasgow', 'secondary', [two(10)], { plunging: true });
    expect(r.ship.damage).toEqual({ ...d0, hull: 1 });
    expect(r.out.plunging).toBe(false);
    expect('plunging' in (r.damage.data as object)).toBe(false);
  });
  it('8.8 a result without "†" gets no plunging box', () => {
    const r = hit('goeben', 'primary', [two(5)], { plunging: true });
    expect(r.ship.damage).toEqual({ ...d0, hull: 1 });
    expect(r.out.plunging).toBe(false);
  });
});

describe('8.2, 8.5, 8.51 speed and steering go with the hull boxes', () => {
  it('8.2 a secondary hit that bounces off the heavy hull loses no speed, and the owner is told why', () => {
    const r = hit('goeben', 'secondary', [two(11)]);
    expect(r.ship.damage).toEqual(d0);
    expect(r.ship.speedLoss).toBe(0);
    expect(r.out.ignored).toEqual([
      { asked: 'hull', location: 'hull', boxes: 2, reason: 'a secondary hit cannot penetrate heavy armour', rule: '8.2' },
      { asked: 'hull', location: 'hull', boxes: 0, reason: 'the secondary hit did not penetrate the hull: no speed or manoeuvre lost', rule: '8.2' },
    ]);
  });
  it('8.2 a hull hit of which one box penetrates still costs the speed', () => {
    const all = setup();
    withClass(all.data, 'test-nh', { boxes: { ...all.data.ships.goeben.boxes, hull: 'NHHHHHHHHHHH' } }, () => {
      const s: ShipState = { ...all.state.ships.goeben, id: 'test-nh', damage: { ...d0 } };
      const ctx = scripted(all.data, all.state, [two(11)]);
      const out = applyHit(ctx, s, { weapon: 'tertiary' });
      expect(s.damage.hull).toBe(1);
      expect(out.speedLost).toBe(1);
      expect(s.speedLoss).toBe(1);
      expect(out.ignored.map((i) => i.rule)).toEqual(['8.2']);
    });
  });
  it('speed −1 result: the outcome counts one level lost', () => {
    const r = hit('glasgow', 'primary', [two(11), [1]]);
    expect(r.out.speedLost).toBe(1);
    expect((r.damage.data as { speedLost: number }).speedLost).toBe(1);
    expect(r.ship.speedLoss).toBe(1);
  });
  it('8.5 a speed-1s ship that loses a level becomes unable to manoeuvre, and the outcome says so', () => {
    const r = hit('tri-svitatelia', 'primary', [two(11)]);
    expect(r.ship.unableToManoeuvre).toBe(true);
    expect(r.out.becameUnableToManoeuvre).toBe(true);
    expect(r.out.speedLost).toBe(1);
  });
  it('8.5 torpedo 11: three hull boxes and the ship becomes unable to manoeuvre', () => {
    const r = hit('goeben', 'torpedo', [two(11)]);
    expect(r.out.becameUnableToManoeuvre).toBe(true);
    expect((r.damage.data as { unableToManoeuvre: boolean }).unableToManoeuvre).toBe(true);
  });
  it('8.51 more than half the hull marked: one level lost (in the outcome); a 1s ship becomes unable', () => {
    const { data, state } = setup();
    const g = state.ships.goeben; // 12 hull
    g.damage.hull = 6;
    const out = markBoxes(data, g, 'hull', 1, 'primary');
    expect([out.speedLost, out.becameUnableToManoeuvre, g.speedLoss]).toEqual([1, false, 1]);
    const t = state.ships['tri-svitatelia']; // 9 hull, 1s
    t.damage.hull = 4;
    const o2 = markBoxes(data, t, 'hull', 1, 'primary');
    expect([o2.speedLost, o2.becameUnableToManoeuvre, t.unableToManoeuvre]).toEqual([1, true, true]);
  });
  it('8.51 a box marked elsewhere than the hull does not trigger the half-hull speed loss', () => {
    const { data, state } = setup();
    const g = state.ships.goeben;
    g.damage.hull = 7; // more than half, not yet counted
    const out = markBoxes(data, g, 'secondary', 1, 'primary');
    expect(out.speedLost).toBe(0);
    expect(g.speedLoss).toBe(0);
  });
  it('8.5 the hull box that sinks a ship: the outcome says sank', () => {
    const { data, state } = setup();
    const b = state.ships.bespokoiny;
    const out = markBoxes(data, b, 'hull', 3, 'primary');
    expect(out.sank).toBe(true);
    expect(out.marked.map((m) => m.box)).toEqual([1, 2, 3]);
  });
});

describe('8.1–8.2 armour: what each weapon can damage', () => {
  it('8.2 a tertiary hit bounces off light armour, and the reason names it', () => {
    const { data, state } = setup();
    const out = markBoxes(data, state.ships.breslau, 'hull', 2, 'tertiary');
    expect(out.ignored).toEqual([{ asked: 'hull', location: 'hull', boxes: 2, reason: 'a tertiary hit cannot penetrate light armour', rule: '8.2' }]);
  });
  it('8.2 the boxes still owed when armour stops a part are counted from that box', () => {
    const { data, state } = setup();
    const out = markBoxes(data, state.ships.goeben, 'hull', 3, 'secondary', { heavyForSecondary: 1 });
    expect(out.marked).toEqual([{ asked: 'hull', location: 'hull', box: 1, armour: 'H' }]);
    expect(out.ignored).toEqual([{ asked: 'hull', location: 'hull', boxes: 2, reason: 'a secondary hit cannot penetrate heavy armour', rule: '8.2' }]);
  });
  it('8.7 critical 8 lets a secondary hit through heavy armour only at the hull, not at the guns', () => {
    const { data, state } = setup();
    const out = markBoxes(data, state.ships.goeben, 'primary', 1, 'secondary', { heavyForSecondary: 1 });
    expect(out.marked).toEqual([]);
    expect(out.ignored[0]).toMatchObject({ location: 'primary', rule: '8.2' });
  });
  it('8.7 critical 8 is for secondary hits: a tertiary hit still cannot pierce the heavy hull', () => {
    const { data, state } = setup();
    const out = markBoxes(data, state.ships.goeben, 'hull', 1, 'tertiary', { heavyForSecondary: 1 });
    expect(out.marked).toEqual([]);
    expect(state.ships.goeben.damage.hull).toBe(0);
  });
  it('8.2 a part stopped after boxes were marked owes only the rest (the tertiary destroyed, 8.6)', () => {
    const { data, state } = setup();
    const out = markBoxes(data, state.ships.goeben, 'tertiary', 3, 'primary');
    expect(out.marked).toHaveLength(1);
    expect(out.ignored).toEqual([{ asked: 'tertiary', location: 'tertiary', boxes: 2, reason: 'tertiary guns already destroyed', rule: '8.6' }]);
  });
});

describe('8.0, 8.6–8.62 where the boxes go', () => {
  it('8.61 a gunless ship ignores primary and secondary damage, and says why', () => {
    const { data, state } = setup();
    const u = state.ships['u-21'];
    expect(markBoxes(data, u, 'primary', 1, 'primary').ignored).toEqual([{ asked: 'primary', location: null, boxes: 1, reason: 'the ship has no guns', rule: '8.61' }]);
    expect(markBoxes(data, u, 'secondary', 2, 'primary').ignored).toEqual([{ asked: 'secondary', location: null, boxes: 2, reason: 'the ship has no guns', rule: '8.61' }]);
    expect(u.damage).toEqual(d0);
  });
  it('8.0 a ship without secondary guns takes secondary damage on the hull', () => {
    const { data, state } = setup();
    const out = markBoxes(data, state.ships.breslau, 'secondary', 1, 'primary');
    expect(out.marked).toEqual([{ asked: 'secondary', location: 'hull', box: 1, armour: 'L' }]);
  });
  it('8.0 a destroyed secondary battery: the next secondary box goes to the hull', () => {
    const { data, state } = setup();
    const g = state.ships.goeben;
    g.damage.secondary = 3;
    expect(markBoxes(data, g, 'secondary', 1, 'primary').marked).toEqual([{ asked: 'secondary', location: 'hull', box: 1, armour: 'H' }]);
    expect(g.damage.secondary).toBe(3);
  });
  it('8.61 the reason for a ship with no tertiary guns', () => {
    const { data, state } = setup();
    withClass(data, 'test-no-tertiary', { boxes: { ...data.ships.goeben.boxes, tertiary: '' } }, () => {
      const t: ShipState = { ...state.ships.goeben, id: 'test-no-tertiary', damage: { ...d0 } };
      expect(markBoxes(data, t, 'tertiary', 1, 'primary').ignored).toEqual([{ asked: 'tertiary', location: null, boxes: 1, reason: 'the ship has no tertiary guns', rule: '8.61' }]);
    });
  });
  it('8.62 a ship without torpedo tubes ignores a tube hit, and says why', () => {
    const { data, state } = setup();
    expect(markBoxes(data, state.ships['xix-corps-transports-1'], 'torpedo', 1, 'primary').ignored)
      .toEqual([{ asked: 'torpedo', location: null, boxes: 1, reason: 'the ship has no torpedo tubes', rule: '8.62' }]);
  });
  it('8.62 a ship with a torpedo box but no torpedo value ignores a tube hit', () => {
    const { data, state } = setup();
    withClass(data, 'test-no-value', { torpedo: undefined } as Partial<ShipClassData>, () => {
      const t: ShipState = { ...state.ships.goeben, id: 'test-no-value', damage: { ...d0 } };
      expect(markBoxes(data, t, 'torpedo', 1, 'primary').ignored.map((i) => i.rule)).toEqual(['8.62']);
      expect(t.damage).toEqual(d0);
    });
  });
  it('8.62 a torpedo value with no torpedo box: the tube hit is ignored', () => {
    const { data, state } = setup();
    withClass(data, 'test-no-box', { boxes: { ...data.ships.goeben.boxes, torpedo: '' } }, () => {
      const t: ShipState = { ...state.ships.goeben, id: 'test-no-box', damage: { ...d0 } };
      expect(markBoxes(data, t, 'torpedo', 1, 'primary').ignored.map((i) => i.rule)).toEqual(['8.62']);
      expect(t.damage).toEqual(d0);
    });
  });
  it('8.62 a tube hit on a single ship marks its first torpedo box and destroys the whole value', () => {
    const { data, state } = setup();
    const g = state.ships.goeben;
    const out = markBoxes(data, g, 'torpedo', 1, 'primary');
    expect(out.marked).toEqual([{ asked: 'torpedo', location: 'torpedo', box: 1, armour: 'H' }]);
    expect(out.torpedoesDestroyed).toBe(true);
    expect(g.tubesLost).toBeUndefined();
    expect(g.damage.torpedo).toBe(1);
  });
});

describe('9.4, 9.5 a group counter: hits fall on one ship at a time', () => {
  it('9.4 with 8.62 a tube hit on a group destroys one ship\'s tubes; the third takes the last', () => {
    const { data, state } = setup();
    const t = state.ships['tatra-class-dd']; // 3 ships, torpedo value 3, one torpedo box
    const a = markBoxes(data, t, 'torpedo', 1, 'primary');
    expect(a.marked).toEqual([{ asked: 'torpedo', location: 'torpedo', box: 1, armour: 'N' }]);
    expect([a.torpedoesDestroyed, t.tubesLost, t.damage.torpedo]).toEqual([false, 1, 0]);
    const b = markBoxes(data, t, 'torpedo', 1, 'primary');
    expect(b.marked).toEqual([{ asked: 'torpedo', location: 'torpedo', box: 2, armour: 'N' }]);
    expect([b.torpedoesDestroyed, t.tubesLost, t.damage.torpedo]).toEqual([false, 2, 0]);
    const c = markBoxes(data, t, 'torpedo', 1, 'primary');
    expect(c.marked).toEqual([{ asked: 'torpedo', location: 'torpedo', box: 3, armour: 'N' }]);
    expect([c.torpedoesDestroyed, t.tubesLost, t.damage.torpedo]).toEqual([true, 3, 1]);
    expect(t.damage.hull).toBe(0);
    const d = markBoxes(data, t, 'torpedo', 1, 'primary');
    expect(d.marked).toEqual([{ asked: 'torpedo', location: 'hull', box: 1, armour: 'N' }]);
  });
  it('9.4 a group whose tubes are all gone (7.84 fired) takes a tube hit on the hull', () => {
    const { data, state } = setup();
    const t = state.ships['tatra-class-dd'];
    t.tubesLost = 3;
    expect(markBoxes(data, t, 'torpedo', 1, 'primary').marked).toEqual([{ asked: 'torpedo', location: 'hull', box: 1, armour: 'N' }]);
    expect(t.damage.torpedo).toBe(0);
  });
  it('9.5 a group ship sunk by hull boxes takes its speed loss down with it', () => {
    const { data, state } = setup();
    const t = state.ships['tatra-class-dd']; // 6 hull boxes, 2 a ship
    t.speedLoss = 1;
    t.halfHullSlowed = true;
    markBoxes(data, t, 'hull', 1, 'primary');
    expect(t.speedLoss).toBe(1); // no ship lost yet
    markBoxes(data, t, 'hull', 1, 'primary');
    expect([t.speedLoss, t.halfHullSlowed]).toEqual([0, undefined]);
  });
  it('9.5 gunnery 11 sinks a group\'s ship: its speed loss goes down with it, and the owner is told', () => {
    const r = hit('tatra-class-dd', 'primary', [two(11), [1]]);
    expect(r.ship.damage.hull).toBe(2);
    expect(r.ship.speedLoss).toBe(0);
    expect(r.out.speedLost).toBe(0);
    expect(r.out.ignored).toEqual([{ asked: 'hull', location: 'hull', boxes: 0, reason: 'the group\'s ship that was hit sank: its speed and steering losses go down with it', rule: '9.5' }]);
  });
  it('9.5 torpedo 11 sinks a group\'s ship: no "unable to manoeuvre" for the next ship', () => {
    const r = hit('tatra-class-dd', 'torpedo', [two(11)]);
    expect(r.ship.unableToManoeuvre).toBe(false);
    expect(r.out.ignored.map((i) => i.rule)).toEqual(['9.5']);
  });
});

describe('8.0 helpers: locations, outcomes, speed levels', () => {
  it('8.0 the five damage locations', () => {
    expect(LOCATIONS).toEqual(['hull', 'primary', 'secondary', 'tertiary', 'torpedo']);
  });
  it('an empty outcome marks nothing and sets no flag', () => {
    expect(emptyOutcome()).toEqual({ marked: [], ignored: [], speedLost: 0, becameUnableToManoeuvre: false, sank: false, torpedoesDestroyed: false });
  });
  it('merging outcomes adds the speed lost and keeps any flag set', () => {
    const a = { ...emptyOutcome(), speedLost: 1, becameUnableToManoeuvre: true, sank: true, torpedoesDestroyed: true };
    const m = mergeOutcome(a, { ...emptyOutcome(), speedLost: 2 });
    expect(m).toEqual({ marked: [], ignored: [], speedLost: 3, becameUnableToManoeuvre: true, sank: true, torpedoesDestroyed: true });
    const b = mergeOutcome(emptyOutcome(), { ...emptyOutcome(), becameUnableToManoeuvre: true, sank: true });
    expect([b.becameUnableToManoeuvre, b.sank]).toEqual([true, true]);
  });
  it('boxes remaining at a location, never below zero', () => {
    const { data, state } = setup();
    const g = state.ships.goeben;
    g.damage.secondary = 1;
    expect(remaining(data, g, 'secondary')).toBe(2);
    g.damage.secondary = 5;
    expect(remaining(data, g, 'secondary')).toBe(0);
  });
  it('8.51 losing no level changes nothing; a sunk ship loses no speed', () => {
    const { data, state } = setup();
    const t = state.ships['tri-svitatelia'];
    expect(loseSpeed(data, t, 0)).toEqual({ lost: 0, unable: false });
    expect([t.speedLoss, t.unableToManoeuvre]).toEqual([0, false]);
    t.sunk = true;
    expect(loseSpeed(data, t, 1)).toEqual({ lost: 0, unable: false });
    expect(t.speedLoss).toBe(0);
  });
  it('8.5 a ship slowed but still above 1s can manoeuvre; brought below 1s it cannot — told once', () => {
    const { data, state } = setup();
    const g = state.ships.goeben; // speed 2
    expect(loseSpeed(data, g, 1)).toEqual({ lost: 1, unable: false });
    expect(g.unableToManoeuvre).toBe(false);
    expect(loseSpeed(data, g, 2)).toEqual({ lost: 2, unable: true });
    expect(g.unableToManoeuvre).toBe(true);
    expect(loseSpeed(data, g, 1)).toEqual({ lost: 1, unable: false });
  });
  it('8.52 markHull by flooding goes through any armour', () => {
    const { data, state } = setup();
    const g = state.ships.goeben;
    expect(markHull(data, g, 2)).toBe(false);
    expect(g.damage.hull).toBe(2);
  });
});

describe('16.1 with the leaders option: the leader\'s record says how he was lost', () => {
  const yaml = `
date: '1914-08-04'
allied:
  - { id: med, mission: intercept, at: { zone: AB40 }, ships: [indomitable, glasgow] }
central:
  - { id: mm, mission: raid, at: { zone: AB40 }, ships: [goeben, breslau], leader: Souchon }
`;
  it('16.1 Goeben sunk: Souchon is lost with his flagship', () => {
    const { data, state } = withScenario(yaml, { leaders: true });
    const g = state.ships.goeben;
    g.damage.hull = 11;
    const ctx = scripted(data, state, [two(5)]);
    const out = applyHit(ctx, g, { weapon: 'primary' });
    expect(out.leaderKilled).toBe(true);
    expect(state.fleets.mm.leader).toBeNull();
    expect(state.leaders?.Souchon?.lost).toBe('flagship sunk');
  });
  it('8.7 critical 4 on Goeben: Souchon killed by critical damage', () => {
    const { data, state } = withScenario(yaml, { leaders: true });
    const ctx = scripted(data, state, [two(2), two(4)]);
    applyHit(ctx, state.ships.goeben, { weapon: 'primary' });
    expect(state.leaders?.Souchon?.lost).toBe('killed (critical damage)');
  });
});

describe('8.51 losing no speed level touches nothing', () => {
  it('8.51 zero levels lost leaves the steering as it is, even on a ship at the bottom of the speed track', () => {
    // e.g. a ship slowed to nothing whose "unable" flag a refuelling (12.2) cleared: a 0-level loss must not set it.
    const { data, state } = setup();
    const t = state.ships['tri-svitatelia']; // 1s
    t.speedLoss = 1;
    t.unableToManoeuvre = false;
    expect(loseSpeed(data, t, 0)).toEqual({ lost: 0, unable: false });
    expect([t.speedLoss, t.unableToManoeuvre]).toEqual([1, false]);
  });
});

describe('9.5 a group ship sunk by a result with no speed or steering effect', () => {
  it('9.5 gunnery 5 sinks a group\'s ship: nothing is said of speed, as none was at stake', () => {
    const r = hit('tatra-class-dd', 'primary', [two(5), [1]], {}, (s) => { s.damage.hull = 1; });
    expect(r.ship.damage.hull).toBe(2);
    expect(r.out.ignored).toEqual([]);
    expect(r.ship.speedLoss).toBe(0);
  });
});
