/**
 * What a Great War at Sea report reads of earlier turns (issue 17 §1): every other part of a view
 * is of the turn just resolved (battles, rolls, weather, notices, operations) or of the state
 * (fleets, the last log lines). Kept: the contacts each side was told of and the umpire's record
 * of them (4.0), the contact rolls that failed with the roll each names (by sequence number), the
 * victory points scored (13.0) and the scenario's end. Everything else of a past turn is in its
 * own report and the journal.
 */
import type { GameEvent } from '../../../kernel/events.js';
import { eventPlace } from './common.js';

const KEPT: ReadonlySet<string> = new Set(['gwas.contact', 'gwas.contact-umpire', 'gwas.contact-missed', 'gwas.victory-points', 'gwas.scenario-end']);

export function gwasViewMemory(events: readonly GameEvent[]): GameEvent[] {
  // A missed contact names its roll by sequence number within its own turn and exchange: that roll
  // is kept with it (contacts.ts).
  const rolls = new Set<string>();
  for (const e of events) if (e.type === 'gwas.contact-missed') rolls.add(eventPlace(e.turn, e.exchange, (e.data as { roll: number }).roll));
  return events.filter((e) => KEPT.has(e.type) || (e.type === 'roll' && rolls.has(eventPlace(e.turn, e.exchange, e.seq))));
}
