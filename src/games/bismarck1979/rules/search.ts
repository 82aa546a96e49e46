/**
 * Visibility, search and fog (7.1–7.3): the combined search strength a side has in a zone (ships,
 * task forces, air units, coastal search), which zones it may call at the current visibility,
 * and what calling a zone reveals (7.23).
 */
import type { B79Data } from '../data/types.js';
import type { B79State, SideId, Contact } from '../state.js';
import { isNight } from '../time.js';
import { describeForce, forcesOf, inPort } from '../units.js';
import { enduranceLeft, modeOf } from './air-move.js';

/** 7.2: the coasts that give each side its inherent search strength of 4 (3 at night). */
const COASTAL: Record<SideId, readonly string[]> = {
  british: ['coast:faeroes', 'coast:shetland', 'coast:ireland', 'coast:great-britain', 'port:hvalfjord'],
  german: ['coast:norway', 'coast:france'],
};

/** The numeric level of the visibility track, or null for 'X' (7.17: no search). */
export function levelValue(level: string): number | null {
  return level === 'X' ? null : Number(level);
}

/** 7.31: is this zone in fog this turn? */
export function fogged(d: B79Data, state: B79State, zone: string): boolean {
  return state.visibility.fog && d.tables.visibility.fogRows.includes(d.board.zones[zone].groups.row);
}

/** Units busy shadowing this turn (8.13: a shadowing unit cannot search). */
function shadowers(state: B79State): Set<string> {
  return new Set(Object.values(state.shadowing));
}

export interface Strength { total: number; air: number; parts: string[] }

/** 7.2: a side's combined search strength in one zone this turn. */
export function searchStrength(d: B79Data, state: B79State, side: SideId, zone: string): Strength {
  const night = isNight(d, state.time, d.board.zones[zone]);
  const busy = shadowers(state);
  let total = 0, air = 0;
  const parts: string[] = [];
  for (const f of forcesOf(state, side)) {
    if (f.zone !== zone || busy.has(f.key) || f.ships.some((s) => busy.has(s.id))) continue;
    // 7.2: a task force searches with one strength only: on patrol the patrol strength of one of
    // its ships, otherwise the task force counter's (ours: its best ship's movement strength).
    const patrol = f.ships.every((s) => s.mode === 'patrol');
    const v = Math.max(...f.ships.map((s) => {
      const q = d.ships[s.id].search;
      return patrol ? (night ? q.patrolNight : q.patrolDay) : (night ? q.night : q.day);
    }));
    total += v;
    parts.push(`${f.key}:${v}`);
  }
  for (const a of Object.values(state.air)) {
    if (a.side !== side || a.status !== 'air' || a.zone !== zone || busy.has(a.id)) continue;
    const m = modeOf(d, a);
    if (!m) continue;
    const v = night ? m.searchNight : m.searchDay;
    total += v; air += v;
    parts.push(`${a.id}:${v}`);
  }
  const tags = d.board.zones[zone].tags;
  if (COASTAL[side].some((t) => tags.includes(t)) && tags.includes('sea')) {
    const v = night ? 3 : 4;
    total += v;
    parts.push(`coast:${v}`);
  }
  return { total, air, parts };
}

/** 7.21: the zones a side may call this turn (strength at least the visibility level, no fog). */
export function searchableZones(d: B79Data, state: B79State, side: SideId): string[] {
  const need = levelValue(state.visibility.level);
  if (need === null) return [];
  const candidates = new Set<string>();
  for (const s of Object.values(state.ships)) if (s.side === side && s.status === 'sea' && s.zone) candidates.add(s.zone);
  for (const a of Object.values(state.air)) if (a.side === side && a.status === 'air' && a.zone) candidates.add(a.zone);
  for (const z of Object.values(d.board.zones)) if (COASTAL[side].some((t) => z.tags.includes(t)) && z.tags.includes('sea')) candidates.add(z.id);
  return [...candidates].filter((z) => !fogged(d, state, z) && searchStrength(d, state, side, z).total >= need).sort();
}

/** An air unit can shadow alone (8.1) when it can stay up this turn and search alone at this visibility. */
export function airCanShadowAlone(d: B79Data, state: B79State, id: string): boolean {
  const a = state.air[id];
  if (!a || a.status !== 'air' || !a.zone) return false;
  const m = modeOf(d, a);
  const need = levelValue(state.visibility.level);
  if (!m || need === null) return false;
  if (enduranceLeft(d, state, a, m) < 0) return false;
  const night = isNight(d, state.time, d.board.zones[a.zone]);
  return (night ? m.searchNight : m.searchDay) >= need;
}

export interface SearchFind { zone: string; contacts: Contact[]; passedThrough: Contact[] }

/**
 * 7.23: calling a zone. The opponent states the number and general type of every ship in it and
 * which are in one task force; ships in port are found only by air search (7.2): "not by sea
 * search nor by a combination of air and sea search", so the air units' strength alone must reach
 * the visibility level. From the second turn, the German player also states German ships that
 * passed through the zone (8.2).
 */
export function callZone(d: B79Data, state: B79State, side: SideId, zone: string, nextId: () => string): SearchFind {
  const other: SideId = side === 'british' ? 'german' : 'british';
  const strength = searchStrength(d, state, side, zone);
  const need = levelValue(state.visibility.level);
  const airAlone = need !== null && strength.air >= need;
  const contacts: Contact[] = [];
  const passedThrough: Contact[] = [];
  for (const f of forcesOf(state, other)) {
    const hidden = f.ships.every((s) => inPort(d, s)) && !airAlone;
    if (f.zone === zone && !hidden) {
      contacts.push({ id: nextId(), zone, ...describeForce(d, f), how: 'search', ships: f.ships.map((s) => s.id) });
    } else if (other === 'german' && state.turn > 1 && f.zone !== zone && f.ships[0].path.slice(0, -1).includes(zone)) {
      passedThrough.push({ id: nextId(), zone: f.zone, ...describeForce(d, f), how: 'high-speed-shadow', ships: f.ships.map((s) => s.id) });
    }
  }
  return { zone, contacts, passedThrough };
}
