/**
 * 4.4, 5.4, 5.44, 7.28, 11.4, 11.73: the contact roll of two opposing fleets sharing a zone, with
 * the die given (tests/gwas/scripted-dice.ts), so that every threshold is met exactly and missed by
 * one, by day and at night. The thresholds and modifiers are read from our Search Table as loaded
 * (tables/search.yaml), and each test first checks that the dice it chooses are ones the natural
 * rules (7.28: a 6 always, a 1 never) leave to the threshold, so a recalibrated table cannot turn a
 * test into one that passes whatever the step does.
 */
import { describe, expect, it } from 'vitest';
import { canSee } from '../../src/kernel/events.js';
import { contactStep } from '../../src/games/gwas/steps/contact.js';
import type { GwasData } from '../../src/games/gwas/data.js';
import type { GwasState } from '../../src/games/gwas/state.js';
import { play, withScenario } from '../helpers/gwas.js';
import { scriptedContext } from './scripted-dice.js';

type Contact = 'seek' | 'avoid';

/**
 * The Allied cruisers and the Central raiders, both Intercept fleets, lying together in AB40 (the
 * FAQ: opposing fleets that stay in the same zone are checked). Fog by default: 5.43 gives it no
 * modifier, so only what each side declares (5.44) is added to the die.
 */
function meeting(o: { startHour?: number; weather?: number; allied?: Contact; central?: Contact; alliedShips?: string; centralShips?: string } = {}) {
  const { data, state } = withScenario(`
startHour: ${o.startHour ?? 6}
weather: { default: ${o.weather ?? 3} }
allied:
  - { id: cruisers, mission: intercept, at: { zone: AB40 }, ships: [${o.alliedShips ?? 'gloucester'}] }
central:
  - { id: raiders, mission: intercept, at: { zone: AB40 }, ships: [${o.centralShips ?? 'breslau'}] }
`);
  state.fleets.cruisers.battle = { contact: o.allied ?? 'avoid' };
  state.fleets.raiders.battle = { contact: o.central ?? 'avoid' };
  return { data, state };
}

/** The contact step run once with the search die given; the roll recorded and what followed. */
function rollWith(data: GwasData, state: GwasState, die: number) {
  const ctx = scriptedContext(data, state, [[die]]);
  contactStep.run(ctx);
  const rolls = ctx.rolls().filter((e) => e.data.table === data.tables.search.id);
  expect(rolls).toHaveLength(1);
  return { roll: rolls[0].data, events: ctx.events, contacts: state.contacts };
}

/** A die of 2 to 5: one the natural rules (7.28) leave to the threshold. */
function ruled(data: GwasData, die: number): number {
  const t = data.tables.search;
  expect(die, `die ${die} must be neither the natural contact nor the natural miss`).not.toBe(t.natural.contact);
  expect(die).not.toBe(t.natural.miss);
  expect(die).toBeGreaterThanOrEqual(1);
  expect(die).toBeLessThanOrEqual(6);
  return die;
}

