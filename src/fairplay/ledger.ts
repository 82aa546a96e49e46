/**
 * The intelligence ledger: per side, everything the side was told, turn by turn. It is built
 * from exactly the events the side's reports are built from (`eventsFor(events, side)`), one
 * entry per event, each pointing back at its event (turn, seq). Entries name only what the event
 * names: an enemy force met in a contact is known by its size, not its ships.
 *
 * For disputes the moderator also wants to know what an entry was really about ("was that
 * contact Goeben?"): `concerns` adds the umpire's record (the fleets and ships actually in the
 * contact or battle). It is marked as such and is never part of what the side was told.
 */
import { eventsFor, type GameEvent } from '../kernel/events.js';
import { loadGame } from '../data/load.js';
import type { Store } from '../store/types.js';
import { stateAfterOf } from '../store/journal-state.js';

export type IntelKind = 'contact' | 'sighting' | 'movement' | 'weather' | 'battle' | 'damage' | 'raid' | 'bombardment' | 'operation'
  | 'victory' | 'notice' | 'dice' | 'other';

export interface IntelEntry {
  readonly turn: number;
  /** The event the entry comes from (its seq in the turn). */
  readonly event: number;
  readonly kind: IntelKind;
  readonly zone: string | null;
  /** Ids of ships, fleets and contacts the event names to the side. */
  readonly about: string[];
  readonly text: string;
  /** The umpire's record of what the entry was really about (not told to the side). */
  readonly concerns: string[];
}

/** Names of ships and fleets by id, for text and for --about matching. */
export type Names = Readonly<Record<string, string>>;

/** Fleet → ship ids at the end of a turn (from the journalled state), for `concerns`. */
export type FleetShips = (turn: number, fleet: string) => readonly string[];

type D = Record<string, any>;

const list = (v: unknown): string[] => (Array.isArray(v) ? v.filter((x) => typeof x === 'string') : []);
const str = (v: unknown): string | null => (typeof v === 'string' && v ? v : null);

