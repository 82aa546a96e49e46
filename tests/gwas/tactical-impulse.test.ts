/**
 * 7.3–7.38, 7.4, 7.42–7.43 movement on the tactical map by standing orders (option `tactical`):
 * groups, the Impulse Sequence, the eight-ship limit, exits and re-centring, tows and disabled
 * ships, the end of the battle, extended battles, battle fuel, grounding and refloating.
 * Orders are the players' YAML, applied by the real Orders Phase; dice are given where they decide.
 */
import { describe, expect, it } from 'vitest';
import { ofType, withScenario } from '../helpers/gwas.js';
import { scriptedContext } from './scripted-dice.js';
import { applyOrders, hexOf, orders, sideOf, TACTICAL, tacticalBattle, tacticalRun } from './tactical-helpers.js';
import { groups, MOVES, moveStep } from '../../src/games/gwas/tactical/movement.js';
import { refloatStep } from '../../src/games/gwas/tactical/refloat.js';
import { fightTactical } from '../../src/games/gwas/tactical/battle.js';
import { afterTactical } from '../../src/games/gwas/tactical/after.js';
import type { GwasState } from '../../src/games/gwas/state.js';

type Side = 'allied' | 'central';
const place = (run: { places: Record<string, { hex: { q: number; r: number } }> }, id: string, q: number, r: number) => { run.places[id].hex = { q, r }; };

function setup(yaml: string, sideOrders: { allied?: string; central?: string }, initiative: Side, zone = 'N37', opts: { weather?: number; night?: boolean; prepare?: (s: GwasState) => void } = {}, dice: number[][] = []) {
  const { data, state } = withScenario(yaml, TACTICAL);
  applyOrders(data, state, sideOrders);
  // 7.22: the Central Powers' fleet came from the zone to the west (N36 for N37, N41 for N42).
  state.fleets.mittelmeer?.log.push({ turn: state.turn, from: 'N36', path: [zone], port: null });
  state.fleets['k-u-k']?.log.push({ turn: state.turn, from: 'N41', path: [zone], port: null });
  opts.prepare?.(state);
  const ctx = scriptedContext(data, state, dice);
  const run = tacticalRun(ctx, zone, initiative, opts);
  return { data, state, ctx, run };
}

describe('7.3 groups', () => {
  it('7.3 a fleet\'s capital and light ships in one hex are two groups; in loose formation each moves at its own speed, so at step 2 only the speed-2+ light cruiser goes', () => {
    const yaml = `
allied:
  - { id: med, mission: intercept, at: { zone: N37 }, ships: [gloucester] }
central:
  - { id: mittelmeer, mission: intercept, at: { zone: N37 }, ships: [goeben, breslau] }
`;
    const loose = setup(yaml, { central: orders('central', '  mittelmeer:\n    battle:\n      formation: loose\n      closeTo: 0\n') }, 'central');
    expect(groups(loose.ctx, loose.run, 'central').map((g) => g.ships.map((s) => s.id))).toEqual([['goeben'], ['breslau']]);
    moveStep(loose.ctx, loose.run, 'central', MOVES[2].least);
    expect(hexOf(loose.run, 'goeben')).toEqual([-6, 0]);
    expect(hexOf(loose.run, 'breslau')).not.toEqual([-6, 0]);
    // 'together' (the default): the fleet keeps its slowest group's pace, so nothing moves at step 2.
    const together = setup(yaml, { central: orders('central', '  mittelmeer:\n    battle:\n      closeTo: 0\n') }, 'central');
    moveStep(together.ctx, together.run, 'central', MOVES[2].least);
    expect([hexOf(together.run, 'goeben'), hexOf(together.run, 'breslau')]).toEqual([[-6, 0], [-6, 0]]);
  });
});

