/**
 * Makes hostile-but-honest mail text parse as YAML: what mail clients and word processors do to
 * a player's orders (non-breaking spaces, smart quotes, tab indentation, CRLF, a BOM, zero-width
 * characters) is undone line by line. The number of lines never changes, so a diagnostic's line
 * number is the line the player wrote; `toOriginalColumn` maps a column back when needed.
 */
import { ordersCodes as codes } from '../codes/adm.js';
import { message } from '../codes/registry.js';
import { diagnosticAtPosition, type Diagnostic } from './diagnostic.js';

/** Spaces a tab at the start of a line becomes, unless the orders parse only at another width. */
export const TAB_WIDTH = 2;

/**
 * The widths tried, in order, when tabbed orders do not parse at the first (parse.ts): a mail
 * client or editor shows a tab as 2, 4 or 8 columns, and the player lined the orders up by eye.
 */
export const TAB_WIDTHS = [TAB_WIDTH, 4, 8] as const;

export interface NormalizeResult {
  /** Normalized text, lines joined by '\n'. */
  readonly text: string;
  readonly diagnostics: Diagnostic[];
  /** What was changed, for a receipt or a log line. */
  readonly changes: {
    readonly bom: boolean;
    readonly crlf: boolean;
    readonly tabLines: number;
    readonly unicodeSpaces: number;
    readonly smartQuotes: number;
    readonly zeroWidth: number;
  };
  /** Maps a 1-based (line, column) of the normalized text to the column in the original line. */
  toOriginalColumn(line: number, column: number): number;
}

// Spaces that mail clients substitute for ASCII space (NBSP, en/em spaces, narrow NBSP, …).
const UNICODE_SPACES = /[\u00a0\u1680\u2000-\u200a\u202f\u205f\u3000\u0085\u2028\u2029]/;
// Zero-width and invisible characters: ZWSP, ZWNJ, ZWJ, word joiner, BOM, soft hyphen, LRM/RLM.
const ZERO_WIDTH = /[\u200b-\u200d\u2060\ufeff\u00ad\u200e\u200f]/;
const SINGLE_QUOTES = /[\u2018\u2019\u201a\u201b\u2032]/;
const DOUBLE_QUOTES = /[\u201c\u201d\u201e\u201f\u2033]/;

export function normalizeText(input: string, tabWidth: number = TAB_WIDTH): NormalizeResult {
  let text = typeof input === 'string' ? input : String(input);
  const bom = text.charCodeAt(0) === 0xfeff;
  if (bom) text = text.slice(1);
  const crlf = /\r/.test(text);
  const rawLines = text.split(/\r\n|\r|\n/);

  let tabLines = 0;
  let firstTabLine = 0;
  let unicodeSpaces = 0;
  let smartQuotes = 0;
  let zeroWidth = 0;
  // Per changed line: for each normalized column index, the original column index (0-based).
  const columnMaps = new Map<number, number[]>();

  const outLines = rawLines.map((raw, index) => {
    // Work character by character only on lines that need it; most lines are plain ASCII.
    if (!/[^\x20-\x7e]/.test(raw)) return raw;
    const map: number[] = [];
    let out = '';
    let leading = true;
    let tabbed = false;
    for (let i = 0; i < raw.length; i++) {
      let ch = raw[i];
      if (ZERO_WIDTH.test(ch)) { zeroWidth++; continue; }
      if (UNICODE_SPACES.test(ch)) { ch = ' '; unicodeSpaces++; }
      if (SINGLE_QUOTES.test(ch)) { ch = "'"; smartQuotes++; }
      if (DOUBLE_QUOTES.test(ch)) { ch = '"'; smartQuotes++; }
      if (leading && ch === '\t') {
        tabbed = true;
        for (let k = 0; k < tabWidth; k++) { out += ' '; map.push(i + (bom && index === 0 ? 1 : 0)); }
        continue;
      }
      if (ch !== ' ' && ch !== '\t') leading = false;
      out += ch;
      map.push(i + (bom && index === 0 ? 1 : 0));
    }
    map.push(raw.length + (bom && index === 0 ? 1 : 0));
    if (tabbed) { tabLines++; if (firstTabLine === 0) firstTabLine = index + 1; }
    if (out !== raw || (bom && index === 0)) columnMaps.set(index + 1, map);
    return out;
  });

  const normalized = outLines.join('\n');
  const diagnostics: Diagnostic[] = [];
  if (tabLines > 0) {
    const line = outLines[firstTabLine - 1];
    const indent = /^[ \t]*/.exec(line)?.[0].length ?? 1;
    diagnostics.push(diagnosticAtPosition(outLines, firstTabLine, 1, Math.max(1, indent), 'ADM1003',
      codes.ADM1003.severity, message('ADM1003', { width: tabWidth, count: tabLines })));
  }

  return {
    text: normalized,
    diagnostics,
    changes: { bom, crlf, tabLines, unicodeSpaces, smartQuotes, zeroWidth },
    toOriginalColumn(line: number, column: number): number {
      const map = columnMaps.get(line);
      if (!map) return column + (bom && line === 1 ? 1 : 0);
      const idx = Math.min(Math.max(0, column - 1), map.length - 1);
      return map[idx] + 1;
    },
  };
}