describe('5.4, 11.4 the Search Table threshold by day and at night', () => {
  it('5.4 by day, neither fleet declaring: a total of exactly the day number makes contact, one less does not', () => {
    const { data } = meeting();
    const need = data.tables.search.contactOn.day;
    const hit = (() => { const { data, state } = meeting(); return rollWith(data, state, ruled(data, need)); })();
    expect([hit.roll.total, hit.roll.result, hit.contacts.length]).toEqual([need, 'contact', 1]);
    const miss = (() => { const { data, state } = meeting(); return rollWith(data, state, ruled(data, need - 1)); })();
    expect([miss.roll.total, miss.roll.result, miss.contacts.length]).toEqual([need - 1, 'no contact', 0]);
  });

  it('11.4 at night the night column: two Intercept fleets seeking (+2 each) make contact on exactly the night number, not one less', () => {
    const { data } = meeting();
    const t = data.tables.search;
    const declared = 2 * t.declaredModifiers.intercept;
    const night = () => meeting({ startHour: 22, allied: 'seek', central: 'seek' });
    const hit = (() => { const { data, state } = night(); return rollWith(data, state, ruled(data, t.contactOn.night - declared)); })();
    expect(hit.roll.purpose).toContain('night');
    expect([hit.roll.total, hit.roll.result, hit.contacts.length]).toEqual([t.contactOn.night, 'contact', 1]);
    const miss = (() => { const { data, state } = night(); return rollWith(data, state, ruled(data, t.contactOn.night - declared - 1)); })();
    expect([miss.roll.total, miss.roll.result, miss.contacts.length]).toEqual([t.contactOn.night - 1, 'no contact', 0]);
  });

  it('11.4 the same fleets and the same die by day make contact: the total one short of the night number is a day contact', () => {
    const { data } = meeting();
    const t = data.tables.search;
    const declared = 2 * t.declaredModifiers.intercept;
    // The day column is the lower one (night is harder, 11.4), so this total is at or above it.
    expect(t.contactOn.night - 1).toBeGreaterThanOrEqual(t.contactOn.day);
    const { data: d2, state } = meeting({ startHour: 6, allied: 'seek', central: 'seek' });
    const r = rollWith(d2, state, ruled(d2, t.contactOn.night - declared - 1));
    expect(r.roll.purpose).toContain('day');
    expect([r.roll.total, r.roll.result, r.contacts.length]).toEqual([t.contactOn.night - 1, 'contact', 1]);
  });

  it('7.28 at night a natural 6 makes contact far below the night number; a natural 1 misses by day above the day number', () => {
    const { data } = meeting();
    const t = data.tables.search;
    const six = (() => { const { data, state } = meeting({ startHour: 22 }); return rollWith(data, state, t.natural.contact); })();
    expect(six.roll.total).toBeLessThan(t.contactOn.night);
    expect([six.roll.result, six.contacts.length, six.contacts[0].chance]).toEqual(['contact', 1, true]);
    const one = (() => { const { data, state } = meeting({ allied: 'seek', central: 'seek' }); return rollWith(data, state, t.natural.miss); })();
    expect(one.roll.total).toBeGreaterThanOrEqual(t.contactOn.day);
    expect([one.roll.result, one.contacts.length]).toEqual(['no contact', 0]);
  });

  it('7.28 a contact made on a die other than 6 is no chance encounter', () => {
    const { data, state } = meeting();
    const r = rollWith(data, state, ruled(data, data.tables.search.contactOn.day));
    expect(r.contacts[0].chance).toBe(false);
  });

  it('5.4 the umpire\'s roll names the zone, the column and the threshold', () => {
    const { data, state } = meeting({ startHour: 22 });
    const t = data.tables.search;
    const r = rollWith(data, state, 3);
    expect(r.roll.purpose).toBe(`contact in AB40 (night, contact on ${t.contactOn.night}+, a natural ${t.natural.contact} always, a natural ${t.natural.miss} never)`);
    const day = meeting();
    expect(rollWith(day.data, day.state, 3).roll.purpose).toBe(`contact in AB40 (day, contact on ${t.contactOn.day}+, a natural ${t.natural.contact} always, a natural ${t.natural.miss} never)`);
  });
});

/** The 5.44 modifiers on the roll, by name. */
function declaredOn(roll: { modifiers: { name: string; value: number; rule: string }[] }): Record<string, number> {
  return Object.fromEntries(roll.modifiers.filter((m) => m.rule === '5.44').map((m) => [m.name, m.value]));
}

