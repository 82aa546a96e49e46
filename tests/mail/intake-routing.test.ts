/**
 * Which door a mail comes in by (src/daemon/intake.ts): the moderator's or a player's, and for a
 * player who plays in several campaigns, which campaign (the subject's tag, or the only one he is
 * in). Each case states the code the README's mail section gives it (ML4020, ML4021 "which
 * campaign"; ML4031, ML4043, ML4040). For the survivors of the mail mutation run (issue 18).
 */
import { afterEach, describe, expect, it } from 'vitest';
import { CENTRAL_ORDERS, campaignData, eml, makeHarness, type Harness } from './harness.js';
import { moderatorSecrets, plusAddress, secretsFor } from '../../src/daemon/mailer.js';

let h: Harness;
afterEach(() => h?.close());

const KARL = 'Karl <karl@example.org>';
const codes = (): (string | null)[] => h.ctx.store.listInbound().map((r) => r.code);
const last = () => h.ctx.store.listInbound().at(-1)!;

/** Karl plays central in two campaigns, med and ion. */
function twoCampaigns(moderatorOfIon = 'mod@game.test'): Record<string, unknown> {
  const data = campaignData();
  const med = (data.campaigns as Record<string, unknown>[])[0]!;
  return { ...data, campaigns: [med, { ...med, id: 'ion', seed: '7', moderator: moderatorOfIon }] };
}

describe('which campaign a player means', () => {
  it('in two campaigns, a mail naming neither is refused as ambiguous (ML4020); one naming a campaign he is not in, as unknown (ML4021)', async () => {
    h = makeHarness(twoCampaigns());
    await h.tick();
    const token = secretsFor(h.ctx, 'med', 'central').token;
    await h.drop(eml({ from: KARL, to: plusAddress(h.ctx, token), subject: 'my orders', body: CENTRAL_ORDERS }));
    expect(codes()).toEqual(['ML4020']);
    await h.drop(eml({ from: KARL, to: plusAddress(h.ctx, token), subject: '[adriatic] central turn 1 orders', body: CENTRAL_ORDERS }));
    expect(codes()).toEqual(['ML4020', 'ML4021']);
    expect(last()).toMatchObject({ status: 'rejected', campaign: 'med', seat: 'central' });
    expect((await h.parsed('karl@example.org')).filter((m) => /ML402[01]/.test(m.subject ?? ''))).toHaveLength(2);
    expect(h.ctx.store.listSubmissions('med')).toEqual([]);
    // Naming the campaign opens it, each with its own secret.
    await h.drop(eml({ from: KARL, to: plusAddress(h.ctx, secretsFor(h.ctx, 'ion', 'central').token), subject: '[ion] central turn 1 orders', body: CENTRAL_ORDERS }));
    expect(last()).toMatchObject({ status: 'processed', code: null, campaign: 'ion', seat: 'central' });
    expect(h.ctx.store.listSubmissions('ion')).toHaveLength(1);
  });

  it('in one campaign, a mail naming none is his campaign\'s', async () => {
    h = makeHarness();
    await h.tick();
    await h.drop(eml({ from: KARL, to: h.replyTo('central'), subject: 'orders', body: CENTRAL_ORDERS }));
    expect(last()).toMatchObject({ status: 'processed', code: null, campaign: 'med', seat: 'central' });
  });
});

describe('strangers', () => {
  it('an address that holds no seat is quarantined unanswered: ML4040, or ML4043 when an upstream filter flagged it as spam', async () => {
    h = makeHarness();
    await h.tick();
    const before = h.ctx.store.listOutbox().length;
    await h.drop(eml({ from: 'Eve <eve@example.org>', to: h.replyTo('central'), subject: '[med] central turn 1 orders', body: CENTRAL_ORDERS }));
    await h.drop(eml({ from: 'Eve <eve@example.org>', to: h.replyTo('central'), subject: '[med] central turn 1 orders', body: CENTRAL_ORDERS, headers: { 'X-Spam-Flag': 'YES' } }));
    expect(h.ctx.store.listInbound().map((r) => `${r.status} ${r.code}`)).toEqual(['quarantined ML4040', 'quarantined ML4043']);
    expect(h.ctx.store.listOutbox().length).toBe(before);
  });
});

