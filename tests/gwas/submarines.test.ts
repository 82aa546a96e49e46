/**
 * 15.0 Submarines, a campaign option (`submarines: true`): patrol zones from the players' turn-1
 * YAML orders (15.1), then the attacks through given dice. Zones: Malta lies in AC37 (British);
 * AB37 next to it is open sea, AB36 a coastal zone one zone away, AE38 open sea two away.
 */
import { describe, expect, it } from 'vitest';
import { check, codes, gameData, ofType, play, withScenario } from '../helpers/gwas.js';
import { scriptedContext, two } from './scripted-dice.js';
import { checkGwasText } from '../../src/games/gwas/check-text.js';
import { setupState } from '../../src/games/gwas/setup.js';
import { redactState } from '../../src/games/gwas/views/redact.js';
import { submarineStep } from '../../src/games/gwas/submarines/attack.js';
import { applyPatrolOrders } from '../../src/games/gwas/submarines/patrol.js';
import { describeResult, lookup } from '../../src/games/gwas/combat/damage-table.js';
import type { GwasData } from '../../src/games/gwas/data.js';
import type { RollRequest } from '../../src/kernel/turn.js';
import type { GwasState, SideId } from '../../src/games/gwas/state.js';

const SUBS = { submarines: true } as const;
const o = (side: string, body: string, turn = 1) => `side: ${side}\nturn: ${turn}\n${body}`;

/** An Allied squadron in Malta and a Central submarine (or two) of the scenario, not yet placed. */
const malta = (ships = '[queen-elizabeth]', boats = '    - { ship: u-4, side: central }', victory = '') => `
allied:
  - { id: squadron, mission: intercept, at: { port: malta }, ships: ${ships} }
central:
  - { id: scouts, mission: intercept, at: { port: cattaro }, ships: [helgoland] }
submarines:
  boats:
${boats}
${victory}`;

/** The Central player's turn-1 orders, checked as sent, written into the submarines (4.2, 15.1). */
function place(data: GwasData, state: GwasState, body: string, side: SideId = 'central'): void {
  const r = checkGwasText(data, state, side, o(side, body, state.turn));
  if (!r.orders) throw new Error(r.diagnostics.map((d) => `${d.code} ${d.message}`).join('\n'));
  applyPatrolOrders(state, side, r.orders);
}

/** The submarine step alone, with given dice, after `fleet` sailed `path` from `from` this turn. */
function sail(data: GwasData, state: GwasState, fleet: string, from: string, path: string[], dice: number[][], fallback?: () => number[]) {
  const f = state.fleets[fleet];
  f.log.push({ turn: state.turn, from, path, port: null });
  f.zone = path[path.length - 1];
  f.port = null;
  const ctx = askedFor(scriptedContext(data, state, dice, fallback));
  submarineStep.run(ctx);
  return ctx;
}

function placed(yaml = malta(), body = 'submarines:\n  u-4: { zone: AB37, attack: any }\n') {
  const { data, state } = withScenario(yaml, SUBS);
  place(data, state, body);
  return { data, state };
}

const tables = (ctx: { rolls(): { data: { table: string } }[] }) => ctx.rolls().map((r) => r.data.table);

describe('15.0 submarines are a campaign option', () => {
  it('15.0 without the option there are no submarines, and a "submarines:" block is refused (GW2701)', () => {
    const { data, state } = withScenario(malta());
    expect(state.patrols).toBeUndefined();
    expect(codes(check(data, state, 'central', o('central', 'submarines:\n  u-4: { zone: AB37 }\n')))).toEqual(['GW2701']);
  });
  it('15.0 with the option Otranto has U-4, U-27 and UC-25 for the Central Powers, none placed and none an ace (history.md names none)', () => {
    const data = gameData();
    const state = setupState(data, 'otranto-1917', SUBS);
    expect(state.patrols!.map((b) => [b.id, b.side, b.kind, b.zone, b.ace ?? false])).toEqual([
      ['u-27', 'central', 'submarine', null, false], ['u-4', 'central', 'submarine', null, false], ['uc-25', 'central', 'submarine', null, false],
    ]);
    expect(setupState(data, 'otranto-1917').patrols).toBeUndefined();
  });
});

