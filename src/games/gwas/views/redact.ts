/**
 * Fog of war, first layer: the part of the umpire's state a side may hold.
 *
 * A side's view and orders form are built from this copy and from the events addressed to the
 * side, never from the full state, so nothing about the enemy can reach a report by accident:
 * the enemy's fleets and ships are simply not in it.
 */
import type { GwasData } from '../data.js';
import { sideAir, type SideAir } from './air.js';
import type { ContactRecord, FleetState, GwasState, Minefield, ShipState, SideId } from '../state.js';
import { sidePatrols, type SidePatrols } from '../submarines/view.js';

/** A contact as the side's own records hold it: its own fleets only (the enemy's are unknown). */
export interface RedactedContact {
  readonly id: string;
  readonly turn: number;
  readonly zone: string;
  /** The side's own fleets in the contact. */
  readonly fleets: readonly string[];
  readonly automatic: boolean;
  readonly chance: boolean;
}

export interface RedactedState {
  /** 7.0: the campaign fights tactical battles (absent otherwise, so a default campaign's copy is unchanged). */
  readonly options?: { readonly tactical: true };
  /** 7.31 (option tacticalByMail): a battle of this turn waits for its next impulse (its sides are in it: no secret); absent otherwise. */
  readonly battleUnderway?: true;
  readonly game: GwasState['game'];
  readonly scenario: string;
  /** The side this copy belongs to. */
  readonly side: SideId;
  /** The turn about to be resolved. */
  readonly turn: number;
  readonly lastTurn: number;
  readonly over: boolean;
  /** Weather levels of the weather zones where the side has fleets in play. */
  readonly weather: Readonly<Record<string, number>>;
  /** The side's own fleets (including those gone from play, for their history). */
  readonly fleets: Readonly<Record<string, FleetState>>;
  /** The side's own ships. */
  readonly ships: Readonly<Record<string, ShipState>>;
  /** The side's own victory points. */
  readonly vp: number;
  /** Contacts of the turn just resolved in which the side took part. */
  readonly contacts: readonly RedactedContact[];
  /** Merchant ships the side has sunk. */
  readonly merchantsSunk: number;
  /** Victory conditions the side itself has scored. */
  readonly scored: readonly string[];
  /** 13.1 (mines option): the side's own minefields, and the enemy's it has found (13.2, 13.72); absent without the option. */
  readonly minefields?: SideMinefields;
  /** 15.1, 18.1 (submarines / MTBs options): the side's own boats, and where enemy boats have attacked it; absent without the options. */
  readonly patrols?: SidePatrols;
  /** 14.0, 16.1, 17.0 (aircraft, leaders, airships options): the side's own counters and leaders only. */
  readonly air?: SideAir;
}

/** What a side's log sheet holds of the minefields (13.1): its own in full, the enemy's it has found by boundary. */
export interface SideMinefields {
  readonly own: readonly { readonly id: string; readonly between: readonly [string, string]; readonly laid: number; readonly activeFrom: number; readonly revealed: boolean }[];
  readonly enemy: readonly { readonly between: readonly [string, string]; readonly count: number }[];
}

/** 13.1: a side's own minefields; 13.2, 13.72: of the enemy's, only those revealed to it, counted by boundary. */
export function sideMinefields(fields: readonly Minefield[], side: SideId): SideMinefields {
  const own = fields.filter((f) => f.side === side).map((f) => ({ id: f.id, between: f.between, laid: f.laid, activeFrom: f.activeFrom, revealed: f.known.length > 0 }));
  const counts = new Map<string, { between: readonly [string, string]; count: number }>();
  for (const f of fields) {
    if (f.side === side || !f.known.includes(side)) continue;
    const key = f.between.join('/');
    counts.set(key, { between: f.between, count: (counts.get(key)?.count ?? 0) + 1 });
  }
  return { own, enemy: [...counts.values()].sort((a, b) => (a.between.join('/') < b.between.join('/') ? -1 : 1)) };
}

function sortedRecord<T>(entries: [string, T][]): Record<string, T> {
  const out: Record<string, T> = {};
  for (const [k, v] of entries.sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))) out[k] = v;
  return out;
}

/**
 * The side's copy of the state. `data` (public game data) places zones in weather zones and tells
 * which side each victory condition belongs to. The caller passes it: the game reads no file
 * (seam §8: the loadGame default is gone).
 */
export function redactState(
  state: GwasState,
  side: SideId,
  data: Pick<GwasData, 'map' | 'scenarios'>,
): RedactedState {
  const conditions = data.scenarios[state.scenario]?.victory.conditions ?? [];
  const conditionSide = (id: string) => conditions.find((c) => c.id === id)?.side;
  // Only the side's own part is copied (issue 17 §1: copying both sides' fleets, logs and all, four
  // times a turn grew with the campaign); the copy is as deep as before, so nothing of the state leaks.
  const fleets = sortedRecord(Object.entries(state.fleets).filter(([, f]) => f.side === side).map(([id, f]) => [id, structuredClone(f)]));
  const ships = sortedRecord(Object.entries(state.ships).filter(([, s]) => s.side === side).map(([id, s]) => [id, structuredClone(s)]));
  const present = new Set(
    Object.values(fleets).filter((f) => f.gone === null && f.arrives <= state.turn).map((f) => data.map.zones[f.zone]?.weatherZone ?? 'default'),
  );
  const weather = sortedRecord(Object.entries(state.weather).filter(([wz]) => present.has(wz)));
  const contacts = state.contacts
    .filter((c: ContactRecord) => c.fleets[side].length > 0)
    .map((c: ContactRecord): RedactedContact => ({
      id: c.id, turn: c.turn, zone: c.zone, fleets: [...c.fleets[side]], automatic: c.automatic, chance: c.chance,
    }));
  return {
    game: state.game,
    scenario: state.scenario,
    side,
    turn: state.turn,
    lastTurn: state.lastTurn,
    over: state.over,
    weather,
    fleets,
    ships,
    vp: state.vp[side],
    contacts,
    merchantsSunk: state.merchantsSunk[side],
    scored: state.scored.filter((id) => conditionSide(id) === side),
    ...(state.minefields ? { minefields: structuredClone(sideMinefields(state.minefields, side)) } : {}),
    ...(state.patrols ? { patrols: structuredClone(sidePatrols(state.patrols, side)) } : {}),
    ...(state.aircraft || state.airships || state.leaders ? { air: sideAir(data, state, side) } : {}),
    // The campaign's options are no secret (7.0: the form explains the tactical battle's orders); absent by default.
    ...(state.options?.tactical ? { options: { tactical: true as const } } : {}),
    ...(state.impulse ? { battleUnderway: true as const } : {}),
  };
}
