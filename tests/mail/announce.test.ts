/**
 * Deadline changes are announced (issue 9 item 8): extend, pause and resume each mail every
 * player, in their own zone, with the calendar file of the same event (same UID, higher
 * SEQUENCE); an acknowledgement during a pause says there is no deadline running.
 */
import { afterEach, describe, expect, it } from 'vitest';
import type { ParsedMail } from 'mailparser';
import { CENTRAL_ORDERS, eml, makeHarness, type Harness } from './harness.js';
import { modExtend, modPause, modResume } from '../../src/daemon/moderator.js';

let h: Harness | undefined;
afterEach(() => { h?.close(); h = undefined; });

const H = 3600_000;

function ics(m: ParsedMail): { uid: string; sequence: number; start: string; status: string } {
  const a = m.attachments.find((x) => x.filename?.endsWith('.ics'));
  const text = a!.content.toString().replace(/\r\n /g, '');
  const field = (name: string): string => new RegExp(`^${name}:(.*)$`, 'm').exec(text)?.[1]?.trim() ?? '';
  return { uid: field('UID'), sequence: Number(field('SEQUENCE')), start: field('DTSTART'), status: field('STATUS') };
}

async function deadlineMails(to: string): Promise<ParsedMail[]> {
  return (await h!.parsed(to)).filter((m) => /deadline|paused/.test(m.subject ?? '') && !/welcome/.test(m.subject ?? ''));
}

describe('deadline changes announced to every player', () => {
  it('extend, pause and resume: a mail to each player in their zone, the same calendar event with a higher SEQUENCE', async () => {
    h = makeHarness();
    await h.tick();
    const [brief] = await h.parsed('karl@example.org');
    const first = ics(brief!);
    expect(first.start).toBe('19140805T060000Z');

    modExtend(h.ctx, 'med', '24h', 'cli:test');
    await h.tick();
    for (const [to, zone] of [['karl@example.org', 'Europe/Berlin'], ['ann@example.org', 'Europe/London']] as const) {
      const [m] = await deadlineMails(to);
      expect(m, to).toBeTruthy();
      expect(m!.subject).toMatch(/new deadline for turn 1/);
      expect(m!.text).toMatch(/extended the deadline by 1d/);
      expect(m!.text).toContain(`(${zone})`);
      expect(m!.text).toContain('1914-08-06 06:00 UTC');
      const cal = ics(m!);
      expect(cal.uid).toBe(first.uid);
      expect(cal.sequence).toBeGreaterThan(first.sequence);
      expect(cal.start).toBe('19140806T060000Z');
    }
    const extended = ics((await deadlineMails('karl@example.org'))[0]!);

    h.clock.advance(H);
    modPause(h.ctx, 'med', 'cli:test');
    await h.tick();
    const paused = (await deadlineMails('ann@example.org'))[1]!;
    expect(paused.subject).toMatch(/paused/);
    expect(paused.text).toMatch(/no deadline runs/);
    expect(ics(paused).uid).toBe(first.uid);
    expect(ics(paused).status).toBe('TENTATIVE');
    expect(ics(paused).sequence).toBeGreaterThan(extended.sequence);

    // Orders during the pause: the acknowledgement says no deadline is running, not the old one.
    await h.drop(eml({ from: 'Karl <karl@example.org>', to: h.replyTo('central'), subject: '[med] central turn 1 orders', body: CENTRAL_ORDERS }));
    const ack = (await h.parsed('karl@example.org')).find((m) => /accepted/.test(m.subject ?? ''))!;
    expect(ack.text).toMatch(/Deadline:\n  none while the campaign is paused/);
    expect(ics(ack).status).toBe('TENTATIVE');

    h.clock.advance(10 * H);
    modResume(h.ctx, 'med', 'cli:test');
    await h.tick();
    for (const to of ['karl@example.org', 'ann@example.org']) {
      const resumed = (await deadlineMails(to)).at(-1)!;
      expect(resumed.subject).toMatch(/new deadline for turn 1/);
      expect(resumed.text).toMatch(/resumed/);
      expect(resumed.text).toContain('1914-08-06 16:00 UTC'); // moved on by the 10 hours paused
      const cal = ics(resumed);
      expect(cal.uid).toBe(first.uid);
      expect(cal.start).toBe('19140806T160000Z');
      expect(cal.status).toBe('CONFIRMED');
      expect(cal.sequence).toBeGreaterThan(ics(paused).sequence);
    }
  });
});
