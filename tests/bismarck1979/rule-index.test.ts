// Issue 13 "every rule number as a named test": the table "Rules and their tests" in the game's
// README lists every numbered rule of the basic game from 4.0 to 12.1, and each test file it
// names for a rule has a test whose name carries that number. The numbers are the rulebook's
// (../shared/rules/bismarck-1979-basic.md, "Rule-number check", sections 4 to 12).
import { readFileSync, readdirSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const here = dirname(fileURLToPath(import.meta.url));
const README = resolve(here, '../../games/bismarck1979/README.md');

/** The numbered rules of the basic game from the sequence of play to victory; 5.0–9.0 are headings over their numbered rules. */
const RULES = [
  '4.0', '4.1', '4.2', '4.3', '4.4', '4.5', '4.6', '4.7', '4.8', '4.9',
  '5.1', '5.11', '5.2', '5.21', '5.3', '5.31', '5.4', '5.41', '5.45',
  '6.1', '6.11', '6.12', '6.13', '6.14', '6.2', '6.21', '6.22', '6.3', '6.31', '6.4', '6.41',
  '7.1', '7.11', '7.17', '7.2', '7.21', '7.23', '7.3', '7.31',
  '8.1', '8.11', '8.12', '8.13', '8.19', '8.2', '8.21',
  '9.1', '9.11', '9.2', '9.21', '9.3', '9.31', '9.33', '9.4', '9.41', '9.5', '9.51', '9.6', '9.61', '9.7', '9.71', '9.8', '9.81', '9.9', '9.91', '9.93',
  '10.1', '11.1', '11.2', '12.1',
];

interface Row { rule: string; status: string; files: string[] }

function table(): Row[] {
  const text = readFileSync(README, 'utf8');
  const section = text.slice(text.indexOf('## Rules and their tests'));
  return [...section.matchAll(/^\| (\d+\.\d+) \| [^|]* \| (.*) \| (.*) \|$/gm)].map((m) => ({
    rule: m[1], status: m[2], files: [...m[3].matchAll(/`([\w.-]+\.test\.ts)`/g)].map((f) => f[1]),
  }));
}

/** The names of the `it(...)` tests of a file. */
function testNames(file: string): string[] {
  const src = readFileSync(join(here, file), 'utf8');
  return [...src.matchAll(/\bit(?:\.each\([^)]*\))?\(\s*(['"`])((?:\\.|(?!\1).)*)\1/g)].map((m) => m[2]);
}

const carries = (name: string, rule: string) => new RegExp(`(?<![\\d.])${rule.replace('.', '\\.')}(?![\\d])`).test(name);

describe('issue 13: every rule number a named test', () => {
  it('the README table lists each numbered rule of sections 4 to 12 once, and no other', () => {
    expect(table().map((r) => r.rule)).toEqual(RULES);
  });

  it('each rule is implemented with at least one named test, or is a heading whose numbered rules are', () => {
    const files = readdirSync(here).filter((f) => f.endsWith('.test.ts'));
    for (const row of table()) {
      if (row.status.startsWith('heading')) {
        expect(RULES.some((r) => r !== row.rule && r.startsWith(row.rule)), row.rule).toBe(true);
        continue;
      }
      expect(row.status, row.rule).toMatch(/^implemented/);
      expect(row.files.length, `${row.rule}: no test file listed`).toBeGreaterThan(0);
      for (const f of row.files) {
        expect(files, `${row.rule}: ${f}`).toContain(f);
        expect(testNames(f).some((n) => carries(n, row.rule)), `${row.rule}: ${f} has no test named with it`).toBe(true);
      }
      // And the table is complete: every file with a test carrying the number is listed.
      const actual = files.filter((f) => testNames(f).some((n) => carries(n, row.rule))).sort();
      expect(row.files, row.rule).toEqual(actual);
    }
  });
});
