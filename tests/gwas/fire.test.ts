/**
 * One round's fire, step by step (src/games/gwas/combat/fire.ts), with given dice: 6.1 the
 * Central Powers roll first and every ship with dice rolls each gun type at one target; the hits
 * are held until both sides have rolled; 7.27 at night firing and being hit reveal a ship; 5.2
 * Bombardment halving ends with the fleet's first firing round; 7.8 torpedoes at short range,
 * once, from ships ready to fire; 11.31 never at a ship in port; and what each side is told.
 */
import { describe, expect, it } from 'vitest';
import type { GameEvent } from '../../src/kernel/events.js';
import type { RollRequest } from '../../src/kernel/turn.js';
import { applyHits, gunnery, torpedoes } from '../../src/games/gwas/combat/fire.js';
import type { BattleRun, PendingHit } from '../../src/games/gwas/combat/types.js';
import type { GwasOptions, GwasState } from '../../src/games/gwas/state.js';
import { ofType, withScenario } from '../helpers/gwas.js';
import { scriptedContext } from './scripted-dice.js';

const BOTH = { to: 'sides', sides: ['allied', 'central'] };

const SHIPS = `
weather: { default: 1 }
allied:
  - { id: bcs, mission: intercept, at: { zone: AB40 }, ships: [indomitable, gloucester] }
  - { id: flotilla, mission: intercept, at: { zone: AB40 }, ships: [bespokoiny] }
central:
  - { id: mm, mission: raid, at: { zone: AB40 }, ships: [goeben, breslau] }
`;

/** A Basic Combat battle record over every fleet of the scenario; by day every enemy ship is identified (7.27). */
function runOf(state: GwasState, range: 'long' | 'short', opts: { night?: boolean; weather?: number } = {}): BattleRun {
  const fleets = { allied: Object.values(state.fleets).filter((f) => f.side === 'allied'), central: Object.values(state.fleets).filter((f) => f.side === 'central') };
  const ships = { allied: fleets.allied.flatMap((f) => f.ships.map((id) => state.ships[id])), central: fleets.central.flatMap((f) => f.ships.map((id) => state.ships[id])) };
  const night = opts.night ?? false;
  return {
    id: 'B1-1', zone: 'AB40', night, weather: opts.weather ?? 1, fleets, ships,
    identified: { allied: new Set(night ? [] : ships.central.map((s) => s.id)), central: new Set(night ? [] : ships.allied.map((s) => s.id)) },
    halving: new Set(), round: 1, range,
  };
}

/** Dice by the roll's purpose (its start); every other roll all 1s, which never hit. */
function dice(given: Record<string, number[]> = {}) {
  return (r: RollRequest) => Object.entries(given).find(([k]) => r.purpose.startsWith(k))?.[1] ?? Array(r.dice ?? 1).fill(1);
}

function setup(yaml = SHIPS, options: GwasOptions = {}) {
  const { data, state } = withScenario(yaml, options);
  return { data, state, ctx: (given: Record<string, number[]> = {}) => scriptedContext(data, state, [], dice(given)) };
}

const fires = (events: readonly GameEvent[], role: 'own' | 'enemy') => ofType(events, 'gwas.fire').filter((e) => e.data.role === role);

