/**
 * 7.0–7.29, 7.41 the tactical battle's set-up (campaign option `tactical`): the initiative,
 * deployment by the fleets' standing orders, face-down counters, sighting, chance encounters,
 * fleets kept apart, and land on the tactical map. Zones: N37 is open sea on every side; N42
 * (Cattaro) has land to the east, north-east and north-west; AA33 holds an island.
 * The tactical map is a hexagon of radius 6 (hexes.ts); a hex is (q, r), q east, r south-east;
 * the west corner is (-6, 0).
 */
import { describe, expect, it } from 'vitest';
import { ofType, withScenario } from '../helpers/gwas.js';
import { scriptedContext } from './scripted-dice.js';
import { applyOrders, hexOf, orders, sideOf, TACTICAL, tacticalBattle, tacticalRun } from './tactical-helpers.js';
import { distance, distanceToEdge, edgeHexes, RADIUS } from '../../src/games/gwas/tactical/hexes.js';
import { sightingRange } from '../../src/games/gwas/tactical/sighting.js';
import { tacticalMap } from '../../src/games/gwas/tactical/map.js';
import { setupState } from '../../src/games/gwas/setup.js';
import { gwasDefinition } from '../../src/games/gwas/definition.js';

const BRITISH_9 = '[indomitable, indefatigable, inflexible, gloucester, glasgow, bristol, dartmouth, weymouth, chatham]';
const scenario = (allied: string, central = '[goeben, breslau]', mission = 'intercept') => `
allied:
  - { id: med, mission: ${mission}, at: { zone: N37 }, ships: ${allied} }
central:
  - { id: mittelmeer, mission: raid, at: { zone: N37 }, ships: ${central} }
`;

/** A deployed tactical run in N37; the Central Powers entered from N36 (the west edge). */
function deployed(yaml: string, initiative: 'allied' | 'central', sideOrders: { allied?: string; central?: string } = {}, opts: { night?: boolean; chance?: boolean; zone?: string; from?: string; weather?: number } = {}) {
  const { data, state } = withScenario(yaml, TACTICAL);
  applyOrders(data, state, sideOrders);
  const zone = opts.zone ?? 'N37';
  state.fleets.mittelmeer.log.push({ turn: state.turn, from: opts.from ?? 'N36', path: [zone], port: null });
  const ctx = scriptedContext(data, state, []);
  return { data, state, run: tacticalRun(ctx, zone, initiative, opts) };
}

describe('7.0 advanced combat is a campaign option', () => {
  it('7.0 the option `tactical` is offered, off by default; a campaign without it keeps no options in its state', () => {
    const schema = gwasDefinition.adapter(() => { throw new Error('no data needed'); }).options!.schema as { properties: Record<string, { default: boolean }> };
    expect(schema.properties.tactical.default).toBe(false);
    const { data } = withScenario(scenario('[gloucester]'));
    expect(setupState(data, 'test').options).toBeUndefined();
    expect(setupState(data, 'test', TACTICAL).options).toEqual({ tactical: true });
  });
  it('7.0 with the option a contact is fought on the tactical map: the battle says so, and moves ships by hexes', () => {
    const r = tacticalBattle(scenario('[indomitable, indefatigable]'), {}, { zone: 'N37', from: { mittelmeer: 'N36' } });
    const begins = ofType(r.events, 'gwas.battle-begins');
    expect(begins.map((e) => e.data.tactical)).toEqual([true, true]);
    expect(ofType(r.events, 'gwas.tactical-picture').length).toBeGreaterThan(2);
    expect(ofType(r.events, 'gwas.battle-round')).toHaveLength(0); // no Basic Combat round
  });
});

