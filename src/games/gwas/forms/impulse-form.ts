/**
 * 7.31 the impulse form (option `tacticalByMail`): what a side is asked for each impulse of a
 * tactical battle by mail, and all it may know then (7.27): its own ships by group, hex and the
 * moves open to each; the enemy ships in its sight by name and hex, else only the hex where it
 * last saw enemy counters (the stack); the edges it may leave by. Built from the umpire's state,
 * so it names nothing the side has not seen. Sent back unchanged it is silence: every ship does
 * what its fleet's standing battle orders say.
 */
import type { GwasData } from '../data.js';
import { torpedoReady } from '../combat/firepower.js';
import { otherSide, type GwasState, type SideId } from '../state.js';
import type { GwasContext } from '../steps/step.js';
import { add, DIRECTION_NAMES, DIRECTIONS, edgesOf, onMap, vector, type Direction, type Hex } from '../tactical/hexes.js';
import { impulsePoint, sideMoves } from '../tactical/impulse-ask.js';
import { restoreBattle } from '../tactical/impulse-save.js';
import { isLand } from '../tactical/map.js';
import { groups } from '../tactical/movement.js';
import { onTheMap, seenBy } from '../tactical/sighting.js';
import { comment, scalar } from './orders-form.js';

const at = (h: Hex) => `(${h.q}, ${h.r})`;
const RANKS = ['', '1s', '1', '2', '2+'];

export function impulseForm(data: GwasData, state: GwasState, side: SideId, campaign: string): string {
  const point = impulsePoint(state);
  if (!point) throw new Error('impulseForm: no battle waits for its impulse (7.31)');
  const run = restoreBattle(data, state, state.impulse!.battle);
  const out: string[] = [];
  const h = (text = '') => out.push(...(text ? comment(text, '# ', '#   ') : ['#']));
  const name = (id: string) => data.ships[id]?.name ?? id;
  // 7.31: the side's movement steps in this impulse, in words ("step 5, groups of speed 2+ and faster").
  const mine = sideMoves(point.impulse, run.initiative === side)
    .map((m) => `step ${m.step}, groups of speed ${m.least === 1 ? 'any' : `${RANKS[m.least]} and faster`}`);
  h(`Admiralty impulse form: ${data.info.name}. Campaign ${campaign}; ${side}.`);
  h(`Battle ${point.battle} in ${point.zone}, turn ${state.turn}: pass ${point.pass} through the Impulse Sequence, impulse ${point.impulse} of 5 (7.31). ${run.night ? 'Night' : 'Day'}; sighting ${run.sight} ${run.sight === 1 ? 'hex' : 'hexes'} (7.27). ${run.initiative === side ? 'You have' : 'The enemy has'} the initiative (7.1).`);
  h(`This impulse: your moves at ${mine.length ? mine.join('; ') : 'no step (the initiative alone moves in impulse 1)'}; then gunnery and torpedoes, both sides at once (7.5, 7.8).`);
  h('How to write it: under "moves:" a ship id and a direction (e, ne, nw, w, sw, se) or stay: its whole group (same fleet, hex and class, 7.3) moves one hex; across the edge it is on, it leaves the map (7.33). Under "fire:" and "torpedoes:" a ship id and the enemy ship it fires at, or hold. Under "turnAway:" a fleet id and the edge it makes for (7.33). Under "standing:" a fleet id and new standing battle orders, as in the turn\'s orders (closeTo, keepAt, targets, torpedoes, formation, turnAway), from this impulse on. What you do not write, your standing battle orders decide; sent back unchanged, this form is silence.');
  h();
  const ctx = { data, state } as unknown as GwasContext;
  h('Your ships (7.3 groups), their hexes and the moves open to them:');
  const own = groups(ctx, run, side);
  // 7.3: a fleet in formation 'together' moves at its slowest group's speed (tactical/movement.ts).
  const pace = new Map<string, number>();
  for (const g of own) pace.set(g.fleet.id, Math.min(pace.get(g.fleet.id) ?? 9, g.rank));
  for (const g of own) {
    const moves = g.fleet.battle.formation === 'loose' ? g.rank : pace.get(g.fleet.id)!;
    const speed = moves === g.rank ? RANKS[g.rank] : `${RANKS[g.rank]}, moving at ${RANKS[moves]} with its fleet (formation together)`;
    const open = DIRECTIONS.filter((d) => {
      const to = add(g.hex, vector(d));
      return onMap(to) ? !isLand(run.map, to) : edgesOf(g.hex).includes(d) && !!run.map.exits[d];
    });
    // An id, then its name in brackets: names hold commas and parentheses ("Tatra class (Tatra, Orjen, Triglav)").
    const ships = g.ships.map((s) => `${s.id} [${name(s.id)}${torpedoReady(data, s, run.weather) ? ', torpedoes ready' : ''}]`).join(', ');
    h(`  fleet ${g.fleet.id} at ${at(g.hex)}, speed ${speed}: ${ships}; moves: ${[...open, 'stay'].join(' ')}`);
  }
  // What silence does: each fleet's standing battle orders (tactical/orders.ts reads them, with their defaults).
  for (const f of run.fleets[side]) {
    const b = Object.entries(f.battle).sort(([x], [y]) => (x < y ? -1 : 1))
      .map(([k, v]) => `${k} ${Array.isArray(v) ? `[${v.join(', ')}]` : v && typeof v === 'object' ? JSON.stringify(v) : String(v)}`);
    h(`  fleet ${f.id}'s standing battle orders, which decide what you leave unwritten: ${b.join(', ') || 'none (the defaults: formation together, range by your advantage in dice, targets nearest-threat, torpedoes fire)'}${run.away[f.id] ? `; turned away for the ${run.away[f.id]} edge (7.33)` : ''}.`);
  }
  const still = onTheMap(run, side).filter((s) => !own.some((g) => g.ships.includes(s)));
  for (const s of still) h(`  ${s.id} [${name(s.id)}] at ${at(run.places[s.id].hex)} cannot move (aground, towing or under tow, or unable to manoeuvre: 7.34, 7.35, 7.42)`);
  const seen = seenBy(run, side);
  h(seen.length
    ? `Enemy ships in sight (7.27): ${seen.map((s) => `${s.id} [${name(s.id)}] at ${at(run.places[s.id].hex)}`).join(', ')}.`
    : `No enemy ship in sight; enemy counters were last seen at ${run.stack[side] ? at(run.stack[side]!) : 'no hex yet'} (7.27).`);
  const exits = DIRECTIONS.filter((d) => run.map.exits[d]).map((d) => `${d} (${DIRECTION_NAMES[d as Direction]}, to ${run.map.exits[d]})`);
  h(`Edges with a sea zone beyond, to leave by (7.33): ${exits.join(', ') || 'none'}.`);
  h(`${otherSide(side) === 'allied' ? 'Allied' : 'Central Powers'} ships not in sight are not shown. Rulings: games/gwas-mediterranean/RULINGS.md.`);
  out.push(`game: ${scalar(data.info.id)}`, `campaign: ${scalar(campaign)}`, `side: ${side}`, `turn: ${state.turn}`);
  out.push('impulse:', `  battle: ${point.battle}`, `  pass: ${point.pass}`, `  impulse: ${point.impulse}`, '  moves: {}', '  fire: {}', '  torpedoes: {}', '  turnAway: {}', '  standing: {}');
  return `${out.join('\n')}\n`;
}