describe('7.31 the Impulse Sequence', () => {
  it('7.31 the movement steps are the rulebook\'s: 2/5 speed 2+, 6/9 speed 2 and 2+, 10/13 all but 1s, 14/17/18 all; the initiative moves first', () => {
    expect(MOVES).toEqual({
      2: { side: 'initiative', least: 4 }, 5: { side: 'other', least: 4 },
      6: { side: 'initiative', least: 3 }, 9: { side: 'other', least: 3 },
      10: { side: 'initiative', least: 2 }, 13: { side: 'other', least: 2 },
      14: { side: 'initiative', least: 1 }, 17: { side: 'other', least: 1 },
      18: { side: 'initiative', least: 1 },
    });
  });
  it('7.31 in one pass the initiative moves speed 2+ five times, 2 four, 1 three, 1s twice; the other side 4, 3, 2, 1', () => {
    const yaml = `
allied:
  - { id: a-fast, mission: intercept, at: { zone: N37 }, ships: [acorn-class-dd] }
  - { id: a-bc, mission: intercept, at: { zone: N37 }, ships: [indomitable] }
  - { id: a-slow, mission: intercept, at: { zone: N37 }, ships: [courbet] }
  - { id: a-crawl, mission: intercept, at: { zone: N37 }, ships: [otranto-drifters] }
central:
  - { id: c-fast, mission: raid, at: { zone: N37 }, ships: [breslau] }
  - { id: c-bc, mission: raid, at: { zone: N37 }, ships: [goeben] }
  - { id: c-slow, mission: raid, at: { zone: N37 }, ships: [hamidieh] }
  - { id: c-crawl, mission: raid, at: { zone: N37 }, ships: [nusret] }
`;
    const close = (ids: string[]) => ids.map((id) => `  ${id}:\n    battle:\n      closeTo: 0\n`).join('');
    const count = (mover: Side) => {
      const s = setup(yaml, { allied: orders('allied', close(['a-fast', 'a-bc', 'a-slow', 'a-crawl'])), central: orders('central', close(['c-fast', 'c-bc', 'c-slow', 'c-crawl'])) }, 'allied');
      // Only one side moves, towards where it saw the other's counters put down (7.23).
      for (const [step, m] of Object.entries(MOVES)) {
        s.run.step = Number(step);
        if ((m.side === 'initiative') === (mover === 'allied')) moveStep(s.ctx, s.run, mover, m.least);
      }
      const moves = s.ctx.events.filter((e) => e.type === 'gwas.tactical-move');
      const by = (fleet: string) => moves.filter((e) => (e.data as { fleet: string }).fleet === fleet).length;
      return mover === 'allied' ? [by('a-fast'), by('a-bc'), by('a-slow'), by('a-crawl')] : [by('c-fast'), by('c-bc'), by('c-slow'), by('c-crawl')];
    };
    expect(count('allied')).toEqual([5, 4, 3, 2]);
    expect(count('central')).toEqual([4, 3, 2, 1]);
  });
  it('7.31 step 1 of a later pass rolls the initiative again (7.36), and a battle still in sight goes on into that pass', () => {
    const r = tacticalBattle(`
allied:
  - { id: med, mission: intercept, at: { zone: N37 }, ships: [courbet, jean-bart] }
central:
  - { id: mittelmeer, mission: raid, at: { zone: N37 }, ships: [goeben] }
`, { allied: orders('allied', '  med:\n    battle:\n      keepAt: 3\n      turnAway: never\n'), central: orders('central', '  mittelmeer:\n    battle:\n      keepAt: 3\n      turnAway: never\n') }, { zone: 'N37', from: { mittelmeer: 'N36' } });
    const inits = ofType(r.events, 'roll').filter((e) => e.data.table === 'tactical initiative (7.1)');
    expect(inits.length).toBeGreaterThanOrEqual(2);
    expect(inits[1].data.purpose).toContain('sequence 2 step 1');
  });
});

