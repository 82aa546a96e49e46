/**
 * Per-side and umpire views of a Great War at Sea campaign after a turn: plain JSON that the
 * report templates render. The parts live in this folder, one job a file; this module is the
 * entry point the pipeline, the reports and the tests import.
 */
export type * from './types.js';
export { buildSideView, type SideViewInput } from './side-view.js';
export { buildUmpireView } from './umpire-view.js';
