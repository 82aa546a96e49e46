/**
 * The moderator's door (src/daemon/intake.ts; README mail section "Moderator by mail"): his secret
 * is the reply token or a `passphrase:` line of its own, never a passphrase written inside a
 * sentence; what he is answered, threaded under his mail (the commands' replies, or the list of
 * commands when there were none; a refusal, ML4031, told to him); what the inbound row records.
 * For the survivors of the mail mutation run (issue 18).
 */
import { afterEach, describe, expect, it } from 'vitest';
import { campaignData, eml, makeHarness, type Harness } from './harness.js';
import { REFUSALS_PER_HOUR } from '../../src/daemon/refusal-limit.js';
import { handleInbound, MailBusy } from '../../src/daemon/intake.js';
import { moderatorSecrets, plusAddress } from '../../src/daemon/mailer.js';

let h: Harness;
afterEach(() => h?.close());

const MOD = 'Moderator <mod@game.test>';
const last = () => h.ctx.store.listInbound().at(-1)!;
const toMod = async () => (await h.parsed('mod@game.test')).at(-1)!;

describe('the moderator\'s secret', () => {
  it('a passphrase line opens the door, with a tab or no space after the colon; one inside a sentence does not (ML4031)', async () => {
    h = makeHarness();
    await h.tick();
    const pass = moderatorSecrets(h.ctx, 'med').passphrase;
    await h.drop(eml({ from: MOD, to: 'referee@game.test', subject: '[med] moderator', body: `passphrase:\t${pass}\nstatus` }));
    expect(last()).toMatchObject({ status: 'processed', code: null, campaign: 'med', turn: 1, authenticated: true });
    await h.drop(eml({ from: MOD, to: 'referee@game.test', subject: '[med] moderator', body: `passphrase:${pass}\nstatus` }));
    expect(last()).toMatchObject({ status: 'processed', authenticated: true });
    await h.drop(eml({ from: MOD, to: 'referee@game.test', subject: '[med] moderator', body: `my passphrase: ${pass}\nstatus` }));
    expect(last()).toMatchObject({ status: 'rejected', code: 'ML4031', campaign: 'med', authenticated: false });
    await h.drop(eml({ from: MOD, to: 'referee@game.test', subject: '[med] moderator', body: `passphrase: ${pass.slice(0, -1)}\nstatus` }));
    expect(last()).toMatchObject({ status: 'rejected', code: 'ML4031' });
  });

  it('refused: the moderator is told, with the code, threaded under his mail', async () => {
    h = makeHarness();
    await h.tick();
    await h.drop(eml({ from: MOD, to: 'referee@game.test', subject: '[med] moderator', body: 'process', messageId: '<cmd1@game.test>' }));
    const told = await toMod();
    expect(told.subject).toBe('[med] moderator: command refused (ML4031)');
    expect(told.text).toContain('Moderator command refused: the message did not carry the moderator secret.');
    expect(told.inReplyTo).toBe('<cmd1@game.test>');
    expect(h.ctx.store.getCampaign('med')!.turn).toBe(1);
  });
});

describe('refusals are each told (issue 9.7 bounds them per hour, not per turn)', () => {
  it('two refused commands in one turn are two mails to the moderator, each recorded as a refusal', async () => {
    h = makeHarness();
    await h.tick();
    await h.drop(eml({ from: MOD, to: 'referee@game.test', subject: '[med] moderator', body: 'process', messageId: '<r1@game.test>' }));
    await h.drop(eml({ from: MOD, to: 'referee@game.test', subject: '[med] moderator', body: 'pause', messageId: '<r2@game.test>' }));
    const refusals = h.ctx.store.listOutbox({ recipient: 'mod@game.test', kind: 'mod-refusal' });
    expect(refusals).toHaveLength(2);
    expect((await h.parsed('mod@game.test')).filter((m) => /ML4031/.test(m.subject ?? '')).map((m) => m.inReplyTo).sort()).toEqual(['<r1@game.test>', '<r2@game.test>']);
  });
});

