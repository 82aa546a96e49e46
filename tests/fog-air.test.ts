// Aircraft (14.0), leaders (16.0) and airships (17.0) in a report (src/games/gwas/views/air.ts): a
// side's log sheets hold its own counters and leaders only, never the enemy's; the turn's air
// events are told in words that say no more than the event (14.2, 17.1: a sighting reveals the
// fleet's number of ships, capital and light, and nothing else). Written out here (issue 18).
import { describe, expect, it } from 'vitest';
import { sidesOnly, type GameEvent } from '../src/kernel/events.js';
import type { GwasData } from '../src/games/gwas/data.js';
import type { GwasState } from '../src/games/gwas/state.js';
import { airOperation, sideAir } from '../src/games/gwas/views/air.js';
import { loadGame } from '../src/pipeline/games.js';

const data = loadGame('gwas-mediterranean') as unknown as GwasData;

/** Game data with one scenario whose aircraft and airship pools are named. */
const airData = {
  scenarios: {
    s: {
      aircraft: [{ id: 'ark-1', name: 'Short 184 (Ark Royal)' }, { id: 'ark-2', name: 'Sopwith Baby (Ark Royal)' }],
      airships: { allied: { pool: [{ id: 'ns-1', name: 'NS 1' }] }, central: { pool: [{ id: 'l-59', name: 'L 59' }] } },
    },
  },
  ships: { 'ark-royal': { name: 'Ark Royal' }, goeben: { name: 'Goeben' } },
} as unknown as Pick<GwasData, 'scenarios' | 'ships'>;

const aircraft = (id: string, side: string, over: Record<string, unknown> = {}) => ({ id, side, carrier: 'ark-royal', status: 'aboard', zone: null, launched: null, landed: null, ...over });
const airship = (id: string, side: string, over: Record<string, unknown> = {}) => ({ id, side, speed: 3, base: 'brindisi', status: 'aloft', zone: 'X30', plan: { '4': 'X31' }, since: 1, ...over });
const state = (parts: Record<string, unknown>) => ({ scenario: 's', ...parts }) as unknown as GwasState;

