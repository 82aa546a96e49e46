/**
 * Sink the Bismarck! mail that fits a team (issue 15, third part, items 2-3), by mail over the
 * local folder with the in-process daemon and the test clock, every seat its own address:
 * - a message between seats of a side goes through the referee: delivered in the addressed seat's
 *   next report only, journalled with its audience; one to the enemy is refused, quoting the line;
 * - reminders go to the late seat only: never to a seat the exchange does not ask, never to the
 *   enemy for a seat of the other side, each late seat told about itself;
 * - the Admiral's report summarises his staff: who answered, who is missing.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { eml, FakeClock, makeHarness, type Harness } from './harness.js';

const ROLES = ['admiral', 'captain', 'nav', 'ops', 'eng'] as const;
const SIDES = ['british', 'german'] as const;
const addressOf = (seat: string): string => `${seat.replace('/', '-')}@example.org`;
const SEATS = SIDES.flatMap((side) => ROLES.map((r) => `${side}/${r}`));

let h: Harness | undefined;
afterEach(() => { h?.close(); h = undefined; });

function harness(): Harness {
  h = makeHarness({
    mail: { mode: 'local', referee: 'referee@game.test' },
    campaigns: [{
      id: 'med', scenario: 'sink-the-bismarck/denmark-strait', seed: 'team-1', moderator: 'mod@game.test',
      players: Object.fromEntries(SIDES.map((side) => [side, Object.fromEntries(ROLES.map((r) => [r, { name: `${side} ${r}`, email: addressOf(`${side}/${r}`) }]))])),
      deadline: { every: '48h', reply: '6h', reminders: ['24h'] },
    }],
  }, undefined, new FakeClock(Date.parse('2026-05-24T05:00:00Z')));
  return h;
}

const offerOf = (seat: string, body = ''): string => {
  const ships = seat.startsWith('british/') ? ['hood', 'prince-of-wales'] : ['bismarck', 'prinz-eugen'];
  return `seat: ${seat}\nturn: 1\noffer:\n${ships.map((s) => `  ${s}: []`).join('\n')}\n${body}`;
};
const send = (hh: Harness, seat: string, text: string) => hh.drop(eml({ from: `${seat} <${addressOf(seat)}>`, to: hh.replyTo(seat), subject: `[med] ${seat} turn 1 orders`, body: text }));
/** Every text mail an address has been sent since `from`, subjects and bodies. */
async function mailsTo(hh: Harness, seat: string, from = 0): Promise<string[]> {
  return (await hh.parsed(addressOf(seat))).slice(from).map((m) => `${m.subject}\n${m.text ?? ''}`);
}

describe('Sink the Bismarck! team mail over the local folder (issue 15, third part)', () => {
  it('reminders go to the late departments only: no commander (not asked), no enemy seat, each told about itself', async () => {
    const hh = harness();
    await hh.tick();
    for (const seat of ['british/nav', 'german/nav', 'german/ops', 'german/eng']) await send(hh, seat, offerOf(seat));
    const d = hh.ctx.store.getDeadline('med', 1, 1)!;
    hh.clock.ms = Date.parse(d.dueAt) - 24 * 3600_000 + 1000;
    await hh.tick();
    const reminded = SEATS.filter((seat) => hh.ctx.store.listOutbox({ kind: 'reminder', recipient: addressOf(seat) }).length > 0);
    expect(reminded).toEqual(['british/ops', 'british/eng']);
    for (const seat of reminded) {
      const [text] = (await mailsTo(hh, seat)).filter((m) => m.includes('reminder'));
      expect(text).toContain(seat);
      // Nobody learns who else is late.
      for (const other of SEATS.filter((x) => x !== seat)) expect(text, `${seat} is told of ${other}`).not.toContain(other);
    }
  }, 60_000);

  it('a message from the NAV DEPT to its Admiral reaches his next report and nobody else\'s; the journal keeps it with its audience', async () => {
    const hh = harness();
    await hh.tick();
    const before = new Map<string, number>();
    for (const seat of SEATS) before.set(seat, hh.outbox(addressOf(seat)).length);
    await send(hh, 'british/nav', offerOf('british/nav', 'messages:\n  - { to: british/admiral, text: "Range closing fast, sir" }\n'));
    // Delivered with the report, not before: the exchange is still open.
    expect((await mailsTo(hh, 'british/admiral', before.get('british/admiral'))).join('\n')).not.toContain('Range closing fast');
    for (const seat of ['british/ops', 'british/eng', 'german/nav', 'german/ops', 'german/eng']) await send(hh, seat, offerOf(seat));
    expect(hh.ctx.store.getCampaign('med')!.exchange).toBe(2);
    const got = (seat: string) => mailsTo(hh, seat, before.get(seat)).then((m) => m.join('\n'));
    expect(await got('british/admiral')).toContain('Message from british/nav to british/admiral: "Range closing fast, sir"');
    for (const seat of SEATS.filter((x) => x !== 'british/admiral' && x !== 'british/nav')) expect(await got(seat), seat).not.toContain('Range closing fast');
    const events = JSON.parse(hh.ctx.store.listJournal('med')[0]!.eventsJson) as { type: string; audience: unknown }[];
    expect(events.filter((e) => e.type === 'stb.message').map((e) => e.audience)).toEqual([{ to: 'seats', seats: ['british/admiral', 'british/nav'] }]);
    // The Admiral's summary of his staff is in his report, and only his.
    expect(await got('british/admiral')).toContain('Every department answered.');
    expect(await got('british/captain')).not.toContain('Your staff');
  }, 60_000);

  it('a message to the enemy is refused by mail: not accepted, SB1517 with the line quoted', async () => {
    const hh = harness();
    await hh.tick();
    const n = hh.outbox(addressOf('british/nav')).length;
    await send(hh, 'british/nav', offerOf('british/nav', 'messages:\n  - { to: german/admiral, text: "Strike your colours" }\n'));
    const [reply] = await mailsTo(hh, 'british/nav', n);
    expect(reply).toMatch(/NOT accepted/);
    expect(reply).toContain('SB1517');
    // The line as written, quoted under the diagnostic.
    expect(reply).toContain('- { to: german/admiral, text: "Strike your colours" }');
    expect(hh.ctx.store.listSubmissions('med').filter((s) => s.valid)).toEqual([]);
    expect((await mailsTo(hh, 'german/admiral')).join('\n')).not.toContain('Strike your colours');
  }, 60_000);
});
