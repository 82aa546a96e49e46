/**
 * 7.31 the tactical battle impulse by impulse by mail (option `tacticalByMail`): the turn stops at
 * the battle, each impulse is an exchange asking both sides with reply timing, written orders
 * move groups, choose targets and turn fleets away, silence is the standing orders, and the rest
 * of the turn runs after the last impulse of the last battle. Orders are the players' YAML,
 * checked as the pipeline checks them; where a rule needs ships in a given place, the scene is
 * set in the waiting battle's record before the impulse.
 */
import { describe, expect, it } from 'vitest';
import { gwasModule } from '../../src/games/gwas/module.js';
import { add, distance, vector, DIRECTIONS, CENTRE } from '../../src/games/gwas/tactical/hexes.js';
import { otherSide, type SideId } from '../../src/games/gwas/state.js';
import { restoreBattle, saveBattle } from '../../src/games/gwas/tactical/impulse-save.js';
import { withScenario } from '../helpers/gwas.js';
import { seenBy } from '../../src/games/gwas/tactical/sighting.js';
import { impulseForm } from '../../src/games/gwas/forms/impulse-form.js';
import { buildSideView, buildUmpireView } from '../../src/games/gwas/views/index.js';
import { redactState } from '../../src/games/gwas/views/redact.js';
import { eventsFor } from '../../src/kernel/events.js';
import { type Game, GOEBEN_YAML, impulseText, initiativeOf, newGame, places, play } from './tactical-by-mail-helpers.js';

type Places = ReturnType<typeof places>;

/** Sets every named ship's hex, and makes each side have identified the other's ships (they are in sight). */
function scene(g: Game, at: Record<string, [number, number]>): void {
  const p: Places = places(g);
  for (const [id, [q, r]] of Object.entries(at)) p[id].hex = { q, r };
  const b = g.state.impulse!.battle as unknown as { identified: Record<SideId, string[]>; ships: Record<SideId, string[]> };
  b.identified.allied = [...b.ships.central].sort();
  b.identified.central = [...b.ships.allied].sort();
}

const STAY_ALL = { allied: '  moves: { indomitable: stay, indefatigable: stay }\n', central: '  moves: { goeben: stay, breslau: stay }\n' };

/** The fire events the side was told of in the last exchange, as [firer, target, weapon]. */
function fired(g: Game, from: number, side: SideId): [string, string, string][] {
  return g.events.slice(from).filter((e) => e.type === 'gwas.fire' && (e.data as { role: string }).role === 'own' && (e.audience as { sides?: string[] }).sides?.[0] === side)
    .map((e) => { const d = e.data as { firer: string; target: string; weapon: string }; return [d.firer, d.target, d.weapon]; });
}

