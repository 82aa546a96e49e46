/**
 * Battles (6.0–6.5, 8.0) as a side saw them: built only from events addressed to the side, so an
 * enemy ship appears by name only where the event names it (after identification, 7.27). The
 * umpire's account is one line a battle: who fought and what sank.
 */
import type { GameEvent } from '../../../kernel/events.js';
import type { GwasData } from '../data.js';
import type { SideId } from '../state.js';
import { newestFirst, type FleetRef } from './common.js';
import type { BattleView, UmpireBattleView } from './types.js';
import { tacticalWords } from '../tactical/words.js';

// Event data, as the battle step emits it.
interface BattleBeginsData { battle: string; zone: string; contacts: string[]; night: boolean; own: string[]; enemyShips: number; tactical?: boolean }
interface BattleEndsData {
  battle: string; rounds: number; reason: string; disengaged: string[]; ownSunk: string[]; enemySunk: string[];
  enemyUnidentifiedSunk: number; identified: string[]; extended: boolean; fleetsLost: string[];
}
interface BattleUmpireData { battle?: string; zone: string; contacts: string[]; fleets: Record<SideId, string[]>; tactical?: boolean }
interface BattleResultData { battle: string; rounds: number; reason: string; disengaged: string[]; sunk: Record<SideId, string[]> }

// The unit is always given: a tactical battle counts passes (7.31), a basic one rounds (6.2).
function endText(reason: string, rounds: number, disengaged: readonly string[], unit: 'round' | 'pass'): string {
  const r = rounds === 1 ? `1 ${unit}` : `${rounds} ${unit === 'pass' ? 'passes' : 'rounds'}`;
  if (reason === 'sunk') return `${r}; one side had no ship left afloat`;
  if (reason === 'disengaged') return `${r}; ended by disengagement (${disengaged.join(', ')})`;
  return unit === 'pass' ? `${r}; ended out of sight or at the pass limit (7.36)` : `${r}; broke off at the round limit`;
}

