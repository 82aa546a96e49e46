// Fog of war, by property: over random seeds and random (legal-looking) orders,
//  1. no side's report (text, HTML, JSON) or orders form names or ids an enemy ship or fleet;
//  2. non-interference: when the events a side may see are the same in two games that differ only
//     in the enemy's orders, that side's reports and orders forms are byte-identical;
//  3. everything in a side's view comes from events `canSee` lets it see.
import { seeded } from './conformance/random.js';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { loadGame } from '../src/pipeline/games.js';
import { canSee, eventsFor, umpireOnly, sidesOnly, type GameEvent } from '../src/kernel/events.js';
import { resolveTurn } from '../src/kernel/turn.js';
import type { GwasData } from '../src/games/gwas/data.js';
import { shortestPath } from '../src/games/gwas/geography.js';
import { gwasModule } from '../src/games/gwas/module.js';
import type { FleetOrders, GwasOrders } from '../src/games/gwas/orders-types.js';
import { parsePlot } from '../src/games/gwas/plot.js';
import { setupState } from '../src/games/gwas/setup.js';
import { otherSide, SIDES, type FleetState, type GwasState, type SideId } from '../src/games/gwas/state.js';
import { ordersForm } from '../src/games/gwas/forms/orders-form.js';
import { renderReport, type ReportFormat } from '../src/reports/render.js';
import { GWAS_TEMPLATES } from '../src/games/gwas/views/templates.js';
import { buildSideView } from '../src/games/gwas/views/index.js';
import { redactState, type RedactedState } from '../src/games/gwas/views/redact.js';

/** A GWAS view through the shared renderer with the game's templates (seam §1). */
const renderGwas = (view: object, format: ReportFormat): string => renderReport(view, format, GWAS_TEMPLATES);

const data = loadGame('gwas-mediterranean') as unknown as GwasData;
const SCENARIOS = Object.keys(data.scenarios).sort();
const CAMPAIGN = 'fog-test';

/** A small deterministic generator for the random walks (mulberry32, shared with the conformance suite). */
const rng = seeded;

function zoneBefore(f: FleetState, turn: number, from: number): string {
  let z = f.backlog.length ? f.backlog[f.backlog.length - 1] : f.zone;
  for (let t = from; t < turn; t++) for (const i of parsePlot(f.plan[String(t)] ?? '')) if (i.kind === 'zone') z = i.zone;
  return z;
}

/** 5.1: two zones a turn only when every ship is speed 2 or 2+. */
function speedZones(s: RedactedState, f: FleetState): number {
  return f.ships.every((id) => s.ships[id]?.sunk || ['2', '2+'].includes(data.ships[id]?.speed ?? '')) ? 2 : 1;
}

/**
 * Random orders for one side, drawn from its own redacted state only: random walks along zone
 * neighbours for its Intercept and Raid fleets, in the boxes they may still write.
 */
function randomOrders(s: RedactedState, seed: number, chase?: (from: string) => string[] | null): GwasOrders {
  const next = rng(seed);
  const T = s.turn;
  const fleets: Record<string, FleetOrders> = {};
  for (const f of Object.values(s.fleets).sort((a, b) => (a.id < b.id ? -1 : 1))) {
    if (f.gone || !['intercept', 'raid'].includes(f.mission)) continue;
    const ahead = f.arrives > T ? 3 : 2;
    const fought = s.contacts.some((c) => c.turn === T - 1 && c.fleets.includes(f.id));
    const plot: Record<string, string> = {};
    const draft = { ...f, plan: { ...f.plan } };
    if (fought) for (let t = T; t <= T + 2; t++) delete draft.plan[String(t)];
    for (let t = T; t <= Math.min(T + ahead, s.lastTurn); t++) {
      if (draft.plan[String(t)]) continue;
      let zone = zoneBefore(draft, t, T);
      const steps = Math.floor(next() * (speedZones(s, f) + 1));
      const path: string[] = [];
      const towards = chase && next() < 0.6 ? chase(zone) : null;
      if (towards && towards.length) {
        const entry = towards.slice(0, speedZones(s, f)).join('/');
        plot[String(t)] = entry;
        draft.plan[String(t)] = entry;
        continue;
      }
      for (let i = 0; i < steps; i++) {
        const ns = [...(data.map.zones[zone]?.neighbours ?? [])].sort().filter((n) => !path.includes(n));
        if (!ns.length) break;
        zone = ns[Math.floor(next() * ns.length)];
        path.push(zone);
      }
      const entry = path.length ? path.join('/') : 'stay';
      plot[String(t)] = entry;
      draft.plan[String(t)] = entry;
    }
    if (Object.keys(plot).length) fleets[f.id] = { plot };
  }
  return { game: 'gwas-mediterranean', campaign: CAMPAIGN, side: s.side, turn: T, fleets };
}

interface Game { state: GwasState; events: GameEvent[] }

/**
 * Plays random orders. With `chase`, the test driver (not a player: it knows everything) sends
 * the Allied fleets after the nearest enemy fleet now and then, so that contacts happen.
 */
