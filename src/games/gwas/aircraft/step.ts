/**
 * 14.0 Aircraft in the turn (aircraft option), after contact has settled where every fleet is
 * (14.2: "Aircraft movement takes place after all fleet movement is complete"):
 *   1. 11.73: a Gale destroys every aircraft aloft in it;
 *   2. 14.5, 14.51, 14.52: aircraft launched three turns ago come back: the mother ship wrote
 *      "Recover" for this turn, did not move, its fleet is on Raid, Intercept or Bombardment (14.6),
 *      and lies within 4 zones, or the aircraft is lost; then the landing die (1-2 damaged, −3 night);
 *   3. 14.2, 14.3: aircraft aloft fly the zones their side's orders give ("aircraft:"), up to 4 the
 *      turn after launch, 1 later, over land too (14.4), and report the enemy fleets they find;
 *   4. 14.1, 14.11-14.13, 14.6: carriers whose box says "Launch" launch their ready aircraft (14.53),
 *      one die each (an accident on 1; −2 night, +1 from a CV), placed over their carrier's zone.
 * Every event goes to the aircraft's own side; the enemy hears only of being seen (recon.ts).
 */
import { sidesOnly } from '../../../kernel/events.js';
import { hasItem, parsePlot } from '../plot.js';
import { isNight } from '../time.js';
import type { AircraftState, FleetState, GwasState } from '../state.js';
import type { GwasContext, GwasStep } from '../steps/step.js';
import { airDistance, airNeighbours } from './airspace.js';
import { reconnoitre } from './recon.js';
import {
  AIR_MISSIONS, fleetCarriers, flightAllowance, LANDING_ACCIDENT_ON, landingModifiers, LAUNCH_ACCIDENT_ON, launchModifiers,
  readyToLaunch, RECOVERY_RANGE, RETURN_AFTER, weatherAirModifier,
} from './rules.js';
import { airWeather } from './weather.js';

export const aircraftStep: GwasStep = {
  name: 'aircraft',
  rule: '14.0-14.6',
  run(ctx) {
    const { state } = ctx;
    if (!state.options?.aircraft || !state.aircraft) return;
    const all = Object.keys(state.aircraft).sort().map((id) => state.aircraft![id]);
    for (const a of all) loseWithCarrier(ctx, a);
    for (const a of all) if (a.status === 'aloft' && airWeather(ctx.data, state, a.zone!) >= 6) lose(ctx, a, 'destroyed by the gale (11.73)', '11.73');
    for (const a of all) if (a.status === 'aloft' && a.launched !== null && ctx.turn - a.launched >= RETURN_AFTER) recover(ctx, a);
    for (const a of all) if (a.status === 'aloft') fly(ctx, a);
    for (const fleet of Object.values(state.fleets).sort((x, y) => (x.id < y.id ? -1 : 1))) {
      if (fleet.gone === null && hasItem(parsePlot(fleet.plan[String(ctx.turn)] ?? ''), 'launch')) launch(ctx, fleet);
    }
  },
};

function carrierFleet(state: GwasState, a: AircraftState): FleetState | undefined {
  const ship = state.ships[a.carrier];
  return ship && !ship.sunk ? state.fleets[ship.fleet] : undefined;
}

function lose(ctx: GwasContext, a: AircraftState, why: string, rule: string): void {
  a.status = 'lost';
  a.lost = why;
  ctx.emit({ type: 'gwas.aircraft-lost', audience: sidesOnly(a.side), rule, data: { aircraft: a.id, zone: a.zone, why } });
  a.zone = null;
}

/** 14.0: an aircraft aboard a ship that sank goes down with her. */
function loseWithCarrier(ctx: GwasContext, a: AircraftState): void {
  if (a.status === 'aboard' && ctx.state.ships[a.carrier]?.sunk) lose(ctx, a, 'went down with its mother ship', '14.0');
}

