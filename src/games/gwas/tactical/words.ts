/**
 * The tactical battle's events (option `tactical`) in words for a side's battle account. Built
 * only from the events addressed to the side, so it says no more than the side may know (7.27):
 * the enemy in sight by name and hex, the rest as the stack last seen. A hex is written (q, r):
 * q counts hexes east of the centre, r south-east.
 */
import type { GameEvent } from '../../../kernel/events.js';
import { DIRECTION_NAMES, type Direction, type Hex } from './hexes.js';

const at = (h: Hex | null | undefined) => (h ? `(${h.q}, ${h.r})` : 'unknown');

export function tacticalWords(name: (id: string | null) => string): (e: GameEvent) => string | null {
  let lastSeen = '';
  return (e) => {
    const x = e.data as Record<string, any>;
    const when = `Pass ${x.sequence}, step ${x.step}`;
    switch (e.type) {
      case 'gwas.tactical-picture': {
        const enemy = (x.enemy as { ship: string; hex: Hex }[]).map((s) => `${name(s.ship)} ${at(s.hex)}`).join(', ');
        if (x.step === 1 && x.sequence === 1) {
          lastSeen = enemy;
          const own = (x.own as { ship: string; hex: Hex }[]).map((s) => `${name(s.ship)} ${at(s.hex)}`).join(', ');
          const land = [
            ...((x.land as Direction[]).length ? [`land edges: ${(x.land as Direction[]).map((d) => DIRECTION_NAMES[d]).join(', ')}`] : []),
            ...(x.island ? ['an island in the centre'] : []),
          ];
          return `Deployment (7.2): ours ${own}; enemy counters face-down, the stack at ${at(x.stack)}${enemy ? `; in sight: ${enemy}` : ''}; sighting ${x.sight} hexes (7.27)${land.length ? `; ${land.join('; ')} (7.41)` : ''}.`;
        }
        if (enemy === lastSeen) return null;
        lastSeen = enemy;
        return `  ${when}: ${enemy ? `in sight: ${enemy}` : `no enemy in sight; the stack last seen at ${at(x.stack)}`} (7.27).`;
      }
      case 'gwas.tactical-move':
        return `  ${when}: ${(x.ships as string[]).map(name).join(', ')} ${at(x.from)} to ${at(x.to)}.`;
      case 'gwas.tactical-exit':
        return `  ${when}: ${(x.ships as string[]).map(name).join(', ')} left the map by the ${DIRECTION_NAMES[x.edge as Direction]} edge, out of enemy sight (7.33).`;
      case 'gwas.tactical-recentred':
        return `  ${when}: ${x.by ? 'our ships reached' : 'the enemy reached'} the ${DIRECTION_NAMES[x.edge as Direction]} edge within sight: the map is re-centred ${x.hexes} ${x.hexes === 1 ? 'hex' : 'hexes'} (7.33).`;
      case 'gwas.tactical-aground':
        return `  ${when}: ${name(x.ship)} ran aground at ${at(x.hex)} (7.42).`;
      case 'gwas.tactical-beached':
        return x.enemy
          ? `  ${when}: the enemy beached ${x.ship ? `${name(x.ship)} at ${at(x.hex)}` : 'a ship out of our sight'} (7.44).`
          : `  ${when}: ${name(x.ship)} was run aground on purpose at ${at(x.hex)}: beached, she will not be refloated (7.44).`;
      case 'gwas.tactical-repair':
        return `  ${when}: ${name(x.ship)}, emergency repair (11.27): ${x.result === 'repaired' ? 'she moves again at speed 1s' : x.result === 'beyond repair' ? 'beyond emergency repair' : 'no change'}.`;
      case 'gwas.tactical-mines':
        return `  ${(x.ships as { ship: string; struck: boolean; damage: string | null }[]).map((r) => `${name(r.ship)} ${r.struck ? `struck a mine: ${r.damage}` : 'passed clear'}`).join('; ')}: leaving the map across the minefield at ${(x.between as string[]).join('/')} (13.23).`;
      case 'gwas.exchange':
        return x.made ? `  After the battle ${(x.ships as string[]).map(name).join(', ')} joined fleet ${x.join} from fleet ${x.fleet} (7.29).` : `  After the battle fleet ${x.fleet} did not give ships to fleet ${x.join}: ${x.why} (7.29, ${x.code}).`;
      case 'gwas.tactical-order-void':
        return `  ${when}: ${(x.ships as string[]).map(name).join(', ')} could not move ${DIRECTION_NAMES[x.move as Direction]} from ${at(x.hex)} as ordered (land, the eight-ship limit or no zone beyond the edge) and held the hex (7.32, 7.33).`;
      case 'gwas.tactical-silence':
        return `  ${when}: no gunnery from either side: a ship under tow is in the battle (11.22).`;
      case 'gwas.tactical-left':
        return `  Fleet ${x.fleet} left the battle into ${x.zone} (7.33).`;
      default:
        return null;
    }
  };
}
