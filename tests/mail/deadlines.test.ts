/**
 * Deadlines that hold (issue 9 item 6): every duration bounded, fields checked against each
 * other, zone abbreviations refused with the zone probably meant, `every:` deadlines on their
 * grid whatever the grace and early runs, and no "not in yet" reminder owed before a turn opened.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { configFromData, ConfigError } from '../../src/mail/config.js';
import { ALLIED_ORDERS, CENTRAL_ORDERS, campaignData, eml, FakeClock, makeHarness, type Harness } from './harness.js';

let h: Harness | undefined;
afterEach(() => { h?.close(); h = undefined; });

const H = 3600_000;

function problems(deadline: Record<string, unknown>, players?: Record<string, unknown>): { code: string; message: string }[] {
  const data = campaignData({}, deadline);
  if (players) (data.campaigns as Record<string, unknown>[])[0]!.players = players;
  try { configFromData(data, '/tmp', '/tmp', {}); } catch (e) {
    if (e instanceof ConfigError) return [...e.problems];
    throw e;
  }
  return [];
}
const codes = (d: Record<string, unknown>): string[] => problems(d).map((p) => p.code);

describe('deadline rules: bounds and coded errors', () => {
  it('every: 0s, 1s and 100000000d are refused (ML4910); 1h and 28d are the bounds', () => {
    expect(codes({ every: '0s' })).toEqual(['ML4910']);
    expect(codes({ every: '1s' })).toEqual(['ML4910']);
    expect(codes({ every: '59m' })).toEqual(['ML4910']);
    expect(codes({ every: '100000000d' })).toEqual(['ML4910']);
    expect(codes({ every: '29d' })).toEqual(['ML4910']);
    expect(codes({ every: '1h' })).toEqual([]);
    expect(codes({ every: '28d' })).toEqual([]);
    expect(problems({ every: '1s' })[0]!.message).toMatch(/deadline\.every 1s is out of bounds \(1h to 28d\)/);
  });

  it('grace, coolOff and reminders longer than the turn are refused (ML4911)', () => {
    expect(codes({ every: '48h', grace: '30h' })).toEqual(['ML4911']);
    expect(codes({ every: '48h', grace: '24h' })).toEqual([]);
    expect(codes({ every: '8h', reminders: ['24h', '2h'] })).toEqual(['ML4911']);
    expect(codes({ every: '48h', reminders: ['48h'] })).toEqual(['ML4911']);
    expect(codes({ every: '4h', coolOff: '2h' })).toEqual(['ML4911']);
    expect(codes({ weekly: { days: ['mon', 'tue'], at: '20:00', zone: 'Europe/London' }, reminders: ['36h'] })).toEqual(['ML4911']);
    expect(codes({ weekly: { days: ['mon', 'thu'], at: '20:00', zone: 'Europe/London' }, reminders: ['36h'] })).toEqual([]);
  });

  it('reminders of zero, twice the same, or under five minutes are refused (ML4912, ML4910)', () => {
    expect(codes({ every: '48h', reminders: ['0s'] })).toEqual(['ML4912']);
    expect(codes({ every: '48h', reminders: ['24h', '1d'] })).toEqual(['ML4912']);
    expect(codes({ every: '48h', reminders: ['1m'] })).toEqual(['ML4910']);
  });

  it('weekly.minGap is bounded and must leave the next slot reachable after the grace', () => {
    const weekly = (extra: Record<string, unknown>, grace?: string): string[] => codes({ weekly: { days: ['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun'], at: '20:00', zone: 'Europe/London', ...extra }, ...(grace ? { grace } : {}) });
    expect(weekly({ minGap: '1h' })).toEqual(['ML4910']); // the 61-minute turn
    expect(weekly({ minGap: '8d' })).toEqual(['ML4910', 'ML4911']);
    expect(weekly({})).toEqual([]);
    expect(weekly({ minGap: '20h' }, '6h')).toEqual(['ML4911']);
  });

  it('time zones: abbreviations refused with the zone probably meant (ML4908); IANA ids and UTC accepted', () => {
    const zone = (z: string): { code: string; message: string }[] => problems({ weekly: { days: ['mon'], at: '20:00', zone: z } });
    const bst = zone('BST');
    expect(bst.map((p) => p.code)).toEqual(['ML4908']);
    expect(bst[0]!.message).toContain('Europe/London');
    expect(bst[0]!.message).toContain('Asia/Dhaka');
    expect(zone('IST')[0]!.message).toMatch(/Europe\/Dublin/);
    expect(zone('NST')[0]!.message).toMatch(/America\/St_Johns/);
    expect(zone('SST').map((p) => p.code)).toEqual(['ML4908']);
    expect(zone('EST')[0]!.message).toMatch(/America\/New_York|probably meant one of: America\/[A-Z]/);
    expect(zone('est').map((p) => p.code)).toEqual(['ML4908']);
    expect(zone('Mars/Olympus').map((p) => p.code)).toEqual(['ML4903']);
    for (const ok of ['Europe/London', 'UTC', 'GMT', 'Etc/UTC', 'America/Los_Angeles', 'Asia/Kolkata']) expect(zone(ok), ok).toEqual([]);
    const players = problems({ every: '48h' }, { allied: { email: 'a@example.org', timeZone: 'BST' }, central: { email: 'c@example.org', timeZone: 'Europe/Berlin' } });
    expect(players.map((p) => p.code)).toEqual(['ML4908']);
    expect(players[0]!.message).toMatch(/players\.allied\.timeZone 'BST'.*Europe\/London/);
  });
});

describe('deadline grid', () => {
  it('every: 48h with grace: 1h stays at 20:00 turn after turn (elapsed time, no drift by the grace)', async () => {
    h = makeHarness(campaignData({}, { every: '48h', grace: '1h', early: false }), undefined, new FakeClock(Date.parse('1914-08-03T20:00:00Z')));
    await h.tick();
    const dues: string[] = [];
    for (let turn = 1; turn <= 5; turn++) {
      const d = h.ctx.store.getDeadline('med', turn)!;
      dues.push(d.dueAt);
      h.clock.ms = Date.parse(d.dueAt) + H; // the turn runs at deadline + grace
      await h.tick();
      expect(h.ctx.store.getCampaign('med')!.turn).toBe(turn + 1);
    }
    dues.push(h.ctx.store.getDeadline('med', 6)!.dueAt);
    expect(dues).toEqual(['1914-08-05', '1914-08-07', '1914-08-09', '1914-08-11', '1914-08-13', '1914-08-15'].map((d) => `${d}T20:00:00.000Z`));
  });

  it('an early run does not pull the next deadline off the grid', async () => {
    h = makeHarness(campaignData({}, { every: '48h', early: true }), undefined, new FakeClock(Date.parse('1914-08-03T20:00:00Z')));
    await h.tick();
    expect(h.ctx.store.getDeadline('med', 1)!.dueAt).toBe('1914-08-05T20:00:00.000Z');
    h.clock.advance(10 * H);
    await h.drop(eml({ from: 'Karl <karl@example.org>', to: h.replyTo('central'), subject: '[med] central turn 1 orders', body: CENTRAL_ORDERS }));
    await h.drop(eml({ from: 'Ann <ann@example.org>', to: h.replyTo('allied'), subject: '[med] allied turn 1 orders', body: ALLIED_ORDERS }));
    await h.tick();
    expect(h.ctx.store.getCampaign('med')!.turn).toBe(2);
    expect(h.ctx.store.getDeadline('med', 2)!.dueAt).toBe('1914-08-07T20:00:00.000Z');
  });

  it('weekly deadlines: a turn that runs early still gets the next slot after its own deadline', async () => {
    // Monday 3 August 1914; deadlines Monday and Thursday 20:00 London time (GMT in 1914).
    h = makeHarness(campaignData({}, { weekly: { days: ['mon', 'thu'], at: '20:00', zone: 'Europe/London' }, early: true }), undefined, new FakeClock(Date.parse('1914-08-03T06:00:00Z')));
    await h.tick();
    expect(h.ctx.store.getDeadline('med', 1)!.dueAt).toBe('1914-08-03T20:00:00.000Z');
    h.clock.advance(12 * H); // Monday 18:00, two hours before the deadline
    await h.drop(eml({ from: 'Karl <karl@example.org>', to: h.replyTo('central'), subject: '[med] central turn 1 orders', body: CENTRAL_ORDERS }));
    await h.drop(eml({ from: 'Ann <ann@example.org>', to: h.replyTo('allied'), subject: '[med] allied turn 1 orders', body: ALLIED_ORDERS }));
    await h.tick();
    expect(h.ctx.store.getCampaign('med')!.turn).toBe(2);
    expect(h.ctx.store.getDeadline('med', 2)!.dueAt).toBe('1914-08-06T20:00:00.000Z'); // Thursday, not Monday 20:00 again
  });
});

describe('reminders', () => {
  it('a short turn that opens inside the reminder window gets no "not in yet" at once, only the reminders still ahead', async () => {
    // Daily 20:00 deadlines; the campaign starts at 12:00, so turn 1 is due in 8 hours.
    h = makeHarness(campaignData({}, { weekly: { days: ['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun'], at: '20:00', zone: 'UTC', minGap: '6h' }, reminders: ['12h', '2h'] }),
      undefined, new FakeClock(Date.parse('1914-08-03T12:00:00Z')));
    await h.tick();
    expect(h.ctx.store.getDeadline('med', 1)!.dueAt).toBe('1914-08-03T20:00:00.000Z');
    const reminders = (): number => h!.ctx.store.listOutbox({ kind: 'reminder' }).length;
    h.clock.advance(60_000);
    await h.tick();
    expect(reminders()).toBe(0);
    h.clock.ms = Date.parse('1914-08-03T18:00:00Z');
    await h.tick();
    expect(reminders()).toBe(2); // the 2h reminder, to each side
  });
});
