/**
 * The moderator's and players' error lines for ADM codes, pinned (issue 11 §6). Each code is
 * produced through the real command line, so the reachability check counts it, and the line is
 * compared whole: moving the messages into the registry's templates (src/codes/adm.ts) must
 * not change a byte of what anyone reads. HOME and EMPTY stand for the two homes used.
 */
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { cli, type CliResult } from '../helpers/cli.js';

const SCENARIO = 'gwas-mediterranean/goeben-1914';
let home = '';
let empty = '';
let files: Record<string, string> = {};

/** Runs the CLI with {FILE} arguments filled in; the error line with the homes written back. */
function run(args: readonly string[], inEmptyHome = false): CliResult {
  const r = cli(inEmptyHome ? empty : home)(...args.map((a) => a.replace(/\{([A-Z]+)\}/g, (_, k: string) => files[k]!)));
  return { ...r, err: r.err.replaceAll(home, 'HOME').replaceAll(empty, 'EMPTY') };
}

beforeAll(() => {
  home = mkdtempSync(join(tmpdir(), 'admiralty-codes-'));
  empty = mkdtempSync(join(tmpdir(), 'admiralty-codes-empty-'));
  files = { LIST: join(home, 'list.yaml'), NOTJSON: join(home, 'notjson.txt'), WRONGFORMAT: join(home, 'wrong.json'), BUNDLE: join(home, 'b.json'), ORDERS: join(home, 'x.yaml') };
  writeFileSync(files.LIST, '- a\n- b\n');
  writeFileSync(files.NOTJSON, 'hello');
  writeFileSync(files.WRONGFORMAT, '{"format":"x"}');
  writeFileSync(files.ORDERS, 'side: allied\n');
  expect(run(['new', 'camp', '--scenario', SCENARIO, '--seed', 't', '--test']).code).toBe(0);
});