describe('7.32 moving a group', () => {
  it('7.32 a group moves one hex or stays; no hex ever holds more than eight ships of a side after the step; movement is never forced', () => {
    const yaml = `
allied:
  - { id: big, mission: intercept, at: { zone: N37 }, ships: [indomitable, indefatigable, inflexible, gloucester, glasgow] }
  - { id: four, mission: intercept, at: { zone: N37 }, ships: [bristol, dartmouth, weymouth, chatham] }
central:
  - { id: mittelmeer, mission: raid, at: { zone: N37 }, ships: [goeben] }
`;
    const s = setup(yaml, { allied: orders('allied', '  big:\n    battle:\n      keepAt: 3\n  four:\n    battle:\n      closeTo: 0\n') }, 'allied');
    for (const id of ['indomitable', 'indefatigable', 'inflexible', 'gloucester', 'glasgow']) place(s.run, id, 0, 0);
    for (const id of ['bristol', 'dartmouth', 'weymouth', 'chatham']) place(s.run, id, 0, 1);
    place(s.run, 'goeben', -3, 0);
    moveStep(s.ctx, s.run, 'allied', 1);
    // 'big' is 3 hexes off already: it stays. 'four' would take (0, 0) first, but 5 + 4 > 8: it takes the other hex as near.
    expect(hexOf(s.run, 'indomitable')).toEqual([0, 0]);
    expect(hexOf(s.run, 'bristol')).toEqual([-1, 1]);
    const moves = s.ctx.events.filter((e) => e.type === 'gwas.tactical-move');
    expect(moves).toHaveLength(1);
  });
});

describe('7.33 exiting the tactical map', () => {
  it('7.33 a fleet that turns away leaves by its edge beyond the enemy\'s sight and is placed in the zone beyond it', () => {
    const s = setup(`
allied:
  - { id: med, mission: intercept, at: { zone: N37 }, ships: [courbet] }
central:
  - { id: mittelmeer, mission: raid, at: { zone: N37 }, ships: [goeben, breslau] }
`, { central: orders('central', '  mittelmeer:\n    battle:\n      turnAway: at-once\n') }, 'central');
    const out = fightTactical(s.ctx, s.run);
    const exits = s.ctx.events.filter((e) => e.type === 'gwas.tactical-exit');
    expect(exits.map(sideOf)).toEqual(['central', 'central']); // a capital group and a light group, one step, together
    expect(exits.map((e) => e.data)).toMatchObject([{ edge: 'w', zone: 'N36', ships: ['goeben'], step: 6 }, { edge: 'w', zone: 'N36', ships: ['breslau'], step: 6 }]);
    expect(out).toMatchObject({ reason: 'disengaged', disengaged: ['central'], left: { mittelmeer: 'N36' } });
    afterTactical(s.ctx, s.run, out);
    expect(s.state.fleets.mittelmeer.zone).toBe('N36');
    expect(s.ctx.events.filter((e) => e.type === 'gwas.tactical-left').map((e) => [sideOf(e), (e.data as { zone: string }).zone])).toEqual([['central', 'N36']]);
  });
  it('7.33 a group that reaches the edge within the enemy\'s sight does not leave: every ship on the map moves the same hexes inward, keeping their relative places', () => {
    const s = setup(`
allied:
  - { id: med, mission: intercept, at: { zone: N37 }, ships: [indomitable] }
central:
  - { id: mittelmeer, mission: raid, at: { zone: N37 }, ships: [goeben] }
`, { central: orders('central', '  mittelmeer:\n    battle:\n      turnAway: at-once\n') }, 'central');
    place(s.run, 'goeben', -6, 0);
    place(s.run, 'indomitable', -5, 0);
    s.run.away.mittelmeer = 'w';
    moveStep(s.ctx, s.run, 'central', 1);
    expect(hexOf(s.run, 'goeben')).toEqual([-3, 0]);
    expect(hexOf(s.run, 'indomitable')).toEqual([-2, 0]);
    expect(s.run.places.goeben.exited).toBeNull();
    expect(s.ctx.events.filter((e) => e.type === 'gwas.tactical-recentred').map((e) => sideOf(e))).toEqual(['central', 'allied']);
  });
});

