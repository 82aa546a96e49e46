// Issue 16 "every rule number in 7.0–7.4 and 12–18 is a named test": each rule the table of rules in
// the game's README marks implemented or option is carried, as a number, by the name of a test in
// tests/gwas/ or tests/conformance/ (a rule marked "not" says why instead). A row added without a
// test, or a test renamed away from its rule, fails here.
import { readFileSync, readdirSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const here = dirname(fileURLToPath(import.meta.url));
const README = resolve(here, '../../games/gwas-mediterranean/README.md');

interface Row { rules: string[]; status: string }

/** The table's rows: the rule numbers of the first column (one or several, "12.6, 12.61") and the status. */
function rows(): Row[] {
  const text = readFileSync(README, 'utf8');
  return [...text.matchAll(/^\| ([\d.,–\- ]+?) \| (\w+) \|/gm)].map((m) => ({
    rules: m[1].split(/,\s*/).map((x) => x.trim()).filter((x) => /^\d+\.\d+$/.test(x)),
    status: m[2],
  }));
}

/** The names of every `it`, `test` and `describe` in the game's tests and the conformance suites. */
function testNames(): string[] {
  const names: string[] = [];
  for (const dir of [here, resolve(here, '../conformance')]) {
    for (const f of readdirSync(dir).filter((x) => x.endsWith('.test.ts'))) {
      const src = readFileSync(join(dir, f), 'utf8');
      for (const m of src.matchAll(/\b(?:it|test|describe)(?:\.each\([^)]*\))?\(\s*(['"`])((?:\\.|(?!\1).)*)\1/g)) names.push(m[2]);
    }
  }
  return names;
}

const carries = (name: string, rule: string) => new RegExp(`(?<![\\d.])${rule.replace('.', '\\.')}(?![\\d])`).test(name);

describe('issue 16: every rule of the table a named test', () => {
  it('the table has rows for the advanced rules 7.0–7.4, 8.8 and 12–18, each implemented, option or not', () => {
    const all = rows();
    const numbers = new Set(all.flatMap((r) => r.rules));
    for (const rule of ['7.1', '7.21', '7.31', '7.36', '7.41', '8.8', '12.1', '13.1', '14.1', '15.1', '16.1', '17.1', '18.1']) expect(numbers, rule).toContain(rule);
    for (const r of all) expect(['implemented', 'option', 'not'], r.rules.join(', ')).toContain(r.status);
  });

  it('each rule marked implemented or option is carried by the name of a test', () => {
    const names = testNames();
    const missing = rows().filter((r) => r.status !== 'not').flatMap((r) => r.rules).filter((rule) => !names.some((n) => carries(n, rule)));
    expect(missing).toEqual([]);
  });
});
