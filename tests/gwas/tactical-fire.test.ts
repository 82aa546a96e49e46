/**
 * 7.5–7.85 and 8.8 gunnery and torpedoes on the tactical map (option `tactical`), with given dice:
 * ranges in hexes, the modifiers, simultaneous results, the largest guns at 4 hexes, torpedo
 * policy from the players' YAML orders, and plunging fire. Dice are read in order: the initiative
 * side's ships first (each: primary, secondary, tertiary), then the other side's, then the
 * damage dice of each hit.
 */
import { describe, expect, it } from 'vitest';
import { withScenario } from '../helpers/gwas.js';
import { scriptedContext } from './scripted-dice.js';
import { applyOrders, orders, TACTICAL, tacticalRun } from './tactical-helpers.js';
import { applyTacticalHits, diceAt, tacticalGunnery, tacticalTorpedoes } from '../../src/games/gwas/tactical/fire.js';
import type { GwasData } from '../../src/games/gwas/data.js';
import type { TacticalRun } from '../../src/games/gwas/tactical/types.js';

type Side = 'allied' | 'central';
const ones = (r: { dice?: number }) => Array(r.dice ?? 1).fill(1);

function battle(allied: string, central: string, at: Record<string, [number, number]>, initiative: Side, dice: number[][], opts: { night?: boolean; sideOrders?: { allied?: string; central?: string }; data?: (d: GwasData) => GwasData } = {}) {
  const base = withScenario(`
allied:
  - { id: med, mission: intercept, at: { zone: N37 }, ships: ${allied} }
central:
  - { id: mittelmeer, mission: raid, at: { zone: N37 }, ships: ${central} }
`, TACTICAL);
  const data = opts.data ? opts.data(base.data) : base.data;
  const { state } = base;
  applyOrders(data, state, opts.sideOrders ?? {});
  const ctx = scriptedContext(data, state, dice, ones);
  const run: TacticalRun = tacticalRun(ctx, 'N37', initiative, { night: opts.night });
  for (const [id, [q, r]] of Object.entries(at)) run.places[id].hex = { q, r };
  run.step = 3;
  return { data, state, ctx, run };
}

const gunRolls = (ctx: ReturnType<typeof battle>['ctx']) => ctx.rolls().filter((r) => r.data.table === 'gunnery (7.5)');

