// A side's own fleets in its report (src/games/gwas/views/fleets.ts): the log sheet and fleet
// composition card of each fleet of the side (5.1, 5.2, 8.0, 12.0), and only the side's (a report
// lists no enemy fleet: the umpire's view, which holds both, asks for one side at a time). Fleets
// and ships written out from goeben-1914's setup so each rule can be told apart (issue 18).
import { describe, expect, it } from 'vitest';
import type { GwasData } from '../src/games/gwas/data.js';
import { setupState } from '../src/games/gwas/setup.js';
import type { FleetState, GwasState, ShipState } from '../src/games/gwas/state.js';
import { fuelView, sideFleetViews } from '../src/games/gwas/views/fleets.js';
import { loadGame } from '../src/pipeline/games.js';

const data = loadGame('gwas-mediterranean') as unknown as GwasData;
const fresh = (): GwasState => structuredClone(setupState(data, 'goeben-1914')) as GwasState;
const views = (s: GwasState, side: 'allied' | 'central' = 'allied', nextTurn = 4) => sideFleetViews(data, s.fleets, s.ships, side, s.weather, nextTurn);
const viewOf = (s: GwasState, id: string, nextTurn = 4) => views(s, s.fleets[id].side, nextTurn).find((f) => f.id === id)!;

describe('which fleets a side\'s report lists', () => {
  it('the side\'s own fleets still in play, by id; none of the enemy\'s, none gone (sunk, merged, exited)', () => {
    const s = fresh();
    (s.fleets['messina-watch'] as FleetState).gone = 'merged';
    (s.fleets['french-cruisers'] as FleetState).gone = 'sunk';
    const allied = Object.values(s.fleets).filter((f) => f.side === 'allied' && f.gone === null).map((f) => f.id).sort();
    expect(views(s).map((f) => f.id)).toEqual(allied);
    expect(allied).not.toContain('messina-watch');
    expect(views(s, 'central').map((f) => f.id)).toEqual(['mittelmeerdivision']);
  });

  it('listed by id whatever order the state holds them in', () => {
    const s = fresh();
    const reversed = Object.fromEntries(Object.entries(s.fleets).reverse());
    const ids = sideFleetViews(data, reversed, s.ships, 'allied', s.weather, 4).map((f) => f.id);
    expect(ids).toEqual([...ids].sort());
    expect(ids.length).toBeGreaterThan(2);
  });
});

