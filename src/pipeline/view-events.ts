/**
 * The events a report is built from (issue 17 §1). A game that declares `viewMemory` gets, of
 * earlier turns, only the events its views still read (kept per journal row in view_memory), and
 * every event of the turn reported; the rest of the journal is not read. A game without it gets
 * every event so far, as it always did.
 */
import type { GameEvent } from '../kernel/events.js';
import type { GameAdapter } from '../game-api/adapter.js';
import type { Store } from '../store/types.js';

const parse = (json: string): GameEvent[] => JSON.parse(json) as GameEvent[];

/** One journal row's memory: what the game keeps of its events, as stored. */
export function viewMemoryJson(adapter: GameAdapter, events: readonly GameEvent[]): string | null {
  return adapter.viewMemory ? JSON.stringify(adapter.viewMemory(events)) : null;
}

/**
 * The events for the views of `turn`: the memory of every journal row before it, then every
 * event of `turn`'s rows. Journal rows from before the memory existed (a store older than version
 * 8) get theirs computed from their events; with `persist` they are kept, so that happens once.
 */
export function viewEvents(store: Store, adapter: GameAdapter, campaign: string, turn: number, persist: boolean): GameEvent[] {
  if (!adapter.viewMemory) return store.listJournalEvents(campaign, turn).flatMap((j) => parse(j.eventsJson));
  const filled = new Map<string, GameEvent[]>();
  for (const j of store.journalWithoutMemory(campaign, turn)) {
    const kept = [...adapter.viewMemory(parse(j.eventsJson))];
    if (persist) store.insertViewMemory({ campaign, turn: j.turn, exchange: j.exchange, eventsJson: JSON.stringify(kept) });
    else filled.set(`${j.turn}.${j.exchange}`, kept);
  }
  const earlier = store.listViewMemory(campaign, turn).map((m) => ({ at: m.turn * 1e6 + m.exchange, events: parse(m.eventsJson) }));
  // Rows filled without being kept (a read-only path) slot in by their (turn, exchange).
  for (const [key, events] of filled) {
    const [t, x] = key.split('.').map(Number);
    earlier.push({ at: t! * 1e6 + x!, events });
  }
  earlier.sort((a, b) => a.at - b.at);
  const current = store.listJournalEvents(campaign, turn, turn).flatMap((j) => parse(j.eventsJson));
  return [...earlier.flatMap((e) => e.events), ...current];
}