describe('5.44 each side declares only the modifiers that serve what its fleet wants', () => {
  const t = () => meeting().data.tables.search.declaredModifiers;

  it('5.44 a fleet seeking contact declares its leader (+) and its Intercept mission (+); avoiding, it declares neither', () => {
    const seek = meeting({ allied: 'seek' });
    seek.state.fleets.cruisers.leader = 'Troubridge';
    expect(declaredOn(rollWith(seek.data, seek.state, 3).roll)).toEqual({ 'leader present (allied)': t().leader, 'Intercept mission (allied)': t().intercept });
    const avoid = meeting({ allied: 'avoid' });
    avoid.state.fleets.cruisers.leader = 'Troubridge';
    expect(declaredOn(rollWith(avoid.data, avoid.state, 3).roll)).toEqual({});
  });

  it('5.44 destroyers and torpedo boats only (−): declared by a fleet avoiding contact, not by one seeking it, nor when a cruiser sails with them', () => {
    const avoid = meeting({ centralShips: 'tatra-class-dd, tb-250t-class' });
    expect(declaredOn(rollWith(avoid.data, avoid.state, 3).roll)).toEqual({ 'destroyers and torpedo boats only (central)': t().onlyDestroyersOrTorpedoBoats });
    const seek = meeting({ central: 'seek', centralShips: 'tatra-class-dd, tb-250t-class' });
    expect(declaredOn(rollWith(seek.data, seek.state, 3).roll)).toEqual({ 'Intercept mission (central)': t().intercept });
    const mixed = meeting({ centralShips: 'tatra-class-dd, breslau' });
    expect(declaredOn(rollWith(mixed.data, mixed.state, 3).roll)).toEqual({});
  });

  it('5.44 a fleet of 20 or more ships: 20 (five flotillas of three and five cruisers) is declared by a fleet seeking contact; 19 is not', () => {
    const flotillas = 'beagle-class-dd, acorn-class-dd, bouclier-class-dd, bisson-class-dd, branlebas-class-dd';
    const twenty = meeting({ allied: 'seek', alliedShips: `${flotillas}, gloucester, chatham, dublin, glasgow, bristol` });
    expect(declaredOn(rollWith(twenty.data, twenty.state, 3).roll)).toEqual({ 'fleet of 20 or more ships (allied)': t().fleetOf20OrMore, 'Intercept mission (allied)': t().intercept });
    const nineteen = meeting({ allied: 'seek', alliedShips: `${flotillas}, gloucester, chatham, dublin, glasgow` });
    expect(declaredOn(rollWith(nineteen.data, nineteen.state, 3).roll)).toEqual({ 'Intercept mission (allied)': t().intercept });
  });

  it('5.44 Raid mission: +1 when the raider seeks contact, −1 when it avoids it', () => {
    const seek = meeting({ central: 'seek' });
    seek.state.fleets.raiders.mission = 'raid';
    expect(declaredOn(rollWith(seek.data, seek.state, 3).roll)).toEqual({ 'Raid mission (central)': t().raidPlus });
    const avoid = meeting({ central: 'avoid' });
    avoid.state.fleets.raiders.mission = 'raid';
    expect(declaredOn(rollWith(avoid.data, avoid.state, 3).roll)).toEqual({ 'Raid mission (central)': t().raidMinus });
  });

  it('5.44 without standing battle orders an Intercept fleet seeks contact and any other avoids it', () => {
    const { data, state } = meeting();
    state.fleets.cruisers.battle = {};
    state.fleets.raiders.battle = {};
    state.fleets.raiders.mission = 'raid';
    expect(declaredOn(rollWith(data, state, 3).roll)).toEqual({ 'Intercept mission (allied)': t().intercept, 'Raid mission (central)': t().raidMinus });
  });
});

