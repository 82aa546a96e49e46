import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import type { GwasOrders } from '../src/games/gwas/orders-types.js';
import { parseOrders } from '../src/orders/parse.js';
import { parseSource } from '../src/orders/source.js';
import { normalizeText } from '../src/orders/normalize.js';
import { closestMatch, damerauLevenshtein } from '../src/orders/schema-check.js';
import {
  diagnosticAt, diagnosticsToJson, formatDiagnostic, formatDiagnostics, hasErrors, sortDiagnostics, type Diagnostic,
} from '../src/orders/diagnostic.js';
import { gwasOrdersSchema } from '../src/games/gwas/orders-schema.js';
import { expectGolden as compareGolden } from './support/golden.js';

const goldenDir = fileURLToPath(new URL('./golden/diagnostics/', import.meta.url));
const schema = gwasOrdersSchema();
const VALID = readFileSync(join(goldenDir, 'valid.yaml'), 'utf8');

const parse = (text: string) => parseOrders<GwasOrders>(text, schema);
const codesOf = (list: readonly Diagnostic[]) => list.map((d) => d.code);

/** Compares with the golden file (tests/support/golden.ts: never written here). */
const expectGolden = (name: string, actual: string): void => compareGolden(join(goldenDir, `${name}.txt`), actual);

describe('golden diagnostics', () => {
  const inputs = readdirSync(goldenDir).filter((f) => f.endsWith('.yaml')).sort();
  it('has the expected cases', () => {
    expect(inputs).toEqual(expect.arrayContaining([
      'valid.yaml', 'unknown-key-typo.yaml', 'bad-plot-entry.yaml', 'wrong-type-turn.yaml', 'unknown-side.yaml',
      'duplicate-key.yaml', 'syntax-error.yaml', 'mail-damage.yaml', 'commented-plot-line.yaml',
    ]));
  });
  for (const file of inputs) {
    it(file, () => {
      const text = readFileSync(join(goldenDir, file), 'utf8');
      const result = parse(text);
      expectGolden(file.replace(/\.yaml$/, ''), formatDiagnostics(result.diagnostics, file));
    });
  }
});