describe('7.31 the turn in exchanges when a tactical battle is fought by mail', () => {
  it('7.31 the turn exchange stops at the battle\'s deployment; next asks both sides for impulse 1 of pass 1 with reply timing; the turn has not advanced', () => {
    const g = newGame();
    const first = play(g);
    expect(first.kind).toBe('turn');
    expect(g.state.turn).toBe(1);
    expect(g.state.impulse?.battle.id).toBe('B1-1');
    const spec = gwasModule.next(g.data, g.state)!;
    expect(spec.kind).toBe('impulse');
    expect(spec.timing).toBe('reply');
    expect(spec.asks.map((a) => [a.seat, a.form])).toEqual([['allied', 'impulse'], ['central', 'impulse']]);
    expect(spec.label).toBe('turn 1 battle B1-1 in N37, pass 1, impulse 1');
    // The steps after the battle step waited: no victory check, no weather for turn 2.
    expect(g.events.some((e) => e.step === 'weather' || e.step === 'victory')).toBe(false);
    // 7.2: the deployment was shown to each side before its first orders.
    expect(g.events.filter((e) => e.type === 'gwas.tactical-picture')).toHaveLength(2);
  });

  it('7.31, 7.36 silence every impulse: the battle is fought by standing orders to its end, five impulses a pass, then the rest of the turn runs and the next turn\'s orders are asked', () => {
    const g = newGame();
    play(g);
    while (g.state.impulse) play(g);
    const impulses = g.specs.slice(1);
    expect(impulses.length).toBeGreaterThan(0);
    expect(impulses.length).toBeLessThanOrEqual(20); // 7.36 ruling: four passes of five impulses by day at most
    expect(impulses.map((s) => s.label.replace(/.*pass (\d+), impulse (\d+)$/, '$1.$2'))).toEqual(
      impulses.map((_, i) => `${Math.floor(i / 5) + 1}.${(i % 5) + 1}`));
    expect(g.events.filter((e) => e.type === 'gwas.battle-ends')).toHaveLength(2);
    expect(g.state.turn).toBe(2);
    expect(g.state.impulse).toBeUndefined();
    expect(gwasModule.next(g.data, g.state)!.kind).toBe('turn');
  });

  it('7.36 a new pass\'s initiative is rolled in the exchange that ends the pass, so impulse 1\'s orders are written knowing it', () => {
    const g = newGame();
    play(g);
    for (let i = 0; i < 5 && g.state.impulse; i++) play(g);
    if (!g.state.impulse) throw new Error('the battle ended within one pass: the scene does not test 7.36');
    const last = g.events.filter((e) => e.type === 'roll' && (e.data as { table: string }).table === 'tactical initiative (7.1)').at(-1)!;
    expect((last.data as { purpose: string }).purpose).toContain('sequence 2 step 1');
    expect(last.exchange).toBe(6);
    expect(gwasModule.next(g.data, g.state)!.label).toMatch(/pass 2, impulse 1$/);
  });

  it('7.32 a written move: the group moves one hex that way in its side\'s movement step of the impulse (the initiative at step 6 of impulse 2), and no further', () => {
    const g = newGame();
    play(g);
    play(g); // impulse 1: speed-2 groups do not move at step 2
    const side = initiativeOf(g);
    const [a, b] = side === 'allied' ? ['indomitable', 'indefatigable'] : ['goeben', 'breslau'];
    const before = places(g)[a].hex;
    // Towards the centre: on the map and open sea (N37 has no land).
    const d = DIRECTIONS.find((x) => distance(add(before, vector(x)), CENTRE) < distance(before, CENTRE))!;
    play(g, { [side]: impulseText(g, side, `  moves: { ${a}: ${d}, ${b}: ${d} }\n`) });
    expect(places(g)[a].hex).toEqual(add(before, vector(d)));
  });

  it('7.5 a written gunnery target: the ship fires at the enemy ship named, not the one its standing priorities choose', () => {
    const setScene = (g: Game) => { play(g); scene(g, { goeben: [0, 0], breslau: [0, -1], indomitable: [1, 0], indefatigable: [0, 1] }); };
    const silent = newGame();
    setScene(silent);
    let from = silent.events.length;
    play(silent, { allied: impulseText(silent, 'allied', STAY_ALL.allied), central: impulseText(silent, 'central', STAY_ALL.central) });
    const standing = fired(silent, from, 'central').find(([f, , w]) => f === 'goeben' && w === 'primary')![1];
    const other = standing === 'indomitable' ? 'indefatigable' : 'indomitable';
    const g = newGame();
    setScene(g);
    from = g.events.length;
    play(g, { allied: impulseText(g, 'allied', STAY_ALL.allied), central: impulseText(g, 'central', `${STAY_ALL.central}  fire: { goeben: ${other} }\n`) });
    const goeben = fired(g, from, 'central').filter(([f, , w]) => f === 'goeben' && w !== 'torpedo');
    expect(goeben.length).toBeGreaterThan(0);
    expect(goeben.every(([, t]) => t === other)).toBe(true);
  });

  it('7.5, 7.8 hold: a ship written "hold" fires neither guns nor torpedoes that impulse, where silence fires both', () => {
    const setScene = (g: Game) => { play(g); scene(g, { goeben: [0, 0], breslau: [0, 0], indomitable: [1, 0], indefatigable: [1, 0] }); };
    const silent = newGame();
    setScene(silent);
    let from = silent.events.length;
    play(silent, { allied: impulseText(silent, 'allied', STAY_ALL.allied), central: impulseText(silent, 'central', STAY_ALL.central) });
    expect(fired(silent, from, 'central').some(([f, , w]) => f === 'breslau' && w === 'torpedo')).toBe(true);
    expect(fired(silent, from, 'central').some(([f, , w]) => f === 'breslau' && w !== 'torpedo')).toBe(true);
    const g = newGame();
    setScene(g);
    from = g.events.length;
    play(g, { allied: impulseText(g, 'allied', STAY_ALL.allied), central: impulseText(g, 'central', `${STAY_ALL.central}  fire: { breslau: hold }\n  torpedoes: { breslau: hold }\n`) });
    expect(fired(g, from, 'central').filter(([f]) => f === 'breslau')).toEqual([]);
    expect(g.state.ships.breslau.torpedoesFired).toBe(false);
  });

  it('7.33 turnAway: the fleet makes for the edge written, and keeps making for it in later impulses', () => {
    const g = newGame();
    play(g);
    play(g, { central: impulseText(g, 'central', '  turnAway: { mittelmeer: sw }\n') });
    expect((g.state.impulse!.battle.rest as { away: Record<string, string> }).away).toEqual({ mittelmeer: 'sw' });
    const start = { ...places(g).goeben.hex };
    const toEdge = (h: { q: number; r: number }) => distance(h, add(CENTRE, vector('sw'), 6));
    for (let i = 0; i < 3; i++) play(g);
    const p = places(g).goeben;
    // Nearer the south-west corner, or already gone off the map by that edge.
    expect(p.exited === 'sw' || toEdge(p.hex) < toEdge(start)).toBe(true);
  });

  it('7.33 a written move across the edge the group is on, beyond enemy sight, takes it off the map; the fleet gone, the battle ends and the fleet is placed in the zone beyond', () => {
    const g = newGame();
    play(g);
    play(g);
    play(g); // impulse 3 (steps 9–12): both sides move speed-2 groups, whoever has the initiative
    scene(g, { goeben: [6, -6], breslau: [6, -6], indomitable: [-6, 6], indefatigable: [-6, 6] });
    const b = g.state.impulse!.battle as unknown as { identified: Record<SideId, string[]> };
    b.identified.allied = [];
    b.identified.central = [];
    play(g, { central: impulseText(g, 'central', '  moves: { goeben: ne, breslau: ne }\n') });
    expect(g.state.impulse).toBeUndefined();
    expect(g.events.some((e) => e.type === 'gwas.tactical-exit' && (e.data as { edge: string }).edge === 'ne')).toBe(true);
    expect(g.state.fleets.mittelmeer.zone).toBe('M38'); // N37's north-east neighbour (7.33 example: the zone beyond the corner)
    expect(g.state.turn).toBe(2);
  });

  it('7.6, 7.31 new standing orders written in an impulse: keepAt replaces the fleet\'s closeTo from this impulse on, and the fleet keeps them after the battle', () => {
    const g = newGame(undefined, (s) => { s.fleets.mittelmeer.battle = { closeTo: 1, torpedoes: 'hold' }; });
    play(g);
    play(g, { central: impulseText(g, 'central', '  standing: { mittelmeer: { keepAt: 3, targets: [BC, nearest] } }\n') });
    expect(g.state.fleets.mittelmeer.battle).toEqual({ keepAt: 3, targets: ['BC', 'nearest'], torpedoes: 'hold' });
    while (g.state.impulse) play(g);
    expect(g.state.fleets.mittelmeer.battle).toEqual({ keepAt: 3, targets: ['BC', 'nearest'], torpedoes: 'hold' });
  });

  it('5.45, 7.31 two battles in one turn: the second zone\'s battle begins when the first ends, numbered B1-2, and the turn closes after its last impulse', () => {
    const yaml = `
allied:
  - { id: med, mission: intercept, at: { zone: N37 }, ships: [indomitable] }
  - { id: west, mission: intercept, at: { zone: R42 }, ships: [indefatigable] }
central:
  - { id: mittelmeer, mission: raid, at: { zone: N37 }, ships: [breslau] }
  - { id: second, mission: raid, at: { zone: R42 }, ships: [goeben] }
  - { id: k-u-k, mission: intercept, at: { port: pola }, ships: [viribus-unitis] }
`;
    const g = newGame(yaml);
    play(g, {}, ['N37', 'R42']);
    expect(g.state.impulse?.battle.id).toBe('B1-1');
    expect(g.state.impulse?.zones).toEqual(['R42']);
    const seen: string[] = [];
    while (g.state.impulse) { seen.push(g.state.impulse.battle.id); play(g, {}, ['N37', 'R42']); }
    expect([...new Set(seen)]).toEqual(['B1-1', 'B1-2']);
    expect(g.events.filter((e) => e.type === 'gwas.battle-umpire').map((e) => (e.data as { zone: string }).zone)).toEqual(['N37', 'R42']);
    expect(g.state.turn).toBe(2);
  });
});