describe('the moderator\'s door', () => {
  it('the moderator\'s passphrase in the body opens it as the reply address does; the command lines run, the passphrase line is no command', async () => {
    h = makeHarness();
    await h.tick();
    const mod = moderatorSecrets(h.ctx, 'med');
    await h.drop(eml({ from: 'mod@game.test', to: 'referee@game.test', subject: '[med] moderator', body: `Passphrase: ${mod.passphrase.toUpperCase()}\n# a comment\nAdmiralty: med moderator\n\nstatus` }));
    expect(last()).toMatchObject({ status: 'processed', code: null, campaign: 'med', authenticated: true });
    const reply = (await h.parsed('mod@game.test')).at(-1)!;
    expect(reply.text).not.toMatch(/ML4050/); // no line was taken for an unknown command
    expect(reply.text).not.toMatch(/No commands found/);
  });

  it('without the moderator\'s secret: refused (ML4031) and the moderator told; flagged as spam, quarantined (ML4043) and nobody told', async () => {
    h = makeHarness();
    await h.tick();
    const told = () => h.outbox('mod@game.test').length;
    const before = told();
    await h.drop(eml({ from: 'mod@game.test', to: 'referee@game.test', subject: '[med] moderator', body: 'status', headers: { 'X-Spam-Flag': 'YES' } }));
    expect(last()).toMatchObject({ status: 'quarantined', code: 'ML4043', campaign: 'med' });
    expect(told()).toBe(before);
    await h.drop(eml({ from: 'mod@game.test', to: 'referee@game.test', subject: '[med] moderator', body: 'status' }));
    expect(last()).toMatchObject({ status: 'rejected', code: 'ML4031', campaign: 'med' });
    expect(told()).toBe(before + 1);
  });

  it('a moderator who also plays: a mail naming "moderator" is a command, any other is orders for his seat', async () => {
    const data = campaignData();
    const med = (data.campaigns as Record<string, unknown>[])[0]!;
    h = makeHarness({ ...data, campaigns: [{ ...med, moderator: 'karl@example.org' }] });
    await h.tick();
    const mod = moderatorSecrets(h.ctx, 'med');
    await h.drop(eml({ from: KARL, to: plusAddress(h.ctx, mod.token), subject: '[med] moderator', body: 'status' }));
    expect(last()).toMatchObject({ status: 'processed', code: null, seat: null });
    await h.drop(eml({ from: KARL, to: h.replyTo('central'), subject: '[med] central turn 1 orders', body: CENTRAL_ORDERS }));
    expect(last()).toMatchObject({ status: 'processed', code: null, seat: 'central' });
    expect(h.ctx.store.listSubmissions('med')).toHaveLength(1);
  });

  it('the moderator of two campaigns names one by its tag; a tag of neither is no campaign of his', async () => {
    h = makeHarness(twoCampaigns());
    await h.tick();
    await h.drop(eml({ from: 'mod@game.test', to: plusAddress(h.ctx, moderatorSecrets(h.ctx, 'ion').token), subject: '[ion] moderator', body: 'status' }));
    expect(last()).toMatchObject({ status: 'processed', campaign: 'ion' });
    // A tag of no campaign of his, and he holds no seat: a stranger's mail.
    await h.drop(eml({ from: 'mod@game.test', to: plusAddress(h.ctx, moderatorSecrets(h.ctx, 'ion').token), subject: '[adriatic] moderator', body: 'status' }));
    expect(last()).toMatchObject({ status: 'quarantined', code: 'ML4040' });
  });

  it('the moderator of one campaign is heard when his mail says "moderator" under another tag (a typo)', async () => {
    h = makeHarness(twoCampaigns('other-mod@game.test'));
    await h.tick();
    await h.drop(eml({ from: 'mod@game.test', to: plusAddress(h.ctx, moderatorSecrets(h.ctx, 'med').token), subject: '[adriatic] moderator', body: 'status' }));
    expect(last()).toMatchObject({ status: 'processed', campaign: 'med' });
    // Not so without the word "moderator": a mail of his under a tag of no campaign is a stranger's.
    await h.drop(eml({ from: 'mod@game.test', to: plusAddress(h.ctx, moderatorSecrets(h.ctx, 'med').token), subject: '[adriatic] status', body: 'status' }));
    expect(last()).toMatchObject({ status: 'quarantined', code: 'ML4040' });
  });
});