describe('parseOrders', () => {
  it('accepts the valid example and returns the typed value', () => {
    const r = parse(VALID);
    expect(r.diagnostics).toEqual([]);
    expect(r.value).toEqual({
      game: 'gwas-mediterranean', campaign: 'med-1914', side: 'central', turn: 3,
      fleets: {
        mittelmeer: {
          plot: { 3: 'K31/K32', 4: 'K33', 5: 'Search 2' },
          battle: { range: 'long', disengage: 'when-outgunned', targets: ['BC', 'CA', 'nearest-threat'], contact: 'avoid' },
        },
      },
    });
  });

  it('reports an unknown key with a suggestion, underlining the key', () => {
    const r = parse(VALID.replace('    plot:', '    mision: raid\n    plot:'));
    expect(r.value).toBeUndefined();
    expect(r.diagnostics).toHaveLength(1);
    const d = r.diagnostics[0];
    expect(d).toMatchObject({ code: 'ADM1020', line: 8, column: 5, length: 6, hint: "Did you mean 'mission'?" });
  });

  it('suggests enum values and lists the allowed ones', () => {
    const r = parse(VALID.replace('side: central', 'side: Centrl'));
    expect(r.diagnostics[0]).toMatchObject({ code: 'ADM1023', line: 4, column: 7, hint: "Did you mean 'central'?" });
    expect(r.diagnostics[0].message).toContain("'allied', 'central'");
  });

  it('uses the x-message of the plot entry schema', () => {
    const r = parse(VALID.replace('      4: K33', '      4: K33/K4O'));
    expect(codesOf(r.diagnostics)).toEqual(['ADM1024']);
    expect(r.diagnostics[0].message).toContain("sea zones separated by '/'");
    expect(r.diagnostics[0]).toMatchObject({ line: 10, column: 10, length: 7 });
  });

  it('accepts every kind of plot item', () => {
    for (const entry of ['K31/Messina', 'K31/La Spezia', 'port-said', 'Search 1', 'K31/Search2', 'Divide', 'bombard', 'Bombardment', 'shell', 'Load', 'Unload', 'Pursuit', 'stay', 'AB123c']) {
      const r = parse(VALID.replace('      4: K33', `      4: ${entry}`));
      expect(r.diagnostics, entry).toEqual([]);
    }
  });

  it('reports a wrong type, a missing key and an out-of-range number', () => {
    expect(parse(VALID.replace('turn: 3', 'turn: three')).diagnostics[0].message)
      .toBe("Wrong type for 'turn': expected a whole number, got 'three'.");
    const missing = parse(VALID.replace('side: central\n', ''));
    expect(missing.diagnostics[0]).toMatchObject({ code: 'ADM1021', line: 2, column: 1 });
    expect(parse(VALID.replace('turn: 3', 'turn: 0')).diagnostics[0].code).toBe('ADM1025');
  });

  it('reports one error per fault (no cascade)', () => {
    const r = parse(VALID.replace('range: long', 'range: 5'));
    expect(codesOf(r.diagnostics)).toEqual(['ADM1022']);
  });

  it('refuses a plot key that is not a turn number', () => {
    const r = parse(VALID.replace('      3: K31/K32', '      three: K31/K32'));
    expect(r.diagnostics[0]).toMatchObject({ code: 'ADM1031', line: 9, column: 7, length: 5 });
  });

  it('reports duplicate keys and syntax errors at their position', () => {
    const dup = parse(VALID.replace('side: central', 'side: central\nside: allied'));
    expect(dup.diagnostics[0]).toMatchObject({ code: 'ADM1002', line: 5, column: 1 });
    const syn = parse('side: central\nturn: 3: 4\n');
    expect(hasErrors(syn.diagnostics)).toBe(true);
    expect(syn.diagnostics[0].code).toBe('ADM1001');
    expect(parse('side: allied\n---\nturn: 3\n').diagnostics[0].code).toBe('ADM1010');
  });

  it('an unclosed [ or { is reported at the bracket, not where the text ends (issue 8 item 7)', () => {
    const early = parse('side: [central\nturn: 3\n');
    expect(early.diagnostics[0]).toMatchObject({ code: 'ADM1015', line: 1, column: 7, source: 'side: [central' });
    // The last line of the file: the parser notices only at the end, on an empty line.
    const text = `${VALID.replace('      contact: avoid\n', '').replace('[BC, CA, nearest-threat]', '[BC, CA')}`;
    const lines = text.trimEnd().split('\n');
    expect(lines[lines.length - 1]).toBe('      targets: [BC, CA');
    expect(parse(text).diagnostics).toEqual([expect.objectContaining({ code: 'ADM1015', line: lines.length, column: 16, source: '      targets: [BC, CA' })]);
    // Brackets inside quotes and comments are not counted.
    const quoted = parse('side: central # [not a list\nturn: 3\nfleets: { a: { plot: { 4: "K[1" }\n');
    expect(quoted.diagnostics).toEqual([expect.objectContaining({ code: 'ADM1015', line: 3, column: 14 })]);
  });

  it('parses mail damage (tabs, NBSP, smart quotes, CRLF, BOM, zero-width) with one tab warning', () => {
    const r = parse(readFileSync(join(goldenDir, 'mail-damage.yaml'), 'utf8'));
    expect(codesOf(r.diagnostics)).toEqual(['ADM1003']);
    expect(r.value).toMatchObject({ side: 'allied', turn: 4, fleets: { 'malta-squadron': { mission: 'raid', plot: { 4: 'M12/M13', 5: 'Malta' } } } });
    const z = parse(`\ufeff${VALID.replace('side: central', 'side: cen\u200btral').replace(/\n/g, '\r\n')}`);
    expect(z.diagnostics).toEqual([]);
    expect(z.value?.side).toBe('central');
  });

  describe('tabs read at the width the orders were lined up with (ADM1003)', () => {
    // The sample orders with one level of their indentation typed as a tab where the rest are spaces.
    const tabbedAs = (spaces: number) => VALID.split('\n').map((l) => (l.startsWith(`${' '.repeat(spaces)}plot:`) || l.startsWith(`${' '.repeat(spaces)}mission:`)
      ? `\t${l.slice(spaces)}` : l)).join('\n');
    const warning = (r: ReturnType<typeof parse>) => r.diagnostics.find((d) => d.code === 'ADM1003')?.message;

    it('a tab standing for 4 spaces among space-indented lines: read as 4, and the warning says so', () => {
      const text = tabbedAs(4);
      expect(text).toContain('\tplot:');
      const r = parse(text);
      expect(codesOf(r.diagnostics)).toEqual(['ADM1003']);
      expect(warning(r)).toMatch(/replaced by 4 spaces each/);
      expect(r.value).toEqual(parse(VALID).value);
    });

    it('tabs for every level parse at 2 (the first width tried), as before', () => {
      const text = VALID.split('\n').map((l) => l.replace(/^((?:  )+)/, (m) => '\t'.repeat(m.length / 2))).join('\n');
      const r = parse(text);
      expect(warning(r)).toMatch(/replaced by 2 spaces each/);
      expect(r.value).toEqual(parse(VALID).value);
    });

    it('a tab standing for 8 spaces is read as 8 when neither 2 nor 4 parses', () => {
      // Four spaces a level, and the third level's eight typed as one tab (an editor showing tabs 8 wide).
      const deep = 'side: central\nturn: 3\nfleets:\n    a:\n\tplot:\n            3: K31\n';
      expect(parse(deep.replace('\tplot:', '        plot:')).value).toBeDefined();
      const r = parse(deep);
      expect(warning(r)).toMatch(/replaced by 8 spaces each/);
      expect(r.value?.fleets).toEqual({ a: { plot: { 3: 'K31' } } });
    });

    it('orders that parse at no width get the errors of width 2, with its warning', () => {
      const text = `${tabbedAs(4)}\n  bad: [unclosed\n`;
      const r = parse(text);
      expect(r.value).toBeUndefined();
      expect(warning(r)).toMatch(/replaced by 2 spaces each/);
      expect(r.diagnostics.some((d) => d.severity === 'error')).toBe(true);
    });
  });

  it('keeps line numbers of the original text and maps columns back', () => {
    const n = normalizeText('a:\r\n\t\tb: 1\rc: 2\n');
    expect(n.text).toBe('a:\n    b: 1\nc: 2\n');
    expect(n.toOriginalColumn(2, 5)).toBe(3);
  });

  it('warns about a plot line commented out by mistake', () => {
    const r = parse(VALID.replace('      4: K33', '      # 4: K33'));
    expect(codesOf(r.diagnostics)).toEqual(['ADM1040']);
    expect(r.value).toBeDefined();
    // An ordinary note is not flagged.
    expect(parse(VALID.replace('      4: K33', '      # zig-zag: rule 5.1 allows it\n      4: K33')).diagnostics).toEqual([]);
  });

  it('refuses empty orders and non-mappings', () => {
    expect(codesOf(parse('').diagnostics)).toEqual(['ADM1008']);
    expect(codesOf(parse('# only a comment\n').diagnostics)).toEqual(['ADM1008']);
    expect(codesOf(parse('Dear referee, my orders follow.').diagnostics)).toEqual(['ADM1009']);
    expect(codesOf(parse('- a\n- b\n').diagnostics)).toEqual(['ADM1009']);
  });
});