describe('5.1, 5.2 a fleet\'s log sheet', () => {
  it('its mission, zone, weather zone, port by name, and "in port" / "at sea" / "arrives on turn N" (FAQ: later arrivals)', () => {
    const s = fresh();
    const milne = viewOf(s, 'milne');
    expect(milne).toMatchObject({ id: 'milne', side: 'allied', mission: 'intercept', missionSince: 0, zone: 'AC37', weatherZone: 'central', port: { id: 'malta', name: 'Malta' }, status: 'in port', hidden: false, escorting: null });
    expect(viewOf(s, 'battlecruiser-squadron')).toMatchObject({ port: null, status: 'at sea' });
    s.fleets.milne.arrives = 5;
    expect(viewOf(s, 'milne').status).toBe('arrives on turn 5');
    // Arriving on the coming turn itself: the fleet is there to be ordered.
    s.fleets.milne.arrives = 4;
    expect(viewOf(s, 'milne').status).toBe('in port');
  });

  it('a port or zone the map does not hold is shown by its id, in the default weather zone', () => {
    const s = fresh();
    Object.assign(s.fleets.milne, { port: 'atlantis', zone: 'ZZ99' });
    expect(viewOf(s, 'milne')).toMatchObject({ port: { id: 'atlantis', name: 'atlantis' }, weatherZone: 'default', zone: 'ZZ99' });
  });

  it('5.1 the plan from the coming turn on, in turn order (10 after 9), earlier turns dropped', () => {
    const s = fresh();
    s.fleets.milne.plan = { '10': 'AB36', '3': 'AC37', '9': 'AC36', '4': 'AC37/AB37', junk: 'x' } as Record<string, string>;
    expect(viewOf(s, 'milne').plan).toEqual([{ turn: 4, entry: 'AC37/AB37' }, { turn: 9, entry: 'AC36' }, { turn: 10, entry: 'AB36' }]);
  });

  it('5.1, 11.73 zones a turn: two for a fleet of speed-2 ships in fair weather, one for destroyers in a storm, none with a ship unable to manoeuvre', () => {
    const s = fresh();
    expect(viewOf(s, 'battlecruiser-squadron').zonesPerTurn).toBe(2);
    // A fleet with Beagles (DD): level 4 in its weather zone slows it; a zone missing from the weather is fair.
    s.fleets['battlecruiser-squadron'].ships.push('beagle-class-dd');
    s.ships['beagle-class-dd'].fleet = 'battlecruiser-squadron';
    s.weather.western = 4;
    expect(viewOf(s, 'battlecruiser-squadron').zonesPerTurn).toBe(1);
    delete (s.weather as Record<string, number>).western;
    expect(viewOf(s, 'battlecruiser-squadron').zonesPerTurn).toBe(2);
    // 8.51: one ship slowed to speed 1 holds the fleet to one zone; 8.5: one unable to manoeuvre, to none.
    s.ships.dublin.speedLoss = 1;
    expect(viewOf(s, 'battlecruiser-squadron').zonesPerTurn).toBe(1);
    s.ships.dublin.unableToManoeuvre = true;
    expect(viewOf(s, 'battlecruiser-squadron').zonesPerTurn).toBe(0);
  });

  it('the backlog, the battle orders and the last four log lines, oldest first, with the port named', () => {
    const s = fresh();
    const f = s.fleets.milne;
    f.backlog = ['AB36'];
    f.battle = { range: 'short', disengage: 'when-damaged', disengageAt: 0.5 };
    f.log = [1, 2, 3, 4, 5].map((turn) => ({ turn, from: 'AC37', path: turn === 5 ? ['AC36'] : [], port: turn === 5 ? null : 'malta', ...(turn === 4 ? { note: 'coaled' } : {}) }));
    const v = viewOf(s, 'milne', 6);
    expect(v.backlog).toEqual(['AB36']);
    expect(v.battle).toEqual({ range: 'short', disengage: 'when-damaged', disengageAt: 0.5 });
    expect(v.log).toEqual([
      { turn: 2, from: 'AC37', path: [], port: 'malta', portName: 'Malta', note: null },
      { turn: 3, from: 'AC37', path: [], port: 'malta', portName: 'Malta', note: null },
      { turn: 4, from: 'AC37', path: [], port: 'malta', portName: 'Malta', note: 'coaled' },
      { turn: 5, from: 'AC37', path: ['AC36'], port: null, portName: null, note: null },
    ]);
    f.log = [{ turn: 1, from: 'AC37', path: [], port: 'atlantis' }];
    expect(viewOf(s, 'milne').log[0].portName).toBe('atlantis');
  });

  it('the view is a copy: changing it leaves the state', () => {
    const s = fresh();
    s.fleets.milne.backlog = ['AB36'];
    s.fleets.milne.log = [{ turn: 1, from: 'AC37', path: ['AC36'], port: null }];
    const v = viewOf(s, 'milne');
    (v.backlog as string[]).push('x');
    (v.log[0].path as string[]).push('x');
    (v.battle as Record<string, unknown>).scuttle = 'x';
    expect(s.fleets.milne.backlog).toEqual(['AB36']);
    expect(s.fleets.milne.log[0].path).toEqual(['AC36']);
    expect((s.fleets.milne.battle as Record<string, unknown>).scuttle).not.toBe('x');
  });
});