describe('7.5 gunnery combat', () => {
  it('7.5 the initiative declares and rolls first; each ship fires all its guns at one target, primary, secondary, tertiary; 6 hits; +1 italic, +1 adjacent hex', () => {
    const b = battle('[gloucester]', '[breslau]', { gloucester: [0, 0], breslau: [1, 0] }, 'allied', [[5], [4, 1], [5, 3]]);
    const hits = tacticalGunnery(b.ctx, b.run);
    const rolls = gunRolls(b.ctx);
    expect(rolls.map((r) => r.data.purpose.match(/(primary|secondary|tertiary)/)![1])).toEqual(['secondary', 'tertiary', 'tertiary']);
    expect(rolls[0].data.modifiers.map((m: { name: string }) => m.name)).toEqual(['firing ship in italics', 'target in an adjacent hex']);
    expect(rolls[2].data.modifiers.map((m: { name: string }) => m.name)).toEqual(['target in an adjacent hex']);
    expect(hits.map((h) => [h.firer, h.weapon, h.n])).toEqual([['gloucester', 'secondary', 1], ['gloucester', 'tertiary', 1], ['breslau', 'tertiary', 1]]);
  });
  it('7.5 results are simultaneous: a ship sunk by the initiative\'s fire has fired back in the same step', () => {
    const b = battle('[gloucester]', '[breslau]', { gloucester: [0, 0], breslau: [1, 0] }, 'allied', [[6], [1, 1], [6, 1], [2, 3], [2, 3]]);
    b.state.ships.breslau.damage.hull = 4; // one hull box left
    applyTacticalHits(b.ctx, b.run, tacticalGunnery(b.ctx, b.run));
    expect(b.state.ships.breslau.sunk).toBe(true);
    expect(b.ctx.events.filter((e) => e.type === 'gwas.fire' && (e.data as { firer: string }).firer === 'breslau')).toHaveLength(2); // told to both sides
    expect(b.state.ships.gloucester.damage.hull).toBe(1);
  });
  it('7.5 +1 at a target unable to manoeuvre, +1 at one towing or under tow', () => {
    const b = battle('[indomitable]', '[goeben, breslau]', { indomitable: [0, 0], goeben: [0, 0], breslau: [0, 0] }, 'allied', []);
    b.state.ships.goeben.unableToManoeuvre = true;
    b.state.ships.goeben.towedBy = 'breslau';
    tacticalGunnery(b.ctx, b.run);
    const first = gunRolls(b.ctx)[0];
    expect(first.data.purpose).toContain('at 0 hexes');
    expect(first.data.modifiers.map((m: { name: string }) => m.name)).toEqual(['target in the same hex', 'target unable to manoeuvre or in port', 'target under tow or towing']);
  });
  it('7.5, 7.27 at night a primary gun may not fire at 3 hexes (sighting is 2)', () => {
    const b = battle('[indomitable]', '[goeben]', { indomitable: [0, 0], goeben: [3, 0] }, 'allied', [], { night: true });
    expect(tacticalGunnery(b.ctx, b.run)).toEqual([]);
    expect(gunRolls(b.ctx)).toEqual([]);
    const day = battle('[indomitable]', '[goeben]', { indomitable: [0, 0], goeben: [3, 0] }, 'allied', []);
    tacticalGunnery(day.ctx, day.run);
    expect(gunRolls(day.ctx)).toHaveLength(2);
  });
});

describe('7.6 range', () => {
  it('7.6 primary to 3 hexes, secondary to 2, tertiary to 1 (Goeben: 5 primary, 3 secondary, 1 tertiary)', () => {
    const dice = (hexes: number) => {
      const b = battle('[indomitable]', '[goeben]', { indomitable: [0, 0], goeben: [hexes, 0] }, 'central', []);
      tacticalGunnery(b.ctx, b.run);
      return gunRolls(b.ctx).map((r) => `${r.data.purpose.match(/(primary|secondary|tertiary)/)![1]} ${r.data.dice.length}`);
    };
    // Central has the initiative: Goeben's rolls come first, then Indomitable's (5 primary, 3 tertiary).
    expect(dice(4)).toEqual([]);
    expect(dice(3)).toEqual(['primary 5', 'primary 5']);
    expect(dice(2)).toEqual(['primary 5', 'secondary 3', 'primary 5']);
    expect(dice(1)).toEqual(['primary 5', 'secondary 3', 'tertiary 1', 'primary 5', 'tertiary 3']);
  });
});

describe('7.7 large-calibre primary guns', () => {
  // No ship of our roster has 11 primary: these data sheets are the test's own.
  const big = (nation: string) => (d: GwasData): GwasData => ({ ...d, ships: { ...d.ships, indomitable: { ...d.ships.indomitable, nation, gunnery: { ...d.ships.indomitable.gunnery, primary: 11 } } } });
  it('7.7 a ship of 11 or more primary reaches 4 hexes, its primary halved rounding up (6 dice)', () => {
    const b = battle('[indomitable]', '[goeben]', { indomitable: [0, 0], goeben: [4, 0] }, 'allied', [], { data: big('britain') });
    tacticalGunnery(b.ctx, b.run);
    const [roll] = gunRolls(b.ctx);
    expect(roll.data.dice).toHaveLength(6);
    expect(roll.rule).toBe('7.5, 7.7');
    expect(diceAt(b.ctx, b.run, b.state.ships.indomitable, 3).primary).toBe(11);
  });
  it('7.7 French ships excepted: no fire at 4 hexes', () => {
    const b = battle('[indomitable]', '[goeben]', { indomitable: [0, 0], goeben: [4, 0] }, 'allied', [], { data: big('france') });
    expect(tacticalGunnery(b.ctx, b.run)).toEqual([]);
    expect(gunRolls(b.ctx)).toEqual([]);
  });
});