function battleView(data: GwasData, events: readonly GameEvent[], begin: GameEvent, ownRef: FleetRef): BattleView {
  const d = begin.data as BattleBeginsData;
  const mine = events.filter((e) => e.turn === begin.turn && (e.data as { battle?: string } | null)?.battle === d.battle);
  const end = mine.find((e) => e.type === 'gwas.battle-ends')?.data as BattleEndsData | undefined;
  const name = (id: string | null) => (id ? data.ships[id]?.name ?? id : 'an unidentified ship');
  const lines: string[] = [`${d.night ? 'Night' : 'Day'} battle against ${d.enemyShips} enemy counter${d.enemyShips === 1 ? '' : 's'}.`];
  const tactical = tacticalWords(name); // 7.0 (option tactical): deployment, moves, sightings, exits
  for (const e of mine) {
    const x = e.data as Record<string, any>;
    switch (e.type) {
      case 'gwas.battle-round': {
        const dec = x.decision as { by?: string; decider?: string | null };
        const how = x.round === 1 ? 'first round' : dec.by === 'faster' || dec.by === 'roll' ? `decided by the ${dec.decider === 'allied' ? 'Allied' : 'Central Powers'} side (${dec.by === 'faster' ? 'faster' : 'die roll'})` : dec.by ?? '';
        lines.push(`Round ${x.round}: ${x.range} range (${how})${x.gunnery ? '' : ', no gunnery at night at long range'}.`);
        break;
      }
      case 'gwas.fire':
        lines.push(`  ${name(x.firer)} fired ${x.weapon} (${(x.dice as number[]).length} ${(x.dice as number[]).length === 1 ? 'die' : 'dice'}: ${(x.dice as number[]).join(' ')}) at ${name(x.target)}: ${x.hits} hit${x.hits === 1 ? '' : 's'}.`);
        break;
      case 'gwas.damage': {
        const marks = (x.marked as { location: string }[]).map((m) => m.location);
        const boxes = marks.length ? `${marks.length} box${marks.length === 1 ? '' : 'es'} marked (${marks.join(', ')})` : 'no box marked';
        const bits = [x.critical ? `critical: ${x.critical}` : x.result, boxes];
        if ((x.ignored as unknown[]).length) bits.push((x.ignored as { reason: string }[]).map((i) => i.reason).join('; '));
        if (x.speedLost) bits.push(`speed −${x.speedLost}`);
        if (x.leaderKilled) bits.push('leader lost');
        if (x.magazine) bits.push('magazine explosion');
        if (x.sunk) bits.push('SUNK');
        lines.push(`    ${name(x.ship)} took a ${x.weapon} hit: ${bits.join(', ')}.`);
        break;
      }
      case 'gwas.hit-seen':
        lines.push(`    Our ${x.weapon} hit on ${name(x.ship)}${x.sunk ? ': she sank' : ''}.`);
        break;
      case 'gwas.disengage':
        lines.push(`  Disengagement ${x.tried ? 'tried by us' : 'tried by the enemy'}${x.tried && x.enemyTried ? ' and the enemy' : ''}: ${x.result === 'leave' ? 'the battle ends' : 'the battle goes on'}.`);
        break;
      case 'gwas.scuttled':
        lines.push(`  ${name(x.ship)} scuttled (8.5).`);
        break;
      default: {
        const line = tactical(e);
        if (line) lines.push(line);
        break;
      }
    }
  }
  // 7.31 (option tacticalByMail): a battle with no end yet waits for its next impulse's orders.
  let note = d.tactical && !end && !mine.some((e) => e.type === 'gwas.battle-result-umpire') ? 'The battle goes on: the next impulse\'s orders are asked (7.31).' : 'Battle resolved.';
  if (end) {
    const lost = end.ownSunk.map(name).join(', ') || 'none';
    const theirs = [...end.enemySunk.map(name), ...(end.enemyUnidentifiedSunk ? [`${end.enemyUnidentifiedSunk} unidentified`] : [])].join(', ') || 'none';
    // 7.31: a tactical battle counts passes through the Impulse Sequence, not Basic Combat rounds.
    note = `${endText(end.reason, end.rounds, end.disengaged, d.tactical ? 'pass' : 'round')}. Our losses: ${lost}. Enemy sunk: ${theirs}.${end.extended ? ' Extended battle: every fleet in it moves one zone fewer next turn (7.38).' : ''} Fleets that fought may re-plot (7.37).`;
  }
  return {
    turn: begin.turn, zone: d.zone, contacts: [...d.contacts], own: d.own.map(ownRef), note, id: d.battle,
    identified: (end?.identified ?? []).map((id) => ({ id, name: name(id) })), lines,
  };
}

/** The side's battles among `events` (one turn's), newest first. */
export function battleViews(data: GwasData, events: readonly GameEvent[], ownRef: FleetRef): BattleView[] {
  return newestFirst(events.filter((e) => e.type === 'gwas.battle-begins').map((e) => battleView(data, events, e, ownRef)));
}

/** Every battle among `events` (one turn's), newest first, with its result. */
export function umpireBattleViews(data: GwasData, events: readonly GameEvent[]): UmpireBattleView[] {
  return newestFirst(events.filter((e) => e.type === 'gwas.battle-umpire').map((e): UmpireBattleView => {
    const d = e.data as BattleUmpireData;
    const r = events.find((x) => x.turn === e.turn && x.type === 'gwas.battle-result-umpire' && (x.data as BattleResultData).battle === d.battle);
    const rd = r?.data as BattleResultData | undefined;
    const sunk = (ids: string[]) => (ids.length ? ids.map((id) => data.ships[id]?.name ?? id).join(', ') : 'none');
    const result = rd ? `${endText(rd.reason, rd.rounds, rd.disengaged, d.tactical ? 'pass' : 'round')}; sunk: Allied ${sunk(rd.sunk.allied)}, Central ${sunk(rd.sunk.central)}` : '';
    return { turn: e.turn, zone: d.zone, contacts: [...d.contacts], fleets: { allied: [...d.fleets.allied], central: [...d.fleets.central] }, result };
  }));
}