describe('ADM error lines, word for word, from the command line', () => {
  it('a refused option names the option and repeats the usage (ADM2001)', () => {
    const r = run(['report', '--bogus']);
    expect(r.code).toBe(2);
    expect(r.err).toMatch(/^admiralty: error ADM2001: Unknown option '--bogus'\..*\nusage: admiralty\ report\ <campaign>\ \-\-side\ <side\|umpire>\ \[\-\-turn\ N\]\ \[\-\-format\ text\|html\|json\]\ \[\-\-orders\-form\]\ \[\-\-map\ FILE\]\n$/s);
  });

  // Before any turn is resolved.
  it.each<[string[], string, true?]>([
    [["frobnicate"], "admiralty: error ADM2000: unknown command 'frobnicate'; see admiralty --help\n"],
    [["mod", "frob"], "admiralty: error ADM2000: unknown command 'mod frob' (try: mod status, mod process, mod preview, mod extend, mod pause, mod resume, mod replace-player, mod resend)\n"],
    [["report"], "admiralty: error ADM2002: missing <campaign>\nusage: admiralty report <campaign> --side <side|umpire> [--turn N] [--format text|html|json] [--orders-form] [--map FILE]\n"],
    [["turn", "camp", "extra"], "admiralty: error ADM2003: unexpected argument 'extra'\nusage: admiralty turn <campaign> [--json]\n"],
    [["report", "camp"], "admiralty: error ADM2004: --side is required\nusage: admiralty report <campaign> --side <side|umpire> [--turn N] [--format text|html|json] [--orders-form] [--map FILE]\n"],
    [["report", "camp", "--side", "allied", "--turn", "x"], "admiralty: error ADM2005: --turn must be a whole number, got 'x'\n"],
    [["report", "camp", "--config"], "admiralty: error ADM2006: --config needs a file\n"],
    [["status"], "admiralty: error ADM2007: no campaign store at EMPTY/admiralty.db: run the command in the folder that holds your campaign's data/, or name the store with --home DIR, --config FILE or ADMIRALTY_HOME ('admiralty new' and 'admiralty serve' create one)\n", true],
    [["new", "c2", "--scenario", "gwas-mediterranean/goeben-1914", "--players", "/nonexistent/players.yaml"], "admiralty: error ADM2010: cannot read players file /nonexistent/players.yaml: ENOENT: no such file or directory, open '/nonexistent/players.yaml'\n"],
    [["new", "c2", "--scenario", "gwas-mediterranean/goeben-1914", "--players", "{LIST}"], "admiralty: error ADM2011: players file HOME/list.yaml must map each side to {name, email, timeZone}\n"],
    [["new", "c3", "--scenario", "gwas-mediterranean/goeben-1914", "--seed", "s"], "admiralty: error ADM2012: --seed fixes the dice: only for a test or demo campaign, so say so with --test (every report will then say the dice prove nothing); leave --seed out for a real campaign\n"],
    [["orders", "check", "camp", "--side", "allied", "/nonexistent/orders.yaml"], "admiralty: error ADM2020: cannot read orders file /nonexistent/orders.yaml: ENOENT\n"],
    [["receipt", "verify", "/nonexistent/receipt.txt"], "admiralty: error ADM2020: cannot read receipt /nonexistent/receipt.txt: ENOENT\n"],
    [["bundle", "camp", "--turn", "1", "/tmp/x.json"], "admiralty: error ADM5040: turn 1 of 'camp' has not been resolved (resolved: none)\n"],
    [["report", "camp", "--side", "allied", "--format", "pdf"], "admiralty: error ADM2030: --format must be one of text, html, json\n"],
    [["report", "camp", "--side", "umpire", "--orders-form"], "admiralty: error ADM2031: the umpire has no orders form; ask for a side\n"],
    [["new", "c4", "--scenario", "nogame/x"], "admiralty: error ADM3001: unknown game 'nogame'\n"],
    [["turn", "nope"], "admiralty: error ADM3002: no campaign 'nope' (see 'admiralty status' for the list)\n"],
    [["new", "Bad Id", "--scenario", "gwas-mediterranean/goeben-1914"], "admiralty: error ADM3003: campaign id 'Bad Id' must be lower-case letters, digits and hyphens\n"],
    [["new", "camp", "--scenario", "gwas-mediterranean/goeben-1914"], "admiralty: error ADM3004: campaign 'camp' already exists\n"],
    [["new", "c5", "--scenario", "gwas-mediterranean/nope"], "admiralty: error ADM3005: unknown scenario 'gwas-mediterranean/nope' (see 'admiralty scenarios')\n"],
    [["intel", "camp", "--side", "martian"], "admiralty: error ADM3006: unknown side 'martian' (this game's sides: allied, central)\n"],
    [["report", "camp", "--side", "allied", "--turn", "5"], "admiralty: error ADM3009: no text report for allied at turn 5 (turns resolved: 0)\n"],
    [["replay", "camp", "--turn", "3"], "admiralty: error ADM3010: turn 3 of 'camp' has not been resolved (resolved: none)\n"],
    [["replay", "camp", "--amend", "allied={ORDERS}"], "admiralty: error ADM2004: --amend needs --turn N\nusage: admiralty replay <campaign> [--turn N] [--amend <side>=<orders file> ... [--exchange X] [--through M]]\n"],
    [["replay", "camp", "--turn", "1", "--through", "1"], "admiralty: error ADM2004: --through needs --amend <side>=<orders file>\nusage: admiralty replay <campaign> [--turn N] [--amend <side>=<orders file> ... [--exchange X] [--through M]]\n"],
    [["replay", "camp", "--turn", "1", "--amend", "bad"], "admiralty: error ADM2005: --amend must be <side>=<orders file>, got 'bad'\n"],
    [["receipt", "show", "camp", "--submission", "999"], "admiralty: error ADM5002: no submission 999 in 'camp'\n"],
    [["receipt", "show", "camp", "--side", "allied"], "admiralty: error ADM5003: no valid orders on file for allied at turn 1\n"],
    [["rollback", "camp", "--to", "0", "--reason", "  "], "admiralty: error ADM5020: a rollback needs a reason (--reason \"…\"): every player is told it\n"],
    [["rollback", "camp", "--to", "5", "--reason", "x"], "admiralty: error ADM5021: cannot roll 'camp' back to turn 5: turns resolved are none (the target must be 0–0)\n"],
    [["reveal", "camp", "--no-mail"], "admiralty: error ADM5011: 'camp' is not over (next turn 1): revealing the seed now would let anyone compute the dice of every turn to come from the orders. The campaign's end reveals it. To reveal now anyway, give --force: the turns played are revealed and the rest of the campaign is re-keyed with a new seed and a new commitment, and every player is told.\n"],
    [["bundle", "verify", "{NOTJSON}"], "admiralty: error ADM5041: not a bundle: Unexpected token 'h', \"hello\" is not valid JSON\n"],
    [["bundle", "verify", "{WRONGFORMAT}"], "admiralty: error ADM5042: not an Admiralty bundle (format \"x\", expected admiralty-bundle/2)\n"],
    [["replay", "camp", "--turn", "5", "--amend", "allied={ORDERS}"], "admiralty: error ADM5030: turn 5 of 'camp' has not been resolved (resolved: none)\n"],
    [["replay", "camp", "--turn", "1", "--through", "9", "--amend", "allied={ORDERS}"], "admiralty: error ADM5030: turn 1 of 'camp' has not been resolved (resolved: none)\n"],
    [["replay", "camp", "--turn", "1", "--amend", "martian={ORDERS}"], "admiralty: error ADM5030: turn 1 of 'camp' has not been resolved (resolved: none)\n"],
    [["bundle", "verify", "{BUNDLE}", "--moderator"], "admiralty: error ADM2020: cannot read bundle HOME/b.json: ENOENT\n", true],
  ])('%j', (args, line, inEmptyHome) => {
    const r = run(args, inEmptyHome);
    expect(r.code).toBe(2);
    expect(r.err).toBe(line);
  });

  describe('after turn 1 is resolved', () => {
    beforeAll(() => {
      expect(run(['turn', 'camp']).code).toBe(0);
      expect(run(['bundle', 'camp', '--turn', '1', '{BUNDLE}']).code).toBe(0);
    });

    it.each<[string[], string, true?]>([
      [["bundle", "camp", "--turn", "1", "/nonexistent/dir/b.json"], "admiralty: error ADM2021: cannot write /nonexistent/dir/b.json: ENOENT\n"],
      [["rollback", "camp", "--to", "3", "--reason", "x"], "admiralty: error ADM5021: cannot roll 'camp' back to turn 3: turns resolved are 1–1 (the target must be 0–0)\n"],
      [["replay", "camp", "--turn", "1", "--through", "9", "--amend", "allied={ORDERS}"], "admiralty: error ADM5031: --through must be between 1 and 1, got 9\n"],
      [["replay", "camp", "--turn", "1", "--amend", "martian={ORDERS}"], "admiralty: error ADM3006: unknown side 'martian' (this game's sides: allied, central)\n"],
      [["bundle", "verify", "{BUNDLE}", "--moderator"], "admiralty: error ADM5062: --moderator: this store has no campaign 'camp'\n", true],
    ])('%j', (args, line, inEmptyHome) => {
      const r = run(args, inEmptyHome);
      expect(r.code).toBe(2);
      expect(r.err).toBe(line);
    });
  });
});
