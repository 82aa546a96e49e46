/** Deadline arithmetic for a campaign's rules; all instants in ms since the epoch (UTC). */
import type { DeadlineRules } from '../mail/config.js';
import { formatInZone, formatUtc, nextWeeklySlot } from './zoned-time.js';
import { zoneAbbreviation } from './zone-names.js';

/**
 * When orders for a turn opening at `openedMs` are due. Deadlines keep to a grid: `every` adds
 * elapsed time to the previous deadline (`previousDueMs`), and weekly rules take the next slot
 * after it, so neither the grace (the turn runs at deadline + grace) nor an early run moves
 * later deadlines. The grid skips ahead only when a turn would otherwise get less than half an
 * interval (every) or `minGap` (weekly): the first turn, or one opened late by the moderator, a
 * pause or a rollback.
 */
export function dueAfter(rules: DeadlineRules, openedMs: number, previousDueMs: number | null = null): number {
  if (rules.weekly) {
    const { days, at, zone, minGapMs } = rules.weekly;
    return nextWeeklySlot(Math.max(previousDueMs ?? -Infinity, openedMs + minGapMs), days, at, zone);
  }
  const every = rules.everyMs ?? 48 * 3600_000;
  if (previousDueMs === null) return openedMs + every;
  const steps = Math.max(1, Math.ceil((openedMs + every / 2 - previousDueMs) / every));
  return previousDueMs + steps * every;
}

/**
 * The deadline as a player reads it: in their own zone (UTC when they gave none), by the zone's
 * abbreviation and id ("Mon, 3 Aug 1914, 20:00 GMT (Europe/London)", never "GMT-8"), and in UTC.
 */
export function deadlineDisplay(dueMs: number, timeZone: string | null | undefined): { deadlineLocal: string; deadlineUtc: string; zone: string } {
  const zone = timeZone ?? 'UTC';
  let local: string;
  try {
    const abbr = zoneAbbreviation(dueMs, zone);
    local = `${formatInZone(dueMs, zone)} ${abbr}${zone === 'UTC' ? '' : ` (${zone})`}`;
  } catch { local = formatUtc(dueMs); }
  return { deadlineLocal: local, deadlineUtc: formatUtc(dueMs), zone };
}