describe('6.1 order of fire: the Central Powers first, each ship every gun type it may fire', () => {
  it('6.1 short range by day: Goeben and Breslau roll, then Indomitable, Gloucester and Bespokoiny; a gun type without dice rolls nothing', () => {
    const { state, ctx: make } = setup();
    const ctx = make();
    gunnery(ctx, runOf(state, 'short'));
    expect(ctx.rolls().map((r) => r.data.purpose)).toEqual([
      'B1-1 round 1 (short range): primary gunnery, 5 dice',
      'B1-1 round 1 (short range): secondary gunnery, 3 dice',
      'B1-1 round 1 (short range): tertiary gunnery, 1 die',
      'B1-1 round 1 (short range): tertiary gunnery, 2 dice',
      'B1-1 round 1 (short range): primary gunnery, 5 dice',
      'B1-1 round 1 (short range): tertiary gunnery, 3 dice',
      'B1-1 round 1 (short range): secondary gunnery, 1 die',
      'B1-1 round 1 (short range): tertiary gunnery, 2 dice',
      'B1-1 round 1 (short range): tertiary gunnery, 1 die',
    ]);
    expect(fires(ctx.events, 'own').map((e) => e.data.firer)).toEqual(['goeben', 'goeben', 'goeben', 'breslau', 'indomitable', 'indomitable', 'gloucester', 'gloucester', 'bespokoiny']);
  });

  it('6.1 each roll is the Gunnery table\'s, seen by both sides, on the battle\'s stream, read as the hits it scores', () => {
    const { state, ctx: make } = setup();
    const ctx = make({ 'B1-1 round 1 (long range): primary': [6, 6, 5, 1, 1] });
    gunnery(ctx, runOf(state, 'long'));
    const first = ctx.rolls()[0];
    expect(first.audience).toEqual(BOTH);
    expect(first.rule).toBe('6.1, 6.3, 6.4, 7.5');
    expect(first.data).toMatchObject({ table: 'gunnery (6.1)', stream: 'B1-1', dice: [6, 6, 5, 1, 1], result: '2 hit(s)' });
    expect(ctx.rolls()[1].data.result).toBe('0 hit(s)');
  });

  it('6.1 the hits are held, not applied, until both sides have rolled: only the rolls that hit are returned', () => {
    const { state, ctx: make } = setup();
    state.fleets.mm.battle = { targets: ['indomitable'] };
    state.fleets.bcs.battle = { targets: ['breslau'] };
    const ctx = make({ 'B1-1 round 1 (long range): primary gunnery, 5 dice': [6, 6, 1, 1, 1] });
    const hits = gunnery(ctx, runOf(state, 'long'));
    // Goeben's primary roll comes first (6.1): two hits on Indomitable; Indomitable's own 5 dice are the same list's, also 2 hits.
    expect(hits).toEqual<PendingHit[]>([
      { by: 'central', firer: 'goeben', target: state.ships.indomitable, weapon: 'primary', n: 2 },
      { by: 'allied', firer: 'indomitable', target: state.ships.breslau, weapon: 'primary', n: 2 },
    ]);
    expect(state.ships.indomitable.damage.hull + state.ships.breslau.damage.hull).toBe(0);
    expect(ofType(ctx.events, 'gwas.damage')).toEqual([]);
  });

  it('6.1 what each side is told of a roll: its own fire by name, the enemy\'s fire at its ship', () => {
    const { state, ctx: make } = setup();
    state.fleets.mm.battle = { targets: ['indomitable'] };
    const ctx = make({ 'B1-1 round 1 (long range): primary gunnery, 5 dice': [6, 6, 1, 1, 1] });
    gunnery(ctx, runOf(state, 'long'));
    const [own, enemy] = ofType(ctx.events, 'gwas.fire').slice(0, 2);
    const fire = { battle: 'B1-1', round: 1, range: 'long', weapon: 'primary', dice: [6, 6, 1, 1, 1], modifiers: [], hits: 2, roll: ctx.rolls()[0].seq, halved: false };
    expect(own).toMatchObject({ rule: '6.1', audience: { to: 'sides', sides: ['central'] }, data: { ...fire, role: 'own', firer: 'goeben', target: 'indomitable' } });
    expect(enemy).toMatchObject({ rule: '6.1', audience: { to: 'sides', sides: ['allied'] }, data: { ...fire, role: 'enemy', firer: 'goeben', target: 'indomitable' } });
  });

  it('6.1 a fleet without standing targets fires at what another fleet of its side names', () => {
    const { state, ctx: make } = setup();
    state.fleets.bcs.battle = { targets: ['breslau'] };
    const ctx = make();
    gunnery(ctx, runOf(state, 'short'));
    const bespokoiny = fires(ctx.events, 'own').find((e) => e.data.firer === 'bespokoiny')!;
    expect(bespokoiny.data.target).toBe('breslau');
  });
});