describe('7.34, 7.35 ships that cannot move', () => {
  it('7.34 a ship under tow and the ship towing it do not move; 7.35 a ship unable to manoeuvre is dropped from its group, which goes on', () => {
    const yaml = `
allied:
  - { id: med, mission: intercept, at: { zone: N37 }, ships: [indomitable, inflexible, gloucester] }
central:
  - { id: mittelmeer, mission: raid, at: { zone: N37 }, ships: [goeben, breslau] }
`;
    const s = setup(yaml, { allied: orders('allied', '  med:\n    battle:\n      closeTo: 0\n'), central: orders('central', '  mittelmeer:\n    battle:\n      closeTo: 0\n') }, 'allied', 'N37', {
      prepare: (st) => {
        st.ships.inflexible.unableToManoeuvre = true;
        st.ships.inflexible.towedBy = 'indomitable';
        st.ships.goeben.unableToManoeuvre = true;
      },
    });
    expect(groups(s.ctx, s.run, 'allied').flatMap((g) => g.ships.map((x) => x.id))).toEqual(['gloucester']);
    expect(groups(s.ctx, s.run, 'central').flatMap((g) => g.ships.map((x) => x.id))).toEqual(['breslau']);
    moveStep(s.ctx, s.run, 'central', 1);
    expect(hexOf(s.run, 'breslau')).not.toEqual(hexOf(s.run, 'goeben'));
  });
});

describe('7.36 end of the tactical phase', () => {
  it('7.36 the battle ends at once when all of one side has left the map beyond sight', () => {
    const r = tacticalBattle(`
allied:
  - { id: med, mission: intercept, at: { zone: N37 }, ships: [courbet] }
central:
  - { id: mittelmeer, mission: raid, at: { zone: N37 }, ships: [breslau] }
`, { central: orders('central', '  mittelmeer:\n    battle:\n      turnAway: at-once\n') }, { zone: 'N37', from: { mittelmeer: 'N36' } });
    const exit = ofType(r.events, 'gwas.tactical-exit')[0];
    const later = r.events.filter((e) => e.seq > exit.seq && (e.type === 'gwas.tactical-move' || e.type === 'gwas.fire'));
    expect(later).toEqual([]);
    expect(ofType(r.events, 'gwas.battle-ends')[0].data.rounds).toBe(1);
  });
  it('7.36 at the end of step 20 a battle out of sight ends; 7.38 one pass is no extended battle', () => {
    const r = tacticalBattle(`
allied:
  - { id: med, mission: intercept, at: { zone: N37 }, ships: [courbet] }
central:
  - { id: mittelmeer, mission: raid, at: { zone: N37 }, ships: [breslau] }
`, { allied: orders('allied', '  med:\n    battle:\n      keepAt: 12\n      turnAway: never\n'), central: orders('central', '  mittelmeer:\n    battle:\n      keepAt: 12\n      turnAway: never\n') }, { zone: 'N37', from: { mittelmeer: 'N36' } });
    const end = ofType(r.events, 'gwas.battle-ends')[0].data;
    expect(end.rounds).toBe(1);
    expect(end.extended).toBe(false);
    expect(r.state.fleets.med.lostZones).toBeUndefined();
  });
  it('7.38 a battle that runs into a second pass is extended: every fleet in it moves one zone fewer next turn', () => {
    const r = tacticalBattle(`
allied:
  - { id: med, mission: intercept, at: { zone: N37 }, ships: [courbet, jean-bart] }
central:
  - { id: mittelmeer, mission: raid, at: { zone: N37 }, ships: [goeben] }
`, { allied: orders('allied', '  med:\n    battle:\n      keepAt: 3\n      turnAway: never\n'), central: orders('central', '  mittelmeer:\n    battle:\n      keepAt: 3\n      turnAway: never\n') }, { zone: 'N37', from: { mittelmeer: 'N36' } });
    const end = ofType(r.events, 'gwas.battle-ends')[0].data;
    expect(end.rounds).toBeGreaterThan(1);
    expect(end.extended).toBe(true);
    for (const f of Object.values(r.state.fleets)) if (!f.gone) expect(f.lostZones).toEqual({ turn: 2, zones: 1 });
    expect(r.state.fleets.med.gone).toBeNull();
  });
  it('7.37 a fleet that left the map re-plots from the zone it left into', () => {
    const yaml = `
allied:
  - { id: med, mission: intercept, at: { zone: N37 }, ships: [courbet] }
central:
  - { id: mittelmeer, mission: raid, at: { zone: N37 }, ships: [breslau] }
`;
    const r = tacticalBattle(yaml, { central: orders('central', '  mittelmeer:\n    battle:\n      turnAway: at-once\n') }, { zone: 'N37', from: { mittelmeer: 'N36' } });
    expect(r.state.contacts.map((c) => c.fleets.central)).toEqual([['mittelmeer']]);
    expect(r.state.fleets.mittelmeer.zone).not.toBe('N37');
  });
});

