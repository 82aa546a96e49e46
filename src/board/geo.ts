/**
 * Great-circle helpers for boards drawn on real geography (seam §5 and §8: moved from the GWAS
 * data folder, where the loader used them to resolve scenario positions to map zones). Zone
 * centres are [lon, lat] in degrees on such boards.
 */

const EARTH_RADIUS_NM = 3440.065;

/** Great-circle distance in nautical miles between two [lon, lat] points (haversine). */
export function greatCircleNm(a: readonly [number, number], b: readonly [number, number]): number {
  const rad = Math.PI / 180;
  const dLat = (b[1] - a[1]) * rad;
  const dLon = (b[0] - a[0]) * rad;
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(a[1] * rad) * Math.cos(b[1] * rad) * Math.sin(dLon / 2) ** 2;
  return 2 * EARTH_RADIUS_NM * Math.asin(Math.min(1, Math.sqrt(h)));
}

/** Anything with [lon, lat]-centred zones: a Board, or a game's map before its board is built. */
export interface Zoned { readonly zones: Readonly<Record<string, { readonly center: readonly [number, number] }>> }

/** The zone whose centre is nearest to a position (ties broken by zone id, so deterministic). */
export function nearestZone(board: Zoned, pos: readonly [number, number]): { zone: string; distanceNm: number } | undefined {
  let best: { zone: string; distanceNm: number } | undefined;
  for (const id of Object.keys(board.zones).sort()) {
    const d = greatCircleNm(pos, board.zones[id].center);
    if (!best || d < best.distanceNm) best = { zone: id, distanceNm: d };
  }
  return best;
}
