/**
 * Issue 11 (seam §10 commit 13): a game of two exchanges a turn, by mail, over real Postfix and
 * Dovecot. `admiralty serve` runs as its own process with the test-only game ferry
 * (tests/games/ferry/game.ts) registered through ADMIRALTY_TEST_GAMES. Turn 1 ends in a contact,
 * so its exchange 2 (`challenge`, reply timing) asks blue alone: blue is mailed the question, red
 * a report that asks nothing; blue's answer ends the turn. Turns 2 and 3 have no contact (the
 * chain runs through the unasked `tide`). Every report reaches its seat exactly once, and the
 * campaign's journal replays to its digests.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { main } from '../../src/cli/main.js';
import { registerGame } from '../../src/pipeline/games.js';
import { ferryAdapter } from '../games/ferry/game.js';
import { headerOf, spawnDaemon, writeDaemonConfig, type DaemonProc } from './daemon.js';
import { mailStackGate } from './gate.js';
import { count, joinCampaign, sendOrders, subjectOf, waitForSubject, type Player } from './players.js';
import { closeSenders, readMailbox, startMailStack, type MailStack } from './testbed.js';

const ok = mailStackGate();
const C = 'ferry';

describe.runIf(ok)('seam §2 by mail: ferry, two exchanges a turn, over Postfix + Dovecot', () => {
  let stack: MailStack;
  let home: string;
  let daemon: DaemonProc | undefined;
  let unregister: (() => void) | undefined;

  beforeAll(async () => {
    stack = await startMailStack();
    home = mkdtempSync('/tmp/adm-ferry-');
    // The replay below runs in this process: the game must be known here too.
    unregister = registerGame(ferryAdapter);
  }, 60_000);
  afterAll(async () => {
    closeSenders();
    await daemon?.stop();
    await stack?.stop();
    unregister?.();
    if (!process.env.MAILSTACK_KEEP) rmSync(home, { recursive: true, force: true });
  }, 60_000);

  test('a contact opens a challenge for blue alone; red is told it waits; three turns to the final report', async () => {
    const config = writeDaemonConfig(home, stack, [{
      id: C, scenario: 'test-ferry/strait', seed: 'ferry-mailstack', moderator: 'moderator@game.test',
      players: { red: { email: 'p3@game.test', name: 'Rita' }, blue: { email: 'p4@game.test', name: 'Bert' } },
      deadline: { every: '1h', reply: '30m', early: true },
    }], { pollMs: 1000 });
    daemon = spawnDaemon(config, `${home}/daemon.log`, { ADMIRALTY_TEST_GAMES: 'tests/games/ferry/game.ts' });
    const red = await joinCampaign(stack, C, 'p3', 'red');
    const blue = await joinCampaign(stack, C, 'p4', 'blue');
    const send = (p: Player, turn: number, json: object): Promise<string> => sendOrders(stack, C, p, turn, `${JSON.stringify(json, null, 1)}\n`);

    // Turn 1, exchange 1: blue watches red's berth.
    const redSent = await send(red, 1, { berth: 3 });
    await send(blue, 1, { berth: 3 });
    const [ack] = await waitForSubject(stack, 'p3', new RegExp(`^\\[${C}\\] red turn 1 orders: accepted`));
    expect(ack.parsed.inReplyTo).toBe(redSent);
    // Exchange 2 asks blue alone: blue's report asks the question, red's asks nothing.
    const [question] = await waitForSubject(stack, 'p4', new RegExp(`^\\[${C}\\] blue: turn 1 report — orders for turn 1 challenge due`));
    expect(question.parsed.attachments.map((a) => a.filename)).toContain('orders-turn-1.yaml');
    expect(question.parsed.attachments.find((a) => a.filename === 'orders-turn-1.yaml')!.content.toString()).toContain('board the ferry?');
    const [waiting] = await waitForSubject(stack, 'p3', new RegExp(`^\\[${C}\\] red: turn 1 report$`));
    expect(waiting.parsed.text).toContain('Nothing is asked of you');
    expect(waiting.parsed.attachments.map((a) => a.filename)).toEqual([]);
    // Red writes anyway: the challenge does not ask red; red's mail is no answer to it.
    await send(red, 1, { berth: 4 });
    await send(blue, 1, { board: true });
    await waitForSubject(stack, 'p3', new RegExp(`^\\[${C}\\] red: turn 1 report — orders for turn 2 due`));
    await waitForSubject(stack, 'p4', new RegExp(`^\\[${C}\\] blue: turn 1 report — orders for turn 2 due`));

    // Turns 2 and 3: no contact, one report each per turn (the tide asks no one).
    for (const t of [2, 3]) {
      await send(red, t, { berth: 2 });
      await send(blue, t, { berth: 5 });
      const done = t === 3 ? `final report \\(turn ${t}\\)` : `turn ${t} report — orders for turn ${t + 1} due`;
      await waitForSubject(stack, 'p3', new RegExp(`^\\[${C}\\] red: ${done}`));
      await waitForSubject(stack, 'p4', new RegExp(`^\\[${C}\\] blue: ${done}`));
    }

    await new Promise((r) => setTimeout(r, 1500));
    for (const p of [red, blue]) {
      const box = await readMailbox(stack, p.user);
      const reports = box.filter((m) => / report/.test(subjectOf(m)));
      // Red: turn 1 twice (the wait, the end), 2, 3. Blue: turn 1 twice (the question, the end), 2, 3.
      expect(reports.length).toBe(4);
      expect(count(box, new RegExp(`^\\[${C}\\] ${p.side}: final report \\(turn 3\\)`))).toBe(1);
      const ids = box.map((m) => m.parsed.messageId);
      expect(new Set(ids).size).toBe(ids.length);
      expect(box.every((m) => headerOf(m, 'auto-submitted') === 'auto-replied')).toBe(true);
    }
    expect((await daemon!.stop()).code).toBe(0);
    daemon = undefined;

    // The journal: exchange 2 of turn 1 is the challenge, and blue boarded; everything replays.
    let out = '';
    const code = await main(['--home', home, 'replay', C], {}, { out: (x) => { out += x; }, err: (x) => { out += x; } });
    expect(out).toContain('turn 1, exchange 2: match');
    expect(out).toContain('turn 3, exchange 2: match');
    expect(out).toContain('replay matches the journal (6 turns');
    expect(code).toBe(0);
  }, 180_000);
});
