// Fog of war in the battles part of a report (src/games/gwas/views/battles.ts, rules 6.0–6.5, 7.27,
// 7.31, 7.37, 7.38, 8.0, 8.5): a side's account is built only from the events addressed to it, so an
// enemy ship is named only where the event names it (after identification, 7.27); the umpire's
// account is one line a battle. Events are written out here, one per case, so each rule can be told
// apart (issue 18: fog-area mutants that the played games and goldens could not see).
import { describe, expect, it } from 'vitest';
import { sidesOnly, umpireOnly, type GameEvent } from '../src/kernel/events.js';
import type { GwasData } from '../src/games/gwas/data.js';
import { battleViews, umpireBattleViews } from '../src/games/gwas/views/battles.js';
import { loadGame } from '../src/pipeline/games.js';

const data = loadGame('gwas-mediterranean') as unknown as GwasData;
const ownRef = (id: string) => ({ id, name: `name of ${id}` });
let seq = 0;
const event = (turn: number, type: string, d: unknown, audience = sidesOnly('allied')): GameEvent => ({ seq: seq++, turn, step: 'battle', rule: '6.0', type, audience, data: d });

/** The Allies' battle B3-1 in W30 on turn 3 (the battle step's `gwas.battle-begins`). */
const begins = (over: Record<string, unknown> = {}, turn = 3) => event(turn, 'gwas.battle-begins', {
  battle: 'B3-1', zone: 'W30', contacts: ['C3-1'], night: false, own: ['battlecruiser-squadron'], ownShips: ['inflexible'], enemyShips: 2, identified: [], ...over,
}, sidesOnly('allied'));
const ends = (over: Record<string, unknown> = {}, turn = 3) => event(turn, 'gwas.battle-ends', {
  battle: 'B3-1', zone: 'W30', rounds: 3, reason: 'rounds', disengaged: [], destroyed: [], ownSunk: [], enemySunk: [], enemyUnidentifiedSunk: 0,
  fleetsLost: [], identified: [], extended: false, lostZones: 0, ...over,
}, sidesOnly('allied'));
const round = (n: number, decision: Record<string, unknown>, over: Record<string, unknown> = {}) =>
  event(3, 'gwas.battle-round', { battle: 'B3-1', round: n, range: 'long', night: false, decision, gunnery: true, torpedoes: false, ...over });
const fire = (firer: string | null, target: string | null, dice: number[], hits: number, weapon = 'primary') =>
  event(3, 'gwas.fire', { battle: 'B3-1', round: 1, range: 'long', weapon, dice, modifiers: [], hits, roll: 6, halved: false, role: 'own', firer, target });
const damage = (over: Record<string, unknown>) => event(3, 'gwas.damage', {
  battle: 'B3-1', ship: 'inflexible', weapon: 'primary', result: 'hull', critical: null, marked: [], ignored: [], speedLost: 0, leaderKilled: false, magazine: false, sunk: false, ...over,
});
const lines = (events: GameEvent[]) => battleViews(data, events, ownRef)[0].lines;

describe('6.0 a side\'s account of a battle: its heading', () => {
  it('a day battle against several enemy counters, with its id, turn, zone, contacts and the side\'s own fleets by name', () => {
    const [v] = battleViews(data, [begins()], ownRef);
    expect(v).toEqual({
      turn: 3, zone: 'W30', contacts: ['C3-1'], own: [{ id: 'battlecruiser-squadron', name: 'name of battlecruiser-squadron' }],
      note: 'Battle resolved.', id: 'B3-1', identified: [], lines: ['Day battle against 2 enemy counters.'],
    });
  });

  it('6.4 a night battle against one enemy counter', () => {
    expect(lines([begins({ night: true, enemyShips: 1 })])).toEqual(['Night battle against 1 enemy counter.']);
  });

  it('the view\'s contacts are its own copy: changing them leaves the event', () => {
    const b = begins();
    const [v] = battleViews(data, [b], ownRef);
    (v.contacts as string[]).push('C9-9');
    expect((b.data as { contacts: string[] }).contacts).toEqual(['C3-1']);
  });
});

