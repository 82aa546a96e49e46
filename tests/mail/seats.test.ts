/**
 * Seats by mail (docs/design/seam.md §3; issue 11, seam commit 9; issue 18's cross-secret cases),
 * played with the test-only game "watch" (tests/games/watch/game.ts): sides north and south, each
 * an admiral and a lookout, and a wall inside each side (W2: the lookout is never told where his
 * own squadron is; W3: what a lookout sights is told to him alone).
 *
 * Each seat has its own secret, mail and acknowledgement, addressed to its holder, even when one
 * address holds several seats of a side; a secret proves an address, never a seat it was not given.
 */
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { registerGame } from '../../src/pipeline/games.js';
import { moderatorSecrets, plusAddress, secretsFor } from '../../src/daemon/mailer.js';
import { runModeratorCommands } from '../../src/daemon/moderator.js';
import { WATCH_ID, watchAdapter } from '../games/watch/game.js';
import { eml, makeHarness, type Harness } from './harness.js';

let unregister: () => void;
beforeAll(() => { unregister = registerGame(watchAdapter); });
afterAll(() => unregister());
let h: Harness | undefined;
afterEach(() => { h?.close(); h = undefined; });

const NELSON = 'Nelson <nelson@example.org>';
const LUCY = 'Lucy <lucy@example.org>';
const SCHEER = 'Scheer <scheer@example.org>';
const SAM = 'Sam <sam@example.org>';
const DEADLINE = { every: '48h', reminders: ['24h'], abandonAfter: 2 };

/** Four players, one a seat; the players map in all three forms (role map, seat ids). */
function fourPlayers(extraCampaign = false): Record<string, unknown> {
  const med = {
    id: 'med', scenario: `${WATCH_ID}/narrow-seas`, seed: 'watch-mail', moderator: 'mod@game.test',
    players: {
      north: { admiral: { name: 'Nelson', email: 'nelson@example.org' }, lookout: { name: 'Lucy', email: 'lucy@example.org' } },
      'south/admiral': { name: 'Scheer', email: 'scheer@example.org' },
      'south/lookout': { name: 'Sam', email: 'sam@example.org' },
    },
    deadline: DEADLINE,
  };
  return { mail: { mode: 'local', referee: 'referee@game.test' }, campaigns: extraCampaign ? [med, { ...med, id: 'ion', seed: 'ion' }] : [med] };
}

/** Nelson holds both north seats (the side id as the key: every seat of the side). */
function nelsonHoldsNorth(south: Record<string, unknown> = { admiral: { name: 'Scheer', email: 'scheer@example.org' }, lookout: { name: 'Sam', email: 'sam@example.org' } }): Record<string, unknown> {
  return {
    mail: { mode: 'local', referee: 'referee@game.test' },
    campaigns: [{ id: 'med', scenario: `${WATCH_ID}/narrow-seas`, seed: 'watch-mail', moderator: 'mod@game.test', players: { north: { name: 'Nelson', email: 'nelson@example.org' }, south }, deadline: DEADLINE }],
  };
}

const ADMIRAL = (zone: string): string => `seat: north/admiral\nturn: 1\nzone: ${zone}\n`;
const LOOKOUT = (area: string): string => `seat: north/lookout\nturn: 1\nsearch: ${area}\n`;
const codes = (hh: Harness): (string | null)[] => hh.ctx.store.listInbound().map((r) => r.code);
const subs = (hh: Harness): { seat: string; valid: boolean }[] => hh.ctx.store.listSubmissions('med').map((s) => ({ seat: s.seat, valid: s.valid }));
const texts = async (hh: Harness, to: string): Promise<string[]> => (await hh.parsed(to)).map((m) => `${m.subject}\n${m.text}`);

describe('seam §3: each seat has its own secret and mail, addressed to its holder', () => {
  it('one address holding two seats gets two briefings, each with its seat in the subject and its own reply token', async () => {
    h = makeHarness(nelsonHoldsNorth());
    await h.tick();
    const mails = await h.parsed('nelson@example.org');
    expect(mails.map((m) => m.subject).sort()).toEqual(['[med] north/admiral: welcome — orders for turn 1', '[med] north/lookout: welcome — orders for turn 1']);
    const replyTo = (subject: string): string => mails.find((m) => m.subject?.includes(subject))!.replyTo!.value[0]!.address!;
    expect(replyTo('north/admiral')).toBe(plusAddress(h.ctx, secretsFor(h.ctx, 'med', 'north/admiral').token));
    expect(replyTo('north/lookout')).toBe(plusAddress(h.ctx, secretsFor(h.ctx, 'med', 'north/lookout').token));
    expect(secretsFor(h.ctx, 'med', 'north/admiral').token).not.toBe(secretsFor(h.ctx, 'med', 'north/lookout').token);
    // Distinct Message-IDs: neither briefing was taken for the other and dropped.
    expect(new Set(mails.map((m) => m.messageId)).size).toBe(2);
  });
});