describe('limits', () => {
  // How fast the refusals are is timed in `npm run bench` (bench/parse.ts), never asserted here.
  it('refuses a billion-laughs alias bomb', () => {
    const lol = [
      'a: &a ["lol","lol","lol","lol","lol","lol","lol","lol","lol"]',
      ...'bcdefghi'.split('').map((c, i) => `${c}: &${c} [${Array(9).fill(`*${'abcdefghi'[i]}`).join(',')}]`),
    ].join('\n');
    const r = parse(lol);
    expect(codesOf(r.diagnostics)).toEqual(['ADM1004']);
    // Few aliases, but each doubling: refused by the expanded size.
    const big = `a: &a [${Array(3000).fill('x').join(',')}]\nb: &b [*a,*a]\nc: &c [*b,*b]\nd: &d [*c,*c]\ne: [*d,*d]\n`;
    expect(codesOf(parse(big).diagnostics)).toEqual(['ADM1004']);
    expect(codesOf(parse('a: &a [*a]\n').diagnostics)).toEqual(['ADM1013']);
    expect(codesOf(parse('a: *nowhere\n').diagnostics)).toEqual(['ADM1012']);
  });

  it('refuses over-deep nesting, including hostile compact nesting, without crashing', () => {
    const deep = `side: allied\nturn: 1\nx: ${'['.repeat(20)}${']'.repeat(20)}\n`;
    expect(codesOf(parse(deep).diagnostics)).toEqual(['ADM1005']);
    // No timing assertion here (they fail on a loaded machine); `npm run bench` measures speed.
    expect(codesOf(parse(`${'- '.repeat(30000)}x`).diagnostics)).toEqual(['ADM1005']);
  });

  it('refuses 100 KB of text', () => {
    const r = parse(`${VALID}# ${'x'.repeat(100 * 1024)}\n`);
    expect(codesOf(r.diagnostics)).toEqual(['ADM1006']);
  });

  it('refuses too many keys and respects custom limits', () => {
    const many = `side: allied\nturn: 1\nfleets:\n${Array.from({ length: 30 }, (_, i) => `  f${i}: {}`).join('\n')}\n`;
    expect(codesOf(parse(many).diagnostics)).toEqual([]);
    expect(codesOf(parseOrders(many, schema, { maxKeys: 10 }).diagnostics)).toEqual(['ADM1007']);
  });
});

