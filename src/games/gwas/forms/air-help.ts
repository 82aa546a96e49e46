/**
 * The orders form's help for the aircraft (14.0), leaders (16.1) and airships (17.0) options, from
 * the side's own records only (views/air.ts): how to write the boxes and blocks, and what is where.
 */
import type { SideAir } from '../views/air.js';

export function airHelp(air: SideAir | undefined): string[] {
  if (!air) return [];
  const out: string[] = [];
  if (air.aircraft) {
    out.push('Aircraft (14.0, an option of this campaign): a carrier\'s fleet on Raid, Intercept or Bombardment writes "Launch" in a box (a seaplane carrier alone in it: she may not move that turn, 14.14) and, three turns later, "Recover" alone in the box of the turn the aircraft lands (14.5, 14.51); an aircraft not recovered then, or more than 4 zones from its carrier, is lost. Flights are not plotted: under "aircraft:", write this turn\'s zones for each aircraft aloft, e.g. "a1: R43/Q44" (up to 4 zones the turn after launch, then 1; land hexes too, 14.2, 14.4).');
    const mine = air.aircraft.map((a) => `${a.id} (${a.carrier}) ${a.status}${a.zone ? ` over ${a.zone}` : ''}${a.launched ? `, launched turn ${a.launched}` : ''}`);
    out.push(`Your aircraft: ${mine.join('; ') || 'none'}.`);
  }
  if (air.airships) {
    out.push('Airships (17.0, an option of this campaign): under "airships:", each airship\'s boxes by turn as for an Intercept fleet (this turn, the box two turns ahead), e.g. "m-1: { \\"5\\": R42/R43 }", up to the number on its counter; end a box with its base\'s name over the base to land for good; back within 60 turns or lost (17.1-17.4).');
    const mine = air.airships.filter((a) => a.status === 'aloft').map((a) => `${a.id} (speed ${a.speed}, base ${a.base}) over ${a.zone}`);
    out.push(`Your airships aloft: ${mine.join('; ') || 'none'}.`);
  }
  if (air.leaders) {
    const mine = air.leaders.map((l) => `${l.name} in ${l.flagship}${l.lost ? ` (out of the game: ${l.lost})` : ''}`);
    out.push(`Leaders (16.0, an option of this campaign): a leader stays in his flagship and goes with the fleet she is in; lost with her (16.1). Yours: ${mine.join('; ') || 'none'}.`);
  }
  return out;
}