describe('8.8 plunging fire', () => {
  it('8.8 a primary hit at 3 hexes whose damage roll is the † result (10) marks one more hull box', () => {
    const b = battle('[indomitable]', '[goeben]', { indomitable: [0, 0], goeben: [3, 0] }, 'allied', [[6, 1, 1, 1, 1], [1, 1, 1, 1, 1], [4, 6]]);
    applyTacticalHits(b.ctx, b.run, tacticalGunnery(b.ctx, b.run));
    expect(b.state.ships.goeben.damage.hull).toBe(2);
    const dmg = b.ctx.events.find((e) => e.type === 'gwas.damage')!;
    expect(dmg.data).toMatchObject({ plunging: true });
  });
  it('8.8 the same hit at 2 hexes marks the one box the table gives', () => {
    const b = battle('[indomitable]', '[goeben]', { indomitable: [0, 0], goeben: [2, 0] }, 'allied', [[6, 1, 1, 1, 1], [1, 1, 1, 1, 1], [1, 1, 1], [4, 6]]);
    applyTacticalHits(b.ctx, b.run, tacticalGunnery(b.ctx, b.run));
    expect(b.state.ships.goeben.damage.hull).toBe(1);
    expect(b.ctx.events.find((e) => e.type === 'gwas.damage')!.data).not.toHaveProperty('plunging');
  });
  it('8.8 another result at 3 hexes (5: one hull) gains nothing', () => {
    const b = battle('[indomitable]', '[goeben]', { indomitable: [0, 0], goeben: [3, 0] }, 'allied', [[6, 1, 1, 1, 1], [1, 1, 1, 1, 1], [2, 3]]);
    applyTacticalHits(b.ctx, b.run, tacticalGunnery(b.ctx, b.run));
    expect(b.state.ships.goeben.damage.hull).toBe(1);
  });
});