describe('diagnostics', () => {
  it('formats like tsc with the echoed line and hint', () => {
    const d: Diagnostic = {
      code: 'GW2203', severity: 'error', line: 7, column: 10, length: 3, source: '      4: K40', rule: '5.1',
      message: "Fleet 'mittelmeer' cannot enter K40 from K33: the zones are not adjacent (5.1).",
    };
    expect(formatDiagnostic(d, 'orders.yaml')).toBe([
      "orders.yaml:7:10 - error GW2203: Fleet 'mittelmeer' cannot enter K40 from K33: the zones are not adjacent (5.1).",
      '',
      '7       4: K40',
      '           ~~~',
    ].join('\n'));
    const w: Diagnostic = { ...d, severity: 'warning', code: 'ADM1040', line: 2, column: 1, length: 1, hint: 'x' };
    const text = formatDiagnostics([d, w, d], 'o.yaml');
    expect(text.trimEnd().split('\n').at(-1)).toBe('Found 2 errors and 1 warning.');
    expect(text.indexOf('o.yaml:2:1')).toBeLessThan(text.indexOf('o.yaml:7:10'));
  });

  it('locates paths for semantic checks, with a substring of the value', () => {
    const { source } = parseSource(VALID);
    const d = diagnosticAt(source, ['fleets', 'mittelmeer', 'plot', '3'], 'GW2203', 'error', 'not adjacent', { substring: 'K32' });
    expect(d).toMatchObject({ line: 9, column: 14, length: 3, source: '      3: K31/K32' });
    expect(diagnosticAt(source, ['fleets', 'mittelmeer', 'plot', 3], 'X', 'error', 'm', { part: 'key' }))
      .toMatchObject({ line: 9, column: 7, length: 1 });
    // A missing key falls back to its parent's key.
    expect(diagnosticAt(source, ['fleets', 'mittelmeer', 'mission'], 'X', 'error', 'm'))
      .toMatchObject({ line: 7, column: 3, length: 10 });
    expect(diagnosticAt(source, ['fleets', 'mittelmeer', 'battle', 'targets', 1], 'X', 'error', 'm'))
      .toMatchObject({ line: 15, column: 21, length: 2 });
  });

  it('sorts, detects errors and serializes', () => {
    const a: Diagnostic = { code: 'A', severity: 'warning', message: 'a', line: 3, column: 1, length: 1 };
    const b: Diagnostic = { code: 'B', severity: 'error', message: 'b', line: 1, column: 4, length: 1 };
    expect(sortDiagnostics([a, b]).map((d) => d.code)).toEqual(['B', 'A']);
    expect(hasErrors([a])).toBe(false);
    expect(JSON.parse(JSON.stringify(diagnosticsToJson([a])))).toEqual([a]);
  });

  it('measures Damerau-Levenshtein distance', () => {
    expect(damerauLevenshtein('mision', 'mission')).toBe(1);
    expect(damerauLevenshtein('msision', 'mission')).toBe(1);
    expect(damerauLevenshtein('abc', '')).toBe(3);
    expect(closestMatch('BATLE', ['mission', 'battle'])).toBe('battle');
    expect(closestMatch('zzz', ['mission', 'battle'])).toBeUndefined();
  });
});

describe('properties', () => {
  const inside = (text: string, diags: readonly Diagnostic[], lines: readonly string[]) => {
    const originalLines = text.split(/\r\n|\r|\n/).length;
    for (const d of diags) {
      expect(d.line).toBeGreaterThanOrEqual(1);
      expect(d.line).toBeLessThanOrEqual(Math.max(lines.length, 1));
      expect(d.line).toBeLessThanOrEqual(Math.max(originalLines, 1));
      expect(d.column).toBeGreaterThanOrEqual(1);
      expect(d.column).toBeLessThanOrEqual((lines[d.line - 1] ?? '').length + 1);
      expect(d.length).toBeGreaterThanOrEqual(1);
    }
  };

  it('never throws and positions lie inside the text (arbitrary strings)', () => {
    fc.assert(fc.property(fc.string({ unit: 'grapheme-composite', maxLength: 200 }), (text) => {
      const r = parse(text);
      inside(text, r.diagnostics, r.source.lines);
    }), { numRuns: 150 });
  });

  it('never throws and positions lie inside the text (mutated valid orders)', () => {
    const alphabet = [':', ' ', '-', '#', '[', ']', '{', '}', '&a', '*a', '!', '|', '>', '"', "'", '\t', '\n', '\u00a0', '\u201c', 'K', '9', 'x', '\r', '?', ',', '%'];
    const edit = fc.record({ at: fc.nat(), del: fc.nat({ max: 3 }), ins: fc.constantFrom(...alphabet) });
    fc.assert(fc.property(fc.array(edit, { minLength: 1, maxLength: 4 }), (edits) => {
      let text = VALID;
      for (const e of edits) {
        const at = e.at % (text.length + 1);
        text = text.slice(0, at) + e.ins + text.slice(at + e.del);
      }
      const r = parse(text);
      inside(text, r.diagnostics, r.source.lines);
      if (r.value !== undefined) expect(hasErrors(r.diagnostics)).toBe(false);
    }), { numRuns: 250 });
  });
});
