// Issue 15 "every rule paragraph is a named test; every card's effect is tested from a hand written
// as a player would write it": the tables "Rules and their tests" and "Cards and their tests" in
// games/sink-the-bismarck/README.md, checked against the test names of this folder so that they
// cannot go stale. The paragraphs are the rulebook's own (../shared/rules/sink-the-bismarck.txt):
// a heading and its printed number ("Torpedo Attacks 2"), or a heading alone where the rulebook
// numbers nothing ("Winning"). The three paragraphs of the Game Description are counted by us.
import { readFileSync, readdirSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { DEPARTMENT_OF } from '../../src/games/sink-the-bismarck/cards.js';

const here = dirname(fileURLToPath(import.meta.url));
const README = resolve(here, '../../games/sink-the-bismarck/README.md');

const numbered = (heading: string, n: number): string[] => Array.from({ length: n }, (_, i) => `${heading} ${i + 1}`);

/** Every rule paragraph of the rulebook, in its order; the narrative (history, playtest, how to make the pieces) is no rule. */
const RULES = [
  ...numbered('Game Description', 3),
  'Game Card Decks', 'Gun Card Decks',
  ...numbered('Movement', 4),
  ...numbered('Fire Main Batteries', 6),
  ...numbered('Torpedo Attacks', 5),
  ...numbered('Scout Plane Operations', 5),
  ...numbered('Lay Smoke Screen', 4),
  ...numbered('Call Away Repair Team', 9),
  ...numbered('Deploy Mines', 4),
  ...numbered('Send Signals', 5),
  ...numbered('Swordfish Air Attacks', 4),
  'Battle 1', 'Battle 2',
  ...numbered('To Start', 8),
  ...numbered('Planning Phase', 3),
  'Less Than Four Cards 1',
  ...numbered('Execution Phase', 6),
  'Winning', 'Ship Characteristics', 'Flank Speed',
  ...numbered('Limited Gun Ammunition', 2),
  ...numbered('Limited Fuel', 3),
  ...numbered('Emergency Maneuvers', 3),
  'Range Gun Hit', 'Anti-Aircraft Fire', 'Repairs chart', 'Torpedo / Mine Attack',
];

interface Row { cells: string[]; files: string[] }

/** The rows of the README table under a heading: cells trimmed, and the test files named in the last cell. */
function rows(heading: string): Row[] {
  const text = readFileSync(README, 'utf8');
  const start = text.indexOf(`## ${heading}`);
  if (start < 0) return [];
  const end = text.indexOf('\n## ', start + 3);
  const section = text.slice(start, end < 0 ? undefined : end);
  return section.split('\n').filter((l) => l.startsWith('| ') && !l.startsWith('| ---') && !/^\| (paragraph|card) \|/.test(l)).map((l) => {
    const cells = l.slice(2, -2).split(' | ').map((c) => c.trim());
    return { cells, files: [...cells[cells.length - 1].matchAll(/`([\w.-]+\.test\.ts)`/g)].map((f) => f[1]) };
  });
}

interface Test { name: string; body: string }

/** The `it(...)` tests of a file: each name, and its text up to the next test. */
function tests(file: string): Test[] {
  const src = readFileSync(join(here, file), 'utf8');
  const found = [...src.matchAll(/\bit(?:\.each\([^)]*\))?\(\s*(['"`])((?:\\.|(?!\1).)*)\1/g)];
  return found.map((m, i) => ({ name: m[2].replace(/\\'/g, "'"), body: src.slice(m.index, found[i + 1]?.index ?? src.length) }));
}

const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');

/**
 * Does a test name carry a paragraph? "Torpedo Attacks 2" is carried by "Torpedo Attacks 2", by a
 * range "Torpedo Attacks 1-3" and by a list "Torpedo Attacks 1, 2" or "Torpedo Attacks 2 and 5";
 * a heading without a number ("Winning") by the heading itself.
 */
function carries(name: string, rule: string): boolean {
  const m = /^(.*?) (\d+)$/.exec(rule);
  if (!m) return new RegExp(`(?<![\\w])${escape(rule)}(?![\\w])`).test(name);
  const [, heading, num] = m;
  const lists = name.matchAll(new RegExp(`(?<![\\w])${escape(heading)} (\\d+(?:-\\d+)?(?:(?:, | and )\\d+(?:-\\d+)?)*)(?![\\w.])`, 'g'));
  for (const [, list] of lists) {
    for (const part of list.split(/, | and /)) {
      const [a, b = a] = part.split('-').map(Number);
      if (Number(num) >= a && Number(num) <= b) return true;
    }
  }
  return false;
}

const FILES = readdirSync(here).filter((f) => f.endsWith('.test.ts') && f !== 'rule-index.test.ts');

describe('issue 15: every rule paragraph of Sink the Bismarck! a named test', () => {
  it('a name carries a paragraph by its heading and number, a range or a list, never a longer number', () => {
    expect(carries('Torpedo Attacks 2-4: launched within 5 units', 'Torpedo Attacks 3')).toBe(true);
    expect(carries('Call Away Repair Team 2, 6 and 8: hull', 'Call Away Repair Team 6')).toBe(true);
    expect(carries('Call Away Repair Team 2, 6 and 8: hull', 'Call Away Repair Team 7')).toBe(false);
    expect(carries('Battle 1 ends after 5 hands', 'Battle 1')).toBe(true);
    expect(carries('Less Than Four Cards 1: fewer cards', 'Less Than Four Cards 1')).toBe(true);
    expect(carries('Movement 12', 'Movement 1')).toBe(false);
    expect(carries('Winning: more points', 'Winning')).toBe(true);
  });

  it('the README table lists each paragraph of the rulebook once, in its order, and no other', () => {
    expect(rows('Rules and their tests').map((r) => r.cells[0])).toEqual(RULES);
  });

  it('each paragraph is implemented with named tests, listed completely, or says why it is not', () => {
    for (const row of rows('Rules and their tests')) {
      const [rule, , status] = row.cells;
      const actual = FILES.filter((f) => tests(f).some((t) => carries(t.name, rule))).sort();
      if (!status.startsWith('implemented')) {
        expect(status, `${rule}: neither implemented nor a reason`).toMatch(/^(not implemented|by mail): .{10,}/);
      } else {
        expect(row.files.length, `${rule}: no test file listed`).toBeGreaterThan(0);
        for (const f of row.files) expect(FILES, `${rule}: ${f}`).toContain(f);
      }
      // Complete both ways: every file with a test carrying the paragraph is listed, and only those.
      expect(row.files, rule).toEqual(actual);
    }
  });
});

describe('issue 15: every card\'s effect tested from a hand written as a player would write it', () => {
  it('the README table lists each kind of card once', () => {
    expect(rows('Cards and their tests').map((r) => r.cells[1].replace(/`/g, '')).sort()).toEqual(Object.keys(DEPARTMENT_OF).sort());
  });

  it('each card has, in each file listed, a test named by one of its paragraphs whose orders write the card as the table shows', () => {
    for (const row of rows('Cards and their tests')) {
      const [card, , written, paragraphs] = row.cells;
      const snippets = [...written.matchAll(/`([^`]+)`/g)].map((m) => m[1]);
      const rules = paragraphs.split('; ');
      // A card no player writes (the Swordfish "must be played") says so and why.
      if (snippets.length === 0) expect(written, `${card}: how a player writes it`).toMatch(/^not written: .{10,}/);
      expect(row.files.length, `${card}: no test file listed`).toBeGreaterThan(0);
      for (const rule of rules) expect(RULES, `${card}: ${rule}`).toContain(rule);
      for (const f of row.files) {
        const ok = tests(f).some((t) => rules.some((r) => carries(t.name, r)) && (snippets.length === 0 || snippets.some((w) => t.body.includes(w))));
        expect(ok, `${card}: ${f} has no test named by ${paragraphs} with ${snippets.join(' or ')}`).toBe(true);
      }
    }
  });
});