describe('14.0, 16.1, 17.0 what a side\'s log sheets hold of its air and leaders', () => {
  it('nothing at all when no air, airship or leader option is played', () => {
    expect(sideAir(airData, state({}), 'allied')).toBeUndefined();
  });

  it('14.0 the side\'s own aircraft only, by id, named from the scenario and the carrier by name; a loss with its reason', () => {
    const s = state({ aircraft: {
      'ark-2': aircraft('ark-2', 'allied', { status: 'aloft', zone: 'W30', launched: 3 }),
      'ark-1': aircraft('ark-1', 'allied', { status: 'lost', lost: 'shot down', landed: 2 }),
      'enemy-1': aircraft('enemy-1', 'central', { carrier: 'goeben' }),
    } });
    expect(sideAir(airData, s, 'allied')).toEqual({ aircraft: [
      { id: 'ark-1', name: 'Short 184 (Ark Royal)', carrier: 'Ark Royal', status: 'lost', zone: null, launched: null, landed: 2, lost: 'shot down' },
      { id: 'ark-2', name: 'Sopwith Baby (Ark Royal)', carrier: 'Ark Royal', status: 'aloft', zone: 'W30', launched: 3, landed: null },
    ] });
    expect(sideAir(airData, s, 'central')).toEqual({ aircraft: [{ id: 'enemy-1', name: 'enemy-1', carrier: 'Goeben', status: 'aboard', zone: null, launched: null, landed: null }] });
  });

  it('an aircraft not in the scenario\'s list, a carrier not in the data, or no ship data at all: shown by id', () => {
    const s = state({ aircraft: { x: aircraft('x', 'allied', { carrier: 'unknown-carrier' }) } });
    expect(sideAir(airData, s, 'allied')?.aircraft?.[0]).toMatchObject({ name: 'x', carrier: 'unknown-carrier' });
    expect(sideAir({ scenarios: airData.scenarios }, state({ aircraft: { 'ark-1': aircraft('ark-1', 'allied') } }), 'allied')?.aircraft?.[0].carrier).toBe('ark-royal');
    expect(sideAir({ scenarios: {} } as never, state({ aircraft: { 'ark-1': aircraft('ark-1', 'allied') } }), 'allied')?.aircraft?.[0].name).toBe('ark-1');
  });

  it('17.0 the side\'s own airships only, by id, named from its own pool, with their plan (a copy); a loss with its reason', () => {
    const s = state({ airships: {
      'ns-1': airship('ns-1', 'allied', { status: 'lost', lost: 'gale' }),
      'ns-0': airship('ns-0', 'allied'),
      'l-59': airship('l-59', 'central', { base: 'cattaro' }),
    } });
    const allied = sideAir(airData, s, 'allied');
    expect(allied).toEqual({ airships: [
      { id: 'ns-0', name: 'ns-0', speed: 3, base: 'brindisi', status: 'aloft', zone: 'X30', plan: { '4': 'X31' } },
      { id: 'ns-1', name: 'NS 1', speed: 3, base: 'brindisi', status: 'lost', zone: 'X30', plan: { '4': 'X31' }, lost: 'gale' },
    ] });
    (allied!.airships![0].plan as Record<string, string>)['5'] = 'x';
    expect(s.airships!['ns-0'].plan).toEqual({ '4': 'X31' });
    // The enemy's pool does not name the side's airship: each side's names come from its own pool.
    expect(sideAir(airData, s, 'central')?.airships?.map((a) => [a.id, a.name])).toEqual([['l-59', 'L 59']]);
  });

  it('16.1 the side\'s own leaders only, by name, with the flagship by name and whether lost', () => {
    const s = state({ leaders: {
      troubridge: { name: 'Troubridge', side: 'allied', flagship: 'defence', lost: 'flagship sunk' },
      milne: { name: 'Milne', side: 'allied', flagship: 'ark-royal', lost: null },
      souchon: { name: 'Souchon', side: 'central', flagship: 'goeben', lost: null },
    } });
    expect(sideAir(airData, s, 'allied')).toEqual({ leaders: [
      { name: 'Milne', flagship: 'Ark Royal', lost: null },
      { name: 'Troubridge', flagship: 'defence', lost: 'flagship sunk' },
    ] });
  });

  it('17.0 an airship whose scenario is unknown, or whose side has no pool in it, is shown by id', () => {
    const s = state({ airships: { 'ns-1': airship('ns-1', 'allied') } });
    expect(sideAir({ scenarios: {} } as never, s, 'allied')?.airships?.[0].name).toBe('ns-1');
    const centralOnly = { scenarios: { s: { airships: { central: { pool: [{ id: 'l-59', name: 'L 59' }] } } } } } as unknown as Pick<GwasData, 'scenarios'>;
    expect(sideAir(centralOnly, s, 'allied')?.airships?.[0].name).toBe('ns-1');
  });

  it('14.0, 17.0 a counter still in play carries no loss at all, not even an empty one', () => {
    const s = state({ aircraft: { 'ark-1': aircraft('ark-1', 'allied') }, airships: { 'ns-1': airship('ns-1', 'allied') } });
    const air = sideAir(airData, s, 'allied');
    expect(air?.aircraft?.[0]).not.toHaveProperty('lost');
    expect(air?.airships?.[0]).not.toHaveProperty('lost');
  });

  // Three of each, in an order that is neither sorted nor reversed, so that only a true sort by id
  // (or by name) gives the order the log sheets list them in.
  it('14.0, 16.1, 17.0 the log sheets list aircraft and airships by id and leaders by name, whatever order the state holds them in', () => {
    const s = state({
      aircraft: { b: aircraft('b', 'allied'), c: aircraft('c', 'allied'), a: aircraft('a', 'allied') },
      airships: { 'ns-2': airship('ns-2', 'allied'), 'ns-3': airship('ns-3', 'allied'), 'ns-1': airship('ns-1', 'allied') },
      leaders: {
        milne: { name: 'Milne', side: 'allied', flagship: 'inflexible', lost: null },
        troubridge: { name: 'Troubridge', side: 'allied', flagship: 'defence', lost: null },
        carden: { name: 'Carden', side: 'allied', flagship: 'indefatigable', lost: null },
      },
    });
    const air = sideAir(airData, s, 'allied');
    expect(air?.aircraft?.map((a) => a.id)).toEqual(['a', 'b', 'c']);
    expect(air?.airships?.map((a) => a.id)).toEqual(['ns-1', 'ns-2', 'ns-3']);
    expect(air?.leaders?.map((l) => l.name)).toEqual(['Carden', 'Milne', 'Troubridge']);
  });

  it('all three records together when all three options are played', () => {
    const s = state({ aircraft: {}, airships: {}, leaders: {} });
    expect(sideAir(airData, s, 'allied')).toEqual({ aircraft: [], airships: [], leaders: [] });
  });
});