describe('5.2 Escort: an escort is part of the fleet it escorts for contact', () => {
  /** The Allied cruisers (Intercept) escorted by a destroyer flotilla, meeting the Central raiders in AB40. */
  function escorted(cruiserShips: string, escortShips: string) {
    const { data, state } = withScenario(`
weather: { default: 3 }
allied:
  - { id: cruisers, mission: intercept, at: { zone: AB40 }, ships: [${cruiserShips}] }
  - { id: screen, mission: escort, escorting: cruisers, at: { zone: AB40 }, ships: [${escortShips}] }
central:
  - { id: raiders, mission: intercept, at: { zone: AB40 }, ships: [breslau] }
`);
    state.fleets.cruisers.battle = { contact: 'seek' };
    state.fleets.raiders.battle = { contact: 'avoid' };
    return { data, state };
  }

  it('5.44 the escort\'s leader and ships count as the escorted fleet\'s: 17 ships and an escort of 3 are a fleet of 20', () => {
    const { data, state } = escorted('beagle-class-dd, acorn-class-dd, bouclier-class-dd, bisson-class-dd, gloucester, chatham, dublin, glasgow, bristol', 'branlebas-class-dd');
    state.fleets.screen.leader = 'Troubridge';
    const t = data.tables.search.declaredModifiers;
    // One roll: the escort is not checked on its own (rollWith requires exactly one).
    expect(declaredOn(rollWith(data, state, 3).roll)).toEqual({
      'leader present (allied)': t.leader, 'fleet of 20 or more ships (allied)': t.fleetOf20OrMore, 'Intercept mission (allied)': t.intercept,
    });
  });

  it('5.44 destroyers only: a destroyer fleet whose escort is a cruiser is not destroyers only', () => {
    const { data, state } = escorted('beagle-class-dd', 'gloucester');
    state.fleets.cruisers.battle = { contact: 'avoid' };
    state.fleets.cruisers.mission = 'transport';
    expect(declaredOn(rollWith(data, state, 3).roll)).toEqual({});
    const alone = escorted('beagle-class-dd', 'acorn-class-dd');
    alone.state.fleets.cruisers.battle = { contact: 'avoid' };
    alone.state.fleets.cruisers.mission = 'transport';
    expect(declaredOn(rollWith(alone.data, alone.state, 3).roll)).toEqual({ 'destroyers and torpedo boats only (allied)': alone.data.tables.search.declaredModifiers.onlyDestroyersOrTorpedoBoats });
  });

  it('5.2, 5.41 on contact the escort joins the contact in its zone, leaves port and is named with its fleet; the enemy is told both fleets\' ships', () => {
    const { data, state } = escorted('gloucester', 'beagle-class-dd');
    // Whatever port the escort's record held, it is at sea in the contact zone afterwards.
    state.fleets.screen.port = 'malta';
    const r = rollWith(data, state, 6);
    expect(state.fleets.screen).toMatchObject({ zone: 'AB40', port: null, hidden: false });
    expect(r.contacts[0].fleets).toEqual({ allied: ['cruisers', 'screen'], central: ['raiders'] });
    const told = r.events.filter((e) => e.type === 'gwas.contact');
    const toSide = (side: string) => told.filter((e) => canSee(e, side)).map((e) => e.data as { own: string[]; enemy: unknown });
    expect(told).toHaveLength(2);
    const [central] = toSide('central');
    const [allied] = toSide('allied');
    expect(central.own).toEqual(['raiders']);
    expect(central.enemy).toEqual({ ships: 4, capital: 0, light: 4, other: 0 });
    expect(allied.own).toEqual(['cruisers', 'screen']);
    expect(allied.enemy).toEqual({ ships: 1, capital: 0, light: 1, other: 0 });
  });

  it('5.2 an escort whose escorted fleet is gone is checked on its own', () => {
    const { data, state } = escorted('gloucester', 'beagle-class-dd');
    state.fleets.cruisers.gone = 'sunk';
    const r = rollWith(data, state, 6);
    expect(r.contacts[0].fleets).toEqual({ allied: ['screen'], central: ['raiders'] });
  });
});

