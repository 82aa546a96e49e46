/**
 * Damage (9.7, 9.8): hits on gun sections and midships, evasion losses temporary and permanent,
 * special damage, and sinking. Naval hits wait for the end of the round (9.7 "all naval combat
 * fire is considered simultaneous"); air hits take effect at once (9.1).
 */
import type { B79Data, Section } from '../data/types.js';
import type { B79State, ShipState } from '../state.js';

/** A section's salvo count now: the leftmost unmarked box (9.71), 0 when all are marked. */
export function salvos(d: B79Data, s: ShipState, section: Section): number {
  return d.ships[s.id].guns[section][s.gunHits[section]] ?? 0;
}

export function isSunk(d: B79Data, s: ShipState): boolean {
  return s.midshipsHits >= d.ships[s.id].midships;
}

/** One result of a table, split: "midships-1+evasion-3" → [['midships', 1], ['evasion', 3]]. */
export function parseResult(result: string): [string, number][] {
  return result.split('+').map((part) => {
    const m = /^(midships|evasion)-([0-9]+)$/.exec(part);
    return m ? [m[1], Number(m[2])] : [part, 1];
  });
}

export interface Hit { ship: string; kind: string; n: number; face: 'port' | 'starboard' | 'either' }

/** What happened to a ship, in words, for the reports. */
export function applyHit(d: B79Data, state: B79State, hit: Hit): string {
  const s = state.ships[hit.ship];
  if (s.status === 'sunk') return 'already sunk';
  const data = d.ships[s.id];
  const midships = (n: number): string => {
    s.midshipsHits += n;
    s.tempLoss += n * data.evasionLoss; // 9.7: each midships hit costs evasion, repairable
    return `${n} midships hit${n === 1 ? '' : 's'} (${s.midshipsHits}/${data.midships})`;
  };
  const section = (sec: Section): string => {
    if (s.gunHits[sec] >= data.guns[sec].length || salvos(d, s, sec) === 0) return `${sec} out already: ${midships(1)} (9.7)`;
    s.gunHits[sec]++;
    return `${sec} hit, ${salvos(d, s, sec)} salvo${salvos(d, s, sec) === 1 ? '' : 's'} left`;
  };
  let text: string;
  switch (hit.kind) {
    case 'miss': return 'no damage';
    case 'sunk': s.midshipsHits = data.midships; text = 'magazine explosion'; break;
    case 'bow': text = section('bow'); break;
    case 'stern': text = section('stern'); break;
    case 'secondary': {
      // 9.7: a side's secondary is hit only from that side; end-on fire may hit either.
      const sec: Section = hit.face === 'either' ? (salvos(d, s, 'port') > 0 ? 'port' : 'starboard') : hit.face;
      text = section(sec);
      break;
    }
    case 'bow-out': s.gunHits.bow = data.guns.bow.length; text = 'bow turrets knocked out'; break;
    case 'stern-out': s.gunHits.stern = data.guns.stern.length; text = 'stern turrets knocked out'; break;
    case 'midships': text = midships(hit.n); break;
    case 'evasion': s.permLoss += hit.n; text = `evasion reduced by ${hit.n} for good`; break;
    default: return `unknown result ${hit.kind}`;
  }
  if (isSunk(d, s)) { s.status = 'sunk'; s.zone = null; text += ': SUNK'; }
  return text;
}