describe('14.0, 16.1, 17.0 the turn\'s air and leader events in words', () => {
  const fleetName = (id: string) => `name of ${id}`;
  const say = (type: string, d: Record<string, unknown>, rule = '14.3') => airOperation(data, { seq: 0, turn: 3, step: 'air', rule, type, audience: sidesOnly('allied'), data: d }, fleetName);

  it('14.13, 14.2, 14.5 an aircraft\'s flight: taking off, flying (cut short or not), landing, lost', () => {
    expect(say('gwas.aircraft-launched', { aircraft: 'ark-1', carrier: 'inflexible', zone: 'W30' })).toEqual({ kind: 'air', text: 'Aircraft ark-1 took off from Inflexible over W30 (14.13).' });
    expect(say('gwas.aircraft-launched', { aircraft: 'ark-1', carrier: 'no-ship', zone: 'W30' })?.text).toBe('Aircraft ark-1 took off from no-ship over W30 (14.13).');
    expect(say('gwas.aircraft-not-launched', { fleet: 'milne', why: 'night' })).toEqual({ kind: 'air', text: 'name of milne launched nothing: night.' });
    expect(say('gwas.aircraft-flew', { aircraft: 'ark-1', from: 'W30', path: ['W31', 'W32'], asked: ['W31', 'W32'] })?.text).toBe('Aircraft ark-1 flew W30/W31/W32 (14.2).');
    expect(say('gwas.aircraft-flew', { aircraft: 'ark-1', from: 'W30', path: ['W31'], asked: ['W31', 'W33'] })?.text)
      .toBe('Aircraft ark-1 flew W30/W31 (of W31/W33: the rest was too far or not next in line) (14.2).');
    expect(say('gwas.aircraft-flew', { aircraft: 'ark-1', from: 'W30', path: [], asked: [] })?.text).toBe('Aircraft ark-1 flew nowhere from W30 (14.2).');
    expect(say('gwas.aircraft-landed', { aircraft: 'ark-1', carrier: 'inflexible', zone: 'W30' })?.text).toBe('Aircraft ark-1 landed aboard Inflexible in W30; it may fly again in four turns (14.5, 14.53).');
    expect(say('gwas.aircraft-lost', { aircraft: 'ark-1', why: 'out of range' })?.text).toBe('Aircraft ark-1 is lost: out of range.');
  });

  it('17.0–17.4 an airship: drawn, flying (cut short unless it landed), landed at its base, lost', () => {
    expect(say('gwas.airship-drawn', { name: 'L 59', speed: 3, zone: 'X30' })?.text).toBe('Airship L 59 (speed 3) drawn for this scenario, over X30 (17.0).');
    expect(say('gwas.airship-flew', { airship: 'l-59', from: 'X30', path: ['X31', 'X32'], asked: ['X31', 'X32'], speed: 3, landed: false })?.text).toBe('Airship l-59 flew X30/X31/X32 (17.1).');
    expect(say('gwas.airship-flew', { airship: 'l-59', from: 'X30', path: ['X31'], asked: ['X31', 'X32'], speed: 1, landed: false })?.text).toBe('Airship l-59 flew X30/X31 (of X31/X32; speed 1) (17.1).');
    expect(say('gwas.airship-flew', { airship: 'l-59', from: 'X30', path: ['X31'], asked: ['X31', 'X32'], speed: 1, landed: true })?.text).toBe('Airship l-59 flew X30/X31 (17.1).');
    expect(say('gwas.airship-flew', { airship: 'l-59', from: 'X30', path: [], asked: ['X31'], speed: 3, landed: false })?.text).toBe('Airship l-59 flew nowhere from X30 (of X31; speed 3) (17.1).');
    expect(say('gwas.airship-landed', { airship: 'l-59', base: 'malta' })?.text).toBe('Airship l-59 landed at its base, Malta: it takes no further part (17.4).');
    expect(say('gwas.airship-landed', { airship: 'l-59', base: 'nowhere' })?.text).toBe('Airship l-59 landed at its base, nowhere: it takes no further part (17.4).');
    expect(say('gwas.airship-lost', { airship: 'l-59', why: 'gale' })).toEqual({ kind: 'air', text: 'Airship l-59 is lost: gale.' });
  });

  it('14.3, 17.2 a reconnaissance report gives each fleet\'s number of ships, capital and light only; being seen says only that', () => {
    expect(say('gwas.air-recon', { kind: 'aircraft', by: 'ark-1', zone: 'W30', fleets: [{ ships: 2, capital: 1, light: 1 }, { ships: 1, capital: 0, light: 1 }] })?.text)
      .toBe('Aircraft ark-1 reports in W30: a fleet of 2 ships, 1 capital and 1 light; a fleet of 1 ship, 0 capital and 1 light (14.3).');
    expect(say('gwas.air-recon', { kind: 'airship', by: 'l-59', zone: 'X30', fleets: [{ ships: 3, capital: 2, light: 1 }] }, '17.2')?.text).toBe('Airship l-59 reports in X30: a fleet of 3 ships, 2 capital and 1 light (17.2).');
    expect(say('gwas.air-seen', { kind: 'airship', fleet: 'milne', zone: 'AC37' }, '17.2')).toEqual({ kind: 'air', text: 'An enemy airship saw name of milne in AC37; the enemy knows its number of ships, capital and light (17.2).' });
  });

  it('16.1 a leader moves to the fleet of his flagship, or is out of the game', () => {
    expect(say('gwas.leader', { leader: 'Milne', to: 'milne', lost: null })).toEqual({ kind: 'leaders', text: 'Milne now leads name of milne, where his flagship is (16.1).' });
    expect(say('gwas.leader', { leader: 'Troubridge', to: null, lost: 'flagship sunk' })).toEqual({ kind: 'leaders', text: 'Troubridge is out of the game: flagship sunk (16.1).' });
  });

  it('any other event is no air operation', () => {
    expect(say('gwas.contact', { contact: 'C3-1' })).toBeNull();
  });
});
