/**
 * 7.29 after a tactical battle (option `tactical`): ships of fleets with similar missions that have
 * not exited the tactical map may exchange ships between fleets, by the fleet's `exchange` order
 * written with the turn's orders. Checked in the Orders Phase (GW2901, GW2905–GW2907) and when
 * the battle ends (GW2908). The owner alone is told.
 */
import { describe, expect, it } from 'vitest';
import { check, codes, ofType, withScenario } from '../helpers/gwas.js';
import { checkGwasText } from '../../src/games/gwas/check-text.js';
import type { GwasOrders } from '../../src/games/gwas/orders-types.js';
import { scriptedContext } from './scripted-dice.js';
import { applyOrders, orders, sideOf, TACTICAL, tacticalBattle, tacticalRun } from './tactical-helpers.js';
import { fightTactical } from '../../src/games/gwas/tactical/battle.js';
import { afterTactical } from '../../src/games/gwas/tactical/after.js';
import { similarMissions } from '../../src/games/gwas/tactical/swap.js';
import type { GwasState } from '../../src/games/gwas/state.js';
import type { TacticalRun } from '../../src/games/gwas/tactical/types.js';
import { tacticalWords } from '../../src/games/gwas/tactical/words.js';

const yaml = `
allied:
  - { id: med, mission: intercept, at: { zone: N37 }, ships: [courbet, gloucester] }
  - { id: med-2, mission: raid, at: { zone: N37 }, ships: [indomitable] }
  - { id: convoy, mission: transport, at: { zone: N37 }, ships: [dublin] }
central:
  - { id: mittelmeer, mission: raid, at: { zone: N37 }, ships: [goeben] }
`;
const give = (fleet: string, join: string, ships: string[]) => `  ${fleet}:\n    exchange:\n      - { ships: [${ships.join(', ')}], join: ${join} }\n`;

/** The battle fought to its end by standing orders, the Allied orders read as the Orders Phase reads them. */
/** `prepare` alters the state before the battle is set up; `during` the battle and state once it is (before it is fought). */
function fight(alliedFleets: string, prepare: (s: GwasState) => void = () => undefined, during: (r: TacticalRun, s: GwasState) => void = () => undefined) {
  const { data, state } = withScenario(yaml, TACTICAL);
  const text = orders('allied', alliedFleets);
  applyOrders(data, state, { allied: text, central: orders('central', '  mittelmeer:\n    battle:\n      turnAway: at-once\n') });
  const parsed = checkGwasText(data, state, 'allied', text).orders as GwasOrders;
  state.fleets.mittelmeer.log.push({ turn: state.turn, from: 'N36', path: ['N37'], port: null });
  prepare(state);
  const ctx = scriptedContext(data, state, [], () => [1]);
  (ctx as { orders: Record<string, GwasOrders> }).orders = { allied: parsed };
  const run = tacticalRun(ctx, 'N37', 'central');
  run.places.goeben.exited = 'w'; // the Central Powers are gone at once: the battle ends at step 2
  run.left.mittelmeer = 'w';
  during(run, state);
  afterTactical(ctx, run, fightTactical(ctx, run));
  return { state, ctx, run };
}

