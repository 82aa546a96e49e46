/**
 * Shadowing (8.1, 8.2): who may shadow a located force, and whether contact holds. Only the
 * British shadow (8.11). The Shadow Table (tables/shadow.yaml) is read here: one die, by the
 * shadowing unit's name or kind, plus the modifiers it lists.
 */
import type { B79Data } from '../data/types.js';
import type { B79State, ShipState } from '../state.js';
import { isNight } from '../time.js';
import { evasionOf, forcesOf, type Force } from '../units.js';
import { airCanShadowAlone } from './search.js';

/** The British ships a shadowing unit id names: a task force `TF<n>` or one ship. */
function britishShips(state: B79State, unit: string): ShipState[] {
  const tf = /^TF([0-9]+)$/.exec(unit);
  if (tf) return Object.values(state.ships).filter((s) => s.side === 'british' && s.tf === Number(tf[1]) && s.status === 'sea');
  const s = state.ships[unit];
  return s && s.side === 'british' && s.status === 'sea' ? [s] : [];
}

/** Why a unit may not shadow this force now, or null when it may (8.13, 8.1). */
export function shadowBar(d: B79Data, state: B79State, unit: string, zone: string, target: Force): string | null {
  const a = state.air[unit];
  if (a) {
    if (a.side !== 'british') return 'not a British air unit';
    if (a.zone !== zone) return `not in ${zone}`;
    return airCanShadowAlone(d, state, unit) ? null : 'cannot stay aloft and search alone at this visibility (8.1)';
  }
  const ships = britishShips(state, unit);
  if (!ships.length) return 'no British ship, task force or air unit by that name';
  if (ships.some((s) => s.zone !== zone)) return `not in ${zone}`;
  if (ships.some((s) => d.ships[s.id].type === 'CV')) return 'aircraft carriers cannot shadow (8.13)';
  const need = Math.min(...target.ships.map((s) => evasionOf(d, s)));
  if (ships.some((s) => evasionOf(d, s) < need)) return `evasion lower than the shadowed force's ${need} (8.1)`;
  return null;
}

/** The Shadow Table's number for a unit: by its name, else its ship type or air kind. */
export function holdNumber(d: B79Data, unit: string, state: B79State): number {
  const t = d.tables.shadow;
  if (t.hold[unit] !== undefined) return t.hold[unit];
  if (d.airUnits[unit]) return t.byKind[d.airUnits[unit].kind] ?? 0;
  if (d.ships[unit]) return t.byKind[d.ships[unit].type] ?? 0;
  const ships = britishShips(state, unit);
  const ids = ships.map((s) => s.id);
  const named = ids.map((i) => t.hold[i]).filter((v): v is number => v !== undefined);
  if (named.length) return Math.max(...named);
  return Math.max(0, ...ships.map((s) => t.byKind[d.ships[s.id].type] ?? 0));
}

export interface ShadowModifier { name: string; value: number; rule: string }

/** 8.1: the modifiers to the Shadow Table die. */
export function shadowModifiers(d: B79Data, state: B79State, target: Force, twoZones: boolean): ShadowModifier[] {
  const m = d.tables.shadow.modifiers;
  const out: ShadowModifier[] = [];
  if (twoZones) out.push({ name: 'the shadowed force moved two zones', value: m.twoZoneMove, rule: '8.1' });
  const track = d.tables.visibility.track;
  if (track.indexOf(state.visibility.level) >= track.indexOf(m.visibilityAtLeast.level)) out.push({ name: `visibility ${state.visibility.level}`, value: m.visibilityAtLeast.add, rule: '8.1' });
  if (isNight(d, state.time, d.board.zones[target.zone])) out.push({ name: 'night', value: m.night, rule: '11.1' });
  return out;
}

/** The German force that holds a contact's ships now (the first of them still afloat at sea). */
export function forceOfContact(state: B79State, ships: readonly string[]): Force | undefined {
  const forces = forcesOf(state, 'german');
  for (const id of ships) {
    const f = forces.find((x) => x.ships.some((s) => s.id === id));
    if (f) return f;
  }
  return undefined;
}