describe('15.1 patrol zones, written before the game begins', () => {
  it('15.1 the turn-1 orders place the submarine and its standing choice', () => {
    const { state } = placed(malta(), 'submarines:\n  u-4: { zone: AB37, attack: capital }\n');
    expect(state.patrols![0]).toMatchObject({ id: 'u-4', zone: 'AB37', attack: 'capital' });
  });
  it('15.1 any sea zone, even open sea next to an enemy port, but not a coastal zone within 2 zones of one (GW2704)', () => {
    const { data, state } = withScenario(malta(), SUBS);
    expect(codes(check(data, state, 'central', o('central', 'submarines:\n  u-4: { zone: AB37 }\n')))).toEqual([]);
    const near = check(data, state, 'central', o('central', 'submarines:\n  u-4: { zone: AB36 }\n'));
    expect(codes(near)).toEqual(['GW2704']);
    expect(near[0].message).toContain('within 2 zones of an enemy port');
    expect(codes(check(data, state, 'central', o('central', 'submarines:\n  u-4: { zone: AA37 }\n')))).toEqual(['GW2704']);
    expect(codes(check(data, state, 'central', o('central', 'submarines:\n  u-4: { zone: ZZ99 }\n')))).toEqual(['GW2704']);
  });
  it('15.1 only the side\'s own submarines (GW2702), without saying whose another is', () => {
    const { data, state } = withScenario(malta(), SUBS);
    const d = check(data, state, 'allied', o('allied', 'submarines:\n  u-4: { zone: AB37 }\n'));
    expect(codes(d)).toEqual(['GW2702']);
    expect(d[0].message).not.toContain('central');
  });
  it('15.1 a submarine left out of the turn-1 orders takes no part (warning GW2706)', () => {
    const { data, state } = withScenario(malta(), SUBS);
    const d = check(data, state, 'central', o('central', 'fleets: {}\n'));
    expect(d.map((x) => [x.code, x.severity])).toEqual([['GW2706', 'warning']]);
    expect(codes(check(data, state, 'allied', o('allied', 'fleets: {}\n')))).toEqual([]);
  });
  it('15.1 once set, the zone never changes: another zone later is refused (GW2705), the same zone or a new choice is fine', () => {
    const { data, state } = placed();
    state.turn = 2;
    expect(codes(check(data, state, 'central', o('central', 'submarines:\n  u-4: { zone: AE38 }\n', 2)))).toEqual(['GW2705']);
    expect(codes(check(data, state, 'central', o('central', 'submarines:\n  u-4: { zone: AB37, attack: pass }\n', 2)))).toEqual([]);
    place(data, state, 'submarines:\n  u-4: { attack: pass }\n');
    expect(state.patrols![0]).toMatchObject({ zone: 'AB37', attack: 'pass' });
  });
  it('15.1 from the players\' YAML through the real turn: the zone is written and an entering fleet is checked for contact', () => {
    const { data, state } = withScenario(malta(), SUBS);
    const r = play(data, state, {
      central: o('central', 'submarines:\n  u-4: { zone: AB37 }\n'),
      allied: o('allied', 'fleets:\n  squadron:\n    plot:\n      1: AB37\n'),
    });
    expect(r.state.patrols![0].zone).toBe('AB37');
    const [contact] = ofType(r.events, 'roll').filter((e) => e.data.table === 'Submarine contact (15.2)');
    expect(contact.audience).toEqual({ to: 'umpire' });
  });
});

