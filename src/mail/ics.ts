/** A one-event iCalendar file (RFC 5545) for a deadline: the invitation players add to a calendar. */

function icsDate(ms: number): string {
  return new Date(ms).toISOString().replace(/[-:]/g, '').replace(/\.[0-9]{3}/, '');
}

/** RFC 5545 TEXT escaping; CR/LF become "\n" so nothing can start a new property. */
function text(s: string): string {
  return s.replace(/\\/g, '\\\\').replace(/;/g, '\\;').replace(/,/g, '\\,').replace(/\r\n|\r|\n/g, '\\n');
}

/** Folds a content line at 75 octets (RFC 5545 3.1), not splitting UTF-8 sequences. */
function fold(line: string): string {
  const out: string[] = [];
  let cur = '';
  let bytes = 0;
  for (const ch of line) {
    const n = Buffer.byteLength(ch);
    if (bytes + n > (out.length ? 74 : 75)) { out.push(cur); cur = ''; bytes = 0; }
    cur += ch; bytes += n;
  }
  out.push(cur);
  return out.join('\r\n ');
}

export interface IcsEvent {
  readonly uid: string;
  readonly startMs: number;
  readonly durationMinutes: number;
  readonly summary: string;
  readonly description: string;
  readonly stampMs: number;
  readonly sequence?: number;
  /** TENTATIVE while the campaign is paused (the time will move); CONFIRMED otherwise. */
  readonly status?: 'CONFIRMED' | 'TENTATIVE';
}

export function icsEvent(e: IcsEvent): string {
  const lines = [
    'BEGIN:VCALENDAR', 'VERSION:2.0', 'PRODID:-//Admiralty//PBEM referee//EN', 'CALSCALE:GREGORIAN', 'METHOD:PUBLISH',
    'BEGIN:VEVENT',
    `UID:${text(e.uid)}`,
    `SEQUENCE:${e.sequence ?? 0}`,
    `DTSTAMP:${icsDate(e.stampMs)}`,
    `DTSTART:${icsDate(e.startMs)}`,
    `DTEND:${icsDate(e.startMs + e.durationMinutes * 60_000)}`,
    `SUMMARY:${text(e.summary)}`,
    `DESCRIPTION:${text(e.description)}`,
    `STATUS:${e.status ?? 'CONFIRMED'}`,
    'BEGIN:VALARM', 'ACTION:DISPLAY', 'TRIGGER:-PT2H', `DESCRIPTION:${text(e.summary)}`, 'END:VALARM',
    'END:VEVENT', 'END:VCALENDAR',
  ];
  return `${lines.map(fold).join('\r\n')}\r\n`;
}
