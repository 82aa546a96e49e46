/** Deadline arithmetic for a campaign's rules; all instants in ms since the epoch (UTC). */
import type { DeadlineRules } from '../mail/config.js';
import { formatInZone, formatUtc, nextWeeklySlot } from './zoned-time.js';

/** When orders for a turn opened at `openedMs` are due. */
export function dueAfter(rules: DeadlineRules, openedMs: number): number {
  if (rules.weekly) return nextWeeklySlot(openedMs, rules.weekly.days, rules.weekly.at, rules.weekly.zone, rules.weekly.minGapMs);
  return openedMs + (rules.everyMs ?? 48 * 3600_000);
}

/** The deadline as a player reads it: in their own zone (UTC when they gave none) and in UTC. */
export function deadlineDisplay(dueMs: number, timeZone: string | null | undefined): { deadlineLocal: string; deadlineUtc: string; zone: string } {
  const zone = timeZone ?? 'UTC';
  let local: string;
  try { local = `${formatInZone(dueMs, zone)} (${zone})`; } catch { local = formatUtc(dueMs); }
  return { deadlineLocal: local, deadlineUtc: formatUtc(dueMs), zone };
}