export function buildLedger(allEvents: readonly GameEvent[], side: string, names: Names, fleetShips: FleetShips): IntelEntry[] {
  const name = (id: string | null | undefined) => (id ? names[id] ?? id : 'an unidentified ship');
  const umpire = allEvents.filter((e) => e.audience.to === 'umpire');
  const concernsOf = (turn: number, fleets: string[]) => {
    const out = new Set<string>();
    for (const f of fleets) { out.add(f); for (const s of fleetShips(turn, f)) out.add(s); }
    return [...out];
  };
  const enemyFleets = (d: D): string[] => {
    const fleets = (d.fleets ?? {}) as Record<string, string[]>;
    return Object.entries(fleets).filter(([s]) => s !== side).flatMap(([, f]) => list(f));
  };
  const out: IntelEntry[] = [];
  for (const e of eventsFor(allEvents, side)) {
    const d = (e.data ?? {}) as D;
    const add = (kind: IntelKind, text: string, about: (string | null | undefined)[], zone: unknown = null, concerns: string[] = []) => {
      out.push({ turn: e.turn, event: e.seq, kind, zone: str(zone), about: [...new Set(about.filter((x): x is string => typeof x === 'string' && x !== ''))], text, concerns });
    };
    switch (e.type) {
      case 'gwas.contact': {
        const u = umpire.find((x) => x.turn === e.turn && x.type === 'gwas.contact-umpire' && (x.data as D).id === d.contact);
        const enemy = d.enemy as D | undefined;
        const force = enemy ? `${enemy.ships} ship${enemy.ships === 1 ? '' : 's'} (${enemy.capital} capital, ${enemy.light} light, ${enemy.other} other)` : 'an enemy force';
        add('contact', `Contact ${d.contact} in ${d.zone}: ${list(d.own).map(name).join(', ')} met an enemy force (${d.enemySide}) of ${force}${d.automatic ? ', automatic' : ''}.`,
          [d.contact, ...list(d.own)], d.zone, u ? concernsOf(e.turn, enemyFleets(u.data as D)) : []);
        break;
      }
      case 'gwas.fleet-moved':
        add('movement', `${name(d.fleet)} moved from ${d.from}${list(d.path).length ? ` through ${list(d.path).join('/')}` : ''} to ${d.zone}${d.port ? ` (port ${d.port})` : ''}${d.note ? `: ${d.note}` : ''}.`, [d.fleet], d.zone);
        break;
      case 'gwas.weather':
        add('weather', `Weather in ${d.weatherZone}: ${d.name}${d.previous && d.previous !== d.name ? ` (was ${d.previous})` : ''}.`, [], d.weatherZone);
        break;
      case 'roll':
        add('dice', `${d.purpose}: ${d.table}, dice ${Array.isArray(d.dice) ? d.dice.join(' ') : ''}, total ${d.total}: ${d.result}.`, []);
        break;
      case 'gwas.battle-begins': {
        const u = umpire.find((x) => x.turn === e.turn && x.type === 'gwas.battle-umpire' && (x.data as D).battle === d.battle);
        add('battle', `Battle ${d.battle} in ${d.zone}${d.night ? ' (night)' : ''}: ${list(d.own).map(name).join(', ')} against ${d.enemyShips} enemy counter${d.enemyShips === 1 ? '' : 's'} (contacts ${list(d.contacts).join(', ')}).`,
          [d.battle, ...list(d.own), ...list(d.contacts)], d.zone, u ? concernsOf(e.turn, enemyFleets(u.data as D)) : []);
        break;
      }
      case 'gwas.battle-round':
        add('battle', `Battle ${d.battle}, round ${d.round}: ${d.range} range.`, [d.battle]);
        break;
      case 'gwas.fire':
        add('battle', `Battle ${d.battle}: ${name(d.firer)} fired ${d.weapon} at ${name(d.target)}: ${d.hits} hit${d.hits === 1 ? '' : 's'}.`, [d.battle, d.firer, d.target]);
        break;
      case 'gwas.damage':
        add('damage', `${name(d.ship)} took a ${d.weapon} hit: ${d.critical ? `critical: ${d.critical}` : d.result}${d.sunk ? ', SUNK' : ''}.`, [d.battle, d.ship]);
        break;
      case 'gwas.hit-seen':
        add('damage', `Our ${d.weapon} hit on ${name(d.ship)}${d.sunk ? ': she sank' : ''}.`, [d.battle, d.ship]);
        break;
      case 'gwas.disengage':
        add('battle', `Battle ${d.battle}: disengagement ${d.tried ? 'tried by us' : 'tried by the enemy'}: ${d.result === 'leave' ? 'the battle ends' : 'the battle goes on'}.`, [d.battle]);
        break;
      case 'gwas.scuttled':
        add('damage', `${name(d.ship)} scuttled.`, [d.battle, d.ship]);
        break;
      case 'gwas.battle-ends':
        add('battle', `Battle ${d.battle} ended after ${d.rounds} round${d.rounds === 1 ? '' : 's'} (${d.reason}); identified: ${list(d.identified).map(name).join(', ') || 'none'}; our losses: ${list(d.ownSunk).map(name).join(', ') || 'none'}; enemy sunk: ${list(d.enemySunk).map(name).join(', ') || 'none'}${d.enemyUnidentifiedSunk ? ` and ${d.enemyUnidentifiedSunk} unidentified` : ''}.`,
          [d.battle, ...list(d.identified), ...list(d.ownSunk), ...list(d.enemySunk), ...list(d.fleetsLost)]);
        break;
      case 'gwas.raid':
        add('raid', `${name(d.fleet)} raided ${d.zone}: ${d.sunk ?? 0} ${d.merchantName ?? 'merchants'} sunk${d.note ? `; ${d.note}` : ''}.`, [d.fleet], d.zone);
        break;
      case 'gwas.raid-reported':
        add('raid', `An enemy raider sank ${d.sunk} ${d.merchantName} in ${d.zone}.`, [], d.zone);
        break;
      case 'gwas.bombardment':
        add('bombardment', `${name(d.fleet)} ${d.done ? 'bombarded' : 'could not bombard'} ${d.zone}.`, [d.fleet], d.zone);
        break;
      case 'gwas.bombardment-announced':
        add('bombardment', `The enemy bombarded ${d.zone} with ${d.count} ship(s).`, [], d.zone);
        break;
      case 'gwas.landing': case 'gwas.pursuit':
        add('operation', `${name(d.fleet)}: ${e.type.slice(5)} ${d.status ?? d.result ?? ''}${d.zone ? ` in ${d.zone}` : ''}${d.note ? `: ${d.note}` : ''}.`, [d.fleet, d.contact], d.zone);
        break;
      case 'gwas.flooding': case 'gwas.gale-loss': case 'gwas.tow': case 'gwas.repair':
        add('operation', `${name(d.ship)}${d.fleet ? ` (${name(d.fleet)})` : ''}: ${e.type.slice(5)}${d.status ? ` ${d.status}` : ''}${d.result ? ` ${d.result}` : ''}${d.sunk ? ', sunk' : ''}.`, [d.ship, d.fleet, d.towedBy], d.zone);
        break;
      case 'gwas.victory-points':
        add('victory', `${d.side} +${d.points} VP: ${d.text}`, []);
        break;
      case 'gwas.scenario-end':
        add('victory', `The scenario ended: Allied ${d.vp?.allied}, Central ${d.vp?.central}; winner: ${d.winner}. ${d.text ?? ''}`.trim(), []);
        break;
      case 'gwas.orders-standing': case 'gwas.orders-rejected': case 'gwas.orders-applied':
        add('notice', `${e.type.slice(5)}: ${d.note ?? list(d.messages).join(' ') ?? ''}${list(d.fleets).length ? list(d.fleets).map(name).join(', ') : ''}`.trim(), list(d.fleets));
        break;
      case 'gwas.fleet-divided': case 'gwas.fleet-merged':
        add('notice', `${name(d.fleet)} ${e.type === 'gwas.fleet-divided' ? `formed from ${name(d.from)}` : 'merged'}${d.zone ? ` in ${d.zone}` : ''}.`, [d.fleet, d.from], d.zone);
        break;
      default:
        add('other', `${e.type}`, []);
    }
  }
  return out;
}