function playRandom(scenario: string, seed: string, turns: number, orderSeed: (side: SideId, turn: number) => number, chase = false): Game {
  let state = setupState(data, scenario);
  const events: GameEvent[] = [];
  for (let t = 0; t < turns && !state.over; t++) {
    const current = state;
    const enemyZones = new Set(Object.values(current.fleets).filter((f) => f.side === 'central' && !f.gone).map((f) => f.zone));
    const hunt = chase ? (from: string) => shortestPath(data, from, enemyZones) : undefined;
    const orders = Object.fromEntries(SIDES.map((side) => [side, randomOrders(redactState(state, side, data), orderSeed(side, state.turn), side === 'allied' ? hunt : undefined)]));
    const r = resolveTurn(gwasModule, data, state, orders, seed);
    state = r.state;
    events.push(...r.events);
  }
  return { state, events };
}

function outputs(game: Game, side: SideId): string[] {
  const state = redactState(game.state, side, data);
  const view = buildSideView({ data, state, events: eventsFor(game.events, side), viewer: side, campaign: CAMPAIGN, deadline: 'soon' });
  return [renderGwas(view, 'text'), renderGwas(view, 'html'), renderGwas(view, 'json'), ordersForm({ data, state, viewer: side, campaign: CAMPAIGN })];
}

/** Names and ids of the enemy's ships and fleets in a scenario, as they could appear in text. */
function enemyWords(scenario: string, side: SideId): string[] {
  const fleets = data.scenarios[scenario].sides[otherSide(side)]?.fleets ?? [];
  const words = new Set<string>();
  for (const f of fleets) {
    words.add(f.id);
    words.add(f.name);
    for (const ship of f.ships) { words.add(ship); words.add(data.ships[ship].name); }
  }
  return [...words].filter((w) => w.length >= 3);
}

/** Ids and names of enemy ships a side identified in battle (gwas.battle-ends and gwas.battle-begins). */
function identifiedBy(game: Game, side: SideId): Set<string> {
  const out = new Set<string>();
  for (const e of eventsFor(game.events, side)) {
    if (e.type !== 'gwas.battle-ends' && e.type !== 'gwas.battle-begins') continue;
    for (const id of (e.data as { identified: string[] }).identified) { out.add(id); out.add(data.ships[id].name); }
  }
  return out;
}

/** Public knowledge: the scenario's id, title and victory text may name anyone. */
function stripPublic(text: string, scenario: string): string {
  const sc = data.scenarios[scenario];
  let out = text;
  for (const pub of [sc.victory.text, sc.name, sc.id]) {
    out = out.split(pub).join('').split(pub.replace(/&/g, '&amp;')).join('');
  }
  return out;
}

const strip = (e: GameEvent) => ({ turn: e.turn, step: e.step, rule: e.rule, type: e.type, data: e.data });

