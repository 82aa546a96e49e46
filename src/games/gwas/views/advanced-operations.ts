/**
 * Fuel (12.0) and mine (13.0) events of one turn in words, for the OPERATIONS part of a report.
 * Each event was addressed by the step that made it (its own side only, or the layer told only the
 * boundary and the numbers, 13.2), so these words cannot say more than the side was told.
 */
import type { GameEvent } from '../../../kernel/events.js';
import type { GwasData } from '../data.js';
import type { OperationView } from './types.js';
import { patrolOperation } from '../submarines/view.js';

type Line = { kind: OperationView['kind']; text: string };

export function advancedOperation(data: GwasData, e: GameEvent, fleetName: (id: string) => string): Line | null {
  const d = e.data as Record<string, unknown>;
  const ship = (id: unknown) => data.ships[String(id)]?.name ?? String(id);
  const between = (b: unknown) => (Array.isArray(b) ? b.join('/') : String(b));
  switch (e.type) {
    case 'gwas.out-of-fuel':
      return { kind: 'fuel', text: `${ship(d.ship)} has marked off her last fuel box: unable to manoeuvre until refuelled in port or towed (12.2).` };
    case 'gwas.refuelled': {
      if (d.refused) return { kind: 'fuel', text: `${fleetName(String(d.fleet))} took on no fuel: ${String(d.refused)}.` };
      const ships = (d.ships as { ship: string; boxes: number; boxesLeft: number }[]).map((s) => `${ship(s.ship)} +${s.boxes} (${s.boxesLeft} left)`);
      return { kind: 'fuel', text: `${fleetName(String(d.fleet))} refuelled in ${data.map.ports[String(d.port)]?.name ?? String(d.port)}: ${ships.join(', ') || 'nothing to take on'} (12.3).` };
    }
    case 'gwas.rearmed':
      return { kind: 'fuel', text: `${ship(d.ship)} has re-armed her torpedoes in ${data.map.ports[String(d.port)]?.name ?? String(d.port)} (12.7).` };
    case 'gwas.refuelled-at-sea': {
      const from = d.kind === 'coal' ? 'a collier' : 'an oiler';
      if (d.refused) return { kind: 'fuel', text: `${fleetName(String(d.fleet))} took on no fuel from ${from}: ${String(d.refused)}.` };
      const moves = (d.transfers as { ship: string; from: string; boxes: number }[]).map((x) => `${ship(x.ship)} +${x.boxes} from ${ship(x.from)}`);
      return { kind: 'fuel', text: `${fleetName(String(d.fleet))} refuelled in ${String(d.zone)}: ${moves.join(', ')} (${e.rule}).` };
    }
    case 'gwas.battle-fuel':
      return { kind: 'fuel', text: `${fleetName(String(d.fleet))} burnt ${String(d.twelfths)}/12 of a fuel box a ship in battle ${String(d.battle)} (7.39).` };
    case 'gwas.minefield-entered': {
      const ships = (d.ships as { ship: string; struck: boolean; damage: string | null }[]).map((s) => (s.struck ? `${ship(s.ship)} struck a mine: ${String(s.damage)}` : `${ship(s.ship)} clear`));
      return { kind: 'mines', text: `${fleetName(String(d.fleet))} ran into an enemy minefield at ${between(d.between)} (${String(d.fields)} laid there) and halted in ${String(d.zone)}: ${ships.join('; ')} (13.2, 13.21).` };
    }
    case 'gwas.minefield-crossed':
      return { kind: 'mines', text: `An enemy fleet crossed your minefield at ${between(d.between)}: ${String(d.struck)} ship(s) struck mines, ${String(d.sunk)} sunk; the enemy now knows the minefield (13.2).` };
    case 'gwas.mine-work':
      return { kind: 'mines', text: `${fleetName(String(d.fleet))}: ${d.kind === 'mine' ? 'minelaying' : 'sweeping'} towards ${between(d.between)} ${d.status === 'under way' ? `under way (turn ${String(d.turns)} of ${d.kind === 'mine' ? 4 : 2})` : `interrupted: ${String(d.why)}`} (${e.rule}).` };
    case 'gwas.minefield-laid':
      return { kind: 'mines', text: `${fleetName(String(d.fleet))} laid ${(d.minefields as string[]).length} minefield(s) at ${between(d.between)}, active from turn ${String(d.activeFrom)}; ${String(d.onBoundary)} of yours on that boundary (13.31, 13.33).` };
    case 'gwas.mines-detected': {
      const found = (d.boundaries as { between: string; count: number }[]).map((b) => `${b.between} (${b.count})`);
      return { kind: 'mines', text: d.done ? `${fleetName(String(d.fleet))} searched ${String(d.zone)} for mines: ${found.join(', ') || 'no enemy minefield on its boundaries'} (13.72).` : `${fleetName(String(d.fleet))} could not search ${String(d.zone)} for mines: it moved or fought, or is not a Minesweeping fleet with a minesweeper (13.72).` };
    }
    case 'gwas.minefields-discovered':
      return { kind: 'mines', text: `Enemy minesweepers in ${String(d.zone)} have found your minefields at ${(d.boundaries as { between: string }[]).map((b) => b.between).join(', ')} (13.72).` };
    case 'gwas.mines-swept': {
      const res = (d.results as { ship: string; result: string }[]).map((r) => `${ship(r.ship)}: ${r.result}`);
      return { kind: 'mines', text: `${fleetName(String(d.fleet))} swept ${between(d.between)}: ${res.join('; ')}; ${String(d.removed)} minefield(s) removed (13.73).` };
    }
    case 'gwas.minefield-swept':
      return { kind: 'mines', text: `Enemy minesweepers removed ${String(d.removed)} of your minefields at ${between(d.between)} (13.73).` };
    case 'gwas.mines-jettisoned':
      return { kind: 'mines', text: `${fleetName(String(d.fleet))} jettisoned the mines of ${(d.ships as string[]).map(ship).join(', ')}: on Abort, no more minelaying (13.51).` };
    case 'gwas.oiler-exploded':
      return { kind: 'fuel', text: `${ship(d.ship)} was hit in battle ${String(d.battle)} and exploded: sunk (12.64).` };
    case 'gwas.minelayer-exploded':
      return { kind: 'mines', text: `${ship(d.ship)} was hit in battle ${String(d.battle)} and her mines detonated: sunk (13.5).` };
    default:
      return patrolOperation(data, e, fleetName); // 15.0, 18.0
  }
}