export interface IntelQuery {
  readonly throughTurn?: number;
  /** A ship, fleet or contact: id or name, case-insensitive. */
  readonly about?: string;
  readonly kind?: string;
}

export interface IntelAnswer {
  readonly entries: (IntelEntry & { readonly named: boolean })[];
  /** First turn with an entry (about the subject, when asked). */
  readonly firstTurn: number | null;
  /** First turn the side was told of the subject by name. */
  readonly firstNamed: number | null;
  /** Ids the --about text matched. */
  readonly subjects: string[];
}

export function queryLedger(ledger: readonly IntelEntry[], names: Names, q: IntelQuery): IntelAnswer {
  const needle = q.about?.trim().toLowerCase();
  const subjects = needle === undefined ? [] : [...new Set([
    ...Object.entries(names).filter(([id, n]) => id.toLowerCase() === needle || n.toLowerCase() === needle).map(([id]) => id),
    ...ledger.flatMap((e) => e.about).filter((id) => id.toLowerCase() === needle),
  ])];
  const isSubject = (id: string) => subjects.includes(id);
  const entries = ledger
    .filter((e) => q.throughTurn === undefined || e.turn <= q.throughTurn)
    .filter((e) => q.kind === undefined || e.kind === q.kind)
    .map((e) => ({ ...e, named: needle === undefined ? true : e.about.some(isSubject) }))
    .filter((e) => needle === undefined || e.named || e.concerns.some(isSubject));
  const named = entries.filter((e) => e.named);
  return { entries, firstTurn: entries[0]?.turn ?? null, firstNamed: named[0]?.turn ?? null, subjects };
}

/** A campaign's ledger for one side, from its journal (and the names its states and data give). */
export function ledgerFor(store: Store, campaign: string, side: string): { ledger: IntelEntry[]; names: Record<string, string> } {
  const row = store.getCampaign(campaign)!;
  const journal = store.listJournal(campaign);
  const events = journal.flatMap((j) => JSON.parse(j.eventsJson) as GameEvent[]);
  const states = new Map<number, { fleets?: Record<string, { name?: string; ships?: string[] }>; ships?: Record<string, unknown> }>();
  states.set(0, JSON.parse(row.initialStateJson));
  for (const j of journal) states.set(j.turn, JSON.parse(stateAfterOf(j)));
  const shipNames = shipNamesOf(row.game);
  const names: Record<string, string> = {};
  for (const s of states.values()) {
    for (const id of Object.keys(s.ships ?? {})) names[id] = shipNames[id] ?? names[id] ?? id;
    for (const [id, f] of Object.entries(s.fleets ?? {})) names[id] = f.name ?? names[id] ?? id;
  }
  const fleetShips: FleetShips = (turn, fleet) => states.get(turn)?.fleets?.[fleet]?.ships ?? [];
  return { ledger: buildLedger(events, side, names, fleetShips), names };
}

function shipNamesOf(game: string): Record<string, string> {
  try {
    const data = loadGame(game) as unknown as { ships?: Record<string, { name?: string }> };
    return Object.fromEntries(Object.entries(data.ships ?? {}).map(([id, s]) => [id, s.name ?? id]));
  } catch { return {}; }
}