describe('fog of war', () => {
  it('no report or orders form names an enemy ship or fleet', () => {
    const reached = { contact: 0, battle: 0, identified: 0 };
    fc.assert(
      fc.property(fc.constantFrom(...SCENARIOS), fc.string({ maxLength: 8 }), fc.integer({ min: 1, max: 6 }), fc.integer(), (scenario, seed, turns, orderSeed) => {
        const game = playRandom(scenario, seed, turns, (side, turn) => orderSeed + turn * 7919 + (side === 'allied' ? 0 : 104729), true);
        if (game.events.some((e) => e.type === 'gwas.contact')) reached.contact++;
        if (game.events.some((e) => e.type === 'gwas.battle-begins')) reached.battle++;
        if (SIDES.some((side) => identifiedBy(game, side).size > 0)) reached.identified++;
        for (const side of SIDES) {
          // 7.27: an enemy ship identified in battle may be named to the side; nothing else.
          const words = enemyWords(scenario, side).filter((w) => !identifiedBy(game, side).has(w));
          for (const out of outputs(game, side)) {
            const text = stripPublic(out, scenario);
            for (const w of words) {
              if (text.includes(w)) throw new Error(`${side} output names the enemy's '${w}':\n${text.slice(Math.max(0, text.indexOf(w) - 200), text.indexOf(w) + 200)}`);
            }
          }
        }
      }),
      { numRuns: 180, seed: 1914 },
    );
    // The claim bites only where the sides met. Measured at 180 runs (seed 1914), after the
    // Goeben peace rule and the recalibrated Search Table: a contact in 80, a battle in 53, an
    // enemy ship identified in 39 (at 60 runs only 30, 15 and 11, so the runs were tripled to
    // keep the coverage the old 60 runs gave). Half of each must stay reached.
    expect(reached.contact).toBeGreaterThanOrEqual(40);
    expect(reached.battle).toBeGreaterThanOrEqual(26);
    expect(reached.identified).toBeGreaterThanOrEqual(19);
  });

  it('non-interference: different enemy orders, same visible events, same bytes', () => {
    let compared = 0;
    let comparedHiddenDiffers = 0;
    fc.assert(
      fc.property(fc.constantFrom(...SCENARIOS), fc.string({ maxLength: 8 }), fc.integer({ min: 1, max: 6 }), fc.integer(), fc.integer(), fc.constantFrom<SideId>('allied', 'central'),
        (scenario, seed, turns, ownSeed, enemySeed, side) => {
          const orderSeed = (variant: number) => (s: SideId, turn: number) => (s === side ? ownSeed : enemySeed + variant) + turn * 7919;
          const a = playRandom(scenario, seed, turns, orderSeed(0));
          const b = playRandom(scenario, seed, turns, orderSeed(1));
          const seenA = eventsFor(a.events, side).map(strip);
          const seenB = eventsFor(b.events, side).map(strip);
          if (JSON.stringify(seenA) !== JSON.stringify(seenB)) return; // the enemy's orders made a visible difference
          compared++;
          if (JSON.stringify(a.events.map(strip)) !== JSON.stringify(b.events.map(strip))) comparedHiddenDiffers++;
          expect(outputs(a, side)).toEqual(outputs(b, side));
        }),
      { numRuns: 60, seed: 1915 },
    );
    // The claim bites where the enemy's orders changed what happened out of sight. Measured at 60
    // runs (seed 1915): 42 compared, 40 of them with hidden events that differ. None of the
    // compared games had a contact (a contact's events almost always show the enemy's moves);
    // what a side sees of contacts is held by the other two properties.
    expect(compared).toBeGreaterThanOrEqual(21);
    expect(comparedHiddenDiffers).toBeGreaterThanOrEqual(20);
  });

  it('a side\'s view holds only what events it may see carry, and ignores the rest', () => {
    const reached3 = { contact: 0, battle: 0 };
    fc.assert(
      fc.property(fc.constantFrom(...SCENARIOS), fc.string({ maxLength: 8 }), fc.integer({ min: 1, max: 6 }), fc.integer(), (scenario, seed, turns, orderSeed) => {
        const game = playRandom(scenario, seed, turns, (side, turn) => orderSeed ^ (turn * 31 + (side === 'allied' ? 1 : 2)), true);
        const turn = game.state.turn - 1;
        if (game.events.some((e) => e.type === 'gwas.contact')) reached3.contact++;
        if (game.events.some((e) => e.type === 'gwas.battle-begins')) reached3.battle++;
        for (const side of SIDES) {
          const enemy = otherSide(side);
          // Canaries: events the side may not see, of every type the view reads.
          const canary = 'CANARY-zz9';
          const hidden: GameEvent[] = [
            ['gwas.contact', { contact: canary, zone: canary, reason: canary, automatic: false, own: [canary], enemy: { ships: 9, capital: 9, light: 0, other: 0 }, enemySide: side, roll: null }],
            ['gwas.battle-pending', { zone: canary, contacts: [canary], own: [canary], note: canary }],
            ['gwas.battle-begins', { battle: canary, zone: canary, contacts: [canary], night: false, own: [canary], ownShips: [canary], enemyShips: 1, identified: [canary] }],
            ['gwas.fire', { battle: canary, round: 1, range: 'long', weapon: 'primary', dice: [6], hits: 1, firer: canary, target: canary }],
            ['gwas.damage', { battle: canary, ship: canary, weapon: 'primary', result: canary, marked: [], ignored: [] }],
            ['gwas.victory-points', { condition: canary, side, points: 99, text: canary }],
            ['gwas.weather', { weatherZone: Object.keys(game.state.weather)[0], before: 1, after: 6, name: canary, previous: canary }],
            ['gwas.orders-rejected', { side, codes: [canary], messages: [canary] }],
            ['roll', { stream: canary, table: canary, dice: [6], sides: 6, modifiers: [], natural: 6, total: 6, result: canary, purpose: canary }],
          ].flatMap(([type, d], i) => [umpireOnly, sidesOnly(enemy)].map((audience, j) => ({
            seq: 10_000 + i * 2 + j, turn, step: 'canary', rule: '0', type: type as string, audience, data: d,
          })));
          const all = [...game.events, ...hidden];
          const state = redactState(game.state, side, data);
          const view = buildSideView({ data, state, events: all, viewer: side, campaign: CAMPAIGN });
          const json = JSON.stringify(view);
          expect(json).not.toContain(canary);
          const seen = all.filter((e) => canSee(e, side));
          for (const c of view.contacts) expect(seen.some((e) => e.type === 'gwas.contact' && (e.data as { contact: string }).contact === c.id)).toBe(true);
          for (const b of view.battles) expect(seen.some((e) => e.type === 'gwas.battle-begins' && e.turn === b.turn && (e.data as { zone: string }).zone === b.zone)).toBe(true);
          for (const r of view.rolls) expect(seen.some((e) => e.type === 'roll' && e.turn === r.turn && (e.data as { table: string }).table === r.table)).toBe(true);
          for (const s of view.victory.scored) expect(seen.some((e) => e.type === 'gwas.victory-points' && (e.data as { condition: string }).condition === s.condition)).toBe(true);
        }
      }),
      { numRuns: 40, seed: 1916 },
    );
    // Measured at 40 runs (seed 1916): a contact and a battle in 18. Half must stay reached.
    expect(reached3.contact).toBeGreaterThanOrEqual(9);
    expect(reached3.battle).toBeGreaterThanOrEqual(9);
  });
});