describe('15.2 contact, day turns only', () => {
  it('15.2 an enemy fleet entering the zone: 5 or 6 makes contact; the submarine\'s side learns the numbers, not the names', () => {
    const { data, state } = placed(malta('[queen-elizabeth, beagle-class-dd]'));
    const ctx = sail(data, state, 'squadron', 'AC37', ['AB37'], [[5], [1], [1]]);
    const [c] = ofType(ctx.events, 'gwas.submarine-contact');
    expect(c.audience).toEqual({ to: 'sides', sides: ['central'] });
    expect(c.data).toMatchObject({ zone: 'AB37', ships: 4, capital: 1, light: 3 });
    for (const e of ctx.events.filter((x) => x.audience.to === 'sides' && (x.audience as { readonly sides: readonly string[] }).sides.join() === 'central')) {
      expect(JSON.stringify(e)).not.toContain('queen-elizabeth');
      expect(JSON.stringify(e)).not.toContain('beagle');
    }
  });
  it('15.2 a 4 misses: no one is told anything, and the submarine stays unknown', () => {
    const { data, state } = placed();
    const ctx = sail(data, state, 'squadron', 'AC37', ['AB37'], [[4]]);
    expect(ctx.events.filter((e) => e.audience.to !== 'umpire')).toEqual([]);
    expect(state.patrols![0]).toMatchObject({ fired: false, known: [] });
  });
  it('15.2 at night no contact is attempted', () => {
    const { data, state } = placed();
    state.turn = 5; // 22:00, a night turn (11.4)
    const ctx = sail(data, state, 'squadron', 'AC37', ['AB37'], []);
    expect(ctx.rolls()).toEqual([]);
  });
  it('15.2 "attack: pass" lets the fleet go by without a roll, keeping the submarine concealed', () => {
    const { data, state } = placed(malta(), 'submarines:\n  u-4: { zone: AB37, attack: pass }\n');
    const ctx = sail(data, state, 'squadron', 'AC37', ['AB37'], []);
    expect(ctx.rolls()).toEqual([]);
    expect(ofType(ctx.events, 'gwas.submarine-passed')[0].audience).toEqual({ to: 'umpire' });
    expect(state.patrols![0].known).toEqual([]);
  });
  it('15.2 only a fleet that enters the zone: one passing through counts, one that stayed away does not', () => {
    const a = placed();
    expect(tables(sail(a.data, a.state, 'squadron', 'AC37', ['AB37', 'AA37'], [[1]]))).toEqual(['Submarine contact (15.2)']);
    const b = placed();
    expect(sail(b.data, b.state, 'squadron', 'AC37', ['AC38'], []).rolls()).toEqual([]);
  });
});

describe('15.3 a submarine\'s torpedo value is 1', () => {
  it('15.3 one die for the attack', () => {
    const { data, state } = placed();
    const ctx = sail(data, state, 'squadron', 'AC37', ['AB37'], [[6], [1]]);
    const torpedo = ctx.rolls().find((r) => r.data.table === 'Submarine torpedo attack (15.4)')!;
    expect(ctx.asked[ctx.rolls().indexOf(torpedo)]).toBe(1);
  });
});

