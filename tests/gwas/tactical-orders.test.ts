/**
 * Standing tactical battle orders (option `tactical`) as the players write them: the GW29xx
 * checks, each quoting its line, and the defaults the battle reads when a player wrote nothing
 * (tactical/orders.ts): range to seek, when to turn away, targets by hexes.
 */
import { describe, expect, it } from 'vitest';
import { check, codes, withScenario } from '../helpers/gwas.js';
import { applyOrders, orders, TACTICAL } from './tactical-helpers.js';
import { seekOf, turnsAway } from '../../src/games/gwas/tactical/orders.js';
import { chooseTacticalTarget } from '../../src/games/gwas/tactical/targets.js';

const yaml = `
allied:
  - { id: med, mission: intercept, at: { zone: N37 }, ships: [indomitable, indefatigable] }
  - { id: cruisers, mission: patrol, at: { zone: N37 }, ships: [gloucester] }
central:
  - { id: mittelmeer, mission: raid, at: { zone: N37 }, ships: [goeben, breslau] }
`;
const battleOrders = (lines: string, fleet = 'med') => orders('allied', `  ${fleet}:\n    battle:\n${lines.split('\n').map((l) => `      ${l}`).join('\n')}\n`);

describe('GW29xx standing tactical battle orders', () => {
  it('GW2901 (7.0) formation, closeTo, keepAt, turnAway, torpedoes same-hex and the target "nearest" are warned in a campaign that fights Basic Combat, each on its line', () => {
    const { data, state } = withScenario(yaml);
    const text = battleOrders('formation: loose\ncloseTo: 1\nturnAway: { hullLost: 4 }\ntorpedoes: same-hex\ntargets: [nearest]');
    const d = check(data, state, 'allied', text);
    expect(codes(d)).toEqual(['GW2901', 'GW2901', 'GW2901', 'GW2901', 'GW2901']);
    const lines = text.split('\n');
    for (const x of d) expect(lines[x.line - 1]).toMatch(/formation|closeTo|turnAway|torpedoes|targets/);
    expect(d.every((x) => x.severity === 'warning')).toBe(true);
  });
  it('GW2901 none of it with the option; "nearest" is a target priority there (no GW2095)', () => {
    const { data, state } = withScenario(yaml, TACTICAL);
    expect(codes(check(data, state, 'allied', battleOrders('formation: loose\ncloseTo: 1\nturnAway: { hullLost: 4 }\ntorpedoes: same-hex\ntargets: [nearest, capital]')))).toEqual([]);
  });
  it('GW2902 (7.6) closeTo and keepAt together are refused', () => {
    const { data, state } = withScenario(yaml, TACTICAL);
    const d = check(data, state, 'allied', battleOrders('closeTo: 1\nkeepAt: 3'));
    expect(codes(d)).toEqual(['GW2902']);
    expect(d[0].severity).toBe('error');
  });
  it('GW2903 (7.6, 7.7) keepAt beyond every gun of the fleet is warned: battlecruisers reach 3 hexes, a light cruiser with secondaries 2', () => {
    const { data, state } = withScenario(yaml, TACTICAL);
    expect(codes(check(data, state, 'allied', battleOrders('keepAt: 3')))).toEqual([]);
    expect(codes(check(data, state, 'allied', battleOrders('keepAt: 4')))).toEqual(['GW2903']);
    expect(codes(check(data, state, 'allied', battleOrders('closeTo: 3', 'cruisers')))).toEqual(['GW2903']);
    expect(codes(check(data, state, 'allied', battleOrders('closeTo: 2', 'cruisers')))).toEqual([]);
  });
  it('GW2904 (7.33) turnAway after more hull boxes than the fleet has (two battlecruisers: 20)', () => {
    const { data, state } = withScenario(yaml, TACTICAL);
    expect(codes(check(data, state, 'allied', battleOrders('turnAway: { hullLost: 21 }')))).toEqual(['GW2904']);
    expect(codes(check(data, state, 'allied', battleOrders('turnAway: { hullLost: 20 }')))).toEqual([]);
  });
  it('the schema refuses what no rule reads: an unknown turnAway, a negative distance', () => {
    const { data, state } = withScenario(yaml, TACTICAL);
    expect(check(data, state, 'allied', battleOrders('turnAway: sometimes')).some((x) => x.severity === 'error')).toBe(true);
    expect(check(data, state, 'allied', battleOrders('keepAt: -1')).some((x) => x.severity === 'error')).toBe(true);
  });
});