describe('5.41, 5.42 a fleet that made contact stays where it made it', () => {
  /**
   * The Allied cruisers sail AC41 → AB40 → AA41 (their log as the movement step leaves it); the
   * Central raiders lie in AB40 and the Central patrol in `patrolAt`. Nobody declares (both avoid),
   * fog: the die alone decides.
   */
  function sweep(patrolAt: string) {
    const { data, state } = withScenario(`
weather: { default: 3 }
allied:
  - { id: cruisers, mission: intercept, at: { zone: AC41 }, ships: [gloucester] }
central:
  - { id: raiders, mission: intercept, at: { zone: AB40 }, ships: [breslau] }
  - { id: patrol, mission: intercept, at: { zone: ${patrolAt} }, ships: [tatra-class-dd] }
`);
    for (const f of Object.values(state.fleets)) f.battle = { contact: 'avoid' };
    const c = state.fleets.cruisers;
    c.log.push({ turn: state.turn, from: 'AC41', path: ['AB40', 'AA41'], port: null, note: 'plotted' });
    c.zone = 'AA41';
    c.backlog = ['Z41'];
    return { data, state };
  }
  const zonesRolled = (ctx: ReturnType<typeof scriptedContext>) => ctx.rolls().map((e) => e.data.purpose.split(' ')[2]);

  it('5.41 contact in AB40 (a 6) stops the cruisers there: the patrol in AA41, which they no longer reach, is not rolled for', () => {
    const { data, state } = sweep('AA41');
    const ctx = scriptedContext(data, state, [[6]], () => [1]);
    contactStep.run(ctx);
    expect(zonesRolled(ctx)).toEqual(['AB40']);
    const c = state.fleets.cruisers;
    expect(c.zone).toBe('AB40');
    expect(c.backlog).toEqual([]);
    // The turn's line is rewritten in place: still one line.
    expect(c.log).toEqual([{ turn: state.turn, from: 'AC41', path: ['AB40'], port: null, note: 'plotted; stopped by contact in AB40' }]);
    expect(state.contacts.map((x) => x.fleets)).toEqual([{ allied: ['cruisers'], central: ['raiders'] }]);
  });

  it('5.42 without contact in AB40 (a 1) the cruisers carry on and are rolled for against the patrol in AA41', () => {
    const { data, state } = sweep('AA41');
    const ctx = scriptedContext(data, state, [[1], [6]]);
    contactStep.run(ctx);
    expect(zonesRolled(ctx)).toEqual(['AB40', 'AA41']);
    expect(state.fleets.cruisers.zone).toBe('AA41');
    expect(state.contacts.map((x) => [x.zone, x.fleets.central])).toEqual([['AA41', ['patrol']]]);
  });

  it('5.41 a second enemy fleet in the zone of the contact is still rolled for, and may meet the stopped fleet there', () => {
    const { data, state } = sweep('AB40');
    const ctx = scriptedContext(data, state, [[6], [6]]);
    contactStep.run(ctx);
    expect(zonesRolled(ctx)).toEqual(['AB40', 'AB40']);
    // 5.42: the same moment and zone, so fleet ids order the rolls (patrol before raiders).
    expect(state.contacts.map((x) => [x.id, x.zone, x.fleets.central])).toEqual([[`C${state.turn}-1`, 'AB40', ['patrol']], [`C${state.turn}-2`, 'AB40', ['raiders']]]);
  });

  it('5.4 a missed roll is the umpire\'s alone and names the roll; a contact has no such record', () => {
    const { data, state } = sweep('AA41');
    const ctx = scriptedContext(data, state, [[1], [6]]);
    contactStep.run(ctx);
    const missed = ctx.events.filter((e) => e.type === 'gwas.contact-missed');
    expect(missed.map((e) => [e.audience, e.data])).toEqual([[{ to: 'umpire' }, { zone: 'AB40', allied: 'cruisers', central: 'raiders', roll: ctx.rolls()[0].seq }]]);
  });

  it('5.4 each pair rolls on its own stream, named by zone and fleets', () => {
    const { data, state } = sweep('AA41');
    const ctx = scriptedContext(data, state, [[1], [1]]);
    contactStep.run(ctx);
    expect(ctx.rolls().map((e) => e.data.stream)).toEqual(['AB40:cruisers:raiders', 'AA41:cruisers:patrol']);
  });
});