describe('15.4 submarine attacks', () => {
  it('15.4 escorts attack first, one die for every three DD/TB/MS: a 5 sinks the submarine before it fires', () => {
    const { data, state } = placed(malta('[queen-elizabeth, beagle-class-dd]'));
    const ctx = sail(data, state, 'squadron', 'AC37', ['AB37'], [[6], [5]]);
    expect(tables(ctx)).toEqual(['Submarine contact (15.2)', 'Escorts attack the submarine (15.4)']);
    expect(ctx.asked[1]).toBe(1); // three destroyers: one die
    expect(state.patrols![0]).toMatchObject({ sunk: true, fired: false });
    expect(ofType(ctx.events, 'gwas.submarine-attacked')[0].data).toMatchObject({ escortDice: 1, submarineSunk: 'before', hit: false });
  });
  it('15.4 a 6 sinks it after it has fired', () => {
    const { data, state } = placed(malta('[queen-elizabeth, beagle-class-dd]'));
    const ctx = sail(data, state, 'squadron', 'AC37', ['AB37'], [[6], [6], [1]]);
    expect(tables(ctx)).toEqual(['Submarine contact (15.2)', 'Escorts attack the submarine (15.4)', 'Submarine torpedo attack (15.4)']);
    expect(state.patrols![0]).toMatchObject({ sunk: true, fired: true });
  });
  it('15.4 any other escort die has no effect; fewer than three escorts roll none', () => {
    const { data, state } = placed(malta('[queen-elizabeth, beagle-class-dd, acorn-class-dd]'));
    const ctx = sail(data, state, 'squadron', 'AC37', ['AB37'], [[6], [4, 3], [1]]);
    expect(ctx.asked[1]).toBe(2); // six destroyers (two counters of three): two dice
    expect(state.patrols![0].sunk).toBe(false);
    const lone = placed(malta('[queen-elizabeth, csepel]')); // one destroyer (a single-ship counter): no die
    expect(tables(sail(lone.data, lone.state, 'squadron', 'AC37', ['AB37'], [[6], [1]]))).toEqual(['Submarine contact (15.2)', 'Submarine torpedo attack (15.4)']);
  });
  it('15.4 the target is drawn at random among the counters of the class chosen: "capital" never fires at the light ships', () => {
    const { data, state } = placed(malta('[queen-elizabeth, lord-nelson, dartmouth]'), 'submarines:\n  u-4: { zone: AB37, attack: capital }\n');
    const ctx = sail(data, state, 'squadron', 'AC37', ['AB37'], [[6], [2], [6], two(5)]);
    const pick = ctx.rolls()[1];
    expect(pick.data.table).toBe('Submarine target (15.4)');
    expect(ofType(ctx.events, 'gwas.submarine-attacked')[0].data.target).toBe('queen-elizabeth'); // counter 2 of [lord-nelson, queen-elizabeth]
  });
  it('15.4 "light" aims at the light ships; a class the fleet lacks means no attack, and the submarine stays concealed', () => {
    const { data, state } = placed(malta('[queen-elizabeth]'), 'submarines:\n  u-4: { zone: AB37, attack: light }\n');
    const ctx = sail(data, state, 'squadron', 'AC37', ['AB37'], [[6]]);
    expect(ofType(ctx.events, 'gwas.submarine-contact')[0].data.attacks).toBe(false);
    expect(ofType(ctx.events, 'gwas.submarine-attacked')).toEqual([]);
    expect(state.patrols![0]).toMatchObject({ fired: false, known: [] });
  });
  it('15.4 a 6 hits a light ship; a 5 misses it', () => {
    for (const [die, hit] of [[6, true], [5, false]] as const) {
      const { data, state } = placed(malta('[dartmouth]'));
      const ctx = sail(data, state, 'squadron', 'AC37', ['AB37'], [[6], [die], two(5)]);
      expect(ofType(ctx.events, 'gwas.submarine-attack')[0].data.hit).toBe(hit);
    }
  });
  it('15.4 +1 against a capital ship, a large merchant ("F") and a ship unable to manoeuvre', () => {
    const cap = placed(malta('[queen-elizabeth]'));
    const c = sail(cap.data, cap.state, 'squadron', 'AC37', ['AB37'], [[6], [5], two(5)]);
    expect(c.rolls()[1].data.modifiers).toEqual([{ name: 'capital ship', value: 1 }]);
    expect(ofType(c.events, 'gwas.submarine-attack')[0].data.hit).toBe(true);
    // The data has no "F" transport: the French transports' counter, designated F for the test.
    const merchant = placed(malta('[xix-corps-transports-1]'), 'submarines:\n  u-4: { zone: AB37, attack: merchant }\n');
    const data = { ...merchant.data, ships: { ...merchant.data.ships, 'xix-corps-transports-1': { ...merchant.data.ships['xix-corps-transports-1'], type: 'F' as const } } } as GwasData;
    const f = sail(data, merchant.state, 'squadron', 'AC37', ['AB37'], [[6], [5], two(5)]);
    expect(f.rolls()[1].data.modifiers).toEqual([{ name: 'large merchant (F)', value: 1 }]);
    const um = placed(malta('[dartmouth]'));
    um.state.ships.dartmouth.unableToManoeuvre = true;
    const u = sail(um.data, um.state, 'squadron', 'AC37', ['AB37'], [[6], [5], two(5)]);
    expect(u.rolls()[1].data.modifiers).toEqual([{ name: 'unable to manoeuvre', value: 1 }]);
  });
  it('15.4 with 7.82 each hit is read on the Torpedo Damage Table: every entry reached', () => {
    const table = gameData().tables.torpedo;
    for (let t = 2; t <= 12; t++) {
      const { data, state } = placed(malta('[queen-elizabeth]'));
      const ctx = sail(data, state, 'squadron', 'AC37', ['AB37'], [[6], [6], two(t)], () => [3, 4]);
      const dmg = ofType(ctx.events, 'gwas.damage')[0];
      expect(dmg.data.result, `total ${t}`).toBe(describeResult(lookup(table, t)));
      expect(dmg.audience).toEqual({ to: 'sides', sides: ['allied'] });
    }
  });
  it('15.4 the attacked side learns that a submarine attacked in the zone and what it hit, never which submarine', () => {
    const { data, state } = placed(malta('[queen-elizabeth]'));
    const ctx = sail(data, state, 'squadron', 'AC37', ['AB37'], [[6], [6], two(8)]);
    const allied = ctx.events.filter((e) => e.audience.to === 'sides' && (e.audience as { readonly sides: readonly string[] }).sides.includes('allied'));
    expect(ofType(allied, 'gwas.submarine-attacked')[0].data).toMatchObject({ zone: 'AB37', target: 'queen-elizabeth', hit: true });
    expect(JSON.stringify(allied)).not.toContain('u-4');
    expect(state.patrols![0].known).toEqual(['allied']);
  });
  it('15.4 a ship sunk by a submarine scores for the submarine\'s side; the attacker is not told her name', () => {
    const { data, state } = placed(malta('[dartmouth]', undefined, 'victory: { sunk: { CL: 3 }, merchant: 0.5, conditions: [], text: "" }'));
    state.ships.dartmouth.damage.hull = data.ships.dartmouth.boxes.hull.length - 1;
    const ctx = sail(data, state, 'squadron', 'AC37', ['AB37'], [[6], [6], two(7)]);
    expect(state.ships.dartmouth.sunk).toBe(true);
    expect(state.vp.central).toBe(3);
    expect(ofType(ctx.events, 'gwas.victory-points')[0].data).toMatchObject({ ship: null, text: 'sank an unidentified ship in AB37' });
    expect(state.fleets.squadron.gone).toBe('sunk');
  });
});

