/**
 * 14.3, 17.3 reconnaissance: the enemy "must reveal the total number of ships in that fleet, and
 * how many are capital ships versus light ships" — no names, types or ids. The observer's side is
 * told exactly that, fleet by fleet, in the zone it names; the fleet's own side is told that an
 * enemy aircraft or airship saw it there (it revealed the counts, so it knows). When nothing is
 * found neither side is told anything by this file.
 */
import { sidesOnly } from '../../../kernel/events.js';
import { fleetProfile } from '../fleet.js';
import { activeFleets, otherSide, type SideId } from '../state.js';
import type { GwasContext } from '../steps/step.js';

export interface Observer {
  readonly kind: 'aircraft' | 'airship';
  readonly id: string;
  readonly side: SideId;
  /** Where it is now (for the report), and the places whose fleets it sees. */
  readonly at: string;
  readonly places: readonly string[];
}

export function reconnoitre(ctx: GwasContext, obs: Observer): number {
  const { data, state } = ctx;
  const enemy = otherSide(obs.side);
  const seen = new Set<string>();
  let found = 0;
  const rule = obs.kind === 'aircraft' ? '14.3' : '17.3';
  for (const place of obs.places) {
    const fleets = activeFleets(state).filter((f) => f.side === enemy && f.zone === place && !seen.has(f.id) && fleetProfile(data, state, f).ships > 0);
    if (!fleets.length) continue;
    const reports = fleets.map((f) => {
      seen.add(f.id);
      const p = fleetProfile(data, state, f);
      return { ships: p.ships, capital: p.capital, light: p.ships - p.capital };
    });
    found += reports.length;
    ctx.emit({ type: 'gwas.air-recon', audience: sidesOnly(obs.side), rule, data: { kind: obs.kind, by: obs.id, from: obs.at, zone: place, fleets: reports } });
    for (const f of fleets) ctx.emit({ type: 'gwas.air-seen', audience: sidesOnly(enemy), rule, data: { kind: obs.kind, zone: place, fleet: f.id } });
  }
  return found;
}
