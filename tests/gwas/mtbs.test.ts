/**
 * 18.0 Motor torpedo boats, a campaign option (`mtbs: true`): patrol zones from the players'
 * turn-1 YAML orders (18.1), then contact and attacks through given dice. The test scenario's
 * MTBs are Italian MAS boats given to the Central side with Austro-Hungarian ports (Cattaro, N42):
 * N41 is a coastal zone next to it; the Allied squadron sails from Malta (AC37).
 */
import { describe, expect, it } from 'vitest';
import { check, codes, gameData, ofType, play, withScenario } from '../helpers/gwas.js';
import { scriptedContext, two } from './scripted-dice.js';
import { checkGwasText } from '../../src/games/gwas/check-text.js';
import { setupState } from '../../src/games/gwas/setup.js';
import { redactState } from '../../src/games/gwas/views/redact.js';
import { mtbStep, mtbTorpedoModifiers } from '../../src/games/gwas/mtbs/attack.js';
import { applyPatrolOrders } from '../../src/games/gwas/submarines/patrol.js';
import type { GwasData } from '../../src/games/gwas/data.js';
import type { RollRequest } from '../../src/kernel/turn.js';
import type { GwasState, SideId } from '../../src/games/gwas/state.js';

const MTBS = { mtbs: true } as const;
const o = (side: string, body: string, turn = 1) => `side: ${side}\nturn: ${turn}\n${body}`;

const scenario = (ships = '[queen-elizabeth]', boats = '    - { ship: mas-9, side: central }') => `
allied:
  - { id: squadron, mission: intercept, at: { port: malta }, ships: ${ships} }
central:
  - { id: scouts, mission: intercept, at: { port: cattaro }, ships: [helgoland] }
mtbs:
  boats:
${boats}
`;

function place(data: GwasData, state: GwasState, body: string, side: SideId = 'central'): void {
  const r = checkGwasText(data, state, side, o(side, body, state.turn));
  if (!r.orders) throw new Error(r.diagnostics.map((d) => `${d.code} ${d.message}`).join('\n'));
  applyPatrolOrders(state, side, r.orders);
}

function placed(ships?: string, body = 'mtbs:\n  mas-9: { zone: N41, attack: any }\n', boats?: string) {
  const { data, state } = withScenario(scenario(ships, boats), MTBS);
  place(data, state, body);
  return { data, state };
}

/** The MTB step alone, with given dice, after the Allied squadron entered N41 this turn. */
function enter(data: GwasData, state: GwasState, dice: number[][], fallback?: () => number[], path = ['N41']) {
  const f = state.fleets.squadron;
  f.log.push({ turn: state.turn, from: 'O41', path, port: null });
  f.zone = path[path.length - 1];
  f.port = null;
  const ctx = askedFor(scriptedContext(data, state, dice, fallback));
  mtbStep.run(ctx);
  return ctx;
}

const tables = (ctx: { rolls(): { data: { table: string } }[] }) => ctx.rolls().map((r) => r.data.table);

describe('18.0 MTBs are a campaign option', () => {
  it('18.0 without the option there are no MTBs, and an "mtbs:" block is refused (GW2711)', () => {
    const { data, state } = withScenario(scenario());
    expect(state.patrols).toBeUndefined();
    expect(codes(check(data, state, 'central', o('central', 'mtbs:\n  mas-9: { zone: N41 }\n')))).toEqual(['GW2711']);
  });
  it('18.0 with the option Otranto has two Italian MAS boats for the Allies (our addition), and the submarines only with theirs', () => {
    const data = gameData();
    const state = setupState(data, 'otranto-1917', MTBS);
    expect(state.patrols!.map((b) => [b.id, b.side, b.kind])).toEqual([['mas-15', 'allied', 'mtb'], ['mas-9', 'allied', 'mtb']]);
  });
});

