/**
 * The pages' maps (issue 12 §1, §2): a viewer's report map after a turn, drawn from the JSON
 * report stored for that viewer (src/pipeline/maps.ts), the very view its reports were rendered
 * from. A seat's page asks with its own side only (app.ts takes the viewer from the token), so a
 * seat can never be drawn another seat's view. The SVG is all vectors: the pages' CSP lets an SVG
 * load nothing, not even a data: image.
 *
 * A page asks once to learn whether there is a map and the browser then fetches the .svg, so
 * each picture would be drawn twice per view: the source keeps the last few. An entry is reused
 * only while the stored JSON report is the same text (a later exchange of the same turn, or an
 * amended replay, stores a new report, and the map follows it); reading the report is cheap next
 * to drawing it.
 */
import type { MapSource, MapRequest } from './map-source.js';
import { drawsMap, mapSvgFromReport } from '../pipeline/maps.js';

/** Pictures kept (a GWAS map is about half a megabyte of SVG): a page and its image, for a few readers. */
export const STORED_MAPS_KEPT = 16;

export interface StoredMaps extends MapSource {
  /** How many pictures were drawn (not served from the cache): for tests and the log. */
  readonly drawn: () => number;
}

export interface StoredMapsOptions {
  /** Pictures kept (default STORED_MAPS_KEPT). */
  readonly kept?: number;
  /**
   * Told of a map that could not be drawn (a stored report the drawing cannot read): the page is
   * then shown with "map not available", since a picture must never hold back a report.
   */
  readonly failed?: (req: MapRequest, e: Error) => void;
}

export function storedMaps(opts: StoredMapsOptions = {}): StoredMaps {
  const kept = opts.kept ?? STORED_MAPS_KEPT;
  const cache = new Map<string, { json: string; svg: string }>();
  let drawn = 0;
  return {
    drawn: () => drawn,
    svg(req: MapRequest): string | null {
      const row = req.store.getCampaign(req.campaign);
      if (!row || !drawsMap(row.game, req.viewer, 'report')) return null;
      const json = req.store.getReport(req.campaign, req.turn, req.viewer, 'json')?.body;
      if (json === undefined) return null;
      const key = JSON.stringify([req.campaign, req.viewer, req.turn]);
      const hit = cache.get(key);
      if (hit && hit.json === json) {
        // Most recently used goes last, so the first key is the one to drop.
        cache.delete(key);
        cache.set(key, hit);
        return hit.svg;
      }
      let svg: string;
      try { svg = mapSvgFromReport(row.game, json, 'report'); } catch (e) {
        opts.failed?.(req, e as Error);
        return null;
      }
      drawn++;
      cache.delete(key);
      cache.set(key, { json, svg });
      while (cache.size > kept) cache.delete(cache.keys().next().value!);
      return svg;
    },
  };
}