describe('seam §3: reminders and reports per seat, at one address', () => {
  it('the holder of both north seats is reminded once per missing seat and sent each seat\'s report', async () => {
    h = makeHarness(nelsonHoldsNorth());
    await h.tick();
    const due = Date.parse(h.ctx.store.getDeadline('med', 1, 1)!.dueAt);
    // The lookout's orders are in, the admiral's are not: one reminder, for the admiral's seat alone.
    await h.drop(eml({ from: NELSON, to: plusAddress(h.ctx, secretsFor(h.ctx, 'med', 'north/lookout').token), subject: '[med] north/lookout turn 1 orders', body: 'search: tyne\n' }));
    h.clock.ms = due - 24 * 3600_000;
    await h.tick();
    const reminders = (await h.parsed('nelson@example.org')).filter((m) => /reminder/.test(m.subject ?? ''));
    expect(reminders.map((m) => m.subject)).toEqual(['[med] north/admiral: reminder — orders for turn 1 not in yet']);
    h.clock.ms = due;
    await h.tick();
    const reports = (await h.parsed('nelson@example.org')).filter((m) => /turn 1 report/.test(m.subject ?? ''));
    expect(reports.map((m) => m.subject).sort()).toEqual(['[med] north/admiral: turn 1 report — orders for turn 2 due', '[med] north/lookout: turn 1 report — orders for turn 2 due']);
    // The admiral's report shows his squadron (it stayed: silence, W1); the lookout's does not.
    expect(reports.find((m) => m.subject!.includes('admiral'))!.text).toContain('your squadron is in forties');
    expect(reports.find((m) => m.subject!.includes('lookout'))!.text).not.toContain('forties');
    expect(h.ctx.store.getPlayerMail('med', 'north/admiral').misses).toBe(1);
    expect(h.ctx.store.getPlayerMail('med', 'north/lookout').misses).toBe(0);
  });
});

describe('issue 18: every cross-seat secret is refused, and nothing is stored', () => {
  it('a staff seat\'s secret never opens the admiral\'s seat, the enemy\'s address, or another campaign', async () => {
    h = makeHarness(fourPlayers(true));
    await h.tick();
    const lucy = secretsFor(h.ctx, 'med', 'north/lookout');
    const nelson = secretsFor(h.ctx, 'med', 'north/admiral');
    const sam = secretsFor(h.ctx, 'med', 'south/lookout');
    const ionLucy = secretsFor(h.ctx, 'ion', 'north/lookout');
    const mod = moderatorSecrets(h.ctx, 'med');
    const tried: [string, string][] = [];
    const send = async (label: string, code: string, o: Parameters<typeof eml>[0]): Promise<void> => { tried.push([label, code]); await h!.drop(eml(o)); };

    await send('the lookout, with her own token, for her admiral\'s seat (the subject)', 'ML4022', { from: LUCY, to: plusAddress(h.ctx, lucy.token), subject: '[med] north/admiral turn 1 orders', body: ADMIRAL('utsire') });
    await send('the lookout, with her own token, for her admiral\'s seat (the `seat:` line)', 'ML4022', { from: LUCY, to: plusAddress(h.ctx, lucy.token), subject: '[med] turn 1 orders', body: ADMIRAL('utsire') });
    await send('the lookout, with her passphrase, for the admiral\'s seat', 'ML4022', { from: LUCY, to: 'referee@game.test', subject: '[med] north/admiral turn 1 orders', body: `passphrase: ${lucy.passphrase}\n${ADMIRAL('utsire')}` });
    await send('the lookout with her admiral\'s reply token', 'ML4030', { from: LUCY, to: plusAddress(h.ctx, nelson.token), subject: '[med] north/lookout turn 1 orders', body: LOOKOUT('tyne') });
    await send('the lookout with her admiral\'s passphrase', 'ML4030', { from: LUCY, to: 'referee@game.test', subject: '[med] north/lookout turn 1 orders', body: `passphrase: ${nelson.passphrase}\n${LOOKOUT('tyne')}` });
    await send('the enemy lookout\'s token from the north lookout\'s address', 'ML4030', { from: LUCY, to: plusAddress(h.ctx, sam.token), subject: '[med] north/lookout turn 1 orders', body: LOOKOUT('tyne') });
    await send('the enemy lookout, with his own token, for the north lookout\'s seat', 'ML4022', { from: SAM, to: plusAddress(h.ctx, sam.token), subject: '[med] north/lookout turn 1 orders', body: LOOKOUT('tyne') });
    await send('the enemy lookout, with his own token, for a side he is not on', 'ML4022', { from: SAM, to: plusAddress(h.ctx, sam.token), subject: '[med] north turn 1 orders', body: 'search: tyne\n' });
    await send('the lookout with her secret from another campaign', 'ML4030', { from: LUCY, to: plusAddress(h.ctx, ionLucy.token), subject: '[med] north/lookout turn 1 orders', body: LOOKOUT('tyne') });
    await send('the lookout with the moderator\'s token', 'ML4030', { from: LUCY, to: plusAddress(h.ctx, mod.token), subject: '[med] north/lookout turn 1 orders', body: LOOKOUT('tyne') });
    expect(codes(h)).toEqual(tried.map(([, c]) => c));
    expect(h.ctx.store.listSubmissions('med')).toEqual([]);
    expect(h.ctx.store.listSubmissions('ion')).toEqual([]);

    // The refusals are no closed door: her own token opens her own seat.
    await h.drop(eml({ from: LUCY, to: plusAddress(h.ctx, lucy.token), subject: 'Re: [med] north/lookout: welcome — orders for turn 1', body: LOOKOUT('tyne') }));
    expect(codes(h).at(-1)).toBeNull();
    expect(subs(h)).toEqual([{ seat: 'north/lookout', valid: true }]);
  });
});

