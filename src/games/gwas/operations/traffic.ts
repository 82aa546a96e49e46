/**
 * 10.22 merchant traffic: the MLT column's rating in a zone, and whose shipping it is.
 * The scenario's override wins over the map's rating (e.g. the Otranto drifter line, 1917).
 * On the Mediterranean map only Allied shipping can be found (10.22), so the map's ratings are
 * Allied unless an override names another owner.
 */
import type { Scenario } from '../data/types.js';
import type { GwasData } from '../data.js';
import { isSide, type SideId } from '../state.js';

export interface Traffic {
  readonly zone: string;
  /** 0–4: 0 is no shipping lane at all. */
  readonly rating: number;
  /** Whose merchants (or drifters) these are. */
  readonly owner: SideId;
  readonly source: 'map' | 'scenario';
  /** What the MLT finds here: "merchants", or the scenario's merchantName. */
  readonly name: string;
  readonly note: string | null;
}

export const MEDITERRANEAN_SHIPPING: SideId = 'allied';

export function trafficAt(data: GwasData, scenario: Scenario, zone: string): Traffic {
  const override = (scenario.traffic ?? []).find((t) => (t.zone ?? ('zone' in t.at ? t.at.zone : undefined)) === zone);
  const name = scenario.merchantName ?? 'merchants';
  if (override) {
    const owner = override.side && isSide(override.side) ? override.side : MEDITERRANEAN_SHIPPING;
    return { zone, rating: override.rating, owner, source: 'scenario', name, note: override.note ?? null };
  }
  return { zone, rating: data.map.zones[zone]?.traffic ?? 0, owner: MEDITERRANEAN_SHIPPING, source: 'map', name: 'merchants', note: null };
}

/** The MLT column key, "rating/search" (tables/merchant-location.yaml). */
export function mltColumn(rating: number, points: 1 | 2): string {
  return `${rating}/${points}`;
}

/** Reads the MLT: merchants sunk for a modified die (clamped to the table's rows). */
export function readMlt(data: GwasData, column: string, total: number): number {
  const rows = data.tables.merchant.columns[column];
  if (!rows || rows.length === 0) return 0;
  const lows = rows.map((r) => (typeof r.roll === 'number' ? r.roll : r.roll[0]));
  const highs = rows.map((r) => (typeof r.roll === 'number' ? r.roll : r.roll[1]));
  const t = Math.max(Math.min(...lows), Math.min(Math.max(...highs), total));
  const row = rows.find((r) => (typeof r.roll === 'number' ? r.roll === t : t >= r.roll[0] && t <= r.roll[1]));
  return row?.result ?? 0;
}
