/**
 * One mail, orders for several seats (docs/design/seam.md §3 intake): a player who holds several
 * seats of a side may send one YAML document per seat, separated by `---` lines, each naming its
 * seat with a top-level `seat:` line. **Why:** a side played by one person would otherwise send
 * one mail per seat, and the address has already proved it holds those seats.
 *
 * Orders with one document, or with several of which none names a seat, are one document: the
 * whole text, unchanged (so a one-seat side's orders are stored byte for byte as before).
 */

export interface SeatDocument {
  /** The seat its `seat:` line names; absent when it names none. */
  readonly seat?: string;
  /**
   * The document's text. Split documents keep their lines where they were in the mail (the other
   * documents' lines are left blank), so a diagnostic's line number is the line the player sent.
   */
  readonly text: string;
}

const SEPARATOR = /^---[ \t]*(#.*)?$/;
const SEAT_LINE = /^["']?seat["']?[ \t]*:[ \t]*["']?([a-z][a-z0-9_-]{0,31}(?:\/[a-z][a-z0-9_-]{0,31})?)["']?[ \t]*(#.*)?$/im;
const CONTENT = /^[ \t]*[^\s#]/m;

function seatOf(text: string): string | undefined {
  return SEAT_LINE.exec(text)?.[1]?.toLowerCase();
}

export function seatDocuments(text: string): SeatDocument[] {
  const lines = text.split('\n');
  const ranges: [number, number][] = [];
  let start = 0;
  lines.forEach((line, i) => {
    if (SEPARATOR.test(line)) { ranges.push([start, i]); start = i + 1; }
  });
  ranges.push([start, lines.length]);
  const docs = ranges
    .map(([from, to]) => lines.map((l, i) => (i >= from && i < to ? l : '')).join('\n').replace(/\s*$/, '\n'))
    .filter((t) => CONTENT.test(t));
  if (docs.length < 2 || !docs.some((t) => seatOf(t) !== undefined)) {
    const seat = seatOf(text);
    return [seat === undefined ? { text } : { seat, text }];
  }
  return docs.map((t) => {
    const seat = seatOf(t);
    return seat === undefined ? { text: t } : { seat, text: t };
  });
}
