/**
 * Exchanges 1 and 2 of a search turn: Red moves the Bismarck in secret (How to Play, Step 1),
 * then Blue moves his counters in secret (Step 2). Each side's standing choices for the turn
 * (chance tables, battle) are kept with its move. Silence (seam rule 3): nothing moves, and the
 * standing orders of the last turn stand.
 */
import { sidesOnly } from '../../../kernel/events.js';
import type { TurnStep } from '../../../kernel/step.js';
import type { B62Data } from '../data/types.js';
import type { BattleOrders, B62Orders } from '../orders-types.js';
import type { BattleStanding, B62State } from '../state.js';
import { bismarckFactor, pathProblem } from '../moves.js';

type Step = TurnStep<B62Data, B62State, B62Orders>;

function standing(old: BattleStanding, o: BattleOrders | undefined): BattleStanding {
  if (!o) return old;
  return {
    approach: o.approach ?? old.approach, facing: o.facing ?? old.facing, chance: o.chance ?? old.chance,
    ...(o.target !== undefined || old.target !== undefined ? { target: o.target ?? old.target } : {}),
    ...(o.place !== undefined || old.place !== undefined ? { place: o.place ?? old.place } : {}),
    ...(o.join !== undefined || old.join !== undefined ? { join: o.join ?? old.join } : {}),
  };
}

export const redMove: Step = {
  name: 'red-move',
  rule: 'How to Play, Step 1; How to Move 11',
  run(ctx) {
    const { data: d, state: s } = ctx;
    const o = ctx.orders.red;
    const path = o?.bismarck?.move ?? [];
    const from = s.bismarck.zone;
    // Orders were checked on receipt; a path the rules refuse (it cannot reach here checked) leaves her where she is.
    const ok = !s.bismarck.sunk && pathProblem(d, from, path, bismarckFactor(d, s)) === null;
    if (ok && path.length > 0) s.bismarck.zone = path[path.length - 1];
    s.bismarck.enteredPort = s.bismarck.zone !== from && Object.values(d.ports).some((p) => p.zone === s.bismarck.zone);
    s.bismarck.firstMoveDone = true;
    s.bismarck.slip = false;
    if (o?.['search-chance'] !== undefined) s.red.searchChance = o['search-chance'];
    s.red.battle = standing(s.red.battle, o?.battle);
    ctx.emit({ type: 'b62.bismarck-moved', audience: sidesOnly('red'), data: { from, to: s.bismarck.zone, path: ok ? path : [] } });
    s.phase = 'blue-move';
  },
};

export const blueMove: Step = {
  name: 'blue-move',
  rule: 'How to Play, Step 2; How to Move 1-9',
  run(ctx) {
    const { data: d, state: s } = ctx;
    const o = ctx.orders.blue;
    const moved: Record<string, { from: string; to: string }> = {};
    for (const ship of d.british) {
      const st = s.british[ship.id];
      const path = o?.ships?.[ship.id] ?? [];
      if (st.sunk || path.length === 0 || pathProblem(d, st.zone, path, ship.move) !== null) continue;
      const from = st.zone;
      st.zone = path[path.length - 1];
      st.lastMove = from;
      moved[ship.id] = { from, to: st.zone };
    }
    // The calls are this turn's alone: silence calls every area with a counter (the referee's default).
    s.blue.calls = o?.call === undefined || o.call === 'all' ? 'all' : [...o.call];
    if (o?.['search-chance'] !== undefined) s.blue.searchChance = o['search-chance'];
    s.blue.battle = standing(s.blue.battle, o?.battle);
    ctx.emit({ type: 'b62.british-moved', audience: sidesOnly('blue'), data: { moved } });
    s.phase = 'search';
  },
};