describe('8.0, 9.2 the ships of a fleet (its composition card)', () => {
  it('each ship by name, class, type, nation, speed, group and damage boxes (marked of total; a location with no boxes left out)', () => {
    const s = fresh();
    s.ships.inflexible.damage.hull = 3;
    const [inflexible, weymouth] = viewOf(s, 'milne').ships;
    expect(inflexible).toEqual({
      id: 'inflexible', name: 'Inflexible', class: 'Invincible', type: 'BC', nation: 'britain', speed: '2', baseSpeed: '2', group: 1,
      damage: [{ location: 'hull', marked: 3, total: 10 }, { location: 'primary', marked: 0, total: 5 }, { location: 'tertiary', marked: 0, total: 3 }, { location: 'torpedo', marked: 0, total: 1 }],
      status: 'afloat',
    });
    expect(weymouth.name).toBe('Weymouth');
  });

  it('9.2 a group counter stands for its ships', () => {
    const s = fresh();
    const v = viewOf(s, 'first-cruiser-squadron').ships.find((x) => x.id === 'beagle-class-dd')!;
    expect(v.group).toBe(3);
  });

  it('8.51 speed after damage; 8.5 unable to manoeuvre: speed 0; sunk', () => {
    const s = fresh();
    s.ships.inflexible.speedLoss = 1;
    expect(viewOf(s, 'milne').ships[0]).toMatchObject({ speed: '1', baseSpeed: '2', status: 'afloat' });
    s.ships.inflexible.unableToManoeuvre = true;
    expect(viewOf(s, 'milne').ships[0]).toMatchObject({ speed: '0', status: 'unable to manoeuvre' });
    s.ships.inflexible.sunk = true;
    expect(viewOf(s, 'milne').ships[0].status).toBe('sunk');
  });

  it('a box marked where the data sheet has none is still shown (the damage is never hidden from its own side)', () => {
    const s = fresh();
    s.ships.inflexible.damage.secondary = 1;
    expect(viewOf(s, 'milne').ships[0].damage).toContainEqual({ location: 'secondary', marked: 1, total: 0 });
  });

  it('a sunk ship the game data does not hold is shown by its id with no class, speed 0, group 1 and no boxes', () => {
    const s = fresh();
    s.ships.ghost = { ...s.ships.inflexible, id: 'ghost', fleet: 'milne', sunk: true } as ShipState;
    s.fleets.milne.ships = ['ghost'];
    expect(viewOf(s, 'milne').ships).toEqual([{ id: 'ghost', name: 'ghost', class: '', type: '', nation: '', speed: '0', baseSpeed: '0', group: 1, damage: [], status: 'sunk' }]);
  });

  it('a fleet\'s ship missing from the ships given is left out (a sunk ship\'s record may be gone)', () => {
    const s = fresh();
    s.fleets.milne.ships = ['inflexible', 'nobody'];
    expect(viewOf(s, 'milne').ships.map((x) => x.id)).toEqual(['inflexible']);
  });
});

describe('12.0 fuel (option): the side\'s own ships\' fuel line', () => {
  it('12.1 boxes left, the margin, and the turns of steaming at one zone (1 a turn) and two (6 a turn)', () => {
    // 8 boxes of 12 zones' worth; 30 burnt: 2 boxes marked, 6 carried in the margin; 66 left.
    expect(fuelView(data, 'inflexible', 8, 30)).toEqual({ burns: 'coal', boxes: 6, capacity: 8, margin: 6, turnsAtOne: 66, turnsAtTwo: 11, out: false });
    expect(fuelView(data, 'queen-elizabeth', 8, 0)).toMatchObject({ burns: 'oil', boxes: 8, margin: 0, out: false });
  });

  it('12.2 every box marked off: out, and no margin shown', () => {
    expect(fuelView(data, 'inflexible', 8, 99)).toMatchObject({ boxes: 0, margin: 0, turnsAtOne: 0, turnsAtTwo: 0, out: true });
  });

  it('shown for a ship with a fuel record, not for one sunk or without one', () => {
    const s = fresh();
    s.ships.inflexible.fuel = { used: 30 } as ShipState['fuel'];
    expect(viewOf(s, 'milne').ships[0].fuel).toEqual(fuelView(data, 'inflexible', 8, 30));
    expect(viewOf(s, 'milne').ships[1]).not.toHaveProperty('fuel');
    s.ships.inflexible.sunk = true;
    expect(viewOf(s, 'milne').ships[0]).not.toHaveProperty('fuel');
  });
});
