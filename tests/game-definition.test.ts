/**
 * GameDefinition v1 (issue 11 item 1; seam §1): the shared command line and daemon take the turn
 * summary and the demo campaign from the game's definition instead of naming a game themselves.
 */
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { embeddedConfig } from '../src/daemon/embedded.js';
import type { GameEvent } from '../src/kernel/events.js';
import { GWAS_DEMO } from '../src/games/gwas/demo.js';
import { gwasSummary } from '../src/games/gwas/summary.js';
import { games } from '../src/pipeline/games.js';
import { openStore } from '../src/store/sqlite-store.js';
import { cli } from './helpers/cli.js';

const tmp = () => mkdtempSync(join(tmpdir(), 'admiralty-def-'));
const event = (type: string): GameEvent => ({ turn: 1, seq: 0, type, audience: { to: 'umpire' }, data: {} } as unknown as GameEvent);

describe('the turn summary the CLI prints (seam §1 summary)', () => {
  it('5.4 Great War at Sea counts the contacts of the turn, one per umpire record, and nothing else', () => {
    expect(gwasSummary([])).toBe('0 contacts');
    expect(gwasSummary([event('gwas.contact-umpire'), event('gwas.contact'), event('gwas.weather')])).toBe('1 contact');
    expect(gwasSummary([event('gwas.contact-umpire'), event('gwas.contact-umpire')])).toBe('2 contacts');
  });

  it('admiralty turn prints the game\'s summary of the events the turn journalled', () => {
    const home = tmp();
    const run = cli(home);
    expect(run('new', 'camp', '--scenario', 'gwas-mediterranean/goeben-1914', '--seed', 'summary', '--test').code).toBe(0);
    const t = run('turn', 'camp');
    expect(t.code, t.err).toBe(0);
    const store = openStore(join(home, 'admiralty.db'));
    const events = store.listJournal('camp').filter((j) => j.turn === 1).flatMap((j) => JSON.parse(j.eventsJson) as GameEvent[]);
    store.close();
    expect(t.out).toContain(`turn 1 resolved: ${events.length} events, ${gwasSummary(events)}; orders from: nobody (plans stood)\n`);
  });
});

describe('the demo campaign (seam §1 demo)', () => {
  it('the first registered game is the one whose demo `admiralty demo` and `admiralty serve` play', () => {
    expect(games()[0]!.demo).toBe(GWAS_DEMO);
  });

  it('admiralty demo creates the demo\'s scenario with its seed, submits its first orders in order and prints the shown side\'s report', () => {
    const home = tmp();
    const run = cli(home);
    const first = run('demo');
    expect(first.code, first.err).toBe(0);
    expect(first.out).toContain("created campaign 'demo' (gwas-mediterranean/goeben-1914)");
    const submitted = [...first.out.matchAll(/^(\w+) orders from (\S+): accepted, receipt sha256:[0-9a-f]{64}$/gm)].map((m) => [m[1], m[2]]);
    expect(submitted).toEqual(Object.entries(GWAS_DEMO.firstOrders));
    expect(first.out).toMatch(/^turn 1 resolved; state sha256:[0-9a-f]{64}$/m);
    expect(first.out.endsWith(`${run('report', 'demo', '--side', GWAS_DEMO.shown).out}\nNext: admiralty report demo --side allied | --side umpire | --orders-form; admiralty replay demo\n`)).toBe(true);
    const store = openStore(join(home, 'admiralty.db'));
    expect(store.getCampaign('demo')!.seed).toBe(GWAS_DEMO.seed);
    store.close();
    const second = run('demo');
    expect(second.out).not.toContain('orders from');
    expect(second.out).toMatch(/^turn 2 resolved; /m);
  });

  it('admiralty demo --game plays any registered game\'s demo in its own campaign, exchange by exchange; an unknown game is ADM3001', () => {
    const home = tmp();
    const run = cli(home);
    for (const g of games().slice(1)) {
      const r = run('demo', '--game', g.id);
      expect(r.code, `${g.id}: ${r.err}`).toBe(0);
      expect(r.out).toContain(`created campaign 'demo-${g.id}' (${g.id}/${g.demo.scenario})`);
      // Only the seats the first exchange asks send their sample orders, each accepted.
      expect(r.out).toMatch(/orders from \S+: accepted, receipt sha256:[0-9a-f]{64}/);
      expect(r.out).not.toMatch(/: rejected$/m);
      expect(r.out).toMatch(/^turn 1 resolved; /m);
      expect(run('replay', `demo-${g.id}`).out).toContain('replay matches the journal');
    }
    // Bismarck 1962: Red moves in exchange 1, Blue in exchange 2 (a second run), Red's orders not sent again.
    const again = run('demo', '--game', 'bismarck1962');
    expect(again.out).not.toMatch(/^red orders from/m);
    const unknown = run('demo', '--game', 'chess');
    expect([unknown.code, unknown.err]).toEqual([2, "admiralty: error ADM3001: unknown game 'chess'\n"]);
    // The first game's demo is still 'demo'.
    expect(run('demo', '--game', games()[0]!.id).out).toContain("created campaign 'demo' (");
  });

  it('the embedded daemon\'s campaign takes the demo\'s scenario, seed and players', () => {
    const c = embeddedConfig(tmp()).campaigns[0]!;
    expect([c.scenario, c.seed]).toEqual([`gwas-mediterranean/${GWAS_DEMO.scenario}`, GWAS_DEMO.seed]);
    expect(c.players).toEqual(GWAS_DEMO.players);
  });
});
