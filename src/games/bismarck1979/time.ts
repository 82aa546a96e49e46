/**
 * Time and night (11.1, 11.2): four-hour turns on the time record from the time table's first
 * turn; alternate 'C' turns (5.2); '2400' always night, '2000' night south of the 55 line.
 */
import type { B79Data, DayHour } from './data/types.js';
import type { Zone } from '../../board/types.js';

const HOURS = [400, 800, 1200, 1600, 2000, 2400];

/** The day and hour of time-record index `t` (0 = the table's first turn). */
export function clockOf(d: B79Data, t: number): DayHour {
  const first = d.tables.time.first;
  const start = HOURS.indexOf(first.hour);
  const k = start + t;
  return { day: first.day + Math.floor(k / 6), hour: HOURS[((k % 6) + 6) % 6] };
}

export function clockLabel(d: B79Data, t: number): string {
  const c = clockOf(d, t);
  return `${String(c.hour).padStart(4, '0')}, ${d.tables.time.month} ${c.day}`;
}

/** 5.2: the turns labelled 'C', in which ships in emergency movement may move. */
export function isCTurn(d: B79Data, t: number): boolean {
  return (t % 2 === 0) === d.tables.time.firstIsC;
}

/** 11.1: is this turn a night turn in this zone? */
export function isNight(d: B79Data, t: number, zone: Zone | undefined): boolean {
  const { hour } = clockOf(d, t);
  if (d.tables.time.nightHours.includes(hour)) return true;
  return d.tables.time.nightSouthOf55.includes(hour) && (zone?.tags.includes('south-of-55') ?? false);
}