describe('7.39 fuel burnt in a tactical battle', () => {
  it('7.39 with the fuel option, each fleet that fought on the tactical map rolls its battle fuel once the battle ends', () => {
    const r = tacticalBattle(`
allied:
  - { id: med, mission: intercept, at: { zone: N37 }, ships: [courbet] }
central:
  - { id: mittelmeer, mission: raid, at: { zone: N37 }, ships: [breslau] }
`, {}, { zone: 'N37', from: { mittelmeer: 'N36' }, options: { tactical: true, fuel: true } });
    const fuel = ofType(r.events, 'gwas.battle-fuel');
    expect(fuel.map((e) => e.data.fleet).sort()).toEqual(['med', 'mittelmeer']);
    const end = ofType(r.events, 'gwas.battle-ends')[0];
    expect(fuel.every((e) => e.seq > end.seq)).toBe(true);
  });
});

describe('7.4 land, 7.42 running aground, 7.43 refloating', () => {
  // N42 (Cattaro): the east, north-east and north-west edges are land; (5, 0) lies beside the east corner.
  const yaml = `
allied:
  - { id: med, mission: intercept, at: { zone: N42 }, ships: [indomitable] }
central:
  - { id: k-u-k, mission: raid, at: { zone: N42 }, ships: [tatra-class-dd] }
`;
  it('7.4, 7.32 ships never enter a land hex; 7.42 a capital ship entering a hex beside land rolls, +1: a 5 runs her aground, and she moves no more', () => {
    const s = setup(yaml, { allied: orders('allied', '  med:\n    battle:\n      closeTo: 0\n') }, 'central', 'N42', {}, [[5]]);
    place(s.run, 'indomitable', 3, 0);
    place(s.run, 'tatra-class-dd', -6, 3);
    s.run.stack.allied = { q: 6, r: 0 }; // where she last saw the enemy: the land corner itself
    moveStep(s.ctx, s.run, 'allied', 1);
    expect(hexOf(s.run, 'indomitable')).toEqual([4, 0]);
    moveStep(s.ctx, s.run, 'allied', 1);
    expect(hexOf(s.run, 'indomitable')).toEqual([5, 0]);
    const [roll] = s.ctx.rolls();
    expect(roll.data.table).toBe('grounding (7.42)');
    expect(roll.data.modifiers.map((m: { name: string }) => m.name)).toEqual(['capital ship']);
    expect(roll.data.result).toBe('aground');
    expect(s.run.places.indomitable.aground).toBe(true);
    moveStep(s.ctx, s.run, 'allied', 1);
    expect(hexOf(s.run, 'indomitable')).toEqual([5, 0]); // aground: and (6, 0) is land in any case
  });
  it('7.42 off her own coast a ship subtracts 1: an Austro-Hungarian destroyer off Cattaro stays clear on a 6', () => {
    const s = setup(yaml, { central: orders('central', '  k-u-k:\n    battle:\n      closeTo: 0\n') }, 'allied', 'N42', {}, [[6]]);
    place(s.run, 'tatra-class-dd', 4, 0);
    place(s.run, 'indomitable', -6, 3);
    s.run.stack.central = { q: 6, r: -1 };
    moveStep(s.ctx, s.run, 'central', 1);
    const [roll] = s.ctx.rolls();
    expect(roll.data.modifiers.map((m: { name: string }) => m.name)).toEqual(['off the ship\'s own coast']);
    expect(roll.data.result).toBe('clear');
    expect(s.run.places['tatra-class-dd'].aground).toBe(false);
  });
  it('7.42 a ship still aground when the battle ends stays aground, unable to manoeuvre, until she refloats', () => {
    const s = setup(yaml, {}, 'central', 'N42', {}, []);
    s.run.places.indomitable.aground = true;
    s.run.places['tatra-class-dd'].exited = 'w';
    s.run.left['k-u-k'] = 'w';
    const out = fightTactical(s.ctx, s.run);
    expect(out.reason).toBe('disengaged');
    afterTactical(s.ctx, s.run, out);
    expect(s.state.ships.indomitable.aground).toEqual({ wasUnable: false });
    expect(s.state.ships.indomitable.unableToManoeuvre).toBe(true);
    expect(s.state.fleets['k-u-k'].zone).toBe('N41');
  });
  it('7.43 in the Weather Phase a grounded ship refloats on a 1 and loses half a die of hull boxes, rounded up; otherwise she stays', () => {
    const { data, state } = withScenario(yaml, TACTICAL);
    state.ships.indomitable.aground = { wasUnable: false };
    state.ships.indomitable.unableToManoeuvre = true;
    const stuck = scriptedContext(data, state, [[2]]);
    refloatStep.run(stuck);
    expect(state.ships.indomitable.aground).toBeDefined();
    const ctx = scriptedContext(data, state, [[1], [3]]);
    refloatStep.run(ctx);
    expect(state.ships.indomitable.aground).toBeUndefined();
    expect(state.ships.indomitable.unableToManoeuvre).toBe(false);
    expect(state.ships.indomitable.damage.hull).toBe(2);
    expect(ctx.rolls().map((r) => r.data.result)).toEqual(['refloated', '2 hull']);
  });
  it('7.43 a ship without any armour adds 1 to the damage die; one disabled before she grounded stays unable to manoeuvre', () => {
    const { data, state } = withScenario(`
allied:
  - { id: med, mission: intercept, at: { zone: N42 }, ships: [gloucester] }
central:
  - { id: k-u-k, mission: raid, at: { zone: N42 }, ships: [tatra-class-dd] }
`, TACTICAL);
    state.ships.gloucester.aground = { wasUnable: true };
    state.ships.gloucester.unableToManoeuvre = true;
    const ctx = scriptedContext(data, state, [[1], [2]]);
    refloatStep.run(ctx);
    expect(ctx.rolls()[1].data.modifiers.map((m: { name: string }) => m.name)).toEqual(['no armour protection']);
    expect(state.ships.gloucester.damage.hull).toBe(2); // (2 + 1) / 2 rounded up
    expect(state.ships.gloucester.unableToManoeuvre).toBe(true);
  });
  it('7.43 without the tactical option nothing is rolled', () => {
    const { data, state } = withScenario(yaml);
    state.ships.indomitable.aground = { wasUnable: false };
    const ctx = scriptedContext(data, state, []);
    refloatStep.run(ctx);
    expect(ctx.rolls()).toEqual([]);
  });
});