describe('seam §3 intake: one address, several seats', () => {
  it('one mail with a document per seat: each is checked, stored and acknowledged for its own seat', async () => {
    h = makeHarness(nelsonHoldsNorth());
    await h.tick();
    const before = (await h.parsed('nelson@example.org')).length;
    const body = `${ADMIRAL('utsire')}---\n${LOOKOUT('tyne')}`;
    await h.drop(eml({ from: NELSON, to: plusAddress(h.ctx, secretsFor(h.ctx, 'med', 'north/admiral').token), subject: 'Re: [med] north/admiral: welcome — orders for turn 1', body }));
    expect(codes(h)).toEqual([null]);
    const stored = h.ctx.store.listSubmissions('med');
    expect(stored.map((s) => [s.seat, s.valid, JSON.parse(s.parsedJson!)])).toEqual([
      ['north/admiral', true, { zone: 'utsire' }],
      ['north/lookout', true, { search: 'tyne' }],
    ]);
    const acks = (await h.parsed('nelson@example.org')).slice(before);
    expect(acks.map((m) => m.subject!.replace(/receipt \w+/, 'receipt …')).sort()).toEqual([
      '[med] north/admiral turn 1 orders: accepted (receipt …)',
      '[med] north/lookout turn 1 orders: accepted (receipt …)',
    ]);
    // Each acknowledgement carries its own seat's orders and reply token; the wall holds: the
    // lookout's never shows where the admiral sent the squadron (W2).
    const admiralAck = acks.find((m) => m.subject!.includes('north/admiral'))!;
    const lookoutAck = acks.find((m) => m.subject!.includes('north/lookout'))!;
    expect(admiralAck.text).toContain('utsire');
    expect(lookoutAck.text).toContain('tyne');
    expect(lookoutAck.text).not.toContain('utsire');
    expect(lookoutAck.replyTo!.value[0]!.address).toBe(plusAddress(h.ctx, secretsFor(h.ctx, 'med', 'north/lookout').token));
  });

  it('a document naming no seat, from an address holding two, is refused with the seats to choose from (ML4026); the subject may name it', async () => {
    h = makeHarness(nelsonHoldsNorth());
    await h.tick();
    const pass = secretsFor(h.ctx, 'med', 'north/admiral').passphrase;
    // A passphrase proves the address, not a seat: it does not choose between them.
    await h.drop(eml({ from: NELSON, to: 'referee@game.test', subject: '[med] turn 1 orders', body: `passphrase: ${pass}\nzone: utsire\n` }));
    expect(codes(h)).toEqual(['ML4026']);
    const refusal = (await h.parsed('nelson@example.org')).find((m) => /ML4026/.test(m.subject ?? ''))!;
    expect(refusal.text!.replace(/\s+/g, ' ')).toContain('You hold several seats (north/admiral, north/lookout)');
    // Two documents, one without its `seat:`: the same.
    await h.drop(eml({ from: NELSON, to: 'referee@game.test', subject: '[med] turn 1 orders', body: `passphrase: ${pass}\n${ADMIRAL('utsire')}---\nsearch: tyne\n` }));
    expect(codes(h).at(-1)).toBe('ML4026');
    // The side alone does not choose either.
    await h.drop(eml({ from: NELSON, to: 'referee@game.test', subject: '[med] north turn 1 orders', body: `passphrase: ${pass}\nzone: utsire\n` }));
    expect(codes(h).at(-1)).toBe('ML4026');
    expect(h.ctx.store.listSubmissions('med')).toEqual([]);
    // The seat in the subject does.
    await h.drop(eml({ from: NELSON, to: 'referee@game.test', subject: '[med] north/lookout turn 1 orders', body: `passphrase: ${pass}\nsearch: tyne\n` }));
    expect(codes(h).at(-1)).toBeNull();
    expect(subs(h)).toEqual([{ seat: 'north/lookout', valid: true }]);
  });

  it('a seat the referee plays gets no mail, is not waited for, and never misses', async () => {
    h = makeHarness(nelsonHoldsNorth({ admiral: { name: 'Scheer', email: 'scheer@example.org' }, lookout: 'referee' }));
    await h.tick();
    const players = h.ctx.store.listPlayers('med').map((p) => [p.seat, p.email, p.mode]);
    expect(players).toContainEqual(['south/lookout', null, 'referee']);
    const nelson = secretsFor(h.ctx, 'med', 'north/admiral').token;
    await h.drop(eml({ from: NELSON, to: plusAddress(h.ctx, nelson), subject: '[med] turn 1 orders', body: `${ADMIRAL('utsire')}---\n${LOOKOUT('tyne')}` }));
    expect(h.ctx.store.getCampaign('med')!.turn).toBe(1);
    await h.drop(eml({ from: SCHEER, to: plusAddress(h.ctx, secretsFor(h.ctx, 'med', 'south/admiral').token), subject: '[med] south/admiral turn 1 orders', body: 'zone: dogger\n' }));
    // Every seat a person holds is in: the early run does not wait for the referee's seat.
    expect(h.ctx.store.getCampaign('med')!.turn).toBe(2);
    expect(h.ctx.store.getPlayerMail('med', 'south/lookout').misses).toBe(0);
  });
});

