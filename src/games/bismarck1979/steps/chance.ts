/**
 * The Chance Phase (4.9, 10.1): the British player rolls two dice for each German ship, the
 * first for Bismarck (or both ships in task force), the second for Prinz Eugen, rolled even when
 * it is with Bismarck so as to tell nothing. At night only HUFF-DUFF counts (11.1).
 */
import { everyone, sidesOnly, umpireOnly } from '../../../kernel/events.js';
import { chanceColumn, convoyDistance, convoyLocationMet, inPatrolArea } from '../rules/chance.js';
import { fogged, levelValue } from '../rules/search.js';
import { contactNamer } from '../rules/contact-ids.js';
import { clockOf, isNight } from '../time.js';
import { describeForce, forceOfShip } from '../units.js';
import { type Ctx, pick } from './context.js';

export function chancePhase(ctx: Ctx): void {
  const { state, data } = ctx;
  const first = state.ships.bismarck?.status === 'sea' ? 'bismarck' : null;
  const second = state.ships['prinz-eugen']?.status === 'sea' && (state.ships['prinz-eugen'].tf === null || state.ships['prinz-eugen'].tf !== state.ships.bismarck?.tf || state.ships.bismarck?.status !== 'sea') ? 'prinz-eugen' : null;
  for (const [n, ship] of [[1, first], [2, second]] as const) {
    const r = ctx.roll({ table: 'Chance Table', purpose: `chance roll ${n}`, audience: everyone, dice: 2, rule: '10.1', stream: `roll-${n}`, read: (t) => data.tables.chance.results[String(t)].kind });
    if (!ship || state.over) continue;
    const s = state.ships[ship];
    const force = forceOfShip(state, ship);
    if (!s.zone || !force) continue;
    const zone = s.zone;
    const res = data.tables.chance.results[String(r.total)];
    const night = isNight(data, state.time, data.board.zones[zone]);
    if (res.kind === 'huff-duff') {
      // The German player names his zone or one of the six around it (ours: the referee picks for him, at random).
      const around = [zone, ...data.board.zones[zone].neighbours];
      const named = around[pick(ctx, around.length, 'the zone the German player announces', '10.1', umpireOnly, `huff-${n}`)];
      ctx.emit({ type: 'b79.huff-duff', audience: everyone, data: { zone: named } });
      continue;
    }
    if (night) { ctx.emit({ type: 'b79.chance-void', audience: umpireOnly, data: { roll: n, why: 'night (11.1)' } }); continue; }
    if (res.kind === 'general-search') {
      const col = chanceColumn(data, zone);
      const need = res[col];
      const lvl = levelValue(state.visibility.level);
      const found = inPatrolArea(data, zone) && lvl !== null && lvl <= need && !fogged(data, state, zone);
      ctx.emit({ type: 'b79.general-search', audience: umpireOnly, data: { roll: n, column: col, number: need, found } });
      // 10.1: the ship reveals its position; a force the British already hold a contact on this
      // turn (searched or shadowed) is that contact, not a second one (one force, one marker, 7.23).
      if (found && state.contacts.british.some((c) => c.ships.join() === force.ships.map((x) => x.id).join())) {
        ctx.emit({ type: 'b79.chance-void', audience: umpireOnly, data: { roll: n, why: 'already located this turn (10.1)' } });
      } else if (found) {
        const id = contactNamer(state, 'british')();
        const c = { id, zone, ...describeForce(data, force), how: 'general-search' as const, ships: force.ships.map((x) => x.id) };
        state.contacts.british.push(c);
        ctx.emit({ type: 'b79.located', audience: sidesOnly('british'), data: { contact: id, zone, types: c.types, taskForce: c.taskForce, how: 'general-search' } });
        ctx.emit({ type: 'b79.found', audience: sidesOnly('german'), data: { zone, ships: c.ships, how: 'general-search' } });
      }
      continue;
    }
    // CONVOY LOCATION: not shadowed nor located this turn, at the right place and mode; one a day.
    const seen = state.contacts.british.some((c) => c.ships.some((id) => force.ships.some((x) => x.id === id)));
    const place = convoyLocationMet(res.location, convoyDistance(data, zone));
    const mode = res.mode === 'any' || force.ships.every((x) => x.mode === (res.mode === 'patrol' ? 'patrol' : 'move'));
    const day = clockOf(data, state.time).day;
    const ok = !seen && place && mode && state.convoyDay !== day;
    ctx.emit({ type: 'b79.convoy-chance', audience: sidesOnly('german'), data: { roll: n, location: res.location, mode: res.mode, qualifies: ok } });
    if (!ok || ctx.orders.german?.convoy === 'ignore') continue;
    state.vp.german += data.tables.victory.german.convoy;
    state.convoyDay = day;
    for (const x of force.ships) x.holdUntil = state.turn + 1;
    ctx.emit({ type: 'b79.convoy-destroyed', audience: everyone, data: { ships: force.ships.map((x) => x.id), zone, points: data.tables.victory.german.convoy } });
  }
}