describe('7.27 fog of the battle by mail: each side sees the tactical map as it may', () => {
  it('7.27 at every impulse each side\'s form names exactly the enemy ships in its sight now, and its report never names an enemy ship it has not identified; the umpire\'s form-free view names them all', () => {
    const g = newGame();
    play(g);
    let checked = 0;
    let unseenAtSomePoint = 0;
    while (g.state.impulse) {
      const run = restoreBattle(g.data, g.state, g.state.impulse.battle);
      for (const side of ['allied', 'central'] as const) {
        const enemy = run.ships[otherSide(side)].map((s) => s.id);
        const seen = new Set(seenBy(run, side).map((s) => s.id));
        const form = impulseForm(g.data, g.state, side, 'fog');
        for (const id of enemy) expect(new RegExp(`\\b${id}\\b`).test(form), `${side} form, ${id} ${seen.has(id) ? 'in sight' : 'unseen'}`).toBe(seen.has(id));
        if (enemy.some((id) => !seen.has(id))) unseenAtSomePoint++;
        const view = JSON.stringify(buildSideView({ data: g.data, state: redactState(g.state, side, g.data), events: eventsFor(g.events, side), viewer: side, campaign: 'fog' }));
        for (const id of enemy) if (!run.identified[side].has(id)) expect(view.includes(`"${id}"`) || view.includes(g.data.ships[id].name), `${side} report names unidentified ${id}`).toBe(false);
        checked++;
      }
      play(g);
    }
    expect(checked).toBeGreaterThan(2);
    expect(unseenAtSomePoint).toBeGreaterThan(0); // the deployment keeps the enemy out of sight (7.21), so the check bites
  });

  it('7.27 the umpire sees everything: while the battle waits, the umpire\'s report shows it with both sides\' fleets, and every ship\'s hex in the umpire\'s pictures', () => {
    const g = newGame();
    play(g);
    play(g);
    const view = buildUmpireView(g.data, g.state, g.events, 'fog');
    expect(view.battles.map((b) => [b.zone, b.fleets])).toEqual([['N37', { allied: ['med'], central: ['mittelmeer'] }]]);
    const umpire = g.events.filter((e) => e.type === 'gwas.tactical-picture-umpire').at(-1)!.data as { ships: Record<string, unknown> };
    expect(Object.keys(umpire.ships).sort()).toEqual(['breslau', 'goeben', 'indefatigable', 'indomitable']);
  });
});

