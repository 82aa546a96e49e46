/**
 * 10.2–10.24 Merchant raiding. A Raid fleet whose box this turn holds "Search 1" or "Search 2"
 * searches one zone with the Merchant Location Table (ours: tables/merchant-location.yaml):
 *
 * - 10.21: "X/Search 1" searches X (the zone entered); "Search 1/X" the zone left; "Search 2"
 *   the zone the fleet stays in. The zone must be one the fleet was actually in this turn
 *   (weather or a broken plot may have held it back).
 * - 10.22: the column is the zone's traffic rating (the map's, or the scenario's override, which
 *   wins) with the search points; only the enemy's shipping counts (on this map only Allied,
 *   so only a Central raider finds merchants; an override names its owner, e.g. the drifters).
 * - 10.23: one die per warship able to fire guns or torpedoes (a group counter is that many
 *   warships, 9.2; weather silences guns and tubes as 11.73 says), +1 at night.
 * - 10.24: each merchant sunk is worth the scenario's `victory.merchant` points to the raider.
 *   If even one is sunk the raider's counter goes back on the map (hidden = false) and the
 *   victim is told the zone and the number sunk, never the raider's ships.
 *
 * A raider that made contact this turn fought instead (5.41, 5.45) and does not search.
 * Audiences: the raider's side sees the dice and everything; the victim the zone and count;
 * the umpire both.
 */
import { sidesOnly } from '../../../kernel/events.js';
import { shipCount } from '../fleet.js';
import { weatherZoneOf } from '../geography.js';
import { ableToFire } from '../operations/ships.js';
import { foughtThisTurn, logLineOf } from '../operations/common.js';
import { zoneAtItem } from '../operations/plot-position.js';
import { mltColumn, readMlt, trafficAt } from '../operations/traffic.js';
import { parsePlot } from '../plot.js';
import { activeFleets, liveShips, otherSide, type FleetState } from '../state.js';
import { isNight } from '../time.js';
import type { GwasContext, GwasStep } from './step.js';

export interface RaidData {
  readonly fleet: string;
  readonly zone: string;
  readonly column: string | null;
  readonly points: 1 | 2;
  readonly rating: number;
  readonly dice: number;
  readonly night: boolean;
  readonly sunk: number;
  readonly vp: number;
  readonly revealed: boolean;
  readonly merchantName: string;
  readonly rolls: readonly number[];
  readonly note: string | null;
}

/** What the victim learns (10.24): where, and how many. */
export interface RaidToldData {
  readonly zone: string;
  readonly sunk: number;
  readonly merchantName: string;
}

export const raidingStep: GwasStep = {
  name: 'raiding',
  rule: '10.2–10.24',
  run(ctx) {
    for (const fleet of activeFleets(ctx.state)) {
      if (fleet.mission !== 'raid') continue;
      const items = parsePlot(fleet.plan[String(ctx.turn)] ?? '');
      const index = items.findIndex((i) => i.kind === 'search');
      if (index < 0) continue;
      const item = items[index];
      if (item.kind !== 'search') continue;
      raid(ctx, fleet, items, index, item.points);
    }
  },
};

function raid(ctx: GwasContext, fleet: FleetState, items: ReturnType<typeof parsePlot>, index: number, points: 1 | 2): void {
  const { data, state } = ctx;
  const scenario = data.scenarios[state.scenario];
  const line = logLineOf(fleet, ctx.turn);
  const start = line?.from ?? fleet.zone;
  const zone = zoneAtItem(items, index, start);
  const owner = fleet.side;
  const tell = (d: Omit<RaidData, 'fleet' | 'points' | 'merchantName'> & { merchantName?: string }) =>
    ctx.emit<RaidData>({ type: 'gwas.raid', audience: sidesOnly(owner), data: { fleet: fleet.id, points, merchantName: 'merchants', ...d } });
  const nothing = (note: string) => tell({ zone, column: null, rating: 0, dice: 0, night: false, sunk: 0, vp: 0, revealed: false, rolls: [], note });

  if (foughtThisTurn(state, fleet.id, ctx.turn)) return void nothing('the fleet made contact this turn and fought instead of searching (5.41)');
  const visited = [start, ...(line?.path ?? [])];
  if (!visited.includes(zone)) return void nothing(`the fleet never reached ${zone} this turn, so it could not search there (10.21)`);
  const traffic = trafficAt(data, scenario, zone);
  if (traffic.rating <= 0) return void nothing(`${zone} has no merchant traffic (10.22)`);
  if (traffic.owner === owner) return void nothing(`the shipping in ${zone} is your own side's (10.22: only enemy merchants are found)`);
  const column = mltColumn(traffic.rating, points);
  if (!data.tables.merchant.columns[column]) return void nothing(`the MLT has no column ${column}`);
  const level = state.weather[weatherZoneOf(data, zone)] ?? 1;
  const firing = liveShips(state, fleet).filter((s) => ableToFire(data, s, level));
  const dice = firing.reduce((n, s) => n + shipCount(data, s), 0);
  const night = isNight(data, scenario, ctx.turn);
  if (dice === 0) return void tell({ zone, column, rating: traffic.rating, dice: 0, night, sunk: 0, vp: 0, revealed: false, rolls: [], merchantName: traffic.name, note: 'no ship of the fleet can fire guns or torpedoes (10.23)' });
  let sunk = 0;
  const rolls: number[] = [];
  for (let i = 0; i < dice; i++) {
    const roll = ctx.roll({
      table: `${data.tables.merchant.id} column ${column}`,
      purpose: `merchant search in ${zone}, die ${i + 1} of ${dice}`,
      audience: sidesOnly(owner),
      stream: `raid:${fleet.id}`,
      rule: '10.23',
      modifiers: night ? [{ name: 'night', value: 1, rule: '10.23' }] : [],
      read: (t) => {
        const n = readMlt(data, column, t);
        return `${n} ${traffic.name} sunk`;
      },
    });
    rolls.push(roll.eventSeq);
    sunk += readMlt(data, column, roll.total);
  }
  const vp = sunk * scenario.victory.merchant;
  const revealed = sunk > 0;
  if (revealed) {
    state.merchantsSunk[owner] += sunk;
    state.vp[owner] += vp;
    fleet.hidden = false;
  }
  tell({ zone, column, rating: traffic.rating, dice, night, sunk, vp, revealed, rolls, merchantName: traffic.name, note: null });
  if (revealed) {
    const victim = traffic.owner === owner ? otherSide(owner) : traffic.owner;
    ctx.emit<RaidToldData>({ type: 'gwas.raid-reported', audience: sidesOnly(victim), data: { zone, sunk, merchantName: traffic.name } });
  }
}