describe('18.1 patrol zone', () => {
  it('18.1 a coastal zone within 5 zones of a friendly port is accepted', () => {
    const { state } = placed();
    expect(state.patrols![0]).toMatchObject({ id: 'mas-9', zone: 'N41', attack: 'any' });
  });
  it('18.1 open sea is refused, and so is a coast far from any friendly port (GW2714)', () => {
    const { data, state } = withScenario(scenario(), MTBS);
    const open = check(data, state, 'central', o('central', 'mtbs:\n  mas-9: { zone: P42 }\n'));
    expect(codes(open)).toEqual(['GW2714']);
    expect(open[0].message).toContain('not a coastal zone');
    const far = check(data, state, 'central', o('central', 'mtbs:\n  mas-9: { zone: AB36 }\n'));
    expect(codes(far)).toEqual(['GW2714']);
    expect(far[0].message).toContain('more than 5 zones from a friendly port');
  });
  it('18.1 only the side\'s own MTBs (GW2712); one left out takes no part (GW2716); the zone is fixed (GW2715)', () => {
    const { data, state } = withScenario(scenario(), MTBS);
    expect(codes(check(data, state, 'allied', o('allied', 'mtbs:\n  mas-9: { zone: N41 }\n')))).toEqual(['GW2712']);
    expect(check(data, state, 'central', o('central', 'fleets: {}\n')).map((d) => [d.code, d.severity])).toEqual([['GW2716', 'warning']]);
    place(data, state, 'mtbs:\n  mas-9: { zone: N41 }\n');
    state.turn = 2;
    expect(codes(check(data, state, 'central', o('central', 'mtbs:\n  mas-9: { zone: N40 }\n', 2)))).toEqual(['GW2715']);
  });
});

describe('18.2 contact', () => {
  it('18.2 one die for each ship in the zone (a group counter counts its ships): all 1s and 2s, no contact and no one told', () => {
    const { data, state } = placed('[queen-elizabeth, beagle-class-dd]');
    const ctx = enter(data, state, [[1, 2, 2, 1]]);
    expect(ctx.asked[0]).toBe(4);
    expect(ctx.rolls()[0].audience).toEqual({ to: 'umpire' });
    expect(ctx.events.filter((e) => e.audience.to !== 'umpire')).toEqual([]);
  });
  it('18.2 a 3 or more makes contact, and the MTB\'s side is told the type and name of every ship', () => {
    const { data, state } = placed('[queen-elizabeth, beagle-class-dd]');
    const ctx = enter(data, state, [[1, 1, 3, 1], [4], [1, 1]]);
    const [c] = ofType(ctx.events, 'gwas.mtb-contact');
    expect(c.audience).toEqual({ to: 'sides', sides: ['central'] });
    expect(c.data.ships).toEqual(['beagle-class-dd', 'queen-elizabeth']);
  });
  it('18.2 by night as by day (18 has no day rule)', () => {
    const { data, state } = placed();
    state.turn = 5;
    expect(tables(enter(data, state, [[1]]))).toEqual(['MTB contact (18.2)']);
  });
});

describe('18.3 an MTB\'s torpedo value is 2', () => {
  it('18.3 two dice for the attack', () => {
    const { data, state } = placed();
    const ctx = enter(data, state, [[3], [5], [1, 1]]);
    expect(ctx.asked.at(-1)).toBe(2);
  });
});