describe('the defaults of the standing orders', () => {
  it('7.6 the range sought: closeTo or keepAt as written; else the Basic Combat range in hexes (short: close to 1, long: keep at 3); else the side\'s advantage in dice', () => {
    const { data, state } = withScenario(yaml, TACTICAL);
    const own = [state.ships.indomitable, state.ships.indefatigable];
    const enemy = [state.ships.goeben, state.ships.breslau];
    const seek = (lines: string) => {
      applyOrders(data, state, { allied: battleOrders(lines) });
      return seekOf(data, state.fleets.med, own, enemy, false, 1);
    };
    expect(seek('closeTo: 0')).toEqual({ mode: 'close', hexes: 0 });
    state.fleets.med.battle = {};
    expect(seek('keepAt: 2')).toEqual({ mode: 'keep', hexes: 2 });
    state.fleets.med.battle = {};
    expect(seek('range: short')).toEqual({ mode: 'close', hexes: 1 });
    state.fleets.med.battle = {};
    expect(seek('range: long')).toEqual({ mode: 'keep', hexes: 3 });
    state.fleets.med.battle = {};
    // Two battlecruisers (10 primary, 6 tertiary, 2 torpedoes) against Goeben and Breslau: short range gains more.
    expect(seekOf(data, state.fleets.med, own, enemy, false, 1)).toEqual({ mode: 'close', hexes: 1 });
  });
  it('7.33 when to turn away: never, at once, when outgunned by the enemy ships seen, after N hull boxes, else the disengage order, else the mission\'s default', () => {
    const { data, state } = withScenario(yaml, TACTICAL);
    const med = state.fleets.med;
    const own = [state.ships.indomitable, state.ships.indefatigable];
    const known = [state.ships.goeben, state.ships.breslau];
    const away = (battle: typeof med.battle, ships = own, enemy = known) => { med.battle = battle; return turnsAway(data, med, ships, ships, enemy); };
    expect(away({ turnAway: 'never' })).toBe(false);
    expect(away({ turnAway: 'at-once' })).toBe(true);
    expect(away({ turnAway: 'when-outgunned' })).toBe(false); // 16 dice against 11
    expect(away({ turnAway: 'when-outgunned' }, [state.ships.indomitable])).toBe(true); // 8 against 11
    expect(away({ turnAway: 'when-outgunned' }, [state.ships.indomitable], [])).toBe(false); // the stack's dice are not known
    state.ships.indomitable.damage.hull = 3;
    expect(away({ turnAway: { hullLost: 4 } })).toBe(false);
    state.ships.indefatigable.damage.hull = 1;
    expect(away({ turnAway: { hullLost: 4 } })).toBe(true);
    expect(away({ disengage: 'when-damaged', disengageAt: 0.2 })).toBe(true);
    expect(away({})).toBe(false); // Intercept: when damaged at half its hull boxes (4 of 20)
    state.fleets.cruisers.battle = {};
    expect(turnsAway(data, state.fleets.cruisers, [state.ships.gloucester], [state.ships.gloucester], known)).toBe(true); // Patrol: when outgunned
  });
  it('7.5 the target "nearest" takes the fewest hexes; a priority nobody answers passes to the next; none left, the nearest threat', () => {
    const { data, state } = withScenario(yaml, TACTICAL);
    const hexes: Record<string, number> = { goeben: 3, breslau: 1 };
    const ships = [state.ships.goeben, state.ships.breslau];
    const ids = new Set(['goeben', 'breslau']);
    expect(chooseTacticalTarget(data, ships, ['nearest'], ids, (s) => hexes[s.id])!.id).toBe('breslau');
    expect(chooseTacticalTarget(data, ships, ['capital', 'nearest'], ids, (s) => hexes[s.id])!.id).toBe('goeben');
    expect(chooseTacticalTarget(data, [state.ships.breslau], ['capital', 'nearest'], ids, (s) => hexes[s.id])!.id).toBe('breslau');
    expect(chooseTacticalTarget(data, ships, ['DD'], ids, (s) => hexes[s.id])!.id).toBe('goeben');
    expect(chooseTacticalTarget(data, [], ['nearest'], ids, () => 0)).toBeNull();
  });
});

describe('the orders form with the tactical option', () => {
  it('7.0 the form explains the tactical orders, and standing orders written back from it (turnAway { hullLost }) read the same', async () => {
    const { ordersForm } = await import('../../src/games/gwas/forms/orders-form.js');
    const { redactState } = await import('../../src/games/gwas/views/redact.js');
    const { data, state } = withScenario(yaml, TACTICAL);
    applyOrders(data, state, { allied: battleOrders('keepAt: 3\nturnAway: { hullLost: 6 }\ntargets: [capital, nearest]') });
    const form = ordersForm({ data, state: redactState(state, 'allied', data), viewer: 'allied', campaign: 'c' });
    expect(form).toContain('Tactical battle (7.0');
    expect(form).toContain('turnAway: { hullLost: 6 }');
    const before = structuredClone(state.fleets.med.battle);
    expect(codes(check(data, state, 'allied', form))).toEqual([]);
    applyOrders(data, state, { allied: form });
    expect(state.fleets.med.battle).toEqual(before);
    const plain = withScenario(yaml);
    expect(ordersForm({ data: plain.data, state: redactState(plain.state, 'allied', plain.data), viewer: 'allied', campaign: 'c' })).not.toContain('Tactical battle');
  });
});
