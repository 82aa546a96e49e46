/**
 * The Bismarck (1979) battle board as a map panel (issue 12 §1; 9.3–9.9): ours is one line
 * (rules/battle.ts), each ship a position in hexes and the range between two ships their distance.
 * Drawn as that line, one row per ship so the names stay legible, columns the positions, and each
 * ship's range to its nearest enemy. From the view's `board` alone, itself built from the battle
 * events of the viewer's own audience (views/map-parts.ts): a side sees an enemy ship by general
 * type and number until its fire identifies it (9.2, 9.1, 9.71); the umpire sees every name.
 */
import type { BattlePanel, BattleRange } from '../../../maps/types.js';
import { SIDE_COLOURS } from './overlay.js';
import type { B79MapView } from './view.js';

export function b79BattlePanel(view: B79MapView): BattlePanel | undefined {
  const b = view.board;
  if (!b || !b.ships.length) return undefined;
  const lo = Math.min(...b.ships.map((s) => s.pos));
  const hi = Math.max(...b.ships.map((s) => s.pos));
  const pieces = b.ships.map((s, i) => ({ x: s.pos - lo, y: i, color: SIDE_COLOURS[s.side] ?? '#555', label: s.label }));
  const ranges: BattleRange[] = [];
  b.ships.forEach((s, i) => {
    let best = -1;
    b.ships.forEach((t, j) => { if (t.side !== s.side && (best < 0 || Math.abs(t.pos - s.pos) < Math.abs(b.ships[best].pos - s.pos))) best = j; });
    // Each pair once: drawn from the ship with the lower index, or from the one whose nearest the other is not.
    if (best >= 0 && !ranges.some((r) => (r.from === best && r.to === i) || (r.from === i && r.to === best))) ranges.push({ from: i, to: best, label: `${Math.abs(b.ships[best].pos - s.pos)} hexes` });
  });
  return {
    title: `Battle board, naval combat in ${b.zone} on turn ${b.turn}${b.actions > 1 ? ` (action ${b.action} of ${b.actions} begun this turn)` : ''}: ${b.ended ? `after ${b.rounds} round${b.rounds === 1 ? '' : 's'}, ended` : b.rounds ? `after round ${b.rounds}, fought on by mail` : 'before round 1'}`,
    columns: hi - lo + 1, rows: b.ships.length, pieces, ranges,
    columnLabels: Array.from({ length: hi - lo + 1 }, (_, i) => String(lo + i)),
    notes: [
      'The battle board is one line (ours): a ship is a position in hexes,',
      'the range between two ships their distance (9.5, 9.6).',
      'One row per ship; the dashed lines: each ship to its nearest enemy.',
      'An enemy ship is told by general type and number until',
      'damage by your fire identifies it (9.2, 9.1, 9.71).',
    ],
  };
}