describe('scenario rule "not yet at war" (combat/peace.ts): a ship fires only at ships of nations at war with hers', () => {
  /** The Goeben scenario's rule: Britain and Germany at peace until 23:00 GMT on 4 August 1914 (turn 1 of the test scenario ends at 10:00). */
  function atPeace() {
    const s = setup();
    (s.data.scenarios.test as { peace?: unknown }).peace = [{ nations: ['britain', 'germany'], until: '1914-08-04T23:00Z', text: 'not yet at war' }];
    return s;
  }

  it('6.1 Goeben\'s fleet names Indomitable first, but she may not fire on a British ship: her guns go to Bespokoiny (Russian); the British ships fire at nothing', () => {
    const { state, ctx: make } = atPeace();
    state.fleets.mm.battle = { targets: ['indomitable', 'gloucester'] };
    const ctx = make();
    gunnery(ctx, runOf(state, 'short'));
    const own = fires(ctx.events, 'own');
    expect(own.filter((e) => e.data.firer === 'goeben').map((e) => e.data.target)).toEqual(['bespokoiny', 'bespokoiny', 'bespokoiny']);
    expect([...new Set(own.map((e) => e.data.firer))]).toEqual(['goeben', 'breslau', 'bespokoiny']);
  });

  it('7.8 torpedoes likewise: Breslau\'s tubes go to Bespokoiny, never to the British ships her fleet names', () => {
    const { state, ctx: make } = atPeace();
    state.fleets.mm.battle = { targets: ['gloucester'] };
    const ctx = make();
    torpedoes(ctx, runOf(state, 'short'));
    const own = fires(ctx.events, 'own');
    expect(own.filter((e) => ['goeben', 'breslau'].includes(e.data.firer)).map((e) => [e.data.firer, e.data.target])).toEqual([['goeben', 'bespokoiny'], ['breslau', 'bespokoiny']]);
    expect(state.ships.indomitable.torpedoesFired).toBeFalsy();
  });
});

describe('6.1, 7.8 a fleet without standing targets fires at the first list another fleet of its side names', () => {
  const THREE = `
weather: { default: 1 }
allied:
  - { id: first, mission: intercept, at: { zone: AB40 }, ships: [indomitable] }
  - { id: second, mission: intercept, at: { zone: AB40 }, ships: [gloucester] }
  - { id: flotilla, mission: intercept, at: { zone: AB40 }, ships: [bespokoiny] }
central:
  - { id: mm, mission: raid, at: { zone: AB40 }, ships: [goeben, breslau] }
`;

  it('7.8 Bespokoiny\'s flotilla names nothing: her torpedoes go at Breslau, as the battlecruisers\' fleet names', () => {
    const { state, ctx: make } = setup();
    state.fleets.mm.battle = { torpedoes: 'hold' };
    state.fleets.bcs.battle = { targets: ['breslau'] };
    const ctx = make();
    torpedoes(ctx, runOf(state, 'short'));
    const b = fires(ctx.events, 'own').find((e) => e.data.firer === 'bespokoiny')!;
    expect(b.data.target).toBe('breslau');
  });

  it('6.1 a fleet whose list is empty names nothing: the flotilla takes the next fleet\'s list (Breslau), in gunnery and torpedoes', () => {
    const { state, ctx: make } = setup(THREE);
    state.fleets.mm.battle = { torpedoes: 'hold' };
    state.fleets.first.battle = { targets: [] };
    state.fleets.second.battle = { targets: ['breslau'] };
    const guns = make();
    gunnery(guns, runOf(state, 'short'));
    expect(fires(guns.events, 'own').filter((e) => e.data.firer === 'bespokoiny').map((e) => e.data.target)).toEqual(['breslau']);
    const tubes = make();
    torpedoes(tubes, runOf(state, 'short'));
    expect(fires(tubes.events, 'own').filter((e) => e.data.firer === 'bespokoiny').map((e) => e.data.target)).toEqual(['breslau']);
  });
});

