/** Raids, bombardments, landings, flooding, gales, tows, repairs and pursuits of one turn, in words. */
import type { GameEvent } from '../../../kernel/events.js';
import type { GwasData } from '../data.js';
import type { OperationView } from './types.js';
import { advancedOperation } from './advanced-operations.js';
import { airOperation } from './air.js';

/**
 * Operations of one turn in words. Each event was addressed by the step that made it: the enemy's
 * side of a raid or bombardment carries only the zone and a number (10.24, 11.1), so nothing here
 * can name what the side was not told.
 */
export function operationViews(data: GwasData, events: readonly GameEvent[], turn: number, fleetName: (id: string) => string): OperationView[] {
  const out: OperationView[] = [];
  const ship = (id: unknown) => data.ships[String(id)]?.name ?? String(id);
  for (const e of events) {
    if (e.turn !== turn) continue;
    const d = e.data as Record<string, unknown>;
    // The zone, where the event names one, lets a map place it (issue 12 §1: this turn's raids).
    const zone = typeof d?.zone === 'string' ? d.zone : null;
    const add = (kind: OperationView['kind'], text: string) => out.push({ turn, kind, rule: e.rule, text, zone });
    switch (e.type) {
      case 'gwas.raid':
        add('raid', d.column
          ? `${fleetName(String(d.fleet))} searched ${String(d.zone)} (MLT column ${String(d.column)}, ${String(d.dice)} ${d.dice === 1 ? 'die' : 'dice'}${d.night ? ', night +1' : ''}): ${String(d.sunk)} ${String(d.merchantName)} sunk, ${String(d.vp)} VP${d.revealed ? '; the fleet is revealed and the enemy told the zone and number (10.24)' : ''}${d.note ? `; ${String(d.note)}` : ''}.`
          : `${fleetName(String(d.fleet))} did not search ${String(d.zone)}: ${String(d.note)}.`);
        break;
      case 'gwas.raid-reported':
        add('raid', `An enemy raider sank ${String(d.sunk)} ${String(d.merchantName)} in ${String(d.zone)} (10.24).`);
        break;
      case 'gwas.bombardment':
        add('bombardment', d.done
          ? `${fleetName(String(d.fleet))} bombarded ${String(d.zone)} with ${String(d.count)} ship(s); the enemy is told the zone and the number (11.1).`
          : `${fleetName(String(d.fleet))} could not bombard ${String(d.zone)}: ${String(d.note)}.`);
        break;
      case 'gwas.bombardment-announced':
        add('bombardment', `The enemy bombarded ${String(d.zone)} with ${String(d.count)} ship(s) (11.1).`);
        break;
      case 'gwas.landing':
        add('landing', `${fleetName(String(d.fleet))}: ${String(d.kind)} in ${String(d.zone)}, ${String(d.status)}${d.status === 'under way' || d.status === 'complete' ? ` (turn ${String(d.turns)} of 3)` : ''}${d.note ? `: ${String(d.note)}` : ''}.`);
        break;
      case 'gwas.flooding':
        add('flooding', `${ship(d.ship)} (${fleetName(String(d.fleet))}) flooding check: ${d.flooded ? `one more hull box${d.sunk ? ', and she sinks' : ''}` : 'holds'} (8.52).`);
        break;
      case 'gwas.gale-loss':
        add('weather', `${ship(d.ship)} (${fleetName(String(d.fleet))}) foundered in the gale in ${String(d.zone)} (11.73).`);
        break;
      case 'gwas.tow':
        add('towing', `${ship(d.ship)}: ${String(d.status)}${d.towedBy ? ` (${ship(d.towedBy)})` : ''}${d.note ? `; ${String(d.note)}` : ''}.`);
        break;
      case 'gwas.scuttled':
        // Scuttled in battle: the battle tells it. In the Orders Phase (8.5): here.
        if (!d.battle) add('towing', `${ship(d.ship)} (${fleetName(String(d.fleet))}) scuttled in ${String(d.zone)} (8.5).`);
        break;
      case 'gwas.repair':
        add('repair', `${ship(d.ship)}: emergency repair ${d.result === 'repaired' ? 'succeeds, speed 1s' : d.result === 'beyond repair' ? 'impossible; no further attempts' : 'fails this turn'} (11.27).`);
        break;
      case 'gwas.pursuit':
        add('pursuit', `${fleetName(String(d.fleet))} pursuit${d.contact ? ` after contact ${String(d.contact)}` : ''}: ${String(d.result)}${d.note ? `; ${String(d.note)}` : ''}.`);
        break;
      default: {
        // 12.0 fuel and 13.0 mines (campaign options): their own file, one job each.
        const line = advancedOperation(data, e, fleetName) ?? airOperation(data, e, fleetName); // and 14.0, 16.0, 17.0: views/air.ts
        if (line) add(line.kind, line.text);
        break;
      }
    }
  }
  return out;
}