describe('7.8 torpedo combat', () => {
  const torps = (ctx: ReturnType<typeof battle>['ctx']) => ctx.rolls().filter((r) => r.data.table === 'torpedo attack (7.81)');
  it('7.8 torpedoes only at the same or an adjacent hex: none at 2 hexes', () => {
    const b = battle('[indomitable]', '[breslau]', { indomitable: [0, 0], breslau: [2, 0] }, 'central', []);
    expect(tacticalTorpedoes(b.ctx, b.run)).toEqual([]);
    expect(torps(b.ctx)).toEqual([]);
  });
  it('7.81 the modifiers: +1 capital target, +1 same hex, −1 fixed tube; a 5 hits; 7.82 the hit rolls on the Torpedo Damage Table', () => {
    const b = battle('[indomitable]', '[breslau]', { indomitable: [0, 0], breslau: [0, 0] }, 'central', [[5], [6, 2]], { sideOrders: { allied: orders('allied', '  med:\n    battle:\n      torpedoes: hold\n') } });
    const hits = tacticalTorpedoes(b.ctx, b.run);
    const [roll] = torps(b.ctx);
    expect(roll.data.modifiers.map((m: { name: string }) => m.name)).toEqual(['target is a capital ship', 'fixed torpedo tube', 'target in the same hex']);
    expect(hits.map((h) => [h.firer, h.target.id, h.n])).toEqual([['breslau', 'indomitable', 1]]);
    applyTacticalHits(b.ctx, b.run, hits);
    expect(b.ctx.rolls().at(-1)!.data.table).toBe('Torpedo Damage Table');
    expect(b.state.ships.indomitable.damage.hull).toBe(1);
  });
  it('7.84 a ship fires its torpedoes once: the tube box is marked and the next torpedo step passes her by', () => {
    const b = battle('[indomitable]', '[breslau]', { indomitable: [0, 0], breslau: [1, 0] }, 'central', [[1]], { sideOrders: { allied: orders('allied', '  med:\n    battle:\n      torpedoes: hold\n') } });
    tacticalTorpedoes(b.ctx, b.run);
    expect(b.state.ships.breslau.torpedoesFired).toBe(true);
    expect(b.state.ships.breslau.damage.torpedo).toBe(1);
    tacticalTorpedoes(b.ctx, b.run);
    expect(torps(b.ctx)).toHaveLength(1);
  });
  it('7.83 a ship that has lost all speed cannot fire torpedoes; 7.85 nor one whose tubes are destroyed (by gunnery in the step before)', () => {
    const stopped = battle('[indomitable]', '[breslau]', { indomitable: [0, 0], breslau: [1, 0] }, 'central', [], { sideOrders: { allied: orders('allied', '  med:\n    battle:\n      torpedoes: hold\n') } });
    stopped.state.ships.breslau.unableToManoeuvre = true;
    expect(tacticalTorpedoes(stopped.ctx, stopped.run)).toEqual([]);
    const tubes = battle('[indomitable]', '[breslau]', { indomitable: [0, 0], breslau: [1, 0] }, 'central', [], { sideOrders: { allied: orders('allied', '  med:\n    battle:\n      torpedoes: hold\n') } });
    tubes.state.ships.breslau.damage.torpedo = 1;
    expect(tacticalTorpedoes(tubes.ctx, tubes.run)).toEqual([]);
  });
  it('7.8 by standing order: "hold" never fires; "same-hex" only into the same hex; "at-capital" only at a capital ship', () => {
    const policy = (p: string, at: [number, number], target = 'indomitable') => {
      const b = battle(`[${target}]`, '[breslau]', { [target]: [0, 0], breslau: at }, 'central', [[1], [1]], {
        sideOrders: { central: orders('central', `  mittelmeer:\n    battle:\n      torpedoes: ${p}\n`), allied: orders('allied', '  med:\n    battle:\n      torpedoes: hold\n') },
      });
      return tacticalTorpedoes(b.ctx, b.run) && torps(b.ctx).length;
    };
    expect(policy('hold', [0, 0])).toBe(0);
    expect(policy('fire', [1, 0])).toBe(1);
    expect(policy('same-hex', [1, 0])).toBe(0);
    expect(policy('same-hex', [0, 0])).toBe(1);
    expect(policy('at-capital', [1, 0])).toBe(1);
    expect(policy('at-capital', [1, 0], 'gloucester')).toBe(0);
  });
});

describe('11.22 a tow in a tactical battle', () => {
  it('11.22 with a ship under tow in the battle, the first gunnery step in which anyone could fire has no gunnery; the next has', async () => {
    const { fightTactical } = await import('../../src/games/gwas/tactical/battle.js');
    const keep = '      keepAt: 3\n      turnAway: never\n';
    const b = battle('[indomitable, inflexible]', '[goeben]', {}, 'central', [], {
      sideOrders: { allied: orders('allied', `  med:\n    battle:\n${keep}`), central: orders('central', `  mittelmeer:\n    battle:\n${keep}`) },
    });
    b.state.ships.inflexible.unableToManoeuvre = true;
    b.state.ships.inflexible.towedBy = 'indomitable';
    b.run.towSilence = true;
    for (const [id, q] of [['indomitable', 0], ['inflexible', 0], ['goeben', 3]] as const) b.run.places[id].hex = { q, r: 0 };
    fightTactical(b.ctx, b.run);
    const silence = b.ctx.events.filter((e) => e.type === 'gwas.tactical-silence');
    expect(silence.map((e) => (e.data as { step: number }).step)).toEqual([3, 3]);
    const gunnery = gunRolls(b.ctx).filter((r) => r.data.purpose.includes('sequence 1 ')).map((r) => Number(/step (\d+)/.exec(r.data.purpose)![1]));
    expect(gunnery).not.toContain(3);
    expect(gunnery[0]).toBe(7);
  });
});