describe('6.1, 8.5 nothing to fire at', () => {
  it('8.5 with every enemy ship sunk a side picks no target and rolls nothing, guns or torpedoes', () => {
    const { state, ctx: make } = setup();
    state.ships.goeben.sunk = true;
    state.ships.breslau.sunk = true;
    const ctx = make();
    const run = runOf(state, 'short');
    expect(gunnery(ctx, run)).toEqual([]);
    expect(torpedoes(ctx, run)).toEqual([]);
    expect(ctx.rolls()).toEqual([]);
    expect(state.ships.bespokoiny.torpedoesFired).toBeFalsy();
  });
});

describe('6.3, 6.4, 7.5, 11.31 the modifiers each roll carries', () => {
  const modsOf = (events: readonly GameEvent[], firer: string) =>
    fires(events, 'own').find((e) => e.data.firer === firer)!.data.modifiers.map((m: { name: string }) => m.name);

  it('7.5 +1 at a target unable to manoeuvre; 6.1, 7.5 +1 for a ship in italics (Gloucester); nothing else at long range by day', () => {
    const { state, ctx: make } = setup();
    state.fleets.bcs.battle = { targets: ['breslau'] };
    state.fleets.mm.battle = { targets: ['indomitable'] };
    state.ships.breslau.unableToManoeuvre = true;
    const ctx = make();
    gunnery(ctx, runOf(state, 'long'));
    expect(modsOf(ctx.events, 'indomitable')).toEqual(['target unable to manoeuvre or in port']);
    expect(modsOf(ctx.events, 'gloucester')).toEqual(['firing ship in italics', 'target unable to manoeuvre or in port']);
    expect(modsOf(ctx.events, 'goeben')).toEqual([]);
  });

  it('11.31 +1 at a ship in port', () => {
    const { state, ctx: make } = setup(`
allied:
  - { id: bcs, mission: intercept, at: { zone: AC37 }, ships: [indomitable] }
central:
  - { id: mm, mission: raid, at: { port: malta }, ships: [breslau] }
`);
    const ctx = make();
    gunnery(ctx, runOf(state, 'short'));
    expect(modsOf(ctx.events, 'indomitable')).toEqual(['short range', 'target unable to manoeuvre or in port']);
    expect(modsOf(ctx.events, 'breslau')).toEqual(['short range']);
  });

  it('6.4 −1 at night, with the short range\'s +1', () => {
    const { state, ctx: make } = setup();
    const ctx = make();
    gunnery(ctx, runOf(state, 'short', { night: true }));
    expect(modsOf(ctx.events, 'goeben')).toEqual(['short range', 'night']);
  });
});

