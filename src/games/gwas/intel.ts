/**
 * Great War at Sea in the intelligence ledger (seam §1 IntelDef, §8: the event switch of
 * src/fairplay/ledger.ts moves here): what each GWAS event told a side, in words, with the ids it
 * names and, from the umpire's events, the fleets and ships it really concerned.
 */
import { eventsFor, type GameEvent } from '../../kernel/events.js';
import type { IntelEntry, IntelKind, Names, StatesByTurn } from '../../game-api/intel.js';

type D = Record<string, any>;

const list = (v: unknown): string[] => (Array.isArray(v) ? v.filter((x) => typeof x === 'string') : []);
const str = (v: unknown): string | null => (typeof v === 'string' && v ? v : null);

/** Fleet → ship ids at the end of a turn (from the journalled state), for `concerns`. */
type FleetShips = (turn: number, fleet: string) => readonly string[];

/** The GWAS state as the ledger reads it: fleets with their names and ships, ships by id. */
type LedgerState = { fleets?: Record<string, { name?: string; ships?: string[] }>; ships?: Record<string, unknown> } | undefined;

/**
 * Names by id: each ship's class-data name (`shipNames`, from the game's data), each fleet's name,
 * from every state in turn order (a later name wins).
 */
export function gwasIntelNames(shipNames: Readonly<Record<string, string>>, states: StatesByTurn): Record<string, string> {
  const names: Record<string, string> = {};
  for (const st of states.values()) {
    const s = st as LedgerState;
    for (const id of Object.keys(s?.ships ?? {})) names[id] = shipNames[id] ?? names[id] ?? id;
    for (const [id, f] of Object.entries(s?.fleets ?? {})) names[id] = f.name ?? names[id] ?? id;
  }
  return names;
}

/** One side's ledger entries: one per event it was told (eventsFor), in order. */
export function gwasLedger(allEvents: readonly GameEvent[], side: string, names: Names, states: StatesByTurn): IntelEntry[] {
  const fleetShips: FleetShips = (turn, fleet) => (states.get(turn) as LedgerState)?.fleets?.[fleet]?.ships ?? [];
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