describe('forged commands are bounded like forged orders (issue 9.7)', () => {
  it(`past ${REFUSALS_PER_HOUR} refused commands in an hour, the rest are counted, not mailed`, async () => {
    h = makeHarness();
    await h.tick();
    for (let i = 0; i < REFUSALS_PER_HOUR + 2; i++) await h.drop(eml({ from: MOD, to: 'referee@game.test', subject: '[med] moderator', body: 'process' }));
    expect(h.ctx.store.listOutbox({ recipient: 'mod@game.test', kind: 'mod-refusal' })).toHaveLength(REFUSALS_PER_HOUR);
    expect(h.ctx.store.listInbound().map((r) => r.code)).toEqual(Array(REFUSALS_PER_HOUR + 2).fill('ML4031'));
    expect(h.ctx.store.listRefusalCounts('mod@game.test').map((r) => r.count)).toEqual([REFUSALS_PER_HOUR + 2]);
  });
});

describe('the moderator of one campaign who plays in another', () => {
  it('a mail tagged with the campaign he moderates is a command there, even without the word "moderator"', async () => {
    const data = campaignData();
    const med = (data.campaigns as Record<string, unknown>[])[0]!;
    // Karl plays central in ion and moderates med (where he holds no seat).
    const { players: _players, ...medBase } = med as { players: unknown };
    h = makeHarness({ ...data, campaigns: [{ ...medBase, moderator: 'karl@example.org', players: { allied: { name: 'Ann', email: 'ann@example.org' }, central: { name: 'Bea', email: 'bea@example.org' } } }, { ...med, id: 'ion', seed: '7' }] });
    await h.tick();
    await h.drop(eml({ from: 'Karl <karl@example.org>', to: plusAddress(h.ctx, moderatorSecrets(h.ctx, 'med').token), subject: '[med] status', body: 'status' }));
    expect(last()).toMatchObject({ status: 'processed', code: null, campaign: 'med', seat: null, authenticated: true });
  });
});

describe('the moderator who holds no seat', () => {
  it('is heard under the campaign\'s tag alone, without the word "moderator"', async () => {
    h = makeHarness();
    await h.tick();
    await h.drop(eml({ from: MOD, to: plusAddress(h.ctx, moderatorSecrets(h.ctx, 'med').token), subject: '[med] status please', body: 'status' }));
    expect(last()).toMatchObject({ status: 'processed', code: null, campaign: 'med', authenticated: true });
  });

  it('a command for a campaign another daemon is working is left for later, saying which campaign (issue 17 §4)', async () => {
    h = makeHarness();
    await h.tick();
    h.ctx.store.claimCampaign = () => false;
    const raw = eml({ from: MOD, to: plusAddress(h.ctx, moderatorSecrets(h.ctx, 'med').token), subject: '[med] moderator', body: 'status' });
    await expect(handleInbound(h.ctx, { id: 'busy-1', raw: Buffer.from(raw) })).rejects.toThrow(new MailBusy('campaign med is being worked by another daemon'));
  });
});

describe('what the moderator is answered', () => {
  it('a mail without a command gets the list of commands; comments, the passphrase and Admiralty: lines are no commands', async () => {
    h = makeHarness();
    await h.tick();
    const pass = moderatorSecrets(h.ctx, 'med').passphrase;
    await h.drop(eml({ from: MOD, to: 'referee@game.test', subject: '[med] moderator', body: `passphrase: ${pass}\n# nothing yet\n  \nAdmiralty: med moderator\n`, messageId: '<cmd2@game.test>' }));
    const reply = await toMod();
    expect(reply.subject).toBe('[med] moderator: commands done');
    expect(reply.text).toContain('No commands found. Commands: status, process, preview, extend <duration>, pause, resume, replace-player <seat> <email> [name], resend <seat> [turn].');
    expect(reply.inReplyTo).toBe('<cmd2@game.test>');
    expect(last()).toMatchObject({ status: 'processed', code: null, campaign: 'med', turn: 1 });
  });

  it('a command\'s reply, not the list', async () => {
    h = makeHarness();
    await h.tick();
    await h.drop(eml({ from: MOD, to: plusAddress(h.ctx, moderatorSecrets(h.ctx, 'med').token), subject: '[med] moderator', body: 'status' }));
    const reply = await toMod();
    expect(reply.subject).toBe('[med] moderator: commands done');
    expect(reply.text).not.toContain('No commands found');
    expect(reply.text).toMatch(/turn 1/i);
  });
});