describe('7.27 at night a ship is identified by firing or by being hit', () => {
  it('7.27 a ship that fires is revealed to the side it fires at; the target it cannot name is "unidentified" (null) to it', () => {
    const { state, ctx: make } = setup();
    const run = runOf(state, 'short', { night: true });
    const ctx = make();
    gunnery(ctx, run);
    expect([...run.identified.allied].sort()).toEqual(['breslau', 'goeben']);
    expect([...run.identified.central].sort()).toEqual(['bespokoiny', 'gloucester', 'indomitable']);
    const first = ofType(ctx.events, 'gwas.fire').slice(0, 2);
    // Goeben fires first: she is named to the Allies, her target (not yet seen firing) is not named to her side.
    expect(first.map((e) => [e.data.role, e.data.firer, e.data.target])).toEqual([['own', 'goeben', null], ['enemy', 'goeben', first[1].data.target]]);
    // The Allies fire after the Central Powers have revealed themselves: their targets are named to them.
    expect(fires(ctx.events, 'own').filter((e) => e.data.firer === 'indomitable').every((e) => e.data.target !== null)).toBe(true);
  });

  it('7.27 a ship without dice this round (a destroyer in a squall) neither fires nor is revealed', () => {
    const { state, ctx: make } = setup();
    const run = runOf(state, 'short', { night: true, weather: 4 });
    const ctx = make();
    gunnery(ctx, run);
    expect(run.identified.central.has('bespokoiny')).toBe(false);
    expect(run.identified.central.has('indomitable')).toBe(true);
    expect(fires(ctx.events, 'own').some((e) => e.data.firer === 'bespokoiny')).toBe(false);
  });

  it('7.27 a ship hit is identified by the side that hit it, and each hit rolls on the Damage Table in turn', () => {
    const { state, ctx: make } = setup();
    const run = runOf(state, 'short', { night: true });
    const ctx = make({ 'primary hit': [2, 3] }); // 5 on the Gunnery Damage Table: one hull box
    applyHits(ctx, run, [{ by: 'allied', firer: 'indomitable', target: state.ships.goeben, weapon: 'primary', n: 2 }]);
    expect(run.identified.allied.has('goeben')).toBe(true);
    expect(run.identified.central.size).toBe(0);
    expect(ctx.rolls().map((r) => r.data.purpose)).toEqual(['primary hit: B1-1 round 1, primary hit 1', 'primary hit: B1-1 round 1, primary hit 2']);
    expect(state.ships.goeben.damage.hull).toBe(2);
    expect(state.ships.goeben.sunk).toBe(false);
  });
});

describe('8.5 hits on a ship already sunk change nothing', () => {
  it('8.5 a sunk target takes no Damage Table roll and is not revealed', () => {
    const { state, ctx: make } = setup();
    const run = runOf(state, 'short', { night: true });
    state.ships.goeben.sunk = true;
    const ctx = make();
    applyHits(ctx, run, [{ by: 'allied', firer: 'indomitable', target: state.ships.goeben, weapon: 'primary', n: 3 }]);
    expect(ctx.rolls()).toEqual([]);
    expect(run.identified.allied.has('goeben')).toBe(false);
  });
});

describe('5.2 Bombardment: halved fire in the fleet\'s first firing round only', () => {
  const yaml = `
allied:
  - { id: bcs, mission: intercept, at: { zone: AB40 }, ships: [indomitable] }
central:
  - { id: mm, mission: bombardment, at: { zone: AB40 }, ships: [goeben] }
  - { id: lc, mission: bombardment, at: { zone: AB40 }, ships: [breslau] }
`;
  it('5.2 Goeben fires 2 of 5 primary dice, marked halved; her fleet fires in full next round; Breslau (no dice at long range) keeps her halving', () => {
    const { state, ctx: make } = setup(yaml);
    const run = runOf(state, 'long');
    run.halving.add('mm');
    run.halving.add('lc');
    const ctx = make();
    gunnery(ctx, run);
    const goeben = fires(ctx.events, 'own').filter((e) => e.data.firer === 'goeben');
    expect(goeben.map((e) => [e.data.weapon, e.data.dice.length, e.data.halved])).toEqual([['primary', 2, true], ['secondary', 1, true]]);
    expect([...run.halving]).toEqual(['lc']);
    const next = make();
    gunnery(next, run);
    expect(fires(next.events, 'own').filter((e) => e.data.firer === 'goeben').map((e) => [e.data.dice.length, e.data.halved])).toEqual([[5, false], [3, false]]);
  });
});

