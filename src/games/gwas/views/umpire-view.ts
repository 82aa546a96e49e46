/**
 * The umpire's view of a Great War at Sea campaign after a turn: everything, both sides' fleets,
 * every contact (made or missed), roll and operation, and what each side was told.
 */
import { sidePatrols } from '../submarines/view.js';
import type { GameEvent } from '../../../kernel/events.js';
import type { GwasData } from '../data.js';
import { SIDES, type GwasState } from '../state.js';
import { umpireBattleViews } from './battles.js';
import { commonView, rollViews, sideName } from './common.js';
import { missedContactViews, umpireContactViews } from './contacts.js';
import { sideFleetViews } from './fleets.js';
import { noticeViews } from './notices.js';
import { sideMinefields } from './redact.js';
import { sideAir } from './air.js';
import { operationViews } from './operations.js';
import type { DiceInfo, UmpireSideView, UmpireView } from './types.js';
import { endView, scoredViews } from './victory.js';
import { weatherViews } from './weather.js';

export function buildUmpireView(data: GwasData, state: GwasState, events: readonly GameEvent[], campaign: string, deadline: string | null = null, dice: DiceInfo = {}): UmpireView {
  const base = commonView(data, state, campaign, deadline, dice);
  const resolvedTurn = state.turn - 1;
  const fleetName = (id: string) => state.fleets[id]?.name ?? id;
  const ref = (id: string) => ({ id, name: fleetName(id) });
  const thisTurn = events.filter((e) => e.turn === resolvedTurn);

  const sides = SIDES.map((side): UmpireSideView => ({
    side,
    sideName: sideName(data, state.scenario, side),
    vp: state.vp[side],
    merchantsSunk: state.merchantsSunk[side],
    fleets: sideFleetViews(data, state.fleets, state.ships, side, state.weather, state.turn),
    // What was told to this side alone; events for both sides or the umpire go to the common list.
    notices: noticeViews(events.filter((e) => e.audience.to === 'sides' && e.audience.sides.length === 1 && e.audience.sides[0] === side), resolvedTurn, fleetName),
    ...(state.minefields ? { minefields: sideMinefields(state.minefields, side) } : {}),
    ...(state.patrols ? { patrols: sidePatrols(state.patrols, side) } : {}),
    // 14.0, 16.1, 17.0 (options): each side's aircraft, airships and leaders, as its own report lists them.
    ...(state.aircraft || state.airships || state.leaders ? { air: sideAir(data, state, side) } : {}),
  }));

  return {
    kind: 'umpire',
    ...base,
    weather: weatherViews(data, state.weather, events, resolvedTurn),
    sides,
    contacts: umpireContactViews(events, ref),
    missed: missedContactViews(events),
    // 7.31 (option tacticalByMail): a battle waiting for its next impulse is shown so far.
    battles: umpireBattleViews(data, state.impulse ? events.filter((e) => e.turn === resolvedTurn || e.turn === state.turn) : thisTurn),
    victory: { vp: { ...state.vp }, scored: scoredViews(data, state.scenario, events), end: endView(data, state.scenario, events) },
    rolls: rollViews(events, resolvedTurn),
    notices: noticeViews(events.filter((e) => e.audience.to !== 'sides' || e.audience.sides.length !== 1), resolvedTurn, fleetName),
    operations: operationViews(data, events, resolvedTurn, fleetName),
  };
}
