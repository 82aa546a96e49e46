// The words a Great War at Sea report's templates put around a view (src/games/gwas/views/helpers.ts,
// registered by the shared renderer): a roll's dice and modifiers, a mission by its rulebook name
// (5.2), a ship's damage (8.0), a fleet's log line (5.1, 5.3), an enemy force as the rules let it be
// told (14.2, 15.2, 16.1: the number of ships, capital and light), the names of a side's own fleets,
// battle orders (7.33) and the plan. Each helper's case written out (issue 18).
import { describe, expect, it } from 'vitest';
import { GWAS_HELPERS, MISSION_NAMES } from '../src/games/gwas/views/helpers.js';
import type { EnemyForceView, LogLineView, ShipView } from '../src/games/gwas/views/index.js';

const h = GWAS_HELPERS as Record<string, (...args: unknown[]) => unknown>;

describe('a roll as a report prints it', () => {
  it('the dice added up; anything but a list of dice prints nothing', () => {
    expect(h.dice([3, 6])).toBe('3 + 6');
    expect(h.dice([4])).toBe('4');
    expect(h.dice(undefined)).toBe('');
    expect(h.dice('3')).toBe('');
  });

  it('each modifier signed, by name, with its rule where it has one; none as "no modifiers"', () => {
    expect(h.mods([{ name: 'night', value: 1, rule: '5.44' }, { name: 'fog', value: -2 }, { name: 'nothing', value: 0 }])).toBe('+1 night (5.44), -2 fog, 0 nothing');
    expect(h.mods([])).toBe('no modifiers');
    expect(h.mods(undefined)).toBe('no modifiers');
  });

  it('a number signed: + above zero, - below, 0 bare', () => {
    expect([h.signed(3), h.signed(-3), h.signed(0)]).toEqual(['+3', '-3', '0']);
  });
});

describe('5.2 a fleet\'s mission and since when', () => {
  it('each mission by its rulebook name; one the table lacks as it is', () => {
    expect(Object.entries(MISSION_NAMES).map(([id]) => h.mission(id))).toEqual(['Transport', 'Bombardment', 'Escort', 'Intercept', 'Raid', 'Abort', 'Minelaying', 'Minesweeping']);
    expect(h.mission('patrol')).toBe('patrol');
  });

  it('since the turn it was given; turn 0 (before the scenario) as since the start', () => {
    expect(h.since(3)).toBe('since turn 3');
    expect(h.since(1)).toBe('since turn 1');
    expect(h.since(0)).toBe('since the start');
  });
});

describe('8.0 a ship\'s damage and the ship column', () => {
  it('each location marked of its boxes', () => {
    const ship = { damage: [{ location: 'hull', marked: 2, total: 6 }, { location: 'primary', marked: 0, total: 4 }] } as unknown as ShipView;
    expect(h.damage(ship)).toBe('hull 2/6, primary 0/4');
  });

  it('the ship column as wide as the fleet\'s longest name, four at least', () => {
    expect(h.nameWidth([{ name: 'Goeben' }, { name: 'Inflexible' }])).toBe(10);
    expect(h.nameWidth([{ name: 'Ai' }])).toBe(4);
    expect(h.nameWidth(undefined)).toBe(4);
  });
});

describe('5.1, 5.3 a fleet\'s log line', () => {
  const line = (path: string[], portName: string | null): LogLineView => ({ turn: 3, from: 'W30', path, port: portName ? 'p' : null, portName, note: null });
  it('the zones it moved through, or that it stayed; in port, where', () => {
    expect(h.logpath(line(['W31', 'X31'], null))).toBe('W30 -> W31/X31');
    expect(h.logpath(line([], null))).toBe('stayed in W30');
    expect(h.logpath(line(['W31'], 'Messina'))).toBe('W30 -> W31, in port at Messina');
    expect(h.logpath(line([], 'Messina'))).toBe('stayed in W30, in port at Messina');
  });
});

describe('14.2, 15.2, 16.1 an enemy force as a side is told it: the number of ships, how many capital and how many light', () => {
  const force = (ships: number, capital: number, light: number, other: number): EnemyForceView => ({ ships, capital, light, other });
  it('ships, capital and light; other ships only where there are any', () => {
    expect(h.enemy(force(3, 1, 2, 0))).toBe('3 ships (1 capital, 2 light)');
    expect(h.enemy(force(4, 1, 2, 1))).toBe('4 ships (1 capital, 2 light, 1 other)');
    expect(h.enemy(force(1, 0, 1, 0))).toBe('1 ship (0 capital, 1 light)');
  });
});

describe('a side\'s own fleets by name', () => {
  it('the names, not the ids, in the order given; none as nothing', () => {
    expect(h.names([{ id: 'milne', name: 'Milne\'s squadron' }, { id: 'troubridge', name: 'Troubridge' }])).toBe('Milne\'s squadron, Troubridge');
    expect(h.names([])).toBe('');
    expect(h.names(undefined)).toBe('');
  });
});

describe('7.33 battle orders and the plan', () => {
  it('each order by name in alphabetical order; a list joined by /, an object (turnAway hullLost 4) as words; none as the defaults', () => {
    expect(h.battleOrders({ turnAway: { hullLost: 4 }, range: 'long', targets: ['capital', 'light'] })).toBe('range long, targets capital/light, turnAway hullLost 4');
    expect(h.battleOrders({ b: 1, c: 2, a: 3 })).toBe('a 3, b 1, c 2');
    // An order given as an object of several members: each member and its value, a space between.
    expect(h.battleOrders({ turnAway: { hullLost: 4, speedLost: 1 } })).toBe('turnAway hullLost 4 speedLost 1');
    expect(h.battleOrders({ withdraw: null })).toBe('withdraw null');
    expect(h.battleOrders({})).toBe('none (defaults)');
    expect(h.battleOrders(undefined)).toBe('none (defaults)');
  });

  it('each turn\'s entry; nothing plotted when the plan is empty', () => {
    expect(h.planText([{ turn: 4, entry: 'W31' }, { turn: 5, entry: 'X31/X32' }])).toBe('4: W31; 5: X31/X32');
    expect(h.planText([])).toBe('nothing plotted');
    expect(h.planText(undefined)).toBe('nothing plotted');
  });
});
