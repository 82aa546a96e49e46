/**
 * A viewer's map of a stored turn (issue 12 §1), drawn from the JSON report, which is the view the
 * turn's reports were rendered from: a map can show nothing the report could not. Drawn on
 * demand, so a turn's resolution stores no pictures and pays nothing for them.
 */
import type { MapKind } from '../game-api/adapter.js';
import type { Store } from '../store/types.js';
import { join } from 'node:path';
import { DEFAULT_GAMES_ROOT } from '../data/load.js';
import { landOf } from './map-land.js';
import { svgToPng } from './map-png.js';
import { adapterFor, reportFor, requireCampaign } from './campaign.js';

/**
 * The map as SVG, or null when the game draws none (or the umpire asks for an orders map). With
 * `raster`, shared parts may be embedded as rendered images (only for an SVG that becomes a PNG).
 */
export function mapSvgFor(store: Store, campaign: string, viewer: string, kind: MapKind, turn?: number, raster?: (svg: string) => Buffer): string | null {
  const adapter = adapterFor(requireCampaign(store, campaign).game);
  if (!adapter.maps || (kind === 'orders' && viewer === 'umpire')) return null;
  return adapter.maps.draw(JSON.parse(reportFor(store, campaign, viewer, 'json', turn)) as object, kind, { raster, land: landOf(join(DEFAULT_GAMES_ROOT, adapter.id)) });
}

export function mapPngFor(store: Store, campaign: string, viewer: string, kind: MapKind, turn?: number): Buffer | null {
  const svg = mapSvgFor(store, campaign, viewer, kind, turn, svgToPng);
  return svg === null ? null : svgToPng(svg);
}
