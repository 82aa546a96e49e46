/**
 * The seats an address holds, as intake reads them (src/daemon/intake.ts; seam §3, issue 17 §5):
 * in the configuration's campaign order, then by seat, whatever order the store gives; a refusal
 * for a mail without its secret goes to the seat it names, or else to the first seat held, and
 * names every seat held; a campaign in the configuration that is not in the store is no door.
 * Played with the test-only game "watch" (north and south, each an admiral and a lookout). For the
 * survivors of the mail mutation run (issue 18).
 */
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { registerGame } from '../../src/pipeline/games.js';
import { moderatorSecrets, plusAddress } from '../../src/daemon/mailer.js';
import { handleInbound } from '../../src/daemon/intake.js';
import { WATCH_ID, watchAdapter } from '../games/watch/game.js';
import { campaignData, eml, makeHarness, type Harness } from './harness.js';

let unregister: () => void;
beforeAll(() => { unregister = registerGame(watchAdapter); });
afterAll(() => unregister());
let h: Harness | undefined;
afterEach(() => { h?.close(); h = undefined; });

const NELSON = 'Nelson <nelson@example.org>';
const DEADLINE = { every: '48h', reminders: ['24h'], abandonAfter: 2 };
const last = () => h!.ctx.store.listInbound().at(-1)!;

/** Nelson holds both north seats (the side id as the key: every seat of the side). */
function nelsonHoldsNorth(): Record<string, unknown> {
  return {
    mail: { mode: 'local', referee: 'referee@game.test' },
    campaigns: [{
      id: 'med', scenario: `${WATCH_ID}/narrow-seas`, seed: 'watch-mail', moderator: 'mod@game.test', deadline: DEADLINE,
      players: { north: { name: 'Nelson', email: 'nelson@example.org' }, south: { admiral: { name: 'Scheer', email: 'scheer@example.org' }, lookout: { name: 'Sam', email: 'sam@example.org' } } },
    }],
  };
}

/** The store gives the seats an address holds in the reverse of its documented order. */
function storeReversesSeats(hh: Harness): void {
  const store = hh.ctx.store;
  const held = store.seatsHeldBy.bind(store);
  store.seatsHeldBy = (email) => held(email).reverse();
}

describe('a mail without its secret, from an address holding two seats (seam §3)', () => {
  for (const reversed of [false, true]) {
    it(`is refused to the first seat held (by seat id) and names both, or to the seat it names${reversed ? ' (the store giving them in reverse)' : ''}`, async () => {
      h = makeHarness(nelsonHoldsNorth());
      if (reversed) storeReversesSeats(h);
      await h.tick();
      // No campaign named: two seats of one campaign are that campaign's (not "which campaign?", ML4020).
      await h.drop(eml({ from: NELSON, to: 'referee@game.test', subject: 'turn 1 orders', body: 'zone: utsire\n' }));
      expect(last()).toMatchObject({ status: 'rejected', code: 'ML4030', campaign: 'med', seat: 'north/admiral' });
      expect(last().detail).toContain("for 'med' (north/admiral, north/lookout)");
      await h.drop(eml({ from: NELSON, to: 'referee@game.test', subject: '[med] north/lookout turn 1 orders', body: 'search: tyne\n' }));
      expect(last()).toMatchObject({ status: 'rejected', code: 'ML4030', seat: 'north/lookout' });
      expect(last().detail).toContain("for 'med' (north/lookout)");
      const subjects = (await h.parsed('nelson@example.org')).map((m) => m.subject);
      expect(subjects).toContain('[med] north/admiral: message refused (ML4030)');
      expect(subjects).toContain('[med] north/lookout: message refused (ML4030)');
      expect(h.ctx.store.listSubmissions('med')).toEqual([]);
    });
  }

  it('naming a seat he does not hold, it is refused to his own first seat, and the named seat\'s holder hears nothing', async () => {
    h = makeHarness(nelsonHoldsNorth());
    await h.tick();
    const before = h.outbox('scheer@example.org').length;
    await h.drop(eml({ from: NELSON, to: 'referee@game.test', subject: '[med] south/admiral turn 1 orders', body: 'zone: utsire\n' }));
    expect(last()).toMatchObject({ status: 'rejected', code: 'ML4030', seat: 'north/admiral' });
    expect(last().detail).toContain("for 'med' (north/admiral, north/lookout)");
    expect(h.outbox('scheer@example.org').length).toBe(before);
    expect((await h.parsed('nelson@example.org')).map((m) => m.subject)).toContain('[med] north/admiral: message refused (ML4030)');
  });

  it('flagged as spam upstream, it is quarantined against the seat it names, unanswered (ML4043)', async () => {
    h = makeHarness(nelsonHoldsNorth());
    await h.tick();
    const before = h.outbox('nelson@example.org').length;
    await h.drop(eml({ from: NELSON, to: 'referee@game.test', subject: '[med] north/lookout turn 1 orders', body: 'search: tyne\n', headers: { 'X-Spam-Flag': 'YES' } }));
    expect(last()).toMatchObject({ status: 'quarantined', code: 'ML4043', campaign: 'med', seat: 'north/lookout' });
    await h.drop(eml({ from: NELSON, to: 'referee@game.test', subject: '[med] turn 1 orders', body: 'search: tyne\n', headers: { 'X-Spam-Flag': 'YES' } }));
    expect(last()).toMatchObject({ status: 'quarantined', code: 'ML4043', seat: 'north/admiral' });
    expect(h.outbox('nelson@example.org').length).toBe(before);
  });
});

describe('campaigns in the configuration order', () => {
  it('a player in two campaigns whose mail names neither is refused (ML4020) in the first configured, whatever order the store gives', async () => {
    const data = campaignData();
    const med = (data.campaigns as Record<string, unknown>[])[0]!;
    // "zulu" is configured first, and sorts after "med": the store's own order is not the configuration's.
    h = makeHarness({ ...data, campaigns: [{ ...med, id: 'zulu', seed: '7' }, med] });
    await h.tick();
    await h.drop(eml({ from: 'Karl <karl@example.org>', to: 'referee@game.test', subject: 'my orders', body: 'fleets: {}\n' }));
    expect(last()).toMatchObject({ status: 'rejected', code: 'ML4020', campaign: 'zulu', seat: 'central' });
  });

  it('a configured campaign not in the store is no door: the moderator\'s mail goes to the one campaign of his that runs', async () => {
    h = makeHarness();
    await h.tick();
    const med = h.ctx.config.campaigns[0]!;
    // "ghost" is configured, and its moderator is the same, but it was never created in the store.
    const ctx = { ...h.ctx, config: { ...h.ctx.config, campaigns: [...h.ctx.config.campaigns, { ...med, id: 'ghost' }] } };
    const raw = eml({ from: 'mod@game.test', to: plusAddress(h.ctx, moderatorSecrets(h.ctx, 'med').token), subject: '[ghost] moderator', body: 'status' });
    expect(await handleInbound(ctx, { id: 'ghost-1', raw: Buffer.from(raw) })).toBe('processed');
    expect(last()).toMatchObject({ status: 'processed', code: null, campaign: 'med' });
  });
});