describe('7.29 exchanging ships after the battle', () => {
  it('7.29 after the battle Gloucester leaves fleet med (Intercept) for med-2 (Raid), both still on the map: only the owner is told', () => {
    const s = fight(give('med', 'med-2', ['gloucester']));
    expect(s.state.fleets.med.ships).toEqual(['courbet']);
    expect(s.state.fleets['med-2'].ships).toEqual(['indomitable', 'gloucester']);
    expect(s.state.ships.gloucester.fleet).toBe('med-2');
    const told = s.ctx.events.filter((e) => e.type === 'gwas.exchange');
    expect(told.map((e) => [sideOf(e), e.data])).toEqual([['allied', { battle: 'B1-1', fleet: 'med', join: 'med-2', ships: ['gloucester'], made: true }]]);
    expect(told.map(tacticalWords((id) => id!))).toEqual(['  After the battle gloucester joined fleet med-2 from fleet med (7.29).']);
  });

  it('7.29 two fleets may exchange both ways, and a fleet that gives its every ship is gone, as a merged fleet (5.22)', () => {
    const s = fight(give('med', 'med-2', ['courbet', 'gloucester']) + give('med-2', 'med', ['indomitable']));
    expect(s.state.fleets.med.ships).toEqual(['indomitable']);
    expect(s.state.fleets['med-2'].ships).toEqual(['courbet', 'gloucester']);
    expect(s.state.fleets.med.gone).toBeNull();
    const t = fight(give('med', 'med-2', ['courbet', 'gloucester']));
    expect(t.state.fleets.med.gone).toBe('merged');
  });

  it('7.29 GW2908 when the battle ends: a fleet that left the map, a fleet not in the battle, a ship sunk, missions no longer similar, or a ship already given make no exchange', () => {
    const left = fight(give('med', 'med-2', ['gloucester']), undefined, (_, st) => { st.fleets['med-2'].zone = 'N38'; });
    const refused = (s: ReturnType<typeof fight>) => s.ctx.events.filter((e) => e.type === 'gwas.exchange').map((e) => e.data as { made: boolean; code: string; why: string });
    expect(refused(left)).toMatchObject([{ made: false, code: 'GW2908' }]);
    expect(left.state.fleets.med.ships).toEqual(['courbet', 'gloucester']);

    const elsewhere = fight(give('med', 'med-2', ['gloucester']), undefined, (r) => { r.fleets.allied = r.fleets.allied.filter((f) => f.id !== 'med-2'); });
    expect(refused(elsewhere)).toMatchObject([{ made: false, code: 'GW2908', why: 'fleets \'med\' and \'med-2\' were not both in battle B1-1' }]);
    const control = fight(give('med', 'med-2', ['gloucester']));
    expect(refused(control)[0].made).toBe(true);
    const twice = fight(`${give('med', 'med-2', ['gloucester'])}      - { ships: [gloucester], join: med-2 }\n`);
    expect(refused(twice).map((r) => [r.made, r.why ?? null])).toEqual([[false, 'a ship named is already given by an earlier exchange'], [true, null]]);
    const sunk = fight(give('med', 'med-2', ['gloucester']), (st) => { st.ships.gloucester.sunk = true; st.fleets.med.ships = ['courbet']; });
    expect(refused(sunk)).toMatchObject([{ made: false, code: 'GW2908', why: 'gloucester is not afloat in fleet \'med\'' }]);
    const aborted = fight(give('med', 'med-2', ['gloucester']), (st) => { st.fleets['med-2'].mission = 'abort'; });
    expect(refused(aborted)).toMatchObject([{ made: false, why: 'the missions intercept and abort are not similar' }]);
  });

  it('7.29 a ship that left the map by herself keeps her fleet: the exchange naming her is refused', () => {
    const { data, state } = withScenario(yaml, TACTICAL);
    const text = orders('allied', give('med', 'med-2', ['gloucester']));
    const ctx = scriptedContext(data, state, [], () => [1]);
    (ctx as { orders: Record<string, GwasOrders> }).orders = { allied: checkGwasText(data, state, 'allied', text).orders as GwasOrders };
    state.fleets.mittelmeer.log.push({ turn: state.turn, from: 'N36', path: ['N37'], port: null });
    const run = tacticalRun(ctx, 'N37', 'central');
    run.places.goeben.exited = 'w';
    run.left.mittelmeer = 'w';
    run.places.gloucester.exited = 'e';
    afterTactical(ctx, run, fightTactical(ctx, run));
    expect(state.fleets.med.ships).toEqual(['courbet', 'gloucester']);
    expect(ctx.events.find((e) => e.type === 'gwas.exchange')?.data).toMatchObject({ made: false, why: 'ships of fleet \'med\' left the tactical map (7.33)' });
  });

  it('7.29 similar missions: the same mission, or Raid and Intercept', () => {
    expect([similarMissions('raid', 'intercept'), similarMissions('transport', 'transport'), similarMissions('intercept', 'transport'), similarMissions('abort', 'raid')]).toEqual([true, true, false, false]);
  });

  it('7.29 from the players\' orders through the real Orders Phase and battle step: the exchange is made when the battle ends', () => {
    const r = tacticalBattle(yaml, {
      allied: orders('allied', give('med', 'med-2', ['gloucester'])),
      central: orders('central', '  mittelmeer:\n    battle:\n      turnAway: at-once\n'),
    }, { zone: 'N37', from: { mittelmeer: 'N36' }, seed: 'exchange' });
    const made = ofType(r.events, 'gwas.exchange');
    expect(made.map((e) => e.data.made)).toEqual([true]);
    expect(r.state.fleets['med-2'].ships).toContain('gloucester');
    expect(r.state.ships.gloucester.fleet).toBe('med-2');
  });
});

describe('7.29 exchange order diagnostics', () => {
  it('7.29 GW2905 join names no other fleet of the side; GW2906 a ship not in the fleet; GW2907 missions not similar (Intercept and Transport)', () => {
    const { data, state } = withScenario(yaml, TACTICAL);
    expect(codes(check(data, state, 'allied', orders('allied', give('med', 'med-2', ['gloucester']))))).toEqual([]);
    expect(codes(check(data, state, 'allied', orders('allied', give('med', 'med', ['gloucester']))))).toEqual(['GW2905']);
    expect(codes(check(data, state, 'allied', orders('allied', give('med', 'mittelmeer', ['gloucester']))))).toEqual(['GW2905']);
    expect(codes(check(data, state, 'allied', orders('allied', give('med', 'med-2', ['indomitable']))))).toEqual(['GW2906']);
    expect(codes(check(data, state, 'allied', orders('allied', give('med', 'convoy', ['gloucester']))))).toEqual(['GW2907']);
  });
  it('7.29 GW2901: an exchange in a campaign that fights Basic Combat is never made', () => {
    const { data, state } = withScenario(yaml);
    expect(codes(check(data, state, 'allied', orders('allied', give('med', 'med-2', ['gloucester']))))).toEqual(['GW2901']);
  });
});