describe('7.1 sequence of the battle phase', () => {
  it('7.1 A: the Allied die decides the initiative (3 or less Central), recorded for both sides; B, C: the side without it deploys in the centre, the other at an edge', () => {
    const r = tacticalBattle(scenario('[indomitable, indefatigable]'), {}, { zone: 'N37', from: { mittelmeer: 'N36', med: 'N38' } });
    const roll = ofType(r.events, 'roll').find((e) => e.data.table === 'tactical initiative (7.1)')!;
    expect(roll.audience).toEqual({ to: 'sides', sides: ['allied', 'central'] });
    const init = roll.data.total <= 3 ? 'central' : 'allied';
    const [first] = ofType(r.events, 'gwas.tactical-picture').filter((e) => sideOf(e) === init);
    const [other] = ofType(r.events, 'gwas.tactical-picture').filter((e) => sideOf(e) !== init);
    expect(first.data.initiative).toBe(init);
    // The initiative's ships stand on the map's edge (RADIUS from the centre), the other side's in the centre.
    expect(first.data.own.every((s: { hex: { q: number; r: number } }) => distance(s.hex, { q: 0, r: 0 }) === RADIUS)).toBe(true);
    expect(other.data.own.every((s: { hex: { q: number; r: number } }) => distance(s.hex, { q: 0, r: 0 }) <= 1)).toBe(true);
  });
});

