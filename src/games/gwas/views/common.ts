/**
 * Pieces every view needs: the campaign header, scenario times and side names, rolls as a report
 * shows them, and the orderings views are listed in.
 */
import type { GameEvent, RollData } from '../../../kernel/events.js';
import type { GwasData } from '../data.js';
import { isNight, turnKind, turnStart } from '../time.js';
import type { CommonView, DiceInfo, RollView, TimeView } from './types.js';

/** Fleets are listed by id, so a report does not change with the order the state holds them in. */
export const byId = <T extends { id: string }>(a: T, b: T) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0);

/**
 * Where an event stands in the journal: its turn, its exchange (absent on exchange 1, seam rule 1)
 * and its sequence number, which each exchange counts from 0 (src/kernel/exchange.ts).
 */
export const eventPlace = (turn: number, exchange: number | undefined, seq: number): string => `${turn}:${exchange ?? 1}:${seq}`;

/** Newest turn first; within a turn, the order the events came in. */
export const newestFirst = <T extends { turn: number }>(items: T[]): T[] =>
  items.map((x, i) => [x, i] as const).sort(([a, i], [b, j]) => b.turn - a.turn || i - j).map(([x]) => x);

function timeOf(data: GwasData, scenarioId: string, turn: number): TimeView {
  const scenario = data.scenarios[scenarioId];
  return { turn, start: turnStart(scenario, turn), kind: turnKind(data, scenario, turn), night: isNight(data, scenario, turn) };
}

/** The campaign header both kinds of view carry: the turn just resolved, the next, the dice. */
export function commonView(data: GwasData, s: { scenario: string; turn: number; lastTurn: number; over: boolean }, campaign: string, deadline: string | null, dice: DiceInfo = {}): CommonView {
  const scenario = data.scenarios[s.scenario];
  const resolvedTurn = s.turn - 1;
  return {
    campaign,
    game: { id: data.info.id, name: data.info.name },
    scenario: { id: scenario.id, name: scenario.name, lastTurn: s.lastTurn },
    resolved: resolvedTurn >= 1 ? timeOf(data, s.scenario, resolvedTurn) : null,
    next: s.over || s.turn > s.lastTurn ? null : timeOf(data, s.scenario, s.turn),
    over: s.over,
    deadline: s.over ? null : deadline ?? null,
    diceCommitment: dice.commitment ?? null,
    diceSeed: dice.seed ?? null,
    diceNonce: dice.nonce ?? null,
    diceFixed: dice.fixed ?? false,
    diceTurnKey: dice.turnKey ?? null,
    diceRollsHash: dice.rollsHash ?? null,
    diceCommitmentBlock: dice.block ?? null,
  };
}

export function sideName(data: GwasData, scenarioId: string, side: string): string {
  return data.scenarios[scenarioId]?.sides[side]?.name ?? data.info.sides[side]?.name ?? side;
}

/**
 * A roll event as a report shows it, with its stream and position in the stream so the side can
 * check the dice against the published turn key (docs/dice.md). Stream names carry only what the
 * roll's audience may know (a battle id, the side's own fleet or ship; contact streams, which
 * name both fleets, are umpire-only rolls).
 */
export function rollView(e: GameEvent): RollView {
  const r = e.data as RollData;
  return {
    turn: e.turn, step: e.step, rule: e.rule, stream: r.stream, ...(r.position === undefined ? {} : { position: r.position }), table: r.table, purpose: r.purpose, dice: [...r.dice], sides: r.sides,
    modifiers: r.modifiers.map((m) => ({ ...m })), natural: r.natural, total: r.total, result: r.result,
  };
}

/** A fleet by id and name, as views refer to the side's own fleets. */
export type FleetRef = (id: string) => { id: string; name: string };

/** The rolls of one turn among `events`, in the order they were made. */
export function rollViews(events: readonly GameEvent[], turn: number): RollView[] {
  return events.filter((e) => e.type === 'roll' && e.turn === turn).map(rollView);
}