describe('6.1, 6.2 the rounds of a side\'s battle', () => {
  it('the first round at long range; a later round as the faster side or a die roll decided it, and by which side', () => {
    const events = [begins(),
      round(1, { by: 'first' }),
      round(2, { by: 'faster', decider: 'allied' }, { range: 'short' }),
      round(3, { by: 'roll', decider: 'central' }),
      round(4, { by: 'agreed', decider: null }),
      round(5, {})];
    expect(lines(events).slice(1)).toEqual([
      'Round 1: long range (first round).',
      'Round 2: short range (decided by the Allied side (faster)).',
      'Round 3: long range (decided by the Central Powers side (die roll)).',
      'Round 4: long range (agreed).',
      'Round 5: long range ().',
    ]);
  });

  it('6.4 a night round at long range has no gunnery, and says so', () => {
    expect(lines([begins({ night: true }), round(1, { by: 'first' }, { gunnery: false })])[1]).toBe('Round 1: long range (first round), no gunnery at night at long range.');
  });
});

describe('7.27 fire and hits: the enemy is named only where the event names it', () => {
  it('our fire at an identified enemy ship names it; at one not identified it is "an unidentified ship"; dice and hits counted in words', () => {
    const events = [begins(), fire('inflexible', 'goeben', [6, 2, 3], 1), fire('inflexible', null, [5], 2, 'secondary'), fire(null, 'inflexible', [1, 4], 0)];
    expect(lines(events).slice(1)).toEqual([
      '  Inflexible fired primary (3 dice: 6 2 3) at Goeben: 1 hit.',
      '  Inflexible fired secondary (1 die: 5) at an unidentified ship: 2 hits.',
      '  an unidentified ship fired primary (2 dice: 1 4) at Inflexible: 0 hits.',
    ]);
  });

  it('a ship the game data does not hold is shown by its id', () => {
    expect(lines([begins(), fire('inflexible', 'no-such-ship', [6], 1)])[1]).toBe('  Inflexible fired primary (1 die: 6) at no-such-ship: 1 hit.');
  });

  it('8.0 our hit seen on an enemy ship: its sinking told only where the event tells it', () => {
    const events = [begins(),
      event(3, 'gwas.hit-seen', { battle: 'B3-1', ship: 'goeben', weapon: 'primary', sunk: true }),
      event(3, 'gwas.hit-seen', { battle: 'B3-1', ship: 'goeben', weapon: 'torpedo', sunk: false }),
      event(3, 'gwas.hit-seen', { battle: 'B3-1', ship: null, weapon: 'secondary', sunk: null })];
    expect(lines(events).slice(1)).toEqual([
      '    Our primary hit on Goeben: she sank.',
      '    Our torpedo hit on Goeben.',
      '    Our secondary hit on an unidentified ship.',
    ]);
  });
});

describe('8.0 damage to the side\'s own ships', () => {
  it('the result and the boxes marked, counted in words', () => {
    const events = [begins(),
      damage({}),
      damage({ marked: [{ location: 'hull' }] }),
      damage({ result: 'primary', marked: [{ location: 'primary' }, { location: 'hull' }], weapon: 'torpedo' })];
    expect(lines(events).slice(1)).toEqual([
      '    Inflexible took a primary hit: hull, no box marked.',
      '    Inflexible took a primary hit: hull, 1 box marked (hull).',
      '    Inflexible took a torpedo hit: primary, 2 boxes marked (primary, hull).',
    ]);
  });

  it('a critical hit, hits ignored with their reasons, speed lost, the leader lost, a magazine explosion and the sinking, in that order', () => {
    const events = [begins(), damage({
      critical: 'engine room', marked: [{ location: 'hull' }], ignored: [{ reason: 'no primary box left' }, { reason: 'armour' }],
      speedLost: 1, leaderKilled: true, magazine: true, sunk: true,
    })];
    expect(lines(events)[1]).toBe('    Inflexible took a primary hit: critical: engine room, 1 box marked (hull), no primary box left; armour, speed −1, leader lost, magazine explosion, SUNK.');
  });
});