describe('7.2 ship deployment', () => {
  it('7.2, 7.21 the side without the initiative takes the centre hex nearest the entering edge, out of its sight; a ninth ship goes to the next hex, still nearest that edge', () => {
    const { run } = deployed(scenario(BRITISH_9), 'central');
    expect(hexOf(run, 'indomitable')).toEqual([-1, 0]);
    const hexes = new Map<string, number>();
    for (const s of run.ships.allied) hexes.set(String(hexOf(run, s.id)), (hexes.get(String(hexOf(run, s.id))) ?? 0) + 1);
    expect([...hexes.entries()]).toEqual([['-1,0', 5], ['-1,1', 4]]);
    for (const s of run.ships.allied) expect(distanceToEdge(run.places[s.id].hex, 'w')).toBeGreaterThan(4);
  });
  it('7.22 the initiative enters by the edge its fleet came from: from N36, the zone to the west, the west corner', () => {
    const { run } = deployed(scenario('[gloucester]'), 'central');
    expect(run.edges.mittelmeer).toBe('w');
    expect(hexOf(run, 'goeben')).toEqual([-6, 0]);
    expect(edgeHexes('w').some((h) => h.q === -6 && h.r === 0)).toBe(true);
  });
  it('7.22 a fleet that did not move enters by the first sea edge (east first)', () => {
    const { run } = deployed(scenario('[gloucester]'), 'allied');
    expect(run.edges.med).toBe('e');
    expect(hexOf(run, 'gloucester')).toEqual([6, 0]);
  });
  it('7.23 counters go down face-down: neither side has identified an enemy ship, but each knows where the enemy\'s counters stand (the stack)', () => {
    const r = tacticalBattle(scenario('[indomitable]'), {}, { zone: 'N37', from: { mittelmeer: 'N36' } });
    for (const e of ofType(r.events, 'gwas.battle-begins')) expect(e.data.identified).toEqual([]);
    const [a, c] = ofType(r.events, 'gwas.tactical-picture').slice(0, 2);
    expect(a.data.enemy).toEqual([]);
    expect(c.data.enemy).toEqual([]);
    expect(a.data.stack).not.toBeNull();
    expect(JSON.stringify(a.data)).not.toContain('goeben');
    expect(JSON.stringify(c.data)).not.toContain('indomitable');
  });
  it('7.24 a fleet of four or more stands in one hex or adjacent hexes; "formation: together" fills hexes to eight, "loose" puts four a hex; fewer than four share one hex', () => {
    const eight = '[indomitable, indefatigable, inflexible, gloucester, glasgow, bristol, dartmouth, weymouth]';
    const together = deployed(scenario(eight), 'central', { allied: orders('allied', '  med:\n    battle:\n      formation: together\n') }).run;
    expect(new Set(together.ships.allied.map((s) => String(hexOf(together, s.id)))).size).toBe(1);
    const loose = deployed(scenario(eight), 'central', { allied: orders('allied', '  med:\n    battle:\n      formation: loose\n') }).run;
    const hexes = [...new Set(loose.ships.allied.map((s) => String(hexOf(loose, s.id))))];
    expect(hexes).toHaveLength(2);
    const [a, b] = hexes.map((h) => ({ q: Number(h.split(',')[0]), r: Number(h.split(',')[1]) }));
    expect(distance(a, b)).toBe(1);
    const three = deployed(scenario('[gloucester, glasgow, bristol]'), 'central', { allied: orders('allied', '  med:\n    battle:\n      formation: loose\n') }).run;
    expect(new Set(three.ships.allied.map((s) => String(hexOf(three, s.id)))).size).toBe(1);
  });
  it('7.25 a Raid fleet in loose formation may split even two ships, one a hex, in adjacent hexes', () => {
    const { run } = deployed(`
allied:
  - { id: med, mission: intercept, at: { zone: N37 }, ships: [gloucester] }
central:
  - { id: mittelmeer, mission: raid, at: { zone: N37 }, ships: [goeben, breslau] }
`, 'allied', { central: orders('central', '  mittelmeer:\n    battle:\n      formation: loose\n') });
    expect(distance(run.places.goeben.hex, run.places.breslau.hex)).toBe(1);
  });
  it('7.26 a fleet of more than four puts one nationality a hex: the rule\'s seven Italian, one British and one French ship take three hexes', () => {
    const { run } = deployed(scenario('[quarto, nino-bixio, marsala, aquila, carlo-mirabello, carlo-alberto-racchia, indomito-class-dd, gloucester, courbet]'), 'central');
    const hex = (id: string) => String(hexOf(run, id));
    expect(new Set(['quarto', 'nino-bixio', 'marsala', 'aquila', 'carlo-mirabello', 'carlo-alberto-racchia', 'indomito-class-dd'].map(hex)).size).toBe(1);
    expect(new Set([hex('quarto'), hex('gloucester'), hex('courbet')]).size).toBe(3);
  });
  it('7.27 sighting: 4 hexes by day, 2 by night; weather: mist 3, fog, squall and storm 2 by day, gale 1', () => {
    expect([1, 2, 3, 4, 5, 6].map((w) => sightingRange(false, w))).toEqual([4, 3, 2, 2, 2, 1]);
    expect([1, 2, 3, 4, 5, 6].map((w) => sightingRange(true, w))).toEqual([2, 2, 2, 2, 2, 1]);
  });
  it('7.27 an enemy ship comes face-up when it comes within sighting range of one of the side\'s ships, and is named from then on', () => {
    const r = tacticalBattle(scenario('[indomitable, indefatigable]'), {
      allied: orders('allied', '  med:\n    battle:\n      closeTo: 0\n'), central: orders('central', '  mittelmeer:\n    battle:\n      closeTo: 0\n      turnAway: never\n'),
    }, { zone: 'N37', from: { mittelmeer: 'N36' } });
    const pictures = ofType(r.events, 'gwas.tactical-picture').filter((e) => sideOf(e) === 'allied');
    const firstSeen = pictures.find((p) => p.data.enemy.length > 0)!;
    const own = firstSeen.data.own.map((s: { hex: { q: number; r: number } }) => s.hex);
    for (const e of firstSeen.data.enemy) expect(Math.min(...own.map((h: { q: number; r: number }) => distance(h, e.hex)))).toBeLessThanOrEqual(4);
    const before = pictures[pictures.indexOf(firstSeen) - 1];
    expect(before.data.enemy).toEqual([]);
    expect(ofType(r.events, 'gwas.battle-ends').find((e) => sideOf(e) === 'allied')!.data.identified).toContain('goeben');
  });
  it('7.28 a chance encounter by day brings the initiative one hex nearer the centre; by night two', () => {
    expect(hexOf(deployed(scenario('[gloucester]'), 'central', {}, { chance: true }).run, 'goeben')).toEqual([-5, 0]);
    expect(hexOf(deployed(scenario('[gloucester]'), 'central', {}, { chance: true, night: true }).run, 'goeben')).toEqual([-4, 0]);
    expect(hexOf(deployed(scenario('[gloucester]'), 'central', {}, { chance: false }).run, 'goeben')).toEqual([-6, 0]);
  });
  it('7.28 the contact\'s natural search 6 is what makes the encounter a chance one (read from the contact record)', () => {
    const plain = tacticalBattle(scenario('[gloucester]'), {}, { zone: 'N37', from: { mittelmeer: 'N36', med: 'N36' }, seed: 's1' });
    const chance = tacticalBattle(scenario('[gloucester]'), {}, { zone: 'N37', from: { mittelmeer: 'N36', med: 'N36' }, seed: 's1', chance: true });
    const edgeDistance = (r: typeof plain) => {
      const init = ofType(r.events, 'gwas.battle-begins')[0].data.initiative as string;
      const p = ofType(r.events, 'gwas.tactical-picture').find((e) => sideOf(e) === init)!;
      return distance(p.data.own[0].hex, { q: 0, r: 0 });
    };
    expect(edgeDistance(plain)).toBe(6);
    expect(edgeDistance(chance)).toBe(5);
  });
  it('7.29 ships of two fleets of a side never share a hex', () => {
    const { run } = deployed(`
allied:
  - { id: bcs, mission: intercept, at: { zone: N37 }, ships: [indomitable, indefatigable] }
  - { id: cls, mission: intercept, at: { zone: N37 }, ships: [gloucester, glasgow] }
central:
  - { id: mittelmeer, mission: raid, at: { zone: N37 }, ships: [goeben] }
`, 'central');
    expect(hexOf(run, 'indomitable')).not.toEqual(hexOf(run, 'gloucester'));
    expect(hexOf(run, 'indomitable')).toEqual(hexOf(run, 'indefatigable'));
    expect(hexOf(run, 'gloucester')).toEqual(hexOf(run, 'glasgow'));
  });
});

