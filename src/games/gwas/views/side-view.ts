/**
 * A side's view of a Great War at Sea campaign after a turn.
 *
 * Fog of war is structural. `buildSideView` receives only the side's redacted state
 * (redact.ts) and the events addressed to it; it re-checks every event with `canSee`
 * anyway, so a caller that passes too much still leaks nothing. Enemy fleets are never named or
 * placed: a contact is known only by what its `gwas.contact` event carries (contacts.ts). Event
 * audiences and sequence numbers never reach a view (an audience can name the other side; gaps
 * in sequence numbers would count the events a side was not told of).
 */
import { canSee, type GameEvent } from '../../../kernel/events.js';
import type { GwasData } from '../data.js';
import type { SideId } from '../state.js';
import type { RedactedState } from './redact.js';
import { battleViews } from './battles.js';
import { commonView, rollViews, sideName } from './common.js';
import { sideContactViews } from './contacts.js';
import { sideFleetViews } from './fleets.js';
import { noticeViews } from './notices.js';
import { operationViews } from './operations.js';
import type { DiceInfo, SideView } from './types.js';
import { endView, scoredViews } from './victory.js';
import { weatherViews } from './weather.js';

export interface SideViewInput {
  readonly data: GwasData;
  readonly state: RedactedState;
  /** The events addressed to the side, all turns so far (re-checked here with canSee). */
  readonly events: readonly GameEvent[];
  readonly viewer: SideId;
  readonly campaign: string;
  readonly deadline?: string | null;
  readonly dice?: DiceInfo;
}

export function buildSideView(input: SideViewInput): SideView {
  const { data, state, viewer, campaign } = input;
  if (state.side !== viewer) throw new Error(`buildSideView: state redacted for '${state.side}', not '${viewer}'`);
  const events = input.events.filter((e) => canSee(e, viewer));
  const base = commonView(data, state, campaign, input.deadline ?? null, input.dice);
  const resolvedTurn = state.turn - 1;
  const fleetName = (id: string) => state.fleets[id]?.name ?? id;
  const ownRef = (id: string) => ({ id, name: fleetName(id) });

  // A turn report tells this turn's battles (earlier ones are in earlier reports); looking only at
  // this turn's events also keeps a long campaign's reports from growing with every turn.
  // 7.31 (option tacticalByMail): while a battle waits for its next impulse, the report tells it so far.
  const thisTurn = events.filter((e) => e.turn === resolvedTurn || (state.battleUnderway && e.turn === state.turn));

  const scored = scoredViews(data, state.scenario, events).filter((s) => s.side === viewer);
  const end = endView(data, state.scenario, events);
  const points = end ? end.vp[viewer] : scored.reduce((n, s) => n + s.points, 0);

  return {
    kind: 'side',
    viewer,
    sideName: sideName(data, state.scenario, viewer),
    ...base,
    weather: weatherViews(data, state.weather, events, resolvedTurn),
    fleets: sideFleetViews(data, state.fleets, state.ships, viewer, state.weather, state.turn),
    contacts: sideContactViews(data, state.scenario, events, ownRef),
    battles: battleViews(data, thisTurn, ownRef),
    victory: { points, scored, end },
    rolls: rollViews(events, resolvedTurn),
    notices: noticeViews(events, resolvedTurn, fleetName),
    operations: operationViews(data, events, resolvedTurn, fleetName),
    ...(state.minefields ? { minefields: state.minefields } : {}),
    ...(state.patrols ? { patrols: state.patrols } : {}),
    ...(state.air ? { air: state.air } : {}),
  };
}