describe('6.2, 8.5 disengagement and scuttling in a side\'s account', () => {
  it('who tried to disengage (from this side\'s seat) and whether the battle ended', () => {
    const dis = (tried: boolean, enemyTried: boolean, result: string) => event(3, 'gwas.disengage', { battle: 'B3-1', round: 2, tried, enemyTried, by: 'roll', decider: 'allied', rolls: [], result });
    expect(lines([begins(), dis(true, false, 'leave'), dis(true, true, 'stay'), dis(false, true, 'stay')]).slice(1)).toEqual([
      '  Disengagement tried by us: the battle ends.',
      '  Disengagement tried by us and the enemy: the battle goes on.',
      '  Disengagement tried by the enemy: the battle goes on.',
    ]);
  });

  it('8.5 a ship of ours scuttled', () => {
    expect(lines([begins(), event(3, 'gwas.scuttled', { battle: 'B3-1', ship: 'inflexible' })])[1]).toBe('  Inflexible scuttled (8.5).');
  });

  it('7.0, 7.27 (option tactical) the tactical map\'s events in words, a ship named as the event names it', () => {
    const move = event(3, 'gwas.tactical-move', { battle: 'B3-1', sequence: 1, step: 2, ships: ['inflexible'], from: { q: 0, r: 0 }, to: { q: 1, r: 0 } });
    expect(lines([begins({ tactical: true }), move])[1]).toBe('  Pass 1, step 2: Inflexible (0, 0) to (1, 0).');
  });

  it('an event of a kind the account does not tell adds no line', () => {
    expect(lines([begins(), event(3, 'gwas.something-else', { battle: 'B3-1' })])).toEqual(['Day battle against 2 enemy counters.']);
  });
});

describe('6.2, 7.37, 7.38 how a side\'s battle ended', () => {
  const note = (end: Record<string, unknown>, over: Record<string, unknown> = {}) => battleViews(data, [begins(over), ends(end)], ownRef)[0].note;
  const tail = 'Fleets that fought may re-plot (7.37).';

  it('at the round limit, no losses either side', () => {
    expect(note({})).toBe(`3 rounds; broke off at the round limit. Our losses: none. Enemy sunk: none. ${tail}`);
  });

  it('one side with no ship left afloat after one round; our losses and the enemy sunk by name where identified, the rest counted', () => {
    expect(note({ rounds: 1, reason: 'sunk', ownSunk: ['inflexible', 'indomitable'], enemySunk: ['goeben'], enemyUnidentifiedSunk: 2 }))
      .toBe(`1 round; one side had no ship left afloat. Our losses: Inflexible, Indomitable. Enemy sunk: Goeben, 2 unidentified. ${tail}`);
  });

  it('ended by disengagement, naming the sides that left; an unidentified sinking alone', () => {
    expect(note({ rounds: 2, reason: 'disengaged', disengaged: ['central', 'allied'], enemyUnidentifiedSunk: 1 }))
      .toBe(`2 rounds; ended by disengagement (central, allied). Our losses: none. Enemy sunk: 1 unidentified. ${tail}`);
  });

  it('7.38 an extended battle costs every fleet in it a zone next turn, and says so', () => {
    expect(note({ extended: true })).toBe(`3 rounds; broke off at the round limit. Our losses: none. Enemy sunk: none. Extended battle: every fleet in it moves one zone fewer next turn (7.38). ${tail}`);
  });

  it('7.31 a tactical battle counts passes, not rounds, and ends out of sight or at the pass limit', () => {
    expect(note({ rounds: 1 }, { tactical: true })).toBe(`1 pass; ended out of sight or at the pass limit (7.36). Our losses: none. Enemy sunk: none. ${tail}`);
    expect(note({ rounds: 4 }, { tactical: true })).toBe(`4 passes; ended out of sight or at the pass limit (7.36). Our losses: none. Enemy sunk: none. ${tail}`);
    expect(note({ rounds: 4, reason: 'sunk' }, { tactical: true })).toBe(`4 passes; one side had no ship left afloat. Our losses: none. Enemy sunk: none. ${tail}`);
  });

  it('7.27 the enemy ships identified in the battle, by id and name', () => {
    const [v] = battleViews(data, [begins(), ends({ identified: ['goeben', 'breslau'] })], ownRef);
    expect(v.identified).toEqual([{ id: 'goeben', name: 'Goeben' }, { id: 'breslau', name: 'Breslau' }]);
  });

  it('7.31 (tacticalByMail) a tactical battle with no end yet waits for its next impulse\'s orders; a basic one without an end event is resolved', () => {
    const waiting = 'The battle goes on: the next impulse\'s orders are asked (7.31).';
    expect(battleViews(data, [begins({ tactical: true })], ownRef)[0].note).toBe(waiting);
    expect(battleViews(data, [begins()], ownRef)[0].note).toBe('Battle resolved.');
    // The umpire's result with the battle's id (a view built from every event) also closes it.
    const result = event(3, 'gwas.battle-result-umpire', { battle: 'B3-1', rounds: 2, reason: 'rounds', disengaged: [], sunk: { allied: [], central: [] } }, umpireOnly);
    expect(battleViews(data, [begins({ tactical: true }), result], ownRef)[0].note).toBe('Battle resolved.');
  });
});