describe('7.41 land on the tactical map', () => {
  it('7.41 an edge towards an all-land hex of the operational map is land; its zone has no exit there', () => {
    const { data } = withScenario(scenario('[gloucester]'));
    const m = tacticalMap(data, 'N42');
    expect(m.landEdges).toEqual(['e', 'ne', 'nw']);
    expect(m.exits).toMatchObject({ e: null, w: 'N41' });
    expect(m.land.has('6,0')).toBe(true);
    expect(tacticalMap(data, 'N37').landEdges).toEqual([]);
  });
  it('7.41 an island in the zone makes the seven centre hexes land: the side without the initiative deploys beside it, nearer the enemy\'s edge', () => {
    const { run } = deployed(scenario('[gloucester]'), 'central', {}, { zone: 'AA33', from: 'AA32' });
    expect(run.edges.mittelmeer).toBe('w');
    expect(run.map.island).toBe(true);
    expect(distance(run.places.gloucester.hex, { q: 0, r: 0 })).toBe(2);
    expect(hexOf(run, 'gloucester')).toEqual([-2, 0]);
    expect(distance(run.places.gloucester.hex, run.places.goeben.hex)).toBe(4); // in sight at once: closer than the usual 5
  });
});

describe('7.27 each side sees the battle as it may know it', () => {
  const yaml = `
allied:
  - { id: med, mission: intercept, at: { zone: N37 }, ships: [indomitable, indefatigable, gloucester] }
central:
  - { id: mittelmeer, mission: raid, at: { zone: N37 }, ships: [goeben, breslau] }
`;
  it.each(['f1', 'f2', 'f3', 'f4'])('7.27 seed %s: no event to a side names an enemy ship before it came into that side\'s sight; the umpire is told every ship\'s hex', (seed) => {
    const r = tacticalBattle(yaml, {
      allied: orders('allied', '  med:\n    battle:\n      closeTo: 1\n      formation: loose\n'),
      central: orders('central', '  mittelmeer:\n    battle:\n      keepAt: 3\n      turnAway: { hullLost: 3 }\n'),
    }, { zone: 'N37', from: { mittelmeer: 'N36' }, seed });
    const enemyOf = { allied: ['goeben', 'breslau'], central: ['indomitable', 'indefatigable', 'gloucester'] } as const;
    for (const side of ['allied', 'central'] as const) {
      const seen = new Set<string>();
      for (const e of r.events) {
        if (sideOf(e) !== side) continue;
        if (e.type === 'gwas.tactical-picture') for (const x of (e.data as { enemy: { ship: string }[] }).enemy) seen.add(x.ship);
        const text = JSON.stringify(e.data);
        for (const id of enemyOf[side]) if (text.includes(`"${id}"`)) expect(seen.has(id), `${e.type} to ${side} names ${id}`).toBe(true);
      }
    }
    const umpire = ofType(r.events, 'gwas.tactical-picture-umpire');
    expect(umpire[0].audience).toEqual({ to: 'umpire' });
    expect(Object.keys(umpire[0].data.ships).sort()).toEqual(['breslau', 'gloucester', 'goeben', 'indefatigable', 'indomitable']);
  });
});