describe('7.8 torpedoes after the gunnery, at short range, once a scenario', () => {
  it('7.8, 7.81 the Central Powers fire first; each ship fires its whole value at one target; a 5 with +1 hits', () => {
    const { state, ctx: make } = setup();
    state.fleets.flotilla.battle = { targets: ['goeben'] };
    state.fleets.bcs.battle = { targets: ['goeben'] };
    const ctx = make({ 'B1-1 round 1: torpedo attack, 3 dice': [5, 4, 1] });
    const hits = torpedoes(ctx, runOf(state, 'short'));
    expect(ctx.rolls().map((r) => r.data.purpose)).toEqual([
      'B1-1 round 1: torpedo attack, 1 die', 'B1-1 round 1: torpedo attack, 1 die',
      'B1-1 round 1: torpedo attack, 1 die', 'B1-1 round 1: torpedo attack, 1 die', 'B1-1 round 1: torpedo attack, 3 dice',
    ]);
    expect(fires(ctx.events, 'own').map((e) => e.data.firer)).toEqual(['goeben', 'breslau', 'indomitable', 'gloucester', 'bespokoiny']);
    const bespokoiny = ctx.rolls()[4];
    expect(bespokoiny.audience).toEqual(BOTH);
    expect(bespokoiny.rule).toBe('6.5, 7.81');
    expect(bespokoiny.data).toMatchObject({ table: 'torpedo attack (7.81)', stream: 'B1-1', result: '1 hit(s)' });
    expect(hits).toEqual<PendingHit[]>([{ by: 'allied', firer: 'bespokoiny', target: state.ships.goeben, weapon: 'torpedo', n: 1 }]);
    const own = fires(ctx.events, 'own')[4];
    expect(own).toMatchObject({ rule: '7.8', audience: { to: 'sides', sides: ['allied'] }, data: { weapon: 'torpedo', hits: 1, halved: false, target: 'goeben', dice: [5, 4, 1] } });
  });

  it('7.84 a ship that fires has fired for the scenario and her tube box is marked; the next round she fires nothing', () => {
    const { state, ctx: make } = setup();
    const run = runOf(state, 'short');
    torpedoes(make(), run);
    expect(state.ships.bespokoiny.torpedoesFired).toBe(true);
    expect(state.ships.bespokoiny.damage.torpedo).toBe(1);
    expect(state.ships.goeben.torpedoesFired).toBe(true);
    const next = make();
    expect(torpedoes(next, run)).toEqual([]);
    expect(next.rolls()).toEqual([]);
  });

  it('7.8 a fleet ordered to hold its torpedoes fires none', () => {
    const { state, ctx: make } = setup();
    state.fleets.mm.battle = { torpedoes: 'hold' };
    const ctx = make();
    torpedoes(ctx, runOf(state, 'short'));
    expect(fires(ctx.events, 'own').map((e) => e.data.firer)).toEqual(['indomitable', 'gloucester', 'bespokoiny']);
    expect(state.ships.goeben.torpedoesFired).toBeFalsy();
  });

  it('11.31 a ship in port is no torpedo target: with none other, the firer keeps her torpedoes', () => {
    const { state, ctx: make } = setup(`
allied:
  - { id: bcs, mission: intercept, at: { zone: AC37 }, ships: [bespokoiny] }
central:
  - { id: mm, mission: raid, at: { port: malta }, ships: [breslau] }
`);
    const ctx = make();
    torpedoes(ctx, runOf(state, 'short'));
    expect(fires(ctx.events, 'own').map((e) => e.data.firer)).toEqual(['breslau']);
    expect(state.ships.bespokoiny.torpedoesFired).toBeFalsy();
    expect(state.ships.bespokoiny.damage.torpedo).toBe(0);
  });

  it('7.27 at night a ship that fires torpedoes is revealed to the side she fires at', () => {
    const { state, ctx: make } = setup();
    state.fleets.mm.battle = { torpedoes: 'hold' };
    const run = runOf(state, 'short', { night: true });
    torpedoes(make(), run);
    expect([...run.identified.central].sort()).toEqual(['bespokoiny', 'gloucester', 'indomitable']);
    expect(run.identified.allied.size).toBe(0);
  });

  it('7.81 the roll carries the modifiers against its target (Bespokoiny on Goeben: +1)', () => {
    const { state, ctx: make } = setup();
    state.fleets.mm.battle = { torpedoes: 'hold' };
    state.fleets.flotilla.battle = { targets: ['goeben'] };
    const ctx = make();
    torpedoes(ctx, runOf(state, 'short'));
    const b = fires(ctx.events, 'own').find((e) => e.data.firer === 'bespokoiny')!;
    expect(b.data.modifiers.map((m: { name: string; value: number }) => [m.name, m.value])).toEqual([['target is a capital ship', 1]]);
  });
});

