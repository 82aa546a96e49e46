/**
 * The orders form's words on submarines (15.1, 15.2) and MTBs (18.1, 18.4): the side's own boats,
 * where each patrols, and how to write the turn-1 placement. From the side's redacted state only.
 */
import type { GwasData } from '../data.js';
import { distancesFrom } from '../geography.js';
import type { RedactedState } from '../views/redact.js';
import { patrolZoneFault, type PatrolKind } from './patrol.js';

/**
 * A zone the rule allows for this kind, to show in the example: the allowed zone nearest the
 * enemy's first home port (where enemy fleets come from; ties by id). An example only: the
 * player chooses the zone.
 */
function exampleZone(data: GwasData, state: RedactedState, kind: PatrolKind): string {
  const scenario = data.scenarios[state.scenario];
  const enemy = state.side === 'allied' ? 'central' : 'allied';
  const from = [enemy, state.side].map((s) => scenario.sides[s]?.homePorts.map((p) => data.map.ports[p]).find(Boolean)).find(Boolean);
  if (!from) return 'R42';
  const near = [...distancesFrom(data, from.zone)].sort(([a, m], [b, n]) => m - n || (a < b ? -1 : a > b ? 1 : 0));
  return near.find(([z]) => patrolZoneFault(data, scenario, state.side, kind, z) === null)?.[0] ?? from.zone;
}

export function patrolFormNotes(data: GwasData, state: RedactedState): string[] {
  const p = state.patrols;
  if (!p) return [];
  const out: string[] = [];
  for (const [kind, key, rule] of [['submarine', 'submarines', '15'], ['mtb', 'mtbs', '18']] as const) {
    const own = p.own.filter((b) => b.kind === kind);
    if (!own.length) continue;
    const where = kind === 'submarine' ? 'any sea zone but a coastal one within 2 zones of an enemy port' : 'a coastal zone within 5 zones of a friendly port';
    const list = own.map((b) => `${b.id} (${data.ships[b.id]?.name ?? b.id}${b.ace ? ', ace captain' : ''}): ${b.sunk ? 'sunk' : b.zone ? `patrols ${b.zone}, attack ${b.attack}${b.fired ? ', torpedoes fired' : ''}` : state.turn === 1 ? 'not yet placed' : 'not placed, takes no part'}`);
    out.push(`Your ${kind === 'submarine' ? 'submarines' : 'motor torpedo boats'} (${rule}.0, an option of this campaign): ${list.join('; ')}.`);
    out.push(state.turn === 1
      ? `Place them now, before the game begins (${rule}.1), in ${where}; the zone is fixed for the scenario. Write "${key}:" at the top level, then one indented line for each, e.g. "${own[0].id}: { zone: ${exampleZone(data, state, kind)}, attack: any }". attack: any, capital, light, merchant, or pass (let enemy fleets go by unseen) (${kind === 'submarine' ? '15.2, 15.4' : '18.4 with "targets: [ship ids or types]"'}).`
      : `Their zones are fixed (${rule}.1); you may change a standing choice, e.g. "${key}:" then "  ${own[0].id}: { attack: pass }".`);
  }
  if (p.enemy.length) out.push(`Enemy boats have attacked you in: ${p.enemy.map((e) => `${e.zone} (${e.kind === 'submarine' ? 'submarine' : 'MTB'})`).join(', ')}.`);
  return out;
}