describe('7.0, 7.31 the option off, or no battle: the turn is one exchange as before', () => {
  it('7.0 with tactical alone the battle is fought whole inside the turn exchange by standing orders: nothing waits, the turn advances, the next ask is the next turn\'s', () => {
    const { data, state } = withScenario(GOEBEN_YAML, { tactical: true });
    const g: Game = { data, state, events: [], exchange: 0, specs: [] };
    play(g);
    expect(g.state.impulse).toBeUndefined();
    expect(g.events.filter((e) => e.type === 'gwas.battle-ends')).toHaveLength(2);
    expect(g.state.turn).toBe(2);
    expect(gwasModule.next(g.data, g.state)!.kind).toBe('turn');
  });

  it('7.31 with tacticalByMail and no contact the turn is one exchange: no battle waits, the turn advances', () => {
    const g = newGame(GOEBEN_YAML.replace(/zone: N37 }, ships: \[indomitable/, 'zone: R42 }, ships: [indomitable'));
    play(g, {}, []);
    expect(g.state.impulse).toBeUndefined();
    expect(g.state.turn).toBe(2);
    expect(gwasModule.next(g.data, g.state)!.kind).toBe('turn');
  });

  it('7.31 a battle saved between exchanges comes back as it was: places, sightings, the stack, the pass and step; and a run field JSON cannot carry is refused, not lost', () => {
    const g = newGame();
    play(g);
    const saved = g.state.impulse!.battle;
    const run = restoreBattle(g.data, g.state, saved);
    expect(saveBattle(run)).toEqual(saved);
    expect(run.ships.allied.map((s) => s.id)).toEqual(['indomitable', 'indefatigable']);
    expect(run.ships.allied[0]).toBe(g.state.ships.indomitable);
    (run as unknown as { extra: Set<string> }).extra = new Set(['x']);
    expect(() => saveBattle(run)).toThrow(/needs saving by hand/);
  });
});