describe('which events belong to a side\'s battle', () => {
  it('only those of the battle\'s own turn and id: another battle\'s or another turn\'s fire and end are not told in it', () => {
    const other = (turn: number, battle: string) => event(turn, 'gwas.scuttled', { battle, ship: 'indomitable' });
    const v = battleViews(data, [begins(), other(3, 'B3-2'), other(4, 'B3-1'), ends({ reason: 'sunk' }, 4), ends({ reason: 'sunk', battle: 'B3-2' })], ownRef)[0];
    expect(v.lines).toEqual(['Day battle against 2 enemy counters.']);
    expect(v.note).toBe('Battle resolved.');
  });

  it('the side\'s battles newest turn first, in the order begun within a turn', () => {
    const views = battleViews(data, [begins({ battle: 'B2-1' }, 2), begins({ battle: 'B3-1' }), begins({ battle: 'B3-2' })], ownRef);
    expect(views.map((v) => v.id)).toEqual(['B3-1', 'B3-2', 'B2-1']);
  });
});

describe('the umpire\'s account of the battles: one line a battle, who fought and what sank', () => {
  const umpire = (turn: number, battle: string, over: Record<string, unknown> = {}) => event(turn, 'gwas.battle-umpire', {
    battle, zone: 'W30', contacts: ['C3-1'], night: false, fleets: { allied: ['battlecruiser-squadron'], central: ['mittelmeerdivision'] }, ...over,
  }, umpireOnly);
  const result = (turn: number, battle: string, over: Record<string, unknown> = {}) => event(turn, 'gwas.battle-result-umpire', {
    battle, rounds: 2, reason: 'sunk', disengaged: [], sunk: { allied: ['inflexible'], central: [] }, ...over,
  }, umpireOnly);

  it('both sides\' fleets, and the result with each side\'s sunk by name', () => {
    expect(umpireBattleViews(data, [umpire(3, 'B3-1'), result(3, 'B3-1', { sunk: { allied: ['inflexible', 'no-such-ship'], central: ['goeben'] } })])).toEqual([{
      turn: 3, zone: 'W30', contacts: ['C3-1'], fleets: { allied: ['battlecruiser-squadron'], central: ['mittelmeerdivision'] },
      result: '2 rounds; one side had no ship left afloat; sunk: Allied Inflexible, no-such-ship, Central Goeben',
    }]);
  });

  it('6.2 a basic battle of one round is "1 round"', () => {
    expect(umpireBattleViews(data, [umpire(3, 'B3-1'), result(3, 'B3-1', { rounds: 1, reason: 'rounds', sunk: { allied: [], central: [] } })])[0].result)
      .toBe('1 round; broke off at the round limit; sunk: Allied none, Central none');
  });

  it('the result is the one of the same battle and turn; without one (a battle still going on) it is empty; 7.31 a tactical one counts passes', () => {
    const views = umpireBattleViews(data, [
      umpire(3, 'B3-1'), umpire(3, 'B3-2', { tactical: true }), umpire(4, 'B4-1'),
      result(3, 'B3-2', { rounds: 1, reason: 'rounds', sunk: { allied: [], central: [] } }), result(3, 'B4-1'), result(4, 'B3-1'),
    ]);
    expect(views.map((v) => [v.turn, v.result])).toEqual([
      [4, ''],
      [3, ''],
      [3, '1 pass; ended out of sight or at the pass limit (7.36); sunk: Allied none, Central none'],
    ]);
  });

  it('the fleets are the view\'s own copy', () => {
    const u = umpire(3, 'B3-1');
    const [v] = umpireBattleViews(data, [u]);
    (v.fleets.allied as string[]).push('x');
    (v.contacts as string[]).push('y');
    expect((u.data as { fleets: { allied: string[] } }).fleets.allied).toEqual(['battlecruiser-squadron']);
    expect((u.data as { contacts: string[] }).contacts).toEqual(['C3-1']);
  });
});
