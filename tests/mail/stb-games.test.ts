/**
 * Whole battles of Sink the Bismarck! by mail over the local folder (issue 15, second part, item 1):
 * the in-process daemon, the local mail folder and the test clock, with scripted players who read
 * nothing but the mail sent to their own address — each seat's newest orders form, attached — and
 * answer with the form filled in by the conformance player (tests/conformance/sink-the-bismarck/
 * answer.ts), who plays Send Signals and writes messages to its side where its form allows. The
 * British seats are three addresses: one holds both commanders, one the NAV DEPT, one the OPS and
 * ENG DEPTs; an address answers for every seat asked in one mail, one YAML document per seat (seam:
 * seats by mail). Each German seat has its own address and answers with a YAML attachment. Every
 * battle plays to its end (Sequence of Play: the scenario's hands, or a side sunk), replays exactly
 * from the journal, and `admiralty verify-dice` checks every die, shuffle and draw after the reveal
 * (issue 15, third part, item 5). Messages reach the addresses of their sender and recipients only.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { replayCampaign } from '../../src/pipeline/replay.js';
import { seeded, seedOf } from '../conformance/random.js';
import { eml, FakeClock, makeHarness, type Harness } from './harness.js';
import { Mailbox, Players } from './stb-mail-players.js';
import { cli } from '../fairplay/helpers.js';

const ROLES = ['admiral', 'captain', 'nav', 'ops', 'eng'] as const;
/** The British addresses: the commanders, the NAV DEPT, the OPS and ENG DEPTs. */
const BRITISH: Readonly<Record<string, string>> = { admiral: 'bea@example.org', captain: 'bea@example.org', nav: 'bill@example.org', ops: 'bob@example.org', eng: 'bob@example.org' };
const BRITISH_ADDRESSES = [...new Set(Object.values(BRITISH))];
const germanAddress = (role: string): string => `g-${role}@example.org`;
const addressOf = (seat: string): string => seat.startsWith('british/') ? BRITISH[seat.split('/')[1]!]! : germanAddress(seat.split('/')[1]!);

let h: Harness | undefined;
afterEach(() => { h?.close(); h = undefined; });

function config(scenario: string, seed: string, options?: Record<string, unknown>): Record<string, unknown> {
  return {
    mail: { mode: 'local', referee: 'referee@game.test' },
    campaigns: [{
      id: 'med', scenario: `sink-the-bismarck/${scenario}`, seed, moderator: 'mod@game.test',
      players: {
        british: Object.fromEntries(ROLES.map((r) => [r, { name: `B ${r}`, email: BRITISH[r] }])),
        german: Object.fromEntries(ROLES.map((r) => [r, { name: `G ${r}`, email: germanAddress(r) }])),
      },
      deadline: { every: '48h', reply: '6h' }, ...(options ? { options } : {}),
    }],
  };
}

interface Figures { exchanges: number; hands: number; mails: number; replayed: boolean; reason: string; signals: number; messages: number; verified: string }

