/**
 * The state a journal row left (docs/design/seam.md §7): every row keeps it today, but the column
 * is nullable so that issue 17 may keep it at turn ends only. A reader that needs it from a row
 * without one must replay from an earlier row; until then this says so instead of parsing null.
 */
import type { JournalRow } from './types.js';

export function stateAfterOf(row: Pick<JournalRow, 'campaign' | 'turn' | 'exchange' | 'stateAfterJson'>): string {
  if (row.stateAfterJson === null) throw new Error(`the journal keeps no state after turn ${row.turn}, exchange ${row.exchange} of ${row.campaign}: replay from an earlier exchange`);
  return row.stateAfterJson;
}
