/**
 * A game's views rendered by the shared renderer with the game's templates (seam §1: the game
 * builds views, src/reports/render.ts reads and fills its templates; the game reads no file).
 */
import { eventsFor, type GameEvent } from '../kernel/events.js';
import { roleOf, sideOf, UMPIRE } from '../kernel/seats.js';
import type { GameAdapter, ReportFormat, ReportMeta } from '../game-api/adapter.js';
import { renderReport } from '../reports/render.js';

/** A view built by `adapter.view`, in one format. */
export function renderView(adapter: GameAdapter, view: object, format: ReportFormat): string {
  return renderReport(view, format, adapter.templates);
}

/**
 * A viewer's view (seam §3 "Building a seat's view"): the shared layer hands the game only the
 * events the viewer may see (canSee), and the game filters them again. Two walls, so one slip
 * in a game's view cannot show a seat what its audience forbids; the umpire sees every event.
 */
export function viewFor(adapter: GameAdapter, state: unknown, events: readonly GameEvent[], viewer: string, meta: ReportMeta): object {
  if (viewer !== UMPIRE) return adapter.view(state, eventsFor(events, viewer), viewer, meta);
  // The umpire's report lists the game's seats (issue 11 §3): who holds what is the store's, the
  // seats themselves are the game's, so every report of a campaign lists the same ones.
  return { ...adapter.view(state, events, viewer, meta), seats: adapter.sides.map((seat) => ({ seat, side: sideOf(seat), role: roleOf(seat) })) };
}

/** One viewer's report in one format (build the view once and render it when several are needed). */
export function renderReportFor(adapter: GameAdapter, state: unknown, events: readonly GameEvent[], viewer: string, format: ReportFormat, meta: ReportMeta): string {
  return renderView(adapter, viewFor(adapter, state, events, viewer, meta), format);
}