describe('15.5 submarines do not attack submarines', () => {
  it('15.5 a fleet of nothing but a submarine goes by unattacked, without a roll', () => {
    const { data, state } = placed(malta('[u-21]'));
    expect(sail(data, state, 'squadron', 'AC37', ['AB37'], []).rolls()).toEqual([]);
  });
});

describe('15.6 ace captains', () => {
  it('15.6 an ace makes contact on a 4 and adds 1 to its torpedo die', () => {
    const { data, state } = placed(malta('[dartmouth]', '    - { ship: u-4, side: central, ace: true }'));
    const ctx = sail(data, state, 'squadron', 'AC37', ['AB37'], [[4], [5], two(5)]);
    expect(ctx.rolls()[0].data.result).toBe('contact');
    expect(ctx.rolls()[1].data.modifiers).toEqual([{ name: 'ace captain (15.6)', value: 1 }]);
    expect(ofType(ctx.events, 'gwas.submarine-attack')[0].data.hit).toBe(true);
  });
});

describe('15.7 sinking submarines', () => {
  it('15.7 a sunk submarine is worth 4 points to the side that sank it (the rule\'s value when the scenario gives none; Otranto gives SS 4)', () => {
    const { data, state } = placed(malta('[queen-elizabeth, beagle-class-dd]'));
    const ctx = sail(data, state, 'squadron', 'AC37', ['AB37'], [[6], [5]]);
    expect(state.vp.allied).toBe(4);
    expect(ofType(ctx.events, 'gwas.victory-points')[0].data).toMatchObject({ side: 'allied', points: 4, text: 'sank an enemy submarine in AB37' });
    expect(gameData().scenarios['otranto-1917'].victory.sunk.SS).toBe(4);
  });
});

describe('7.84 with 15.3: a submarine fires once per scenario', () => {
  it('7.84 after its attack the submarine rolls for no further contact', () => {
    const { data, state } = placed(malta('[dartmouth]'));
    sail(data, state, 'squadron', 'AC37', ['AB37'], [[6], [1]]);
    state.turn = 2;
    expect(sail(data, state, 'squadron', 'AB37', ['AB37'], []).rolls()).toEqual([]);
  });
});

describe('15.1 fog: a submarine is known only to its owner until it attacks', () => {
  it('15.1 the Allies\' copy of the state holds nothing of a placed Central submarine; after an attack, only its zone', () => {
    const { data, state } = placed();
    expect(redactState(state, 'allied', data).patrols).toEqual({ own: [], enemy: [] });
    expect(JSON.stringify(redactState(state, 'allied', data))).not.toContain('u-4');
    expect(redactState(state, 'central', data).patrols!.own[0]).toMatchObject({ id: 'u-4', zone: 'AB37' });
    sail(data, state, 'squadron', 'AC37', ['AB37'], [[6], [1]]);
    expect(redactState(state, 'allied', data).patrols).toEqual({ own: [], enemy: [{ kind: 'submarine', zone: 'AB37' }] });
  });
});

/** The given dice are the test's; how many dice each roll asked for is the rules' (recorded here). */
function askedFor<C extends { roll(r: RollRequest): unknown }>(ctx: C): C & { asked: number[] } {
  const asked: number[] = [];
  const roll = ctx.roll.bind(ctx);
  return Object.assign(ctx, { asked, roll: (r: RollRequest) => { asked.push(r.dice ?? 1); return roll(r); } });
}