describe('5.43, 11.73 the weather on the contact roll', () => {
  const weatherOf = (roll: { modifiers: { name: string; value: number; rule: string }[] }) => roll.modifiers.filter((m) => m.rule === '5.43, 11.73').map((m) => [m.name, m.value]);

  it('5.43 by day each weather level gives the table\'s modifier for it, named by the level; one worth nothing is not listed', () => {
    const { data } = meeting();
    for (const level of data.tables.weather.levels) {
      const { data: d, state } = meeting({ weather: level.level });
      const value = d.tables.search.weatherModifiers[level.name] ?? 0;
      expect([level.name, weatherOf(rollWith(d, state, 3).roll)]).toEqual([level.name, value ? [[`weather: ${level.name}`, value]] : []]);
    }
  });

  it('11.73 a table that applies the weather at night too (weatherAtNight: true) adds it to a night roll; ours does not', () => {
    const { data, state } = meeting({ startHour: 22, weather: 1 });
    expect(data.tables.search.weatherAtNight).toBe(false);
    expect(weatherOf(rollWith(data, state, 3).roll)).toEqual([]);
    const atNight = meeting({ startHour: 22, weather: 1 });
    const d = { ...atNight.data, tables: { ...atNight.data.tables, search: { ...atNight.data.tables.search, weatherAtNight: true } } } as GwasData;
    expect(weatherOf(rollWith(d, atNight.state, 3).roll)).toEqual([['weather: Clear', d.tables.search.weatherModifiers.Clear]]);
  });
});

describe('5.41 the Central fleet that made contact stays too', () => {
  it('5.41 the raiders, met in AB40 on their way to AA41, are not rolled for against the Allied patrol in AA41', () => {
    const { data, state } = withScenario(`
weather: { default: 3 }
allied:
  - { id: cruisers, mission: intercept, at: { zone: AB40 }, ships: [gloucester] }
  - { id: patrol, mission: intercept, at: { zone: AA41 }, ships: [beagle-class-dd] }
central:
  - { id: raiders, mission: intercept, at: { zone: AC41 }, ships: [breslau] }
`);
    for (const f of Object.values(state.fleets)) f.battle = { contact: 'avoid' };
    const r = state.fleets.raiders;
    r.log.push({ turn: state.turn, from: 'AC41', path: ['AB40', 'AA41'], port: null });
    r.zone = 'AA41';
    const ctx = scriptedContext(data, state, [[6]], () => [1]);
    contactStep.run(ctx);
    expect(ctx.rolls().map((e) => e.data.purpose.split(' ')[2])).toEqual(['AB40']);
    expect(r.zone).toBe('AB40');
    expect(r.log.at(-1)).toEqual({ turn: state.turn, from: 'AC41', path: ['AB40'], port: null, note: 'stopped by contact in AB40' });
  });
});

describe('5.41 a stopped Central fleet may still meet a second Allied fleet where it stopped', () => {
  it('5.41 the raiders, met in AB40 by the cruisers, are rolled for against the destroyers also in AB40', () => {
    const { data, state } = withScenario(`
weather: { default: 3 }
allied:
  - { id: cruisers, mission: intercept, at: { zone: AB40 }, ships: [gloucester] }
  - { id: destroyers, mission: intercept, at: { zone: AB40 }, ships: [beagle-class-dd] }
central:
  - { id: raiders, mission: intercept, at: { zone: AB40 }, ships: [breslau] }
`);
    for (const f of Object.values(state.fleets)) f.battle = { contact: 'avoid' };
    const ctx = scriptedContext(data, state, [[6], [6]]);
    contactStep.run(ctx);
    expect(state.contacts.map((x) => [x.zone, x.fleets.allied, x.fleets.central])).toEqual([['AB40', ['cruisers'], ['raiders']], ['AB40', ['destroyers'], ['raiders']]]);
  });
});

