/**
 * The command line as a moderator uses it (issue: "a campaign of each scenario can be played to
 * its end from the CLI"): every command through `main`, with a store in a temporary home.
 */
import { execFileSync, spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, readdirSync, writeFileSync, existsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { COMMANDS, main } from '../src/cli/main.js';
import { cli } from './helpers/cli.js';


const tmp = () => mkdtempSync(join(tmpdir(), 'admiralty-cli-'));

describe('admiralty command line', () => {
  it('scenarios lists both Great War at Sea scenarios', () => {
    const r = cli(tmp())('scenarios');
    expect(r.code).toBe(0);
    expect(r.out).toContain('gwas-mediterranean/goeben-1914');
    expect(r.out).toContain('gwas-mediterranean/otranto-1917');
  });

  it('every command has --help', async () => {
    const home = tmp();
    for (const c of COMMANDS) {
      let out = '';
      // Some commands (serve, receipt verify) run asynchronously; main then returns a promise.
      const code = await main(['--home', home, ...c.name, '--help'], {}, { out: (t) => { out += t; }, err: () => {} });
      expect(code, c.name.join(' ')).toBe(0);
      expect(out).toContain(c.usage);
    }
  });

  it('errors are one clear line and a non-zero exit, never a stack trace', () => {
    const run = cli(tmp());
    for (const args of [['turn', 'nope'], ['report', 'nope', '--side', 'allied'], ['frobnicate'], ['new', 'x'], ['new', 'Bad Id', '--scenario', 'gwas-mediterranean/goeben-1914'], ['orders', 'check', 'nope', '--side', 'allied', '/nonexistent.yaml']]) {
      const r = run(...args);
      expect(r.code, args.join(' ')).toBeGreaterThan(0);
      expect(r.err.split('\n')[0]).toMatch(/^admiralty: error (ADM|ML)\d{4}: /);
      expect(r.err).not.toMatch(/\n\s+at /);
    }
  });

  it.each(['goeben-1914', 'otranto-1917'])('plays %s to its end from the CLI: orders forms sent back, every turn resolved, replay matches', (scenario) => {
    const home = tmp();
    const run = cli(home);
    expect(run('new', 'camp', '--scenario', `gwas-mediterranean/${scenario}`, '--seed', 'cli-test', '--test').code).toBe(0);
    let turns = 0;
    for (;;) {
      const status = run('status', 'camp');
      if (status.out.includes(' over')) break;
      for (const side of ['allied', 'central']) {
        // The pre-filled form, sent back as it is, is valid orders that keep every plan.
        const form = run('report', 'camp', '--side', side, '--orders-form');
        expect(form.code).toBe(0);
        const file = join(home, `${side}.yaml`);
        writeFileSync(file, form.out);
        const sub = run('orders', 'submit', 'camp', '--side', side, file);
        expect(sub.code, sub.out).toBe(0);
        expect(sub.out).toMatch(/accepted: orders for \w+, receipt sha256:[0-9a-f]{64}/);
      }
      const t = run('turn', 'camp');
      expect(t.code, t.err).toBe(0);
      turns++;
      expect(turns).toBeLessThan(100);
    }
    expect(turns).toBeGreaterThanOrEqual(12);
    const final = run('report', 'camp', '--side', 'central');
    expect(final.out).toMatch(/over|ended|final/i);
    const replay = run('replay', 'camp');
    expect(replay.code).toBe(0);
    expect(replay.out).toContain(`replay matches the journal (${turns} turns and the opening)`);
    expect(replay.out).toMatch(/^opening \(turn 0, rolled at creation\): match [0-9a-f]{16}$/m);
    expect(run('replay', 'camp', '--turn', '3').code).toBe(0);
    const dir = join(home, 'export');
    expect(run('export', 'camp', dir).code).toBe(0);
    // Every turn, and turn 0: the opening's rolls (4.1, turn 1's weather).
    expect(readdirSync(join(dir, 'journal'))).toHaveLength(turns + 1);
    expect(JSON.parse(readFileSync(join(dir, 'journal', 'turn-000.json'), 'utf8'))).toMatchObject({ turn: 0, opening: true });
    expect(existsSync(join(dir, 'reports', 'turn-000', 'allied.orders.yaml'))).toBe(true);
  });

  it('orders check: exit 1 with diagnostics quoting the line; --json gives the same as data', () => {
    const home = tmp();
    const run = cli(home);
    run('new', 'camp', '--scenario', 'gwas-mediterranean/goeben-1914', '--seed', 's', '--test');
    const file = join(home, 'bad.yaml');
    writeFileSync(file, 'side: central\nturn: 1\nfleets:\n  mittelmeerdivision:\n    mision: raid\n');
    const r = run('orders', 'check', 'camp', '--side', 'central', file);
    expect(r.code).toBe(1);
    expect(r.out).toContain("error ADM1020: Unknown key 'mision'.");
    expect(r.out).toContain('    mision: raid');
    expect(r.out).toContain("Did you mean 'mission'?");
    const j = run('orders', 'check', 'camp', '--side', 'central', file, '--json');
    expect(j.code).toBe(1);
    const parsed = JSON.parse(j.out);
    expect(parsed.ok).toBe(false);
    expect(parsed.diagnostics[0]).toMatchObject({ code: 'ADM1020', line: 5, column: 5 });
  });

  it('an invalid submission is stored as rejected and the previous valid one stands', () => {
    const home = tmp();
    const run = cli(home);
    run('new', 'camp', '--scenario', 'gwas-mediterranean/goeben-1914', '--seed', 's', '--test');
    const good = join(home, 'good.yaml');
    writeFileSync(good, run('report', 'camp', '--side', 'central', '--orders-form').out);
    expect(run('orders', 'submit', 'camp', '--side', 'central', good).code).toBe(0);
    const bad = join(home, 'bad.yaml');
    writeFileSync(bad, 'side: central\nturn: 1\nfleets:\n  nobody: {}\n');
    const r = run('orders', 'submit', 'camp', '--side', 'central', bad);
    expect(r.code).toBe(1);
    expect(r.out).toContain('GW2010');
    expect(r.out).toContain('rejected: nothing stored');
    expect(run('status', 'camp').out).toMatch(/central \(central\): orders in \(submission 1,/);
  });

  it('reports: text, html, json and a past turn; the umpire sees both sides', () => {
    const home = tmp();
    const run = cli(home);
    run('new', 'camp', '--scenario', 'gwas-mediterranean/goeben-1914', '--seed', 's', '--test');
    run('turn', 'camp');
    run('turn', 'camp');
    expect(run('report', 'camp', '--side', 'allied', '--format', 'html').out).toContain('<html');
    expect(JSON.parse(run('report', 'camp', '--side', 'allied', '--format', 'json').out).viewer).toBe('allied');
    const t1 = run('report', 'camp', '--side', 'umpire', '--turn', '1');
    expect(t1.code).toBe(0);
    expect(t1.out).toContain('Goeben');
    expect(run('report', 'camp', '--side', 'allied', '--turn', '9').code).toBe(2);
  });

  it('players file: names and addresses per side', () => {
    const home = tmp();
    const run = cli(home);
    const players = join(home, 'players.yaml');
    writeFileSync(players, 'allied: { name: Ann, email: ann@example.org, timeZone: Europe/London }\ncentral: { name: Karl, email: karl@example.org }\n');
    expect(run('new', 'camp', '--scenario', 'gwas-mediterranean/goeben-1914', '--players', players).code).toBe(0);
    expect(run('status', 'camp').out).toContain('allied (Ann)');
  });

  it('the installed bin runs (npx admiralty)', () => {
    const out = execFileSync(process.execPath, ['bin/admiralty.mjs', '--home', tmp(), 'scenarios'], { encoding: 'utf8' });
    expect(out).toContain('goeben-1914');
  });

  it('ADMIRALTY_HOME chooses the store', () => {
    const home = tmp();
    let out = '';
    main(['new', 'camp', '--scenario', 'gwas-mediterranean/goeben-1914'], { ADMIRALTY_HOME: home }, { out: (t) => { out += t; }, err: () => {} });
    expect(out).toContain("created campaign 'camp'");
    expect(existsSync(join(home, 'admiralty.db'))).toBe(true);
    void readFileSync;
  });

  it('14 --version prints the package version', () => {
    let out = '';
    const code = main(['--version'], {}, { out: (t) => { out += t; }, err: () => {} });
    expect(code).toBe(0);
    const pkg = JSON.parse(readFileSync(join(import.meta.dirname, '../package.json'), 'utf8')) as { version: string };
    expect(out).toBe(`admiralty ${pkg.version}\n`);
  });

  it('14 a read command outside a campaign folder says where it looked and creates no ./data', async () => {
    const dir = tmp();
    const data = join(dir, 'data'); // what ./data is when the command runs in `dir`
    for (const args of [['status', 'camp'], ['report', 'camp', '--side', 'allied'], ['turn', 'camp'], ['replay', 'camp'], ['mod', 'status', 'camp']]) {
      let err = '';
      const code = await main(args, { ADMIRALTY_HOME: data }, { out: () => {}, err: (t) => { err += t; } });
      expect(code, args.join(' ')).toBe(2);
      expect(err, args.join(' ')).toMatch(/^admiralty: error ADM2007: no campaign store at .*data\/admiralty\.db/);
      expect(existsSync(data), args.join(' ')).toBe(false);
    }
    // Commands that make a campaign may create it.
    expect(main(['new', 'camp', '--scenario', 'gwas-mediterranean/goeben-1914'], { ADMIRALTY_HOME: data }, { out: () => {}, err: () => {} })).toBe(0);
    expect(existsSync(join(data, 'admiralty.db'))).toBe(true);
  });

  it('14 output piped to a reader that has gone (| head) ends quietly, no EPIPE crash', async () => {
    const child = spawn(process.execPath, ['bin/admiralty.mjs', '--home', tmp(), '--help'], { stdio: ['ignore', 'pipe', 'pipe'] });
    child.stdout.destroy(); // the reader is gone before the first write, as with `| head -0`
    let err = '';
    child.stderr.on('data', (d: Buffer) => { err += d.toString(); });
    const [code] = await new Promise<[number | null, string | null]>((r) => child.on('exit', (c, sig) => r([c, sig])));
    expect(err).not.toMatch(/EPIPE|\n\s+at /);
    expect(code).toBe(0);
  });

  it('14 commands find the store from --config as well as --home', async () => {
    const dir = tmp();
    const empty = tmp();
    const config = join(dir, 'admiralty.yaml');
    writeFileSync(config, 'store: ./campaigns/admiralty.db\nmail: { mode: local, referee: referee@game.test }\n');
    const io = { out: (t: string) => { out += t; }, err: (t: string) => { out += t; } };
    let out = '';
    expect(main(['--home', empty, 'new', 'camp', '--scenario', 'gwas-mediterranean/goeben-1914', '--config', config], {}, io), out).toBe(0);
    expect(existsSync(join(dir, 'campaigns', 'admiralty.db'))).toBe(true);
    expect(existsSync(join(empty, 'admiralty.db'))).toBe(false);
    out = '';
    expect(main(['--home', empty, 'status', 'camp', '--config', config], {}, io), out).toBe(0);
    expect(out).toContain('camp');
    out = '';
    expect(await main(['--home', empty, 'mod', 'status', 'camp', '--config', config], {}, io), out).toBe(0);
    expect(out).toContain('camp: gwas-mediterranean/goeben-1914, turn 1');
    expect(main(['--home', empty, 'status', 'camp'], {}, io)).toBe(2); // and --home alone still means --home
  });
});