describe('7.29 by mail: the turn\'s exchange orders wait with the battle', () => {
  const TWO_FLEETS = `
allied:
  - { id: med, mission: intercept, at: { zone: N37 }, ships: [indomitable, indefatigable] }
  - { id: med-2, mission: raid, at: { zone: N37 }, ships: [inflexible] }
central:
  - { id: mittelmeer, mission: raid, at: { zone: N37 }, ships: [goeben, breslau] }
  - { id: k-u-k, mission: intercept, at: { port: pola }, ships: [viribus-unitis] }
`;

  it('7.29, 7.31 an exchange written with the turn\'s orders is made when the battle ends in a later impulse exchange', () => {
    const g = newGame(TWO_FLEETS);
    const turnOrders = 'side: allied\nturn: 1\nfleets:\n  med:\n    exchange:\n      - { ships: [indefatigable], join: med-2 }\n';
    play(g, { allied: turnOrders, central: 'side: central\nturn: 1\nfleets:\n  mittelmeer:\n    battle:\n      turnAway: at-once\n' });
    // The battle waits for its impulses, and the exchange order waits with it (umpire's record).
    expect(g.state.impulse?.exchange).toEqual({ allied: { med: [{ ships: ['indefatigable'], join: 'med-2' }] } });
    const turnExchange = g.events.length;
    while (g.state.impulse) play(g);
    expect(g.specs.length).toBeGreaterThan(1);
    const told = g.events.filter((e) => e.type === 'gwas.exchange');
    expect(told.map((e) => e.data)).toEqual([{ battle: 'B1-1', fleet: 'med', join: 'med-2', ships: ['indefatigable'], made: true }]);
    // Made in an impulse exchange, not in the turn's.
    expect(g.events.indexOf(told[0]!)).toBeGreaterThanOrEqual(turnExchange);
    expect(g.state.fleets['med-2'].ships).toEqual(['inflexible', 'indefatigable']);
    expect(g.state.ships.indefatigable.fleet).toBe('med-2');
  });

  it('7.29, 7.31 an exchange written in an impulse\'s orders is not made: only the turn\'s orders give them (GW2929 warns of turn orders in an impulse)', () => {
    const g = newGame(TWO_FLEETS);
    play(g, { central: 'side: central\nturn: 1\nfleets:\n  mittelmeer:\n    battle:\n      turnAway: at-once\n' });
    expect(g.state.impulse?.exchange).toBeUndefined();
    const late = 'fleets:\n  med:\n    exchange:\n      - { ships: [indefatigable], join: med-2 }\n';
    while (g.state.impulse) {
      const text = impulseText(g, 'allied', '  fire: {}\n').replace('impulse:\n', `${late}impulse:\n`);
      play(g, { allied: text });
    }
    expect(g.events.filter((e) => e.type === 'gwas.exchange')).toEqual([]);
    expect(g.state.fleets['med-2'].ships).toEqual(['inflexible']);
  });
});
