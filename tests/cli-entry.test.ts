/**
 * The command line's two ways in (issue 17 §3): `main` with every command loaded (in-process, as
 * the tests use it) and `runCommandLine`, which bin/admiralty.mjs runs and which loads only the
 * command that runs. They must answer every line alike; the registry that lets the second stay
 * light must name exactly the commands the first has.
 */
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { COMMANDS, main } from '../src/cli/main.js';
import { runCommandLine } from '../src/cli/entry.js';
import { COMMAND_ENTRIES } from '../src/cli/registry.js';
import { distIsFresh, STAMP } from '../bin/dist-fresh.mjs';

const ENTRY = fileURLToPath(new URL('../src/cli/entry.ts', import.meta.url));
const PROBE = fileURLToPath(new URL('./support/entry-probe.mjs', import.meta.url));
const tmp = () => mkdtempSync(join(tmpdir(), 'admiralty-entry-'));

async function both(argv: string[]): Promise<[{ code: number; out: string; err: string }, { code: number; out: string; err: string }]> {
  const capture = async (run: (io: { out(t: string): void; err(t: string): void }) => number | Promise<number>) => {
    let out = '';
    let err = '';
    const code = await run({ out: (t) => { out += t; }, err: (t) => { err += t; } });
    return { code, out, err };
  };
  return [await capture((io) => main(argv, {}, io)), await capture((io) => runCommandLine(argv, {}, io))];
}

describe('the command registry', () => {
  it('names the same commands as main, in the same order, with the same summaries', () => {
    expect(COMMAND_ENTRIES.map((e) => e.name.join(' '))).toEqual(COMMANDS.map((c) => c.name.join(' ')));
    expect(COMMAND_ENTRIES.map((e) => e.summary)).toEqual(COMMANDS.map((c) => c.summary));
  });

  it('loads, for each entry, the command of that name', async () => {
    for (const e of COMMAND_ENTRIES) expect((await e.load()).name, e.name.join(' ')).toEqual(e.name);
  });
});

describe('runCommandLine answers as main does', () => {
  const home = tmp();
  it.each([
    [[]], [['--help']], [['--version']], [['frobnicate']], [['mod']], [['mod', 'frob']], [['scenarios']],
    [['turn', '--help']], [['mod', 'resend', '--help']], [['--home', home, 'status']], [['--home', home, 'turn', 'nope']],
    [['--home', home, 'status', '--config']],
  ])('%j', async (argv) => {
    const [a, b] = await both(argv);
    expect(b).toEqual(a);
  });

  // In a fresh process, as bin/admiralty.mjs runs it: nothing else has loaded the code tables or
  // the libraries yet (in this test process main.ts has loaded them all).
  const probe = (...argv: string[]) => JSON.parse(execFileSync(process.execPath, ['--import', 'tsx', PROBE, ENTRY, ...argv], { encoding: 'utf8' })) as { code: number; out: string; libs: string[] };

  it('--help and --version load no library: not the store, mail, maps, pages, YAML or schemas', () => {
    for (const argv of [['--help'], ['--version']]) {
      const r = probe(...argv);
      expect(r.code).toBe(0);
      expect(r.libs.filter((l) => l !== 'tsx' && l !== 'esbuild'), argv.join(' ')).toEqual([]);
    }
  });

  it('an unknown command is ADM2000 worded from its template, though nothing else is loaded', () => {
    const r = probe('frobnicate');
    expect(r.code).toBe(2);
    expect(r.out).toBe("admiralty: error ADM2000: unknown command 'frobnicate'; see admiralty --help\n");
  });

  it('a command loads what it needs: scenarios reads game data (YAML, schemas) but no mail or map library', () => {
    const r = probe('--home', tmp(), 'scenarios');
    expect(r.code).toBe(0);
    expect(r.libs).toContain('yaml');
    for (const heavy of ['nodemailer', 'imapflow', 'mailparser', '@resvg/resvg-js', 'hono']) expect(r.libs).not.toContain(heavy);
  });
});

describe('the compiled build is used only when fresh (bin/dist-fresh.mjs)', () => {
  function root(): string {
    const r = tmp();
    mkdirSync(join(r, 'src', 'cli'), { recursive: true });
    writeFileSync(join(r, 'src', 'cli', 'main.ts'), '');
    return r;
  }
  const at = (path: string, seconds: number) => utimesSync(path, seconds, seconds);

  it('no build: not fresh', () => {
    expect(distIsFresh(root())).toBe(false);
  });

  it('built after the newest source: fresh; a source edited after the build: stale', () => {
    const r = root();
    mkdirSync(join(r, 'dist'));
    writeFileSync(join(r, 'dist', STAMP), '');
    at(join(r, 'src', 'cli', 'main.ts'), 1_000_000);
    at(join(r, 'dist', STAMP), 2_000_000);
    expect(distIsFresh(r)).toBe(true);
    at(join(r, 'src', 'cli', 'main.ts'), 3_000_000);
    expect(distIsFresh(r)).toBe(false);
  });

  it('under CI the build that npm ci ran is there and fresh, so spawned command lines run it', () => {
    if (!process.env.CI) return;
    const repo = fileURLToPath(new URL('../', import.meta.url));
    expect(distIsFresh(repo), 'dist/ missing or older than src/: `npm ci` runs the build (package.json "prepare")').toBe(true);
  });
});