async function playByMail(scenario: string, seed: string, options?: Record<string, unknown>): Promise<Figures> {
  h = makeHarness(config(scenario, seed, options), undefined, new FakeClock(Date.parse('2026-05-24T05:00:00Z')));
  const hh = h;
  await hh.tick();
  const players = new Players(hh, seeded(seedOf(`stb-mail/${seed}`)), addressOf, BRITISH_ADDRESSES);
  const box = (address: string): Mailbox => players.box(address);
  for (let i = 0; ; i++) {
    expect(i, 'a battle of a few dozen exchanges at most').toBeLessThan(200);
    const row = hh.ctx.store.getCampaign('med')!;
    if (row.status === 'over') break;
    await players.answer();
    const after = hh.ctx.store.getCampaign('med')!;
    expect([after.turn, after.exchange, after.status], 'every seat answered: the exchange ran at once').not.toEqual([row.turn, row.exchange, row.status]);
  }
  const mails = players.mails;
  // The wall between the sides: no German seat's form ever reaches a British address, and the reverse.
  for (const a of BRITISH_ADDRESSES) {
    await box(a).update();
    expect([...box(a).forms.keys()].every((s) => s.startsWith('british/') && addressOf(s) === a)).toBe(true);
  }
  for (const r of ROLES) { await box(germanAddress(r)).update(); expect([...box(germanAddress(r)).forms.keys()]).toEqual([`german/${r}`]); }
  const journal = hh.ctx.store.listJournal('med');
  // Messages (issue 15, third part): each reaches the mail of its sender's and recipients' addresses, and no other address's.
  const messages = journal.flatMap((j) => (JSON.parse(j.eventsJson) as { type: string; data: { from: string; to: string[]; text: string } }[]).filter((e) => e.type === 'stb.message').map((e) => e.data));
  const mailText = new Map<string, string>();
  for (const a of [...BRITISH_ADDRESSES, ...ROLES.map(germanAddress)]) mailText.set(a, (await hh.parsed(a)).map((m) => m.text ?? '').join('\n'));
  for (const m of messages) {
    const allowed = new Set([m.from, ...m.to].map(addressOf));
    for (const [a, text] of mailText) expect(text.includes(`"${m.text}"`), `${m.from} to ${m.to.join(',')} at ${a}`).toBe(allowed.has(a));
  }
  // verify-dice after the reveal (the battle is over): every die, every shuffle and draw under its cards key.
  const dice = await cli(hh.home)('verify-dice', 'med');
  expect([dice.code, dice.err]).toEqual([0, '']);
  expect(dice.out).toMatch(/cards: \d+ shuffles, \d+ draws, \d+ moves replayed under their cards keys to the final piles/);
  const final = JSON.parse(hh.ctx.store.getCampaign('med')!.stateJson) as { turn: number; over: boolean; result?: { reason?: string } };
  const replay = replayCampaign(hh.ctx.store, 'med');
  // Every document every player mailed was taken as orders: none refused, none kept unused.
  expect(hh.ctx.store.listSubmissions('med').filter((s) => !s.valid).map((s) => `${s.seat} ${s.turn}`)).toEqual([]);
  return { exchanges: journal.length, hands: final.turn, mails, replayed: replay.ok && replay.turns.every((t) => t.ok), reason: String(final.result?.reason ?? ''),
    signals: journal.filter((j) => j.kind === 'signals').length, messages: messages.length, verified: /cards: .*/.exec(dice.out)![0] };
}

