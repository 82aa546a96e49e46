/**
 * Wall-clock time in IANA zones with nothing but Intl (Node 20 ships the tz database):
 * the offset of a zone at an instant, "this date at HH:MM in zone Z" as a UTC instant, the next
 * weekly slot, and display in a player's zone.
 */
import type { Weekday } from '../mail/config.js';

const formatters = new Map<string, Intl.DateTimeFormat>();

function partsFormatter(zone: string): Intl.DateTimeFormat {
  let f = formatters.get(zone);
  if (!f) {
    f = new Intl.DateTimeFormat('en-US', {
      timeZone: zone, hourCycle: 'h23', year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit', second: '2-digit', weekday: 'short',
    });
    formatters.set(zone, f);
  }
  return f;
}

export function isValidTimeZone(zone: string): boolean {
  try { new Intl.DateTimeFormat('en-US', { timeZone: zone }); return true; } catch { return false; }
}

export interface WallTime { year: number; month: number; day: number; hour: number; minute: number; second: number; weekday: Weekday }

/** The wall-clock reading in `zone` at instant `ms`. */
export function wallTime(ms: number, zone: string): WallTime {
  const p: Record<string, string> = {};
  for (const part of partsFormatter(zone).formatToParts(new Date(ms))) p[part.type] = part.value;
  return {
    year: Number(p.year), month: Number(p.month), day: Number(p.day), hour: Number(p.hour) % 24, minute: Number(p.minute), second: Number(p.second),
    weekday: p.weekday!.toLowerCase().slice(0, 3) as Weekday,
  };
}

/** UTC offset of `zone` at instant `ms`, in ms (positive east of Greenwich). */
export function zoneOffset(ms: number, zone: string): number {
  const w = wallTime(ms, zone);
  const asUtc = Date.UTC(w.year, w.month - 1, w.day, w.hour, w.minute, w.second);
  return asUtc - Math.floor(ms / 1000) * 1000;
}

/**
 * The instant when the clocks in `zone` read the given date and time. In a spring-forward gap
 * (the time does not exist) the result is the same time of the day after the jump, i.e. shifted
 * forward by the gap; in a fall-back overlap it is the first (earlier) of the two instants.
 */
export function zonedToUtc(year: number, month: number, day: number, hour: number, minute: number, zone: string): number {
  const guess = Date.UTC(year, month - 1, day, hour, minute);
  // Offsets in force a day either side cover any single transition near the wall time.
  const before = zoneOffset(guess - 86_400_000, zone);
  const after = zoneOffset(guess + 86_400_000, zone);
  const matches = [...new Set([before, after, zoneOffset(guess, zone)])].map((o) => guess - o).filter((t) => {
    const w = wallTime(t, zone);
    return w.year === year && w.month === month && w.day === day && w.hour === hour && w.minute === minute;
  });
  if (matches.length) return Math.min(...matches);
  return guess - before; // in a gap: shifted forward by the gap
}

const DAYS: readonly Weekday[] = ['sun', 'mon', 'tue', 'wed', 'thu', 'fri', 'sat'];

/** The first weekly slot (one of `days` at `at` in `zone`) strictly after `afterMs` + `minGapMs`. */
export function nextWeeklySlot(afterMs: number, days: readonly Weekday[], at: string, zone: string, minGapMs = 0): number {
  const [hh, mm] = at.split(':').map(Number) as [number, number];
  const from = afterMs + minGapMs;
  const start = wallTime(from, zone);
  for (let i = 0; i < 15; i++) {
    const date = new Date(Date.UTC(start.year, start.month - 1, start.day + i));
    if (!days.includes(DAYS[date.getUTCDay()]!)) continue;
    const t = zonedToUtc(date.getUTCFullYear(), date.getUTCMonth() + 1, date.getUTCDate(), hh, mm, zone);
    if (t > from) return t;
  }
  throw new Error(`no weekly slot found for ${days.join(',')} at ${at} ${zone}`);
}

/**
 * "Thu, 3 Sep 1914, 20:00" in `zone` (the zone's name is the caller's to add). Short names keep
 * the line, with the longest zone ids, within 76 characters.
 */
export function formatInZone(ms: number, zone: string): string {
  return new Intl.DateTimeFormat('en-GB', {
    timeZone: zone, weekday: 'short', day: 'numeric', month: 'short', year: 'numeric', hour: '2-digit', minute: '2-digit', hourCycle: 'h23',
  }).format(new Date(ms));
}

/** "2024-09-03 18:00 UTC" */
export function formatUtc(ms: number): string {
  return `${new Date(ms).toISOString().slice(0, 16).replace('T', ' ')} UTC`;
}