describe('8.0 a hit applied: each side told under its battle and round', () => {
  it('8.0 the damage (to the side hit) and the hit seen (to the side firing) name the battle and the round, which the report files them under', () => {
    const { state, ctx: make } = setup();
    const ctx = make();
    const run = { ...runOf(state, 'short'), round: 2 };
    applyHits(ctx, run, [{ by: 'allied', firer: 'indomitable', target: state.ships.breslau, weapon: 'primary', n: 1 }]);
    const [damage] = ofType(ctx.events, 'gwas.damage');
    const [seen] = ofType(ctx.events, 'gwas.hit-seen');
    expect(damage.audience).toEqual({ to: 'sides', sides: ['central'] });
    expect(seen.audience).toEqual({ to: 'sides', sides: ['allied'] });
    for (const e of [damage, seen]) expect(e.data).toMatchObject({ battle: 'B1-1', round: 2 });
  });
});

describe('13.5, 12.64 a hit on a minelayer or an oiler (options)', () => {
  it('13.5 with the mines option a minelayer hit rolls for her mines after the Damage Table; a 6 sinks her', () => {
    const { state, ctx: make } = setup(`
allied:
  - { id: bcs, mission: intercept, at: { zone: N41 }, ships: [indomitable] }
central:
  - { id: layers, mission: minelaying, at: { zone: N41 }, ships: [nusret] }
`, { mines: true });
    const ctx = make({ 'B1-1:': [6] });
    applyHits(ctx, runOf(state, 'short'), [{ by: 'allied', firer: 'indomitable', target: state.ships.nusret, weapon: 'tertiary', n: 1 }]);
    expect(ctx.rolls().map((r) => r.data.table)).toContain('Minelayer hit (13.5)');
    // Its own stream, named by the battle and the ship, so the battle's dice stay where they were.
    expect(ctx.rolls().find((r) => r.data.table === 'Minelayer hit (13.5)')!.data.stream).toBe('B1-1:mines:nusret');
    expect(state.ships.nusret.sunk).toBe(true);
    expect(ofType(ctx.events, 'gwas.minelayer-exploded')).toHaveLength(1);
  });

  it('12.64 with the fuel option an oiler hit rolls for an explosion; a 6 sinks her', () => {
    const { state, ctx: make } = setup(`
central:
  - { id: mm, mission: raid, at: { zone: AB40 }, ships: [goeben] }
allied:
  - { id: train, mission: intercept, at: { zone: AB40 }, ships: [xix-corps-transports-2] }
fuel:
  oilers: [xix-corps-transports-2]
`, { fuel: true });
    const ctx = make({ 'B1-1:': [6] });
    applyHits(ctx, runOf(state, 'short'), [{ by: 'central', firer: 'goeben', target: state.ships['xix-corps-transports-2'], weapon: 'tertiary', n: 1 }]);
    expect(ctx.rolls().map((r) => r.data.table)).toContain('Oiler hit (12.64)');
    expect(ctx.rolls().find((r) => r.data.table === 'Oiler hit (12.64)')!.data.stream).toBe('B1-1:oiler:xix-corps-transports-2');
    expect(state.ships['xix-corps-transports-2'].sunk).toBe(true);
  });
});
