/**
 * Exchange 5 of a search turn, asking no one: the Search Board Chance Table, the victory
 * conditions, and the Time Record; then the next search turn begins with Red (Step 1).
 */
import { everyone } from '../../../kernel/events.js';
import type { TurnStep } from '../../../kernel/step.js';
import { distances } from '../../../board/graph.js';
import type { B62Data } from '../data/types.js';
import type { B62Orders } from '../orders-types.js';
import type { B62State, Side } from '../state.js';
import { checkTimeBox, isNight, sinkBritish, type Ctx } from '../context.js';
import { recordHit } from '../battle/fire.js';
import { areaOf } from '../data/board.js';

type Step = TurnStep<B62Data, B62State, B62Orders>;

/** The British cruiser afloat nearest the Bismarck on the Search Board (ties: data order), or null. */
export function nearestCruiser(d: B62Data, s: B62State): string | null {
  const dist = distances(d.board, s.bismarck.zone);
  const cruisers = d.british.filter((b) => b.type === 'C' && !s.british[b.id].sunk);
  let best: string | null = null;
  let bestD = Number.POSITIVE_INFINITY;
  for (const c of cruisers) {
    const n = dist.get(s.british[c.id].zone) ?? Number.POSITIVE_INFINITY;
    if (n < bestD) { best = c.id; bestD = n; }
  }
  return best;
}

/** Applies a Search Board Chance Table entry (authored entries; Chance Tables). */
export function applySearchChance(ctx: Ctx, effect: string): void {
  const { data: d, state: s } = ctx;
  switch (effect) {
    case 'area': ctx.emit({ type: 'b62.disclosed', audience: everyone, data: { area: areaOf(s.bismarck.zone) } }); break;
    case 'zone': ctx.emit({ type: 'b62.disclosed', audience: everyone, data: { zone: s.bismarck.zone } }); break;
    case 'torpedo': {
      const out = recordHit(d.bismarck, s.bismarck.hits, 'midships');
      ctx.emit({ type: 'b62.hit', audience: everyone, data: { ship: 'bismarck', result: 'midships', checked: out.checked, hits: { ...s.bismarck.hits } } });
      s.bismarck.helpless = out.helpless;
      if (out.sunk && !s.bismarck.sunk) {
        s.bismarck.sunk = true;
        ctx.emit({ type: 'b62.sunk', audience: everyone, data: { ship: 'bismarck', name: d.bismarck.name, how: 'chance' } });
      }
      break;
    }
    case 'slip': s.bismarck.slip = true; break;
    case 'cruiser': { const c = nearestCruiser(d, s); if (c) sinkBritish(ctx, c, 'chance'); break; }
    default: break;
  }
}

export const searchChance: Step = {
  name: 'search-chance',
  rule: 'Chance Tables (Search Board)',
  run(ctx) {
    const s = ctx.state;
    // Only after a daytime search turn in which Blue failed to find her; Red only if Blue declines.
    if (s.bismarck.sunk || s.search.sighted !== 'none' || isNight(ctx)) return;
    const side: Side | null = s.blue.searchChance ? 'blue' : s.red.searchChance ? 'red' : null;
    if (!side) return;
    const r = ctx.roll({ table: 'Search Board Chance Table', audience: everyone, purpose: `${side} plays the Search Board Chance Table`, read: (n) => ctx.data.searchChance[n - 1].text });
    const entry = ctx.data.searchChance[r.total - 1];
    ctx.emit({ type: 'b62.search-chance', audience: everyone, data: { side, roll: r.total, effect: entry.effect, text: entry.text } });
    applySearchChance(ctx, entry.effect);
  },
};

/** Blue's points (How to Win; Points Earned authored): the Bismarck's midships boxes checked, and her sinking. */
export function bluePoints(d: B62Data, s: B62State): number {
  return s.bismarck.hits.midships * d.points.blue.perBismarckMidships + (s.bismarck.sunk ? d.points.blue.bismarckSunk : 0);
}

function finish(ctx: Ctx, reason: 'sunk' | 'port' | 'points' | 'time'): void {
  const s = ctx.state;
  s.over = true;
  const winner = s.points.red > s.points.blue ? 'red' : s.points.blue > s.points.red ? 'blue' : 'draw';
  s.result = { reason, winner };
  ctx.emit({ type: 'b62.game-over', audience: everyone, rule: 'How to Win', data: { reason, winner, points: { ...s.points }, bismarck: s.bismarck.zone } });
}

export const victory: Step = {
  name: 'victory',
  rule: 'How to Win A-C',
  run(ctx) {
    const { data: d, state: s } = ctx;
    s.points.blue = bluePoints(d, s);
    if (s.bismarck.sunk) return finish(ctx, 'sunk');
    const box = d.time.boxes[s.box - 1];
    // B: into port after May 25, and not held there by a battle that did not end in withdrawal or the British sunk.
    if (s.bismarck.enteredPort && box !== undefined && box.date >= d.time.portsOpenFrom) {
      s.points.red += d.points.red.portReached;
      ctx.emit({ type: 'b62.in-port', audience: everyone, data: { zone: s.bismarck.zone, points: d.points.red.portReached } });
      return finish(ctx, 'port');
    }
    // C: Red ahead of anything Blue could still score.
    const blueMax = s.points.blue + d.points.blue.bismarckSunk + d.points.blue.perBismarckMidships * (d.bismarck.midships - s.bismarck.hits.midships);
    if (s.points.red > blueMax) return finish(ctx, 'points');
  },
};

export const timeRecord: Step = {
  name: 'time-record',
  rule: 'Time 1; How to Win D',
  run(ctx) {
    const s = ctx.state;
    if (!s.over && !s.search.battleFought) checkTimeBox(ctx, 'search turn');
    if (!s.over && s.box > ctx.data.time.boxes.length) finish(ctx, 'time');
    s.turn++;
    s.phase = 'red-move';
    s.bismarck.enteredPort = false;
  },
};
