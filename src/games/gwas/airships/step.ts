/**
 * 17.1-17.4 Airships in the turn (airships option), with the fleets' movement and before contact
 * (5.44 counts a friendly airship in the zone):
 *   1. the boxes the side's orders wrote ("airships:"), under Intercept's plotting limit (17.1, 5.2:
 *      recorded two turns ahead; at turn 1 any box still blank), join the airship's log;
 *   2. 11.73: a Gale destroys every airship in it;
 *   3. 17.1, 17.2: it flies this turn's box, up to the number on its counter (1 in a Squall or
 *      Storm), zone to neighbouring zone or over land; ending the box with its base port's name
 *      over the base lands it for good (17.4);
 *   4. 17.3: it reports the enemy fleets in its zone and the zones around (only its own in Fog,
 *      none in a Squall, Storm or Gale);
 *   5. 17.4: an airship still out sixty turns after it went up has crashed.
 */
import { sidesOnly } from '../../../kernel/events.js';
import { findPort } from '../geography.js';
import { portKey } from '../plot.js';
import type { AirshipState } from '../state.js';
import type { GwasContext, GwasStep } from '../steps/step.js';
import { airNeighbours } from '../aircraft/airspace.js';
import { reconnoitre } from '../aircraft/recon.js';
import { airWeather } from '../aircraft/weather.js';
import { airshipSees, airshipSpeed, lastTurnOut } from './rules.js';
import { mayPlotAirship } from './plot.js';

export const airshipStep: GwasStep = {
  name: 'airships',
  rule: '17.1-17.4',
  run(ctx) {
    const { state } = ctx;
    if (!state.options?.airships || !state.airships) return;
    const all = Object.keys(state.airships).sort().map((id) => state.airships![id]);
    for (const a of all) takePlot(ctx, a);
    for (const a of all) {
      if (a.status !== 'aloft') continue;
      if (airWeather(ctx.data, state, a.zone) >= 6) { lose(ctx, a, 'destroyed by the gale (11.73)', '11.73'); continue; }
      const path = fly(ctx, a);
      if (a.status === 'aloft') reconnoitre(ctx, { kind: 'airship', id: a.id, side: a.side, at: a.zone, places: [...new Set((path.length ? path : [a.zone]).flatMap((p) => airshipSees(ctx.data, state, p)))] });
      if (a.status === 'aloft' && ctx.turn >= lastTurnOut(a)) lose(ctx, a, `not back at its base within ${lastTurnOut(a) - a.since + 1} turns: crashed (17.4)`, '17.4');
    }
  },
};

function takePlot(ctx: GwasContext, a: AirshipState): void {
  const written = ctx.orders[a.side]?.airships?.[a.id];
  if (!written || a.status !== 'aloft') return;
  for (const key of Object.keys(written).sort((x, y) => Number(x) - Number(y))) {
    if (mayPlotAirship(a, ctx.turn, Number(key), ctx.state.lastTurn, written[key]) === null) a.plan[key] = written[key];
  }
}

function lose(ctx: GwasContext, a: AirshipState, why: string, rule: string): void {
  a.status = 'lost';
  a.lost = why;
  ctx.emit({ type: 'gwas.airship-lost', audience: sidesOnly(a.side), rule, data: { airship: a.id, zone: a.zone, why } });
}

/** The zones flown this turn (the box's zones, within speed and each next to the last). */
function fly(ctx: GwasContext, a: AirshipState): string[] {
  const { data, state } = ctx;
  const items = (a.plan[String(ctx.turn)] ?? '').split('/').map((s) => s.trim()).filter((s) => s !== '');
  if (!items.length) return [];
  const speed = airshipSpeed(a, airWeather(data, state, a.zone));
  const flown: string[] = [];
  let at = a.zone;
  let landed = false;
  for (const item of items) {
    const port = findPort(data, portKey(item));
    if (port) { landed = port === a.base && data.map.ports[port].zone === at; break; }
    if (flown.length >= speed || !airNeighbours(data, at).includes(item)) break;
    flown.push(item);
    at = item;
  }
  ctx.emit({ type: 'gwas.airship-flew', audience: sidesOnly(a.side), rule: '17.1', data: { airship: a.id, from: a.zone, path: flown, asked: items, speed, landed } });
  a.zone = at;
  if (landed) {
    a.status = 'landed';
    ctx.emit({ type: 'gwas.airship-landed', audience: sidesOnly(a.side), rule: '17.4', data: { airship: a.id, base: a.base } });
  }
  return flown;
}
