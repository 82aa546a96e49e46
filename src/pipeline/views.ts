/**
 * A game's views rendered by the shared renderer with the game's templates (seam §1: the game
 * builds views, src/reports/render.ts reads and fills its templates; the game reads no file).
 */
import type { GameEvent } from '../kernel/events.js';
import type { GameAdapter, ReportFormat, ReportMeta } from '../game-api/adapter.js';
import { renderReport } from '../reports/render.js';

/** A view built by `adapter.view`, in one format. */
export function renderView(adapter: GameAdapter, view: object, format: ReportFormat): string {
  return renderReport(view, format, adapter.templates);
}

/** One viewer's report in one format (build the view once and render it when several are needed). */
export function renderReportFor(adapter: GameAdapter, state: unknown, events: readonly GameEvent[], viewer: string, format: ReportFormat, meta: ReportMeta): string {
  return renderView(adapter, adapter.view(state, events, viewer, meta), format);
}
