/**
 * The Bismarck (1962) Battle Board as a map panel (issue 12 §1; rulebook "Battle Board", "How to
 * Face Ships After Movement"): its 7 × 7 squares (battle/geometry.ts, authored size), each ship
 * with its facing, and the range from the Bismarck to each British ship (A-range one square,
 * B-range two). Built from the view alone: the board between rounds of a battle fought by mail,
 * or the battle the viewer was told of this turn as its last round stood. The Board is in the open.
 */
import type { BattlePanel, BattlePiece, BattleRange } from '../../../maps/types.js';
import { HEADING_NAMES, SIZE, distance } from '../battle/geometry.js';
import type { B62View } from '../views.js';
import { BLUE, RED } from './overlay.js';

type Ship = { readonly id: string; readonly name: string; readonly x: number; readonly y: number; readonly heading: string };

/** Compass degrees of a heading name (the eight headings, clockwise from north). */
const degrees = (h: string): number | undefined => { const i = (HEADING_NAMES as readonly string[]).indexOf(h); return i < 0 ? undefined : i * 45; };

function rangeWords(d: number): string {
  return d === 1 ? 'A-range' : d === 2 ? 'B-range' : `${d} squares: out of range`;
}

export function b62BattlePanel(view: B62View): BattlePanel | undefined {
  const live = view.battle;
  const past = live ? undefined : view.fought;
  const ships: readonly Ship[] | undefined = live?.ships ?? past?.ships;
  if (!ships || !ships.length) return undefined;
  const pieces: BattlePiece[] = ships.map((s) => ({ x: s.x, y: s.y, heading: degrees(s.heading), color: s.id === 'bismarck' ? RED : BLUE, label: `${s.name} (${s.heading})` }));
  const bis = ships.findIndex((s) => s.id === 'bismarck');
  const ranges: BattleRange[] = bis < 0 ? [] : ships.flatMap((s, i) => (i === bis ? [] : [{ from: bis, to: i, label: rangeWords(distance(s, ships[bis])) }]));
  const zone = live?.zone ?? past!.zone;
  const title = live
    ? `Battle Board, battle in ${zone}: before round ${live.round} (fought round by round by mail)`
    : `Battle Board, battle in ${zone} on turn ${past!.turn}: as round ${past!.rounds} was fired${past!.end ? `; ended (${past!.end})` : ''}`;
  return {
    title, columns: SIZE, rows: SIZE, pieces, ranges,
    notes: [
      'North at the top; each counter points the way the ship faces.',
      'Red: the Bismarck. Blue: British ships.',
      'A-range: one square; B-range: two squares (Battle Board 3).',
      'The Battle Board is in the open: both players see it.',
    ],
  };
}
