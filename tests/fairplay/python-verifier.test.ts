/**
 * docs/dice.md has a second implementation: tools/verify_dice.py, Python standard library only.
 * It must agree with every test vector, and re-derive every roll of a whole campaign from the
 * published data alone: each side's JSON reports (the rolls it saw, from the published turn
 * keys), and the dice ledger every player gets at the end (every roll, every turn key from the
 * revealed seed). Where python3 is missing the test is skipped with a note, except under CI
 * (CI=true), where that is a failure.
 */
import { execFileSync, spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { openStore } from '../../src/store/sqlite-store.js';
import { createCampaign, resolveCampaignTurn, submitOrders } from '../../src/pipeline/campaign.js';
import { diceVectors, VECTORS_FILE } from '../../tools/dice-vectors.js';
import type { GwasState } from '../../src/games/gwas/state.js';
import { alliedOrders, EXAMPLES } from './helpers.js';

const SCRIPT = join(import.meta.dirname, '../../tools/verify_dice.py');
const python = spawnSync('python3', ['--version']).status === 0;
const ci = process.env.CI === 'true';

function verify(...args: string[]): { code: number; out: string } {
  const r = spawnSync('python3', [SCRIPT, ...args], { encoding: 'utf8' });
  return { code: r.status ?? -1, out: `${r.stdout}${r.stderr}` };
}

describe('tools/verify_dice.py, the independent verifier', () => {
  it('python3 is there (required under CI)', () => {
    if (!python && ci) expect.fail('python3 is required in CI to run tools/verify_dice.py');
    if (!python) console.warn('python3 not found: the independent verifier tests are skipped');
  });

  it.runIf(python || ci)('docs/dice-vectors.json is exactly what the TypeScript implementation gives, and the Python verifier agrees with every vector', () => {
    expect(readFileSync(VECTORS_FILE, 'utf8')).toBe(`${JSON.stringify(diceVectors(), null, 1)}\n`);
    const r = verify('vectors', VECTORS_FILE);
    expect(r.out).toMatch(/^ok: \d+ vectors/);
    expect(r.code).toBe(0);
    // A vector changed by one die is caught (the verifier can fail).
    const v = JSON.parse(readFileSync(VECTORS_FILE, 'utf8'));
    v.dice[0].dice[0] = (v.dice[0].dice[0] % 6) + 1;
    const bad = join(mkdtempSync(join(tmpdir(), 'admiralty-vec-')), 'vectors.json');
    writeFileSync(bad, JSON.stringify(v));
    expect(verify('vectors', bad).code).toBe(1);
    // The cards vectors (docs/dice.md §10) are checked too: a card swapped in the final piles of
    // the honest replay, a forged replay marked valid, a shuffle's order changed: each is caught.
    const cards = JSON.parse(readFileSync(VECTORS_FILE, 'utf8'));
    expect(cards.cardsReplays.map((r: { valid: boolean }) => r.valid)).toEqual([true, false, false]);
    const tampered = [
      (c: any) => { const hand = c.cardsReplays[0].final['red-hand'].cards; hand[0] = c.cardsReplays[0].final.ruses.cards[0]; },
      (c: any) => { c.cardsReplays[1].valid = true; },
      (c: any) => { c.pileShuffles[1].shuffles[1].after.reverse(); },
    ];
    for (const tamper of tampered) {
      const c = structuredClone(cards);
      tamper(c);
      writeFileSync(bad, JSON.stringify(c));
      const r = verify('vectors', bad);
      expect(r.code, r.out).toBe(1);
      expect(r.out).toMatch(/FAIL (cards replay|pile shuffle)/);
    }
  });

  it.runIf(python || ci)('re-derives every roll of a whole campaign: each side from its own JSON reports, everyone from the final ledger', () => {
    const dir = mkdtempSync(join(tmpdir(), 'admiralty-py-'));
    const store = openStore(join(dir, 'admiralty.db'));
    try {
      // A real campaign (random seed): the battlecruisers chase Goeben until they meet and fight
      // (rolls both sides see), then the plotted plans run the scenario to its end.
      createCampaign(store, { id: 'med', scenario: 'gwas-mediterranean/goeben-1914' });
      expect(submitOrders(store, 'med', 'central', readFileSync(join(EXAMPLES, 'goeben-central-turn1.yaml'), 'utf8')).ok).toBe(true);
      let turns = 0;
      while (store.getCampaign('med')!.status !== 'over') {
        const state = JSON.parse(store.getCampaign('med')!.stateJson) as GwasState;
        if (!state.contacts.length && turns < 16) expect(submitOrders(store, 'med', 'allied', alliedOrders(state)).ok).toBe(true);
        resolveCampaignTurn(store, 'med');
        turns++;
      }
      const files: string[] = [];
      for (const side of ['allied', 'central']) {
        // Turn 0, the opening briefing: turn 1's weather, rolled at creation (4.1).
        for (let t = 0; t <= turns; t++) {
          const file = join(dir, `${side}-${t}.json`);
          writeFileSync(file, store.getReport('med', t, side, 'json')!.body);
          files.push(file);
        }
      }
      const sides = verify('report', ...files);
      expect(sides.code, sides.out).toBe(0);
      const seen = Number(/^ok: (\d+) rolls/.exec(sides.out)![1]);
      expect(seen).toBeGreaterThan(0);
      const ledgerFile = join(dir, 'ledger.json');
      const ledger = store.getReport('med', turns, 'allied', 'dice-ledger')!.body;
      writeFileSync(ledgerFile, ledger);
      const all = verify('ledger', ledgerFile);
      expect(all.code, all.out).toBe(0);
      const rollsOf = (json: string) => (JSON.parse(json) as { type: string }[]).filter((e) => e.type === 'roll').length;
      const opening = rollsOf(store.getOpening('med')!.eventsJson);
      expect(opening).toBeGreaterThan(0);
      const rolls = store.listJournal('med').reduce((n, j) => n + rollsOf(j.eventsJson), opening);
      expect(all.out).toContain(`ok: ${rolls} rolls`);
      expect(all.out).toContain(`in ${turns + 1} turns`);
      // The opening's rolls are in the ledger and checked: one of its dice changed is caught.
      const forged = JSON.parse(ledger);
      const t0 = forged.turns[0];
      expect(t0.turn).toBe(0);
      t0.rolls[0].dice[0] = (t0.rolls[0].dice[0] % t0.rolls[0].sides) + 1;
      writeFileSync(ledgerFile, JSON.stringify(forged));
      expect(verify('ledger', ledgerFile).out).toContain('turn 0:');
      // The ledger holds no secret but the (now public) seed: no private key, no reply token.
      expect(ledger).not.toMatch(/PRIVATE KEY|referee\+/);
      // One die changed in the ledger, or in a side's report, is caught.
      const l = JSON.parse(ledger);
      const turn = l.turns.find((x: { rolls: unknown[] }) => x.rolls.length);
      turn.rolls[0].dice[0] = (turn.rolls[0].dice[0] % turn.rolls[0].sides) + 1;
      writeFileSync(ledgerFile, JSON.stringify(l));
      expect(verify('ledger', ledgerFile).code).toBe(1);
      const withRolls = files.find((f) => (JSON.parse(readFileSync(f, 'utf8')).rolls ?? []).length)!;
      const rep = JSON.parse(readFileSync(withRolls, 'utf8'));
      const r0 = rep.rolls.find((r: { turn: number }) => r.turn === rep.resolved.turn);
      r0.dice[0] = (r0.dice[0] % r0.sides) + 1;
      writeFileSync(withRolls, JSON.stringify(rep));
      expect(verify('report', withRolls).code).toBe(1);
    } finally { store.close(); }
  }, 300_000);

  it.runIf(python || ci)('admiralty verify-dice agrees on the same ledger (the TypeScript check of the same steps)', () => {
    const dir = mkdtempSync(join(tmpdir(), 'admiralty-py2-'));
    const store = openStore(join(dir, 'admiralty.db'));
    createCampaign(store, { id: 'short', scenario: 'gwas-mediterranean/goeben-1914' });
    let turns = 0;
    while (store.getCampaign('short')!.status !== 'over') { resolveCampaignTurn(store, 'short'); turns++; }
    const ledgerFile = join(dir, 'ledger.json');
    writeFileSync(ledgerFile, store.getReport('short', turns, 'central', 'dice-ledger')!.body);
    store.close();
    const out = execFileSync('node', [join(import.meta.dirname, '../../bin/admiralty.mjs'), '--home', dir, 'verify-dice', ledgerFile], { encoding: 'utf8' });
    expect(out).toMatch(/match their turn keys; \d+ turn keys checked against the revealed seed/);
    expect(verify('ledger', ledgerFile).code).toBe(0);
  }, 180_000);
});
