/** Victory points (13.0) scored so far and the scenario's end, from the events that record them. */
import type { GameEvent } from '../../../kernel/events.js';
import type { GwasData } from '../data.js';
import type { SideId } from '../state.js';
import { sideName } from './common.js';
import type { EndView, ScoredView } from './types.js';

interface VictoryData { condition: string; side: string; points: number; text: string }
interface EndData { turn: number; vp: Record<SideId, number>; scored: string[]; winner: string; text: string }

export function scoredViews(data: GwasData, scenarioId: string, events: readonly GameEvent[]): ScoredView[] {
  return events.filter((e) => e.type === 'gwas.victory-points').map((e) => {
    const d = e.data as VictoryData;
    return { turn: e.turn, condition: d.condition, side: d.side, sideName: sideName(data, scenarioId, d.side), points: d.points, text: d.text };
  });
}

export function endView(data: GwasData, scenarioId: string, events: readonly GameEvent[]): EndView | null {
  const e = events.find((x) => x.type === 'gwas.scenario-end');
  if (!e) return null;
  const d = e.data as EndData;
  return {
    turn: d.turn, vp: { allied: d.vp.allied, central: d.vp.central }, winner: d.winner,
    winnerName: d.winner === 'draw' ? 'a draw' : sideName(data, scenarioId, d.winner), text: d.text,
  };
}