describe('W2/W3: the wall inside a side holds in every mail', () => {
  it('the north lookout\'s mails never show the area only the north admiral is told, nor the south admiral what only his lookout sighted', async () => {
    h = makeHarness(fourPlayers());
    await h.tick();
    const send = async (from: string, seat: string, body: string): Promise<void> => {
      await h!.drop(eml({ from, to: plusAddress(h!.ctx, secretsFor(h!.ctx, 'med', seat).token), subject: `[med] ${seat} turn 1 orders`, body }));
    };
    await send(NELSON, 'north/admiral', 'zone: utsire\n');
    await send(LUCY, 'north/lookout', 'search: tyne\n');
    await send(SCHEER, 'south/admiral', 'zone: dogger\n');
    await send(SAM, 'south/lookout', 'search: utsire\n'); // finds the north squadron (W3)
    expect(h.ctx.store.getCampaign('med')!.turn).toBe(2);
    const report = (mails: string[]): string => mails.find((m) => /turn 1 report/.test(m))!;
    const nelson = await texts(h, 'nelson@example.org');
    const lucy = await texts(h, 'lucy@example.org');
    const sam = await texts(h, 'sam@example.org');
    const scheer = await texts(h, 'scheer@example.org');
    // The admiral is told where his squadron is; the test could fail.
    expect(report(nelson)).toContain('utsire');
    expect(report(sam)).toContain('watch.sighting');
    // His lookout, in any mail she was sent, is not.
    for (const m of lucy) expect(m).not.toContain('utsire');
    expect(report(lucy)).toContain('watch.empty-sea');
    // The south admiral is not told what his lookout sighted.
    for (const m of scheer) { expect(m).not.toContain('watch.sighting'); expect(m).not.toContain('utsire'); }
  });
});

describe('seam §3 moderator: replace-player and resend take seat ids', () => {
  it('resend north/admiral mails that seat; a side of several seats is refused with its seats; an address of the other side is refused', async () => {
    h = makeHarness(fourPlayers());
    await h.tick();
    const out = runModeratorCommands(h.ctx, 'med', ['resend north/admiral', 'resend north', 'replace-player north/lookout scheer@example.org', 'replace-player north/lookout lena@example.org Lena'], 'test');
    expect(out).toMatch(/> resend north\/admiral\nqueued </);
    expect(out).toContain('ML4051: side \'north\' has several seats: name one (north/admiral, north/lookout)');
    expect(out).toContain('ML4051: scheer@example.org already holds \'south/admiral\', a seat of another side');
    expect(out).toContain('replaced north/lookout');
    await h.tick();
    const lena = await h.parsed('lena@example.org');
    expect(lena.map((m) => m.subject)).toEqual(['[med] north/lookout: you have taken over — orders for turn 1']);
    expect(lena[0]!.replyTo!.value[0]!.address).toBe(plusAddress(h.ctx, secretsFor(h.ctx, 'med', 'north/lookout').token));
    expect((await h.parsed('nelson@example.org')).filter((m) => /north\/admiral: welcome/.test(m.subject ?? ''))).toHaveLength(2);
  });
});
