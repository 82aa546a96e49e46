/**
 * Contacts (4.0) as a side was told of them and as the umpire resolved them. A side knows an enemy
 * force only by what its `gwas.contact` event carries (zone, the size of the force by class, the
 * roll): enemy fleets are never named or placed, and a contact is referred to by its id.
 */
import type { GameEvent } from '../../../kernel/events.js';
import type { GwasData } from '../data.js';
import type { SideId } from '../state.js';
import { eventPlace, newestFirst, rollView, sideName, type FleetRef } from './common.js';
import type { ContactRollView, ContactView, EnemyForceView, MissedContactView, UmpireContactView } from './types.js';

// Event data, as the contact step emits it.
interface ContactEventData {
  contact: string; zone: string; reason: string; automatic: boolean; own: string[];
  enemy: EnemyForceView; enemySide: string; roll: ContactRollView | null;
}
interface ContactUmpireData {
  id: string; turn: number; zone: string; fleets: Record<SideId, string[]>; automatic: boolean; chance: boolean; reason: string;
}
interface MissedData { zone: string; allied: string; central: string; roll: number }

function contactRoll(r: ContactRollView | null | undefined): ContactRollView | null {
  return r ? { table: r.table, dice: [...r.dice], modifiers: r.modifiers.map((m) => ({ ...m })), total: r.total } : null;
}

/** Every contact the side was told of, newest turn first. */
export function sideContactViews(data: GwasData, scenarioId: string, events: readonly GameEvent[], ownRef: FleetRef): ContactView[] {
  return newestFirst(events.filter((e) => e.type === 'gwas.contact').map((e): ContactView => {
    const d = e.data as ContactEventData;
    return {
      id: d.contact, turn: e.turn, zone: d.zone, reason: d.reason, automatic: d.automatic,
      own: d.own.map(ownRef), enemySide: d.enemySide, enemySideName: sideName(data, scenarioId, d.enemySide),
      enemy: { ships: d.enemy.ships, capital: d.enemy.capital, light: d.enemy.light, other: d.enemy.other },
      roll: contactRoll(d.roll),
    };
  }));
}

/** Every contact made, newest turn first, with what each side was told of the other's force. */
export function umpireContactViews(events: readonly GameEvent[], ref: FleetRef): UmpireContactView[] {
  return newestFirst(events.filter((e) => e.type === 'gwas.contact-umpire').map((e): UmpireContactView => {
    const d = e.data as ContactUmpireData;
    const told = events.filter((x) => x.turn === e.turn && x.type === 'gwas.contact' && (x.data as ContactEventData).contact === d.id);
    const seen: Partial<Record<SideId, EnemyForceView>> = {};
    for (const x of told) {
      const cd = x.data as ContactEventData;
      const viewer = cd.enemySide === 'allied' ? 'central' : 'allied';
      seen[viewer] = { ...cd.enemy };
    }
    return {
      id: d.id, turn: e.turn, zone: d.zone, reason: d.reason, automatic: d.automatic, chance: d.chance,
      fleets: { allied: d.fleets.allied.map(ref), central: d.fleets.central.map(ref) },
      seen, roll: contactRoll(told.length ? (told[0].data as ContactEventData).roll : null),
    };
  }));
}

/**
 * Contact rolls that failed, newest turn first, each with its roll: the event of the same turn and
 * exchange with the sequence number the miss names (a turn fought out in impulse exchanges, 7.29,
 * numbers each exchange's events from 0, so the number alone names one event per exchange).
 */
export function missedContactViews(events: readonly GameEvent[]): MissedContactView[] {
  const bySeq = new Map(events.map((e) => [eventPlace(e.turn, e.exchange, e.seq), e]));
  return newestFirst(events.filter((e) => e.type === 'gwas.contact-missed').map((e): MissedContactView => {
    const d = e.data as MissedData;
    const r = bySeq.get(eventPlace(e.turn, e.exchange, d.roll));
    return { turn: e.turn, zone: d.zone, allied: d.allied, central: d.central, roll: r && r.type === 'roll' ? rollView(r) : null };
  }));
}