function recover(ctx: GwasContext, a: AircraftState): void {
  const { data, state } = ctx;
  const fleet = carrierFleet(state, a);
  const box = fleet ? parsePlot(fleet.plan[String(ctx.turn)] ?? '') : [];
  const moved = fleet ? (fleet.log.find((l) => l.turn === ctx.turn)?.path.length ?? 0) > 0 : false;
  let why: string | null = null;
  if (!fleet) why = 'its mother ship is sunk';
  else if (!hasItem(box, 'recover')) why = `its mother ship did not write "Recover" for turn ${ctx.turn} (14.51)`;
  else if (moved) why = 'its mother ship moved this turn (14.5)';
  else if (!AIR_MISSIONS.includes(fleet.mission)) why = `its mother ship's fleet is on ${fleet.mission}, not Raid, Intercept or Bombardment (14.6)`;
  else if (airDistance(data, a.zone!, fleet.zone, RECOVERY_RANGE) > RECOVERY_RANGE) why = `its mother ship is more than ${RECOVERY_RANGE} zones away (14.5)`;
  if (why) { lose(ctx, a, `did not come back: ${why}`, '14.5'); return; }
  const level = airWeather(data, state, fleet!.zone);
  const weather = weatherAirModifier(level);
  if (weather === 'gale') { lose(ctx, a, 'could not land in the gale (11.73)', '11.73'); return; }
  const night = isNight(data, data.scenarios[state.scenario], ctx.turn);
  const roll = ctx.roll({
    table: 'aircraft landing', purpose: `${a.id} lands aboard ${data.ships[a.carrier].name} (damaged on ${LANDING_ACCIDENT_ON} or less)`,
    audience: sidesOnly(a.side), stream: `land/${a.id}`, modifiers: landingModifiers(night, weather), rule: '14.52',
    read: (t) => (t <= LANDING_ACCIDENT_ON ? 'damaged in landing' : 'landed'),
  });
  if (roll.result !== 'landed') { lose(ctx, a, 'damaged in landing (14.52)', '14.52'); return; }
  ctx.emit({ type: 'gwas.aircraft-landed', audience: sidesOnly(a.side), rule: '14.5', data: { aircraft: a.id, carrier: a.carrier, zone: fleet!.zone } });
  a.status = 'aboard';
  a.zone = null;
  a.launched = null;
  a.landed = ctx.turn;
}

/** 14.2, 14.4: the side's flight for this aircraft, zone by zone, each next to the last. */
function fly(ctx: GwasContext, a: AircraftState): void {
  const { data, state } = ctx;
  const allowance = flightAllowance(a, ctx.turn);
  const written = ctx.orders[a.side]?.aircraft?.[a.id];
  const path = written ? written.split('/').map((z) => z.trim()).filter((z) => z !== '') : [];
  const flown: string[] = [];
  let at = a.zone!;
  for (const z of path.slice(0, allowance)) {
    if (z === at || !airNeighbours(data, at).includes(z)) break;
    flown.push(z);
    at = z;
  }
  if (path.length) {
    ctx.emit({ type: 'gwas.aircraft-flew', audience: sidesOnly(a.side), rule: '14.2', data: { aircraft: a.id, from: a.zone, path: flown, asked: path, allowance } });
  }
  a.zone = at;
  // 11.73: in a Gale aircraft cannot spot (they are destroyed first, above).
  if (allowance > 0 && airWeather(data, state, at) < 6) reconnoitre(ctx, { kind: 'aircraft', id: a.id, side: a.side, at, places: flown.length ? flown : [at] });
}

function launch(ctx: GwasContext, fleet: FleetState): void {
  const { data, state } = ctx;
  const carriers = fleetCarriers(data, state, fleet);
  const ready = Object.keys(state.aircraft!).sort().map((id) => state.aircraft![id]).filter((a) => carriers.includes(a.carrier) && readyToLaunch(a, ctx.turn));
  const refuse = (why: string, rule: string) => ctx.emit({ type: 'gwas.aircraft-not-launched', audience: sidesOnly(fleet.side), rule, data: { fleet: fleet.id, why } });
  if (!ready.length) { refuse('no aircraft aboard is ready to fly (14.53: four turns after landing)', '14.53'); return; }
  if (!AIR_MISSIONS.includes(fleet.mission)) { refuse(`the fleet is on ${fleet.mission}, not Raid, Intercept or Bombardment (14.6)`, '14.6'); return; }
  const weather = weatherAirModifier(airWeather(data, state, fleet.zone));
  if (weather === 'gale') { refuse('no aircraft can take off in a gale (11.73)', '11.73'); return; }
  const night = isNight(data, data.scenarios[state.scenario], ctx.turn);
  for (const a of ready) {
    const roll = ctx.roll({
      table: 'aircraft launch', purpose: `${a.id} launched from ${data.ships[a.carrier].name} (an accident on ${LAUNCH_ACCIDENT_ON} or less)`,
      audience: sidesOnly(a.side), stream: `launch/${a.id}`, modifiers: launchModifiers(night, data.ships[a.carrier].type, weather), rule: '14.12',
      read: (t) => (t <= LAUNCH_ACCIDENT_ON ? 'accident' : 'launched'),
    });
    if (roll.result !== 'launched') { a.zone = fleet.zone; lose(ctx, a, 'an accident during launch (14.12)', '14.12'); continue; }
    a.status = 'aloft';
    a.zone = fleet.zone;
    a.launched = ctx.turn;
    ctx.emit({ type: 'gwas.aircraft-launched', audience: sidesOnly(a.side), rule: '14.13', data: { aircraft: a.id, carrier: a.carrier, zone: fleet.zone } });
    // 14.13 with 14.3: placed over its mother ship's zone, it sees what is there.
    reconnoitre(ctx, { kind: 'aircraft', id: a.id, side: a.side, at: fleet.zone, places: [fleet.zone] });
  }
}
