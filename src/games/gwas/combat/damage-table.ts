/** Reading the damage tables (gunnery, torpedo, critical: 8.0, 8.7) and putting a result in words. */
import type { DamageResult, DamageTable } from '../data/types.js';
import { LOCATIONS } from './damage-boxes.js';

/** Reads a damage table row for a total. */
export function lookup(table: DamageTable, total: number): DamageResult {
  for (const row of table.rows) {
    const [lo, hi] = typeof row.roll === 'number' ? [row.roll, row.roll] : row.roll;
    if (total >= lo && total <= hi) return row.result;
  }
  return { note: 'No damage' };
}

/** A damage result in the table's words, e.g. "2 hull, speed −1". */
export function describeResult(r: DamageResult): string {
  const parts: string[] = [];
  if (r.critical) parts.push('critical damage');
  for (const l of LOCATIONS) if (r[l]) parts.push(`${r[l]} ${l === 'torpedo' ? 'torpedo tube' : l}`);
  if (r.speed) parts.push(`speed −${Math.abs(r.speed)}`);
  if (r.unableToManoeuvre) parts.push('unable to manoeuvre');
  if (r.leaderKilled) parts.push('leader killed');
  if (r.sunk) parts.push('sunk');
  return parts.length ? parts.join(', ') : (r.note ?? 'no damage');
}
