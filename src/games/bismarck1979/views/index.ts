/**
 * What each viewer may know (issue 13 item 6): a side sees its own ships and air units in full,
 * the enemy only as its contacts and the events addressed to it; the umpire sees everything.
 */
import { eventsFor, type GameEvent } from '../../../kernel/events.js';
import type { ReportMeta } from '../../../game-api/adapter.js';
import type { B79Data } from '../data/types.js';
import type { B79State, SideId } from '../state.js';
import { clockLabel, isCTurn } from '../time.js';
import { evasionOf } from '../units.js';
import { salvos } from '../rules/damage.js';
import { baseZone } from '../rules/air-move.js';
import { describeEvent } from './describe.js';
import { roundForm } from '../forms-combat.js';

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

export function buildView(d: B79Data, state: B79State, events: readonly GameEvent[], viewer: string, meta: ReportMeta): object {
  const umpire = viewer === 'umpire';
  const side: SideId | null = viewer === 'british' || viewer === 'german' ? viewer : null;
  const seen = umpire ? events : eventsFor(events, viewer);
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
    contacts: side ? [...state.contacts[side], ...state.lastContacts[side]].map((c) => ({ id: c.id, zone: c.zone, types: c.types.join(', '), taskForce: c.taskForce, how: c.how })) : [],
    lines,
    // Only while a battle is fought round by round by mail: the board as this viewer may see it (9.3–9.9).
    ...(state.combat?.battle && side ? { battle: roundForm(d, state, side).filter((l) => l.startsWith('#')).map((l) => l.replace(/^# ?/, '')) } : {}),
  };
}