describe('5.41 what the stop leaves in the fleet\'s record', () => {
  /** The Allied cruisers sail AC39 → AC38 → AC37 and into Malta; the Central raiders wait at sea in `raidersAt`. */
  function intoMalta(raidersAt: string) {
    const { data, state } = withScenario(`
weather: { default: 3 }
allied:
  - { id: cruisers, mission: intercept, at: { zone: AC39 }, ships: [gloucester] }
central:
  - { id: raiders, mission: intercept, at: { zone: ${raidersAt} }, ships: [breslau] }
`);
    for (const f of Object.values(state.fleets)) f.battle = { contact: 'avoid' };
    const c = state.fleets.cruisers;
    c.log.push({ turn: state.turn, from: 'AC39', path: ['AC38', 'AC37'], port: 'malta' });
    c.zone = 'AC37';
    c.port = 'malta';
    const ctx = scriptedContext(data, state, [[6]]);
    contactStep.run(ctx);
    return c;
  }

  it('5.41 met in AC37, the zone of the port it entered, the fleet keeps its port', () => {
    const c = intoMalta('AC37');
    expect([c.zone, c.port]).toEqual(['AC37', 'malta']);
    expect(c.log.at(-1)).toMatchObject({ path: ['AC38', 'AC37'], port: 'malta', note: 'stopped by contact in AC37' });
  });

  it('5.41 met in AC38 on the way, the fleet never reaches Malta: at sea in AC38', () => {
    const c = intoMalta('AC38');
    expect([c.zone, c.port]).toEqual(['AC38', null]);
    expect(c.log.at(-1)).toMatchObject({ path: ['AC38'], port: null, note: 'stopped by contact in AC38' });
  });

  it('5.41 a fleet that did not move this turn is not "stopped": its last log line, this turn\'s or an earlier one, is left as it was', () => {
    const { data, state } = meeting();
    const stayed = { turn: state.turn, from: 'AB40', path: [], port: null };
    state.fleets.cruisers.log.push(stayed);
    const earlier = { turn: state.turn - 1, from: 'AC41', path: ['AB40'], port: null };
    state.fleets.raiders.log.push(earlier);
    const r = rollWith(data, state, 6);
    expect(r.contacts).toHaveLength(1);
    expect(state.fleets.cruisers.log.at(-1)).toEqual(stayed);
    expect(state.fleets.raiders.log.at(-1)).toEqual(earlier);
  });

  it('5.4, 5.41 crossing a boundary (AB40 to AB41 against AB41 to AB40), met in AB41: the raiders are returned to the zone they left, their log keeps the crossing', () => {
    const { data, state } = meeting();
    const { cruisers, raiders } = state.fleets;
    cruisers.log.push({ turn: state.turn, from: 'AB40', path: ['AB41'], port: null });
    cruisers.zone = 'AB41';
    raiders.zone = 'AB41';
    raiders.log.push({ turn: state.turn, from: 'AB41', path: ['AB40'], port: null });
    raiders.zone = 'AB40';
    // The zone the Allied fleet entered is checked first (5.42, our standing choice).
    const r = rollWith(data, state, 6);
    expect(r.contacts.map((x) => x.zone)).toEqual(['AB41']);
    expect([cruisers.zone, raiders.zone]).toEqual(['AB41', 'AB41']);
    expect(cruisers.log).toEqual([{ turn: state.turn, from: 'AB40', path: ['AB41'], port: null, note: 'stopped by contact in AB41' }]);
    expect(raiders.log).toEqual([{ turn: state.turn, from: 'AB41', path: ['AB40'], port: null, note: 'stopped by contact in AB41' }]);
  });

  it('series summary: a hidden Raid fleet that is found goes back on the map', () => {
    const { data, state } = meeting();
    const r = state.fleets.raiders;
    r.mission = 'raid';
    r.hidden = true;
    // Hidden, it counts only once it has reached its final zone: it entered AB40 from AC41.
    r.log.push({ turn: state.turn, from: 'AC41', path: ['AB40'], port: null });
    rollWith(data, state, 6);
    expect(r.hidden).toBe(false);
  });
});