describe('Sink the Bismarck! by mail over the local folder (issue 15, second and third parts)', () => {
  it.each([['denmark-strait', 'mail-1'], ['denmark-strait', 'mail-2'], ['last-battle', 'mail-3']])('Sequence of Play, %s, seed %s: staffs and commanders answer their own mail to the end; the battle replays exactly', async (scenario, seed) => {
    const g = await playByMail(scenario, seed);
    if (process.env.STB_SHOW) console.log(`${scenario} ${seed}: ${JSON.stringify(g)}`);
    expect(hh().ctx.store.getCampaign('med')!.status).toBe('over');
    // Two exchanges a hand (Sequence of Play: the staffs offer, the commanders play) and one for each Send Signals, to the last hand or a sinking.
    if (g.reason.endsWith('hands played')) expect(g.exchanges).toBe(2 * (g.hands - 1) + g.signals);
    else expect(g.exchanges).toBeGreaterThanOrEqual(2);
    expect(g.replayed).toBe(true);
    // The battle used the team's mail: Send Signals answered by the staff, messages relayed (checked above to reach their seats only).
    expect(g.signals).toBeGreaterThan(0);
    expect(g.messages).toBeGreaterThan(0);
  }, 180_000);

  it('an extended game (option extended), seed ext-1: Battle 2 follows Battle 1 by mail, Bismarck as Battle 1 left her; replays exactly, verify-dice passes', async () => {
    const g = await playByMail('denmark-strait', 'ext-1', { extended: true });
    if (process.env.STB_SHOW) console.log(`ext-1: ${JSON.stringify(g)}`);
    const journal = hh().ctx.store.listJournal('med');
    const events = journal.flatMap((j) => JSON.parse(j.eventsJson) as { type: string; turn: number; data: Record<string, unknown> }[]);
    const battle = events.filter((e) => e.type === 'stb.battle');
    const final = JSON.parse(hh().ctx.store.getCampaign('med')!.stateJson) as { scenario: string; battleStart?: number; ships: Record<string, unknown> };
    // Battle 1 ended with Bismarck afloat in this game: Battle 2 was played on to its own end.
    expect(battle.map((e) => e.data.scenario)).toEqual(['last-battle']);
    expect([final.scenario, Object.keys(final.ships).sort()]).toEqual(['last-battle', ['bismarck', 'king-george-v', 'rodney']]);
    expect(final.battleStart).toBe(battle[0]!.turn + 1);
    expect(g.exchanges).toBe(2 * (g.hands - 1) + g.signals);
    expect(g.replayed).toBe(true);
  }, 240_000);

  it('mode: rounds, denmark-strait, seed rounds-1: an exchange a round by mail, rounds played and rounds forfeited by commanders not ready (Game Description); the battle replays exactly', async () => {
    const g = await playByMail('denmark-strait', 'rounds-1', { mode: 'rounds' });
    if (process.env.STB_SHOW) console.log(`rounds-1: ${JSON.stringify(g)}`);
    const kinds = hh().ctx.store.listJournal('med').map((j) => j.kind);
    if (process.env.STB_SHOW) console.log(kinds.join(' '));
    expect(hh().ctx.store.getCampaign('med')!.status).toBe('over');
    expect(kinds).not.toContain('command');
    expect(kinds.filter((k) => k === 'round').length).toBeGreaterThan(kinds.filter((k) => k === 'order').length);
    // Every round asked by mail follows the hand's order or another round.
    kinds.forEach((k, i) => { if (k === 'round') expect(['order', 'round', 'signals']).toContain(kinds[i - 1]); });
    const events = hh().ctx.store.listJournal('med').flatMap((j) => JSON.parse(j.eventsJson) as { type: string }[]);
    expect(events.filter((e) => e.type === 'stb.round').length).toBeGreaterThan(0);
    expect(events.filter((e) => e.type === 'stb.forfeit').length).toBeGreaterThan(0);
    expect(g.replayed).toBe(true);
  }, 180_000);

  it('mode: rounds, Game Description (the late commander): the German commanders silent past the round\'s reply deadline forfeit it; the British play', async () => {
    h = makeHarness(config('denmark-strait', 'late-1', { mode: 'rounds' }), undefined, new FakeClock(Date.parse('2026-05-24T05:00:00Z')));
    const hh = h;
    await hh.tick();
    const players = new Players(hh, seeded(seedOf('stb-mail/late-1')), addressOf, BRITISH_ADDRESSES);
    // No Send Signals here: round 1 is to be asked right after the hands are ordered.
    const noSignal = (yaml: string): string => yaml.replace(/^signals: .*\n/m, '');
    await players.answer(undefined, noSignal); // x1 staff
    await players.answer(undefined, noSignal); // x2 order
    expect(hh.ctx.store.getCampaign('med')!.exchange).toBe(3);
    const x3 = hh.ctx.store.getDeadline('med', 1, 3)!;
    expect(x3.timing).toBe('reply');
    expect(Date.parse(x3.dueAt) - Date.parse(x3.openedAt)).toBe(6 * 3600_000);
    // The British commanders, ready: their round's cards uncommented and sent; the Germans say nothing.
    const ready = (form: string): string => form.replace(/^# cards:$/m, 'cards:').replace(/^# {3}- /gm, '  - ');
    const mb = players.box(BRITISH.admiral!);
    await mb.update();
    const docs = ['british/admiral', 'british/captain'].map((seat) => ready(mb.forms.get(seat)!.text));
    await hh.drop(eml({ from: `Bea <${BRITISH.admiral}>`, to: hh.replyTo('british/admiral'), subject: '[med] british/admiral turn 1 orders', body: docs.join('---\n') }));
    expect(hh.ctx.store.getCampaign('med')!.exchange).toBe(3);
    hh.clock.ms = Date.parse(x3.dueAt);
    await hh.tick();
    expect(hh.ctx.store.getCampaign('med')!.exchange).toBe(4);
    const row = hh.ctx.store.listJournal('med').find((j) => j.turn === 1 && j.exchange === 3)!;
    expect(row.kind).toBe('round');
    const events = JSON.parse(row.eventsJson) as { type: string; data: Record<string, unknown> }[];
    expect(events.filter((e) => e.type === 'stb.forfeit').map((e) => e.data.ship).sort()).toEqual(['bismarck', 'prinz-eugen']);
    expect(Object.keys(events.find((e) => e.type === 'stb.round')!.data.cards as object).sort()).toEqual(['hood', 'prince-of-wales']);
    expect(replayCampaign(hh.ctx.store, 'med').ok).toBe(true);
  }, 60_000);
});

const hh = (): Harness => h!;
