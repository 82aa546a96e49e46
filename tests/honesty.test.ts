// Tests that can fail (issue 18 §3): no timing assertions, goldens never written by the test that
// compares them, fixtures required under CI=true, property tests that name their seed.
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import fc from 'fast-check';
import { afterEach, describe, expect, it } from 'vitest';
import { expectGolden } from './support/golden.js';
import { fixtureGate, fixtureVerdict } from './support/fixture.js';

const TESTS = import.meta.dirname;
const SELF = relative(TESTS, import.meta.filename);

function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const path = join(dir, e.name);
    if (e.isDirectory()) return e.name === 'golden' ? [] : sources(path);
    return /\.(ts|mjs)$/.test(e.name) ? [path] : [];
  });
}
const files = sources(TESTS).map((path) => ({ name: relative(TESTS, path), text: readFileSync(path, 'utf8') })).filter((f) => f.name !== SELF);

describe('no test asserts a timing (timings belong in npm run bench)', () => {
  it('no test file reads performance.now, and no expectation reads the clock or a measured latency', () => {
    const found: string[] = [];
    for (const f of files.filter((x) => x.name.endsWith('.test.ts'))) {
      f.text.split('\n').forEach((text, i) => {
        // Code, not text: a probe string fed to the purity test (tests/architecture) names these too.
        const line = text.replace(/'(?:[^'\\]|\\.)*'|"(?:[^"\\]|\\.)*"|`(?:[^`\\]|\\.)*`/g, "''");
        if (/performance\.now\(/.test(line)) found.push(`${f.name}:${i + 1}: ${text.trim()}`);
        else if (/expect\(.*(Date\.now\(|performance\.now|latency|elapsed)/i.test(line)) found.push(`${f.name}:${i + 1}: ${text.trim()}`);
      });
    }
    expect(found).toEqual([]);
  });
});

describe('goldens are compared, never written by the comparing test', () => {
  let dir: string | undefined;
  const env = { ...process.env };
  afterEach(() => {
    process.env = { ...env };
    if (dir) rmSync(dir, { recursive: true, force: true });
  });

  it('only tests/support/golden.ts honours UPDATE_GOLDEN, and no test writes into a golden directory', () => {
    expect(files.filter((f) => f.text.includes('UPDATE_GOLDEN')).map((f) => f.name)).toEqual(['support/golden.ts']);
    const writers = files.filter((f) => f.name !== 'support/golden.ts' && /golden/i.test(f.text) && /writeFileSync\([^)]*golden/i.test(f.text));
    expect(writers.map((f) => f.name)).toEqual([]);
  });

  it('a missing golden fails and nothing is written', () => {
    delete process.env.UPDATE_GOLDEN;
    dir = mkdtempSync(join(tmpdir(), 'golden-'));
    const file = join(dir, 'missing.txt');
    expect(() => expectGolden(file, 'anything')).toThrow(/missing: write it with `npm run golden:update`/);
    expect(existsSync(file)).toBe(false);
  });

  it('a golden that differs fails; one that matches passes', () => {
    delete process.env.UPDATE_GOLDEN;
    dir = mkdtempSync(join(tmpdir(), 'golden-'));
    const file = join(dir, 'g.txt');
    process.env.UPDATE_GOLDEN = '1';
    process.env.CI = 'false';
    expectGolden(file, 'the answer\n');
    delete process.env.UPDATE_GOLDEN;
    expect(() => expectGolden(file, 'another answer\n')).toThrow();
    expectGolden(file, 'the answer\n');
  });

  it('UPDATE_GOLDEN=1 is refused under CI=true (a CI run never rewrites what it checks)', () => {
    dir = mkdtempSync(join(tmpdir(), 'golden-'));
    process.env.UPDATE_GOLDEN = '1';
    process.env.CI = 'true';
    expect(() => expectGolden(join(dir!, 'g.txt'), 'x')).toThrow(/refused under CI=true/);
    expect(existsSync(join(dir, 'g.txt'))).toBe(false);
  });
});

describe('fixtures: skipped with a message on a developer\'s machine, a failure under CI=true', () => {
  it('the verdict for present and missing fixtures, with and without CI', () => {
    expect(fixtureVerdict(true, true)).toBe('run');
    expect(fixtureVerdict(true, false)).toBe('run');
    expect(fixtureVerdict(false, false)).toBe('skip');
    expect(fixtureVerdict(false, true)).toBe('fail');
  });

  // The shared mail corpus is read by tests/mail/hostile.test.ts and tests/mailstack/hostile.test.ts,
  // which skip without it: here its absence fails a CI run.
  const corpus = join(TESTS, '..', '..', 'shared', 'corpus');
  if (fixtureGate(corpus, 'the shared mail corpus (../shared/corpus)')) {
    it('the shared mail corpus holds messages', () => {
      const messages = (function walk(d: string): string[] {
        return readdirSync(d, { withFileTypes: true }).flatMap((e) => (e.isDirectory() ? walk(join(d, e.name)) : /\.(eml|msg|txt|mbox)$/i.test(e.name) ? [e.name] : []));
      })(corpus);
      expect(messages.length).toBeGreaterThan(0);
    });
  }
});

describe('property tests name their seed when they fail', () => {
  it('a failing fast-check property reports the seed and path that reproduce it', () => {
    let message = '';
    try {
      fc.assert(fc.property(fc.integer(), (n) => n < 100), { seed: 4242, numRuns: 200 });
    } catch (e) {
      message = String((e as Error).message);
    }
    expect(message).toMatch(/seed: 4242, path: "[\d:]+"/);
  });
});
