/**
 * Moderator and report mails (issue 9 item 9): the HTML part of a report carries the cover text
 * and deadline of the text part; the moderator's turn mail carries the umpire's report; preview
 * prints the seed commitment; a lost briefing can be resent before turn 1; replies keep the
 * References chain; zones are shown by abbreviation and name, never "GMT-8".
 */
import { afterEach, describe, expect, it } from 'vitest';
import { campaignData, eml, FakeClock, makeHarness, type Harness } from './harness.js';
import { modPreview, modProcess, modResend } from '../../src/daemon/moderator.js';
import { moderatorSecrets } from '../../src/daemon/mailer.js';

let h: Harness | undefined;
afterEach(() => { h?.close(); h = undefined; });

describe('report and moderator mails', () => {
  it('the HTML part of a turn report carries the cover text and the deadline, like the text part', async () => {
    h = makeHarness();
    modProcess(h.ctx, 'med', 'cli:test');
    await h.tick();
    const report = (await h.parsed('karl@example.org')).find((m) => /turn 1 report/.test(m.subject ?? ''))!;
    const due = h.ctx.store.getDeadline('med', 2)!.dueAt; // 1914-08-07T06:00:00.000Z
    const utc = `${due.slice(0, 10)} ${due.slice(11, 16)} UTC`;
    expect(report.text).toContain(utc);
    expect(report.text).toContain('Your orders form for turn 2 is attached');
    expect(report.html).toContain(utc);
    expect(report.html).toContain('Your orders form for turn 2 is attached');
    expect(report.html).toContain('(Europe/Berlin)');
    expect(report.html).toMatch(/^[\s\S]*<body[^>]*>\s*<pre class="cover"/); // before the report, as in the text
  });

  it("the moderator's turn mail carries the umpire's report", async () => {
    h = makeHarness();
    modProcess(h.ctx, 'med', 'cli:test');
    await h.tick();
    const mod = (await h.parsed('mod@game.test')).find((m) => /turn 1 resolved/.test(m.subject ?? ''))!;
    expect(mod.text).toContain("UMPIRE'S COPY");
    expect(mod.text).toContain(h.ctx.store.getReport('med', 1, 'umpire', 'text')!.body.split('\n').find((l) => /\S/.test(l))!.trim());
  });

  it('mod preview prints the seed commitment, not "no seed commitment recorded"', () => {
    h = makeHarness();
    const text = modPreview(h.ctx, 'med', 'cli:test');
    // The commitment of the dice epoch the turn belongs to (docs/dice.md), as every report prints it;
    // text reports wrap at 76 columns, so the hash may go on an indented line of its own.
    const commitment = h.ctx.store.listDiceEpochs('med')[0]!.commitment;
    expect(text).not.toContain('no seed commitment recorded');
    expect(text.replace(/\n +/g, ' ')).toContain(`Dice: commitment sha256:${commitment}`);
    expect(text).toContain('THROWAWAY DICE');
  });

  it('mod resend before turn 1 resends the lost briefing (a new Message-ID, the same secret)', async () => {
    h = makeHarness();
    await h.tick();
    const id = modResend(h.ctx, 'med', 'central', undefined, 'cli:test');
    await h.tick();
    const briefings = (await h.parsed('karl@example.org')).filter((m) => /welcome — orders for turn 1/.test(m.subject ?? ''));
    expect(briefings).toHaveLength(2);
    expect(briefings.map((b) => b.messageId)).toContain(id);
    expect(new Set(briefings.map((b) => b.messageId)).size).toBe(2);
    expect(briefings[1]!.replyTo?.text).toContain(h.replyTo('central'));
    expect(briefings[1]!.attachments.map((a) => a.filename)).toEqual(['orders-turn-1.yaml', 'deadline-turn-1.ics']);
    expect(h.ctx.store.listModeratorLog('med').map((l) => l.action)).toEqual(['resend']);
  });

  it('a reply to the moderator carries the earlier References chain', async () => {
    h = makeHarness();
    const pass = moderatorSecrets(h.ctx, 'med').passphrase;
    await h.drop(eml({
      from: 'mod@game.test', to: 'referee@game.test', subject: 'Re: [med] moderator', body: `passphrase: ${pass}\nstatus`,
      messageId: '<third@game.test>', headers: { References: '<first@game.test> <second@game.test>', 'In-Reply-To': '<second@game.test>' },
    }));
    const reply = (await h.parsed('mod@game.test')).find((m) => /commands done/.test(m.subject ?? ''))!;
    expect(reply.inReplyTo).toBe('<third@game.test>');
    expect(reply.references).toEqual(['<first@game.test>', '<second@game.test>', '<third@game.test>']);
  });

  it('zones are shown by abbreviation and name (PST, America/Los_Angeles), never as "GMT-8"', async () => {
    const data = campaignData();
    ((data.campaigns as Record<string, any>[])[0]!.players.central as Record<string, string>).timeZone = 'America/Los_Angeles'; // eslint-disable-line @typescript-eslint/no-explicit-any
    h = makeHarness(data, undefined, new FakeClock(Date.parse('2026-12-01T12:00:00Z')));
    await h.tick();
    const [brief] = await h.parsed('karl@example.org');
    expect(brief!.text).toContain('Thu, 3 Dec 2026, 04:00 PST (America/Los_Angeles)');
    expect(brief!.text).not.toMatch(/GMT[+-]\d/);
  });
});
