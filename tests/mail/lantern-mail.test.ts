/**
 * Issue 11 "How we will know": Lantern (tests/games/lantern/game.ts; red, and blue's captain and
 * lookout with a wall between them; two exchanges a turn; a hidden signal deck) through the mail
 * daemon over the local mail folder. Each seat is asked by its own mail; the lookout's sighting
 * never reaches the captain's mailbox unless the lookout signals it; a player holding both blue
 * seats answers for each in one mail (one YAML document per seat).
 */
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { registerGame } from '../../src/pipeline/games.js';
import { replayCampaign } from '../../src/pipeline/replay.js';
import { LANTERN_ID, lanternAdapter } from '../games/lantern/game.js';
import { eml, FakeClock, makeHarness, type Harness } from './harness.js';

let unregister: () => void;
beforeAll(() => { unregister = registerGame(lanternAdapter); });
afterAll(() => unregister());
let h: Harness | undefined;
afterEach(() => { h?.close(); h = undefined; });

const RED = 'Rita <rita@example.org>';
const CAPTAIN = 'Cora <cora@example.org>';
const LOOKOUT = 'Lou <lou@example.org>';
const campaign = (players: Record<string, unknown>): Record<string, unknown> => ({
  mail: { mode: 'local', referee: 'referee@game.test' },
  campaigns: [{ id: 'med', scenario: `${LANTERN_ID}/coves`, seed: 'lantern-mail', moderator: 'mod@game.test', players, deadline: { every: '48h', reply: '6h' } }],
});
const THREE = { red: { name: 'Rita', email: 'rita@example.org' }, blue: { captain: { name: 'Cora', email: 'cora@example.org' }, lookout: { name: 'Lou', email: 'lou@example.org' } } };

async function send(hh: Harness, from: string, seat: string, body: string): Promise<void> {
  const c = hh.ctx.store.getCampaign('med')!;
  await hh.drop(eml({ from, to: hh.replyTo(seat), subject: `[med] ${seat} turn ${c.turn} orders`, body }));
}
const mailText = async (hh: Harness, to: string): Promise<string> => (await hh.parsed(to)).map((m) => `${m.subject}\n${m.text}\n${m.attachments.map((a) => a.content.toString()).join('\n')}`).join('\n');
const pending = (hh: Harness): [number, number] => { const c = hh.ctx.store.getCampaign('med')!; return [c.turn, c.exchange]; };

describe('Lantern by mail: three seats, two exchanges a turn, a wall inside a side', () => {
  it('each seat is mailed as its own; the sighting stays with the lookout until he signals', async () => {
    h = makeHarness(campaign(THREE), undefined, new FakeClock());
    await h.tick();
    for (const [to, seat] of [['rita@example.org', 'red'], ['cora@example.org', 'blue/captain'], ['lou@example.org', 'blue/lookout']] as const) {
      expect((await h.parsed(to)).map((m) => m.subject)).toContain(`[med] ${seat}: welcome — orders for turn 1`);
    }
    // Turn 1: red hides in 2; the lookout watches 2 and keeps it to himself.
    await send(h, RED, 'red', 'cove: 2\n');
    await send(h, LOOKOUT, 'blue/lookout', 'cove: 2\nsignal: false\n');
    expect(pending(h)).toEqual([1, 2]);
    expect(await mailText(h, 'lou@example.org')).toContain('lantern.sighted {"cove":2}');
    const captain1 = await mailText(h, 'cora@example.org');
    expect(captain1).toContain('cove to strike?');
    expect(captain1).not.toContain('lantern.sighted');
    expect(captain1).not.toContain('"cove":2');
    // The captain strikes blind; turn 2: the lookout sights red again and signals.
    await send(h, CAPTAIN, 'blue/captain', 'strike: 5\n');
    expect(pending(h)).toEqual([2, 1]);
    await send(h, RED, 'red', 'cove: 2\n');
    await send(h, LOOKOUT, 'blue/lookout', 'cove: 2\nsignal: true\n');
    expect(await mailText(h, 'cora@example.org')).toContain('lantern.signal {"cove":2}');
    // Red is never told of the sighting or the signal, only that a lookout holds cards.
    const red = await mailText(h, 'rita@example.org');
    expect(red).not.toMatch(/lantern\.(sighted|signal)/);
    expect(red).toMatch(/hand: \d card\(s\)/);
    expect(replayCampaign(h.ctx.store, 'med').ok).toBe(true);
  });

  it('a player holding both blue seats answers for each in one mail, one YAML document per seat', async () => {
    h = makeHarness(campaign({ red: THREE.red, blue: { name: 'Bo', email: 'bo@example.org' } }), undefined, new FakeClock());
    await h.tick();
    await send(h, RED, 'red', 'cove: 3\n');
    // The lookout's document and, for the strike still to come, the captain's: the strike is not asked yet (ML4028).
    await send(h, 'Bo <bo@example.org>', 'blue/lookout', 'seat: blue/lookout\ncove: 3\nsignal: true\n---\nseat: blue/captain\nstrike: 3\n');
    const subs = h.ctx.store.listSubmissions('med').map((s) => `${s.seat}:${s.valid}`);
    expect(subs).toEqual(['red:true', 'blue/lookout:true']);
    expect((await h.parsed('bo@example.org')).map((m) => m.subject)).toContain('[med] blue/captain: orders kept, not used (ML4028)');
    expect(pending(h)).toEqual([1, 2]);
    await send(h, 'Bo <bo@example.org>', 'blue/captain', 'seat: blue/captain\nstrike: 3\n');
    expect(pending(h)).toEqual([2, 1]);
    expect(replayCampaign(h.ctx.store, 'med').ok).toBe(true);
  });
});