describe('18.4 MTB attacks', () => {
  it('18.4 surprise on 4-6: the MTB fires first, and no gun fires at it', () => {
    const { data, state } = placed();
    const ctx = enter(data, state, [[3], [4], [1, 1]]);
    expect(tables(ctx)).toEqual(['MTB contact (18.2)', 'MTB surprise (18.4)', 'MTB torpedo attack (18.3, 18.4)']);
  });
  it('18.4 on 2-3 the target fires its full gunnery first; one hit of any gun sinks the MTB, which never fires', () => {
    const { data, state } = placed('[queen-elizabeth, beagle-class-dd]', 'mtbs:\n  mas-9: { zone: N41, attack: capital }\n');
    const dice = data.ships['queen-elizabeth'].gunnery;
    const ctx = enter(data, state, [[3], [2], [6, ...Array(dice.primary + dice.secondary + dice.tertiary - 1).fill(1)]]);
    expect(tables(ctx)).toEqual(['MTB contact (18.2)', 'MTB surprise (18.4)', 'Gunnery at an MTB (18.4)']);
    expect(ctx.rolls()[2].data.purpose).toContain('Queen Elizabeth');
    expect(state.patrols![0]).toMatchObject({ sunk: true, fired: false });
  });
  it('18.4 on 2-3, if the target\'s guns miss, the MTB still fires', () => {
    const { data, state } = placed();
    const ctx = enter(data, state, [[3], [3], [1], [1, 1]], () => [1]);
    expect(tables(ctx).at(-1)).toBe('MTB torpedo attack (18.3, 18.4)');
    expect(state.patrols![0]).toMatchObject({ sunk: false, fired: true });
  });
  it('18.4 on a 1 every ship of the fleet fires, and a ship whose name is in italics hits on a 5', () => {
    const { data, state } = placed('[queen-elizabeth, dartmouth]', 'mtbs:\n  mas-9: { zone: N41, attack: capital }\n');
    const qe = data.ships['queen-elizabeth'].gunnery;
    const ctx = enter(data, state, [[3], [1], Array(qe.primary + qe.secondary + qe.tertiary).fill(1), [5, 1, 1, 1, 1, 1, 1, 1, 1, 1].slice(0, gunDice(data, 'dartmouth'))]);
    expect(tables(ctx)).toEqual(['MTB contact (18.2)', 'MTB surprise (18.4)', 'Gunnery at an MTB (18.4)', 'Gunnery at an MTB (18.4)']);
    expect(ctx.asked.slice(2)).toEqual([gunDice(data, 'queen-elizabeth'), gunDice(data, 'dartmouth')]);
    expect(data.ships.dartmouth.italic).toBe(true);
    expect(state.patrols![0].sunk).toBe(true);
  });
  it('18.4 the rulebook\'s example: two MTBs pick Tegetthoff and Szent Istvan; surprised on a 3, Tegetthoff fires 12 dice (8-3-1) and blows the first to pieces; the second surprises Szent Istvan on a 6 and rolls 5 and 6: two hits on a capital ship', () => {
    const boats = '    - { ship: mas-9, side: central }\n    - { ship: mas-15, side: central }';
    const { data, state } = withScenario(scenario('[szent-istvan, tegetthoff]', boats), MTBS);
    place(data, state, 'mtbs:\n  mas-15: { zone: N41, targets: [tegetthoff] }\n  mas-9: { zone: N41, targets: [szent-istvan] }\n');
    const teg = data.ships.tegetthoff.gunnery;
    expect([teg.primary, teg.secondary, teg.tertiary]).toEqual([8, 3, 1]);
    // Contact (two ships, two dice); MTB 1 (mas-15): surprise 3, Tegetthoff's 12 dice (six 6s, two 5s, three 4s, a 1);
    // MTB 2 (mas-9): surprise 6, torpedo dice 5 and 6, then the Torpedo Damage Table for each hit.
    const ctx = enter(data, state, [[3, 3], [3], [6, 6, 6, 6, 6, 6, 5, 5, 4, 4, 4, 1], [6], [5, 6], two(7), two(7)]);
    const attacks = ofType(ctx.events, 'gwas.mtb-attack');
    expect(attacks.map((a) => [a.data.mtb, a.data.target, a.data.firedFirst, a.data.mtbSunk, a.data.hits])).toEqual([
      ['mas-15', 'tegetthoff', ['tegetthoff'], true, 0], ['mas-9', 'szent-istvan', [], false, 2],
    ]);
    const gun = ctx.rolls().find((r) => r.data.table === 'Gunnery at an MTB (18.4)')!;
    expect(ctx.asked[ctx.rolls().indexOf(gun)]).toBe(12);
    expect(gun.data.result).toBe('6 hit(s)');
    // 18.5 adds 1 for an Italian MTB: the 5 and the 6 hit with or without it, as in the example.
    const torpedo = ctx.rolls().find((r) => r.data.table === 'MTB torpedo attack (18.3, 18.4)')!;
    expect(torpedo.data.modifiers.map((m: { name: string }) => m.name)).toEqual(['capital ship', 'Italian MTB (18.5)']);
    expect(ofType(ctx.events, 'gwas.damage').map((d) => d.data.ship)).toEqual(['szent-istvan', 'szent-istvan']);
  });
  it('18.4 without target priorities an MTB goes for the most dangerous ship of its class', () => {
    const { data, state } = placed('[dartmouth, queen-elizabeth]');
    const ctx = enter(data, state, [[3, 3], [6], [1, 1]]);
    expect(ofType(ctx.events, 'gwas.mtb-attack')[0].data.target).toBe('queen-elizabeth');
  });
  it('18.4 target priorities must name a ship, a type or a priority (GW2717); a submarine may give none (15.4, GW2707)', () => {
    const { data, state } = withScenario(scenario(), MTBS);
    expect(codes(check(data, state, 'central', o('central', 'mtbs:\n  mas-9: { zone: N41, targets: [BB, tegetthoff, largest] }\n')))).toEqual([]);
    expect(codes(check(data, state, 'central', o('central', 'mtbs:\n  mas-9: { zone: N41, targets: [battleship] }\n')))).toEqual(['GW2717']);
    const subs = withScenario(scenario().replace('mtbs:', 'submarines:').replace('mas-9', 'u-4'), { submarines: true });
    expect(codes(check(subs.data, subs.state, 'central', o('central', 'submarines:\n  u-4: { zone: AB37, targets: [BB] }\n')))).toEqual(['GW2707']);
  });
});

