/**
 * Submarine (15.0) and MTB (18.0) events in words for the OPERATIONS part of a report, and what a
 * side's log sheet holds of the patrol boats. Each event was addressed by the step that made it,
 * so these words cannot say more than the side was told: the attacker never reads a name it was
 * not shown (15.2), the attacked never reads which submarine it was.
 */
import type { GameEvent } from '../../../kernel/events.js';
import type { GwasData } from '../data.js';
import type { PatrolBoat, SideId } from '../state.js';

type Line = { kind: 'submarines' | 'mtbs'; text: string };

export function patrolOperation(data: GwasData, e: GameEvent, fleetName: (id: string) => string): Line | null {
  const d = e.data as Record<string, unknown>;
  const ship = (id: unknown) => data.ships[String(id)]?.name ?? String(id);
  const fleets = (ids: unknown) => (ids as string[]).map(fleetName).join(' and ');
  const sunkWhen = (w: unknown) => (w === 'before' ? 'sunk by the escorts before she could fire' : w === 'after' ? 'sunk by the escorts after firing' : null);
  switch (e.type) {
    case 'gwas.submarine-contact':
      return { kind: 'submarines', text: `${ship(d.submarine)} made contact in ${String(d.zone)} with an enemy fleet of ${String(d.ships)} ship(s): ${String(d.capital)} capital, ${String(d.light)} light${Number(d.other) ? `, ${String(d.other)} other` : ''}${d.attacks ? '' : `; none of the ships her orders aim at (${String(d.attack)}), so she let it pass unseen`} (15.2).` };
    case 'gwas.submarine-attack': {
      const fate = sunkWhen(d.submarineSunk);
      const shot = d.targetClass ? `fired at a ${String(d.targetClass)} ship: ${d.hit ? `a hit${d.targetSunk ? ', and the ship sank' : ''}` : 'a miss'}` : 'did not fire';
      return { kind: 'submarines', text: `${ship(d.submarine)} ${shot}${fate ? `; ${fate}` : ''} (15.4).` };
    }
    case 'gwas.submarine-attacked': {
      const fate = sunkWhen(d.submarineSunk);
      const shot = d.target ? `torpedoed ${ship(d.target)}: ${d.hit ? `a hit${d.targetSunk ? ', she sank' : ''}` : 'a miss'}` : 'did not fire';
      return { kind: 'submarines', text: `An enemy submarine attacked ${fleets(d.fleets)} in ${String(d.zone)} and ${shot}${fate ? `; our escorts ${fate.replace('sunk by the escorts', 'sank her')}` : ''} (15.4).` };
    }
    case 'gwas.submarine-sunk':
      return { kind: 'submarines', text: `${ship(d.submarine)} was sunk in ${String(d.zone)} (15.4, 15.7).` };
    case 'gwas.mtb-contact':
      return { kind: 'mtbs', text: `Our MTBs in ${String(d.zone)} made contact with an enemy fleet: ${(d.ships as string[]).map(ship).join(', ')} (18.2).` };
    case 'gwas.mtb-attack':
    case 'gwas.mtb-attacked': {
      const who = e.type === 'gwas.mtb-attack' ? ship(d.mtb) : `An enemy MTB (attacking ${fleets(d.fleets)})`;
      const first = (d.firedFirst as string[]).length ? `${(d.firedFirst as string[]).map(ship).join(', ')} fired first; ` : 'surprise; ';
      const end = d.mtbSunk ? 'the MTB was sunk before she could fire' : `${String(d.hits)} torpedo hit(s) on ${ship(d.target)}${d.targetSunk ? ', sunk' : ''}`;
      return { kind: 'mtbs', text: `${who} in ${String(d.zone)} went for ${ship(d.target)}: ${first}${end} (18.4).` };
    }
    default:
      return null;
  }
}

/** What a side's log sheet holds of the patrol boats: its own in full; of the enemy's, where one attacked it. */
export interface SidePatrols {
  readonly own: readonly { readonly id: string; readonly kind: PatrolBoat['kind']; readonly zone: string | null; readonly attack: PatrolBoat['attack']; readonly fired: boolean; readonly sunk: boolean; readonly ace: boolean }[];
  readonly enemy: readonly { readonly kind: PatrolBoat['kind']; readonly zone: string }[];
}

/** 15.1, 18.1: an enemy boat is known only once it has attacked the side (15.2): by kind and zone, never by name. */
export function sidePatrols(boats: readonly PatrolBoat[], side: SideId): SidePatrols {
  const own = boats.filter((b) => b.side === side).map((b) => ({ id: b.id, kind: b.kind, zone: b.zone, attack: b.attack, fired: b.fired, sunk: b.sunk, ace: Boolean(b.ace) }));
  const seen = new Set<string>();
  const enemy: { kind: PatrolBoat['kind']; zone: string }[] = [];
  for (const b of boats) {
    if (b.side === side || !b.known.includes(side) || !b.zone || seen.has(`${b.kind}:${b.zone}`)) continue;
    seen.add(`${b.kind}:${b.zone}`);
    enemy.push({ kind: b.kind, zone: b.zone });
  }
  return { own, enemy: enemy.sort((a, b) => (a.zone < b.zone ? -1 : a.zone > b.zone ? 1 : a.kind < b.kind ? -1 : 1)) };
}
