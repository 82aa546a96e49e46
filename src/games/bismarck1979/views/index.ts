/**
 * What each viewer may know (issue 13 item 6): a side sees its own ships and air units in full,
 * the enemy only as its contacts and the events addressed to it; the umpire sees everything.
 */
import { eventsFor, type GameEvent } from '../../../kernel/events.js';
import { isSideCopy } from '../rules/battle-fog.js';
import type { ReportMeta } from '../../../game-api/adapter.js';
import type { B79Data } from '../data/types.js';
import type { B79State, SideId } from '../state.js';
import { clockLabel, isCTurn } from '../time.js';
import { evasionOf } from '../units.js';
import { salvos } from '../rules/damage.js';
import { baseZone } from '../rules/air-move.js';
import { describeEvent } from './describe.js';
import { roundForm } from '../forms-combat.js';
import { boardOf, reachOf } from './map-parts.js';

function shipRows(d: B79Data, state: B79State, side: SideId | null) {
  return Object.values(state.ships).filter((s) => side === null || s.side === side).map((s) => ({
    id: s.id, name: d.ships[s.id].name, side: s.side, type: d.ships[s.id].type, zone: s.zone ?? '-', status: s.status,
    mode: s.mode, tf: s.tf === null ? '' : `TF${s.tf}`, fuel: s.fuel, evasion: evasionOf(d, s), midships: `${s.midshipsHits}/${d.ships[s.id].midships}`,
    guns: `${salvos(d, s, 'bow')}/${salvos(d, s, 'stern')}/${salvos(d, s, 'port')}/${salvos(d, s, 'starboard')}`,
    convoy: s.convoy ? `${s.convoy.line} ${s.convoy.direction}` : '',
  }));
}

function airRows(d: B79Data, state: B79State, side: SideId | null) {
  return Object.values(state.air).filter((a) => side === null || a.side === side).map((a) => ({
    id: a.id, name: d.airUnits[a.id].name, side: a.side, status: a.status, zone: a.zone ?? (a.status === 'base' ? `${baseZone(d, state, a.id) ?? '-'} (at base)` : '-'), mode: a.mode,
  }));
}

type Data = Record<string, unknown>;

/** The time record's label of an earlier turn of this game (turn and time advance together, 11.2). */
function clockOfTurn(d: B79Data, state: B79State, turn: number): string {
  return clockLabel(d, state.time - (state.turn - turn));
}

/**
 * When the side last had word of each contact (7.23 located, 8.1 shadow held): the latest event
 * it was told naming the contact; a contact it holds from the set-up (12.1) has none.
 */
function contactRows(d: B79Data, state: B79State, side: SideId, seen: readonly GameEvent[]) {
  const last = new Map<string, number>();
  for (const e of seen) {
    if (e.type !== 'b79.located' && e.type !== 'b79.shadow-held') continue;
    const id = String((e.data as Data).contact);
    last.set(id, Math.max(last.get(id) ?? 0, e.turn));
  }
  return [...state.contacts[side], ...state.lastContacts[side]].map((c) => {
    const turn = last.get(c.id) ?? null;
    return {
      id: c.id, zone: c.zone, types: c.types.join(', '), taskForce: c.taskForce, how: c.how,
      seen: turn === null ? null : { turn, clock: clockOfTurn(d, state, turn) },
    };
  });
}

/** This turn's fights as the viewer was told of them (9.1 air strikes, 9.2 naval combat, 10.1 a convoy destroyed), one per zone and kind. */
function battleRows(seen: readonly GameEvent[], turn: number) {
  const kinds: Record<string, string> = { 'b79.combat': 'naval combat', 'b79.air-strike': 'air strike', 'b79.air-struck': 'air strike', 'b79.convoy-destroyed': 'convoy destroyed' };
  const out: { zone: string; kind: string; turn: number }[] = [];
  for (const e of seen) {
    const kind = kinds[e.type];
    const zone = (e.data as Data).zone;
    if (e.turn !== turn || !kind || typeof zone !== 'string' || out.some((b) => b.zone === zone && b.kind === kind)) continue;
    out.push({ zone, kind, turn });
  }
  return out;
}

export function buildView(d: B79Data, state: B79State, events: readonly GameEvent[], viewer: string, meta: ReportMeta): object {
  const umpire = viewer === 'umpire';
  const side: SideId | null = viewer === 'british' || viewer === 'german' ? viewer : null;
  const seen = umpire ? events.filter((e) => !isSideCopy(e)) : eventsFor(events, viewer);
  // The report tells the latest turn's events (the pipeline hands over the whole campaign's).
  const last = seen.reduce((t, e) => Math.max(t, e.turn), 0);
  const lines = seen.filter((e) => e.turn === last).map((e) => describeEvent(d, e)).filter((l): l is string => l !== null);
  return {
    kind: umpire ? 'umpire' : 'side',
    game: 'Bismarck (1979), Basic Game',
    viewer,
    campaign: meta.campaign,
    deadline: meta.deadline,
    dice: { commitment: meta.diceCommitment ?? null, seed: meta.diceSeed ?? null, fixed: meta.diceFixed ?? false, turnKey: meta.diceTurnKey ?? null },
    turn: state.turn,
    clock: clockLabel(d, state.time),
    cTurn: isCTurn(d, state.time),
    visibility: state.visibility,
    vp: state.vp,
    over: state.over,
    result: state.result,
    ships: shipRows(d, state, umpire ? null : side),
    air: airRows(d, state, umpire ? null : side),
    contacts: side ? contactRows(d, state, side, seen) : [],
    // The umpire's: both sides' contacts, each with the side that holds it.
    ...(umpire ? { allContacts: (['british', 'german'] as const).flatMap((s) => contactRows(d, state, s, eventsFor(events, s)).map((c) => ({ ...c, by: s }))) } : {}),
    battles: battleRows(seen, last),
    // For the maps (issue 12 §1): the latest turn's battle board, and the own forces' reach.
    ...(() => { const b = boardOf(d, seen); return b ? { board: b } : {}; })(),
    ...(side ? { reach: reachOf(d, state, side) } : {}),
    lines,
    // Only while a battle is fought round by round by mail: the board as this viewer may see it (9.3–9.9).
    ...(state.combat?.battle && side ? { battle: roundForm(d, state, side).filter((l) => l.startsWith('#')).map((l) => l.replace(/^# ?/, '')) } : {}),
  };
}