describe('18.5 Italian MTBs', () => {
  it('18.5 an Italian MTB adds 1 to its torpedo dice; another nation\'s does not', () => {
    const { data, state } = placed();
    const boat = state.patrols![0];
    const target = state.ships['queen-elizabeth'];
    expect(mtbTorpedoModifiers(data, state, boat, target)).toEqual([{ name: 'capital ship', value: 1 }, { name: 'Italian MTB (18.5)', value: 1 }]);
    const british = { ...data, ships: { ...data.ships, 'mas-9': { ...data.ships['mas-9'], nation: 'britain' } } } as GwasData;
    expect(mtbTorpedoModifiers(british, state, boat, target)).toEqual([{ name: 'capital ship', value: 1 }]);
  });
  it('18.5 with 7.81: +1 against a ship unable to manoeuvre, and against one towing or under tow', () => {
    const { data, state } = placed('[dartmouth, bristol]');
    state.ships.dartmouth.unableToManoeuvre = true;
    state.ships.dartmouth.towedBy = 'bristol';
    const names = (id: string) => mtbTorpedoModifiers(data, state, state.patrols![0], state.ships[id]).map((m) => m.name);
    expect(names('dartmouth')).toEqual(['unable to manoeuvre', 'under tow or towing (11.2)', 'Italian MTB (18.5)']);
    expect(names('bristol')).toEqual(['under tow or towing (11.2)', 'Italian MTB (18.5)']);
  });
});

describe('18.6 MTBs, submarines and merchants', () => {
  it('18.6 an MTB never attacks a submarine: a fleet of nothing but one goes by without a roll', () => {
    const { data, state } = placed('[u-21]');
    expect(enter(data, state, []).rolls()).toEqual([]);
  });
  it('18.6 an MTB may attack merchant ships ("attack: merchant")', () => {
    const { data, state } = placed('[xix-corps-transports-1, dartmouth]', 'mtbs:\n  mas-9: { zone: N41, attack: merchant }\n');
    const ctx = enter(data, state, [[3], [6], [1, 1]], () => [1]);
    expect(ofType(ctx.events, 'gwas.mtb-attack')[0].data.target).toBe('xix-corps-transports-1');
  });
  it('18.6 an MTB is no fleet: it never searches with the Merchant Location Table (10.2 is a Raid fleet\'s)', () => {
    const { state } = placed();
    expect(Object.values(state.fleets).flatMap((f) => f.ships)).not.toContain('mas-9');
  });
});

describe('7.84 with 18.3: an MTB fires once per scenario', () => {
  it('7.84 an MTB that has fired attacks no more', () => {
    const { data, state } = placed();
    enter(data, state, [[3], [5], [1, 1]]);
    state.turn = 2;
    expect(enter(data, state, []).rolls()).toEqual([]);
  });
});

describe('18.1 fog: an MTB is known only to its owner until it attacks', () => {
  it('18.1 the Allies hold nothing of a placed Central MTB, and after its attack only its zone', () => {
    const { data, state } = placed();
    expect(JSON.stringify(redactState(state, 'allied', data))).not.toContain('mas-9');
    expect(redactState(state, 'allied', data).patrols!.enemy).toEqual([]);
    enter(data, state, [[3], [5], [1, 1]]);
    expect(redactState(state, 'allied', data).patrols!.enemy).toEqual([{ kind: 'mtb', zone: 'N41' }]);
    expect(JSON.stringify(redactState(state, 'allied', data))).not.toContain('mas-9');
  });
  it('18.1 from the players\' YAML through the real turn: the placement is written', () => {
    const { data, state } = withScenario(scenario(), MTBS);
    const r = play(data, state, { central: o('central', 'mtbs:\n  mas-9: { zone: N41, attack: capital }\n') });
    expect(r.state.patrols![0]).toMatchObject({ zone: 'N41', attack: 'capital' });
  });
});

function gunDice(data: GwasData, id: string): number {
  const g = data.ships[id].gunnery;
  return g.primary + g.secondary + g.tertiary;
}

/** The given dice are the test's; how many dice each roll asked for is the rules' (recorded here). */
function askedFor<C extends { roll(r: RollRequest): unknown }>(ctx: C): C & { asked: number[] } {
  const asked: number[] = [];
  const roll = ctx.roll.bind(ctx);
  return Object.assign(ctx, { asked, roll: (r: RollRequest) => { asked.push(r.dice ?? 1); return roll(r); } });
}
