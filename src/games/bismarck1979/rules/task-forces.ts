/**
 * Task forces formed and broken (4.2, 5.41, 5.4): in the visibility phase, before any ship moves,
 * ships leave their task forces, ships sharing a zone join one, and a task force left with one
 * ship is none. Shared by the phase (steps/opening.ts) and the orders check (check.ts), which
 * judges the ship moves against the task forces as they will stand when the ships move: a player
 * may break Prinz Eugen from TF1 and move her alone in the same orders.
 */
import type { B79State, SideId } from '../state.js';
import type { B79Orders } from '../orders-types.js';

export interface TaskForceChanges {
  formed: { tf: number; ships: string[]; zone: string | null }[];
  broken: { ship: string; tf: number }[];
}

/** Applies one side's task force orders to the state (mutates it) and says what changed. */
export function applyTaskForces(state: B79State, side: SideId, o: B79Orders | undefined): TaskForceChanges {
  const formed: TaskForceChanges['formed'] = [];
  const broken: TaskForceChanges['broken'] = [];
  for (const id of o?.taskForces?.break ?? []) {
    const s = state.ships[id];
    if (!s || s.side !== side || s.tf === null || s.status !== 'sea') continue;
    broken.push({ ship: id, tf: s.tf });
    s.tf = null;
  }
  for (const group of o?.taskForces?.form ?? []) {
    const ships = group.map((id) => state.ships[id]).filter((s) => s && s.side === side && s.status === 'sea');
    if (ships.length !== group.length || new Set(ships.map((s) => s.zone)).size !== 1) continue; // 5.41: same zone
    const used = new Set(Object.values(state.ships).filter((s) => s.side === side && s.tf !== null && !group.includes(s.id)).map((s) => s.tf));
    const existing = ships.find((s) => s.tf !== null)?.tf ?? null;
    let n = existing ?? 1;
    while (existing === null && used.has(n)) n++;
    for (const s of ships) s.tf = n;
    formed.push({ tf: n, ships: group, zone: ships[0].zone });
  }
  // A task force of one ship is no task force.
  const count = new Map<number, number>();
  for (const s of Object.values(state.ships)) if (s.side === side && s.tf !== null && s.status === 'sea') count.set(s.tf, (count.get(s.tf) ?? 0) + 1);
  for (const s of Object.values(state.ships)) if (s.side === side && s.tf !== null && (count.get(s.tf) ?? 0) < 2) s.tf = null;
  return { formed, broken };
}
