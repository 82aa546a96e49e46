/**
 * Bismarck (1979) in the moderator's intelligence ledger (seam §1 IntelDef): one entry per event
 * a side was told, in report words, with the ids it names; for a contact, the umpire's record of
 * which ships it really was (from the journalled state of that turn).
 */
import { eventsFor, type GameEvent } from '../../kernel/events.js';
import type { IntelEntry, IntelKind, StatesByTurn } from '../../game-api/intel.js';
import type { B79Data } from './data/types.js';
import type { B79State } from './state.js';
import { describeEvent } from './views/describe.js';
import { isSideCopy } from './rules/battle-fog.js';

const KIND: Record<string, IntelKind> = {
  'b79.located': 'contact', 'b79.shadow-held': 'contact', 'b79.shadow-lost': 'contact', 'b79.passed-through': 'sighting',
  'b79.found': 'sighting', 'b79.shadowed': 'sighting', 'b79.huff-duff': 'sighting', 'b79.search-called': 'sighting',
  'b79.ship-moves': 'movement', 'b79.air-moves': 'movement', 'b79.task-forces': 'movement', 'b79.followed': 'movement', 'b79.not-followed': 'movement', 'b79.availability': 'movement',
  'b79.visibility': 'weather', 'b79.combat': 'battle', 'b79.battle-start': 'battle', 'b79.battle-end': 'battle',
  'b79.battle-damage': 'damage', 'b79.air-strike': 'damage', 'b79.air-struck': 'damage', 'b79.sunk': 'damage',
  'b79.convoy-destroyed': 'raid', 'b79.game-over': 'victory', 'b79.entered-port': 'victory', roll: 'dice',
};

const IDS = ['contact', 'ship', 'unit', 'force', 'target'] as const;

export function b79Ledger(d: B79Data, events: readonly GameEvent[], viewer: string, states: StatesByTurn): IntelEntry[] {
  const out: IntelEntry[] = [];
  for (const e of viewer === 'umpire' ? events.filter((x) => !isSideCopy(x)) : eventsFor(events, viewer)) {
    const text = describeEvent(d, e);
    if (text === null) continue;
    const x = (e.data ?? {}) as Record<string, unknown>;
    const about = new Set<string>();
    for (const k of IDS) if (typeof x[k] === 'string') about.add(x[k] as string);
    if (Array.isArray(x.ships)) for (const s of x.ships) if (typeof s === 'string') about.add(s);
    let concerns: string[] = [];
    if (e.type === 'b79.located' || e.type === 'b79.shadow-held') {
      const st = states.get(e.turn) as B79State | undefined;
      const side = viewer === 'german' ? 'german' : 'british';
      concerns = st?.lastContacts[side].find((c) => c.id === x.contact)?.ships ?? [];
    }
    out.push({ turn: e.turn, event: e.seq, kind: KIND[e.type] ?? 'other', zone: typeof x.zone === 'string' ? x.zone : null, about: [...about], text: text.trim(), concerns });
  }
  return out;
}