describe('5.4 what each side is told of a contact, and what the umpire keeps', () => {
  it('5.4 a rolled contact: both sides are told the zone, how it came about, their own fleets, the enemy\'s force by class and the roll', () => {
    const { data, state } = meeting({ centralShips: 'goeben, breslau' });
    const r = rollWith(data, state, 6);
    const told = r.events.filter((e) => e.type === 'gwas.contact');
    const roll = { table: data.tables.search.id, dice: [6], modifiers: [], total: 6 };
    expect(told.map((e) => [e.audience, e.data])).toEqual([
      [{ to: 'sides', sides: ['allied'] }, { contact: 'C1-1', zone: 'AB40', reason: 'same-zone', automatic: false, own: ['cruisers'], enemy: { ships: 2, capital: 1, light: 1, other: 0 }, enemySide: 'central', roll }],
      [{ to: 'sides', sides: ['central'] }, { contact: 'C1-1', zone: 'AB40', reason: 'same-zone', automatic: false, own: ['raiders'], enemy: { ships: 1, capital: 0, light: 1, other: 0 }, enemySide: 'allied', roll }],
    ]);
    const umpire = r.events.filter((e) => e.type === 'gwas.contact-umpire');
    expect(umpire.map((e) => [e.audience, e.data])).toEqual([[{ to: 'umpire' },
      { id: 'C1-1', turn: 1, zone: 'AB40', fleets: { allied: ['cruisers'], central: ['raiders'] }, automatic: false, chance: true, reason: 'same-zone' }]]);
    expect(r.contacts).toEqual([{ id: 'C1-1', turn: 1, zone: 'AB40', fleets: { allied: ['cruisers'], central: ['raiders'] }, automatic: false, chance: true }]);
  });

  it('5.2, 5.4 the enemy force told is the fleet and its escorts together, capital, light and other ships each summed', () => {
    const { data, state } = withScenario(`
weather: { default: 3 }
allied:
  - { id: convoy, mission: transport, at: { zone: AB40 }, ships: [courbet, gloucester, xix-corps-transports-1] }
  - { id: screen, mission: escort, escorting: convoy, at: { zone: AB40 }, ships: [agamemnon, beagle-class-dd, xix-corps-transports-2] }
central:
  - { id: raiders, mission: intercept, at: { zone: AB40 }, ships: [breslau] }
`);
    for (const f of Object.values(state.fleets)) f.battle = { contact: 'avoid' };
    const r = rollWith(data, state, 6);
    const toCentral = r.events.filter((e) => e.type === 'gwas.contact' && canSee(e, 'central')).map((e) => (e.data as { enemy: unknown }).enemy);
    // courbet and agamemnon capital; gloucester and a flotilla of 3 light; two transport groups of 4.
    expect(toCentral).toEqual([{ ships: 2 + 4 + 8, capital: 2, light: 4, other: 8 }]);
  });
});

describe('4.4 the contact step in the real turn', () => {
  it('4.4 its events are the contact step\'s and cite 4.4, 5.4–5.47; its roll cites 5.4 and 7.28 on the stream of the zone and the pair', () => {
    const { data, state } = meeting();
    const r = play(data, state, {});
    const mine = r.events.filter((e) => e.type === 'roll' && (e.data as { table: string }).table === data.tables.search.id);
    expect(mine.map((e) => [e.step, e.rule, (e.data as { stream: string }).stream])).toEqual([['contact', '5.4, 7.28', 'contact/AB40:cruisers:raiders']]);
    const rest = r.events.filter((e) => e.type.startsWith('gwas.contact'));
    expect(rest.length).toBeGreaterThan(0);
    for (const e of rest) expect([e.type, e.step, e.rule]).toEqual([e.type, 'contact', '4.4, 5.4–5.47']);
  });
});

describe('5.44 a declared modifier worth nothing', () => {
  it('5.44 a table whose leader modifier is 0 gives no leader line, seeking or avoiding', () => {
    for (const contact of ['seek', 'avoid'] as const) {
      const { data, state } = meeting({ allied: contact });
      state.fleets.cruisers.leader = 'Troubridge';
      const t = data.tables.search;
      const d = { ...data, tables: { ...data.tables, search: { ...t, declaredModifiers: { ...t.declaredModifiers, leader: 0 } } } } as GwasData;
      expect(Object.keys(declaredOn(rollWith(d, state, 3).roll)).filter((n) => n.startsWith('leader'))).toEqual([]);
    }
  });
});
