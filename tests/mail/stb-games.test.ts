/**
 * Whole battles of Sink the Bismarck! by mail over the local folder (issue 15, second part, item 1):
 * the in-process daemon, the local mail folder and the test clock, with scripted players who read
 * nothing but the mail sent to their own address — each seat's newest orders form, attached — and
 * answer with the form filled in by the conformance player (tests/conformance/sink-the-bismarck/
 * answer.ts). One address holds all five British seats and answers for every seat asked in one
 * mail, one YAML document per seat (seam: seats by mail); each German seat has its own address and
 * answers with a YAML attachment. Every battle plays to its end (Sequence of Play: the scenario's
 * hands, or a side sunk) and replays exactly from the journal.
 */
import { readFileSync } from 'node:fs';
import { simpleParser } from 'mailparser';
import { parse, stringify } from 'yaml';
import { afterEach, describe, expect, it } from 'vitest';
import { replayCampaign } from '../../src/pipeline/replay.js';
import { askedSeats } from '../../src/pipeline/pending.js';
import type { ExchangeSpec } from '../../src/kernel/ask.js';
import { seeded, seedOf } from '../conformance/random.js';
import { stbAnswer } from '../conformance/sink-the-bismarck/answer.js';
import { eml, FakeClock, makeHarness, type Harness } from './harness.js';

const ROLES = ['admiral', 'captain', 'nav', 'ops', 'eng'] as const;
const BRITISH = 'bea@example.org';
const germanAddress = (role: string): string => `g-${role}@example.org`;
const addressOf = (seat: string): string => seat.startsWith('british/') ? BRITISH : germanAddress(seat.split('/')[1]!);

let h: Harness | undefined;
afterEach(() => { h?.close(); h = undefined; });

function config(scenario: string, seed: string, options?: Record<string, unknown>): Record<string, unknown> {
  return {
    mail: { mode: 'local', referee: 'referee@game.test' },
    campaigns: [{
      id: 'med', scenario: `sink-the-bismarck/${scenario}`, seed, moderator: 'mod@game.test',
      players: {
        british: { name: 'Bea', email: BRITISH },
        german: Object.fromEntries(ROLES.map((r) => [r, { name: `G ${r}`, email: germanAddress(r) }])),
      },
      deadline: { every: '48h', reply: '6h' }, ...(options ? { options } : {}),
    }],
  };
}

/** One address's mailbox, read in order: for each seat the address holds, its newest orders form. */
class Mailbox {
  private read = 0;
  readonly forms = new Map<string, { text: string; at: number }>();
  readonly subjects: string[] = [];
  constructor(private readonly hh: Harness, private readonly address: string) {}
  async update(): Promise<void> {
    const files = this.hh.outbox(this.address);
    for (; this.read < files.length; this.read++) {
      const m = await simpleParser(readFileSync(files[this.read]!));
      this.subjects.push(m.subject ?? '');
      const seat = /^\[med\] ([a-z]+\/[a-z]+):/.exec(m.subject ?? '')?.[1];
      const att = m.attachments.find((a) => /^orders-turn-\d+\.yaml$/.test(a.filename ?? ''));
      if (seat && att) this.forms.set(seat, { text: att.content.toString('utf8'), at: this.read });
    }
  }
}

/** The seat's answer from its form alone: the conformance player's, or, where that player keeps silent, the form sent back unchanged (seam rule 3). */
function answer(form: string, random: () => number): string {
  const text = stbAnswer(form, random) ?? JSON.stringify(parse(form));
  return stringify(JSON.parse(text));
}

interface Figures { exchanges: number; hands: number; mails: number; replayed: boolean; reason: string }

/** The players of one campaign: a mailbox per address, and what each seat last answered. */
class Players {
  private readonly boxes = new Map<string, Mailbox>();
  private readonly answered = new Map<string, number>();
  mails = 0;
  constructor(private readonly hh: Harness, private readonly random: () => number) {}
  box(address: string): Mailbox { return this.boxes.get(address) ?? (this.boxes.set(address, new Mailbox(this.hh, address)), this.boxes.get(address)!); }
  /** Every asked seat but those `silent` names answers the form it was just sent, each address in one mail. */
  async answer(silent: (seat: string) => boolean = () => false): Promise<void> {
    const hh = this.hh;
    const row = hh.ctx.store.getCampaign('med')!;
    const asked = askedSeats(JSON.parse(row.pendingJson!) as ExchangeSpec);
    expect(asked.length).toBeGreaterThan(0);
    const byAddress = new Map<string, string[]>();
    for (const seat of asked.filter((x) => !silent(x))) byAddress.set(addressOf(seat), [...(byAddress.get(addressOf(seat)) ?? []), seat]);
    for (const [address, seats] of byAddress) {
      const mb = this.box(address);
      await mb.update();
      const docs = seats.map((seat) => {
        const form = mb.forms.get(seat);
        // The player answers the form it was just sent, never an older one.
        expect(form && form.at > (this.answered.get(seat) ?? -1), `${seat} has a new form at hand ${row.turn}, exchange ${row.exchange}`).toBe(true);
        this.answered.set(seat, form!.at);
        return answer(form!.text, this.random);
      });
      const subject = `[med] ${seats[0]} turn ${row.turn} orders`;
      // The British address: every seat it holds in one mail's text, one YAML document a seat; a German seat: its form as an attachment.
      await hh.drop(address === BRITISH
        ? eml({ from: `Bea <${BRITISH}>`, to: hh.replyTo(seats[0]!), subject, body: docs.join('---\n') })
        : eml({ from: `${seats[0]} <${address}>`, to: hh.replyTo(seats[0]!), subject, body: 'orders attached', attachment: { name: 'orders.yaml', text: docs[0]! } }));
      this.mails++;
    }
  }
}

async function playByMail(scenario: string, seed: string, options?: Record<string, unknown>): Promise<Figures> {
  h = makeHarness(config(scenario, seed, options), undefined, new FakeClock(Date.parse('2026-05-24T05:00:00Z')));
  const hh = h;
  await hh.tick();
  const players = new Players(hh, seeded(seedOf(`stb-mail/${seed}`)));
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
  // The wall between the sides: no German seat's form ever reaches the British address, and the reverse.
  await box(BRITISH).update();
  expect([...box(BRITISH).forms.keys()].every((s) => s.startsWith('british/'))).toBe(true);
  for (const r of ROLES) { await box(germanAddress(r)).update(); expect([...box(germanAddress(r)).forms.keys()]).toEqual([`german/${r}`]); }
  const journal = hh.ctx.store.listJournal('med');
  const final = JSON.parse(hh.ctx.store.getCampaign('med')!.stateJson) as { turn: number; over: boolean; result?: { reason?: string } };
  const replay = replayCampaign(hh.ctx.store, 'med');
  // Every document every player mailed was taken as orders: none refused, none kept unused.
  expect(hh.ctx.store.listSubmissions('med').filter((s) => !s.valid).map((s) => `${s.seat} ${s.turn}`)).toEqual([]);
  return { exchanges: journal.length, hands: final.turn, mails, replayed: replay.ok && replay.turns.every((t) => t.ok), reason: String(final.result?.reason ?? '') };
}

describe('Sink the Bismarck! by mail over the local folder (issue 15, second part)', () => {
  it.each([['denmark-strait', 'mail-1'], ['denmark-strait', 'mail-2'], ['last-battle', 'mail-3']])('Sequence of Play, %s, seed %s: staffs and commanders answer their own mail to the end; the battle replays exactly', async (scenario, seed) => {
    const g = await playByMail(scenario, seed);
    if (process.env.STB_SHOW) console.log(`${scenario} ${seed}: ${JSON.stringify(g)}`);
    expect(hh().ctx.store.getCampaign('med')!.status).toBe('over');
    // Two exchanges a hand (Sequence of Play: the staffs offer, the commanders play), to the last hand or a sinking.
    if (g.reason.endsWith('hands played')) expect(g.exchanges).toBe(2 * (g.hands - 1));
    else expect(g.exchanges).toBeGreaterThanOrEqual(2);
    expect(g.replayed).toBe(true);
  }, 180_000);

  it('mode: rounds, denmark-strait, seed rounds-1: an exchange a round by mail, rounds played and rounds forfeited by commanders not ready (Game Description); the battle replays exactly', async () => {
    const g = await playByMail('denmark-strait', 'rounds-1', { mode: 'rounds' });
    if (process.env.STB_SHOW) console.log(`rounds-1: ${JSON.stringify(g)}`);
    const kinds = hh().ctx.store.listJournal('med').map((j) => j.kind);
    if (process.env.STB_SHOW) console.log(kinds.join(' '));
    expect(hh().ctx.store.getCampaign('med')!.status).toBe('over');
    expect(kinds).not.toContain('command');
    expect(kinds.filter((k) => k === 'round').length).toBeGreaterThan(kinds.filter((k) => k === 'order').length);
    // Every round asked by mail follows the hand's order or another round.
    kinds.forEach((k, i) => { if (k === 'round') expect(['order', 'round']).toContain(kinds[i - 1]); });
    const events = hh().ctx.store.listJournal('med').flatMap((j) => JSON.parse(j.eventsJson) as { type: string }[]);
    expect(events.filter((e) => e.type === 'stb.round').length).toBeGreaterThan(0);
    expect(events.filter((e) => e.type === 'stb.forfeit').length).toBeGreaterThan(0);
    expect(g.replayed).toBe(true);
  }, 180_000);

  it('mode: rounds, Game Description (the late commander): the German commanders silent past the round\'s reply deadline forfeit it; the British play', async () => {
    h = makeHarness(config('denmark-strait', 'late-1', { mode: 'rounds' }), undefined, new FakeClock(Date.parse('2026-05-24T05:00:00Z')));
    const hh = h;
    await hh.tick();
    const players = new Players(hh, seeded(seedOf('stb-mail/late-1')));
    await players.answer(); // x1 staff
    await players.answer(); // x2 order
    expect(hh.ctx.store.getCampaign('med')!.exchange).toBe(3);
    const x3 = hh.ctx.store.getDeadline('med', 1, 3)!;
    expect(x3.timing).toBe('reply');
    expect(Date.parse(x3.dueAt) - Date.parse(x3.openedAt)).toBe(6 * 3600_000);
    // The British commanders, ready: their round's cards uncommented and sent; the Germans say nothing.
    const ready = (form: string): string => form.replace(/^# cards:$/m, 'cards:').replace(/^# {3}- /gm, '  - ');
    const mb = players.box(BRITISH);
    await mb.update();
    const docs = ['british/admiral', 'british/captain'].map((seat) => ready(mb.forms.get(seat)!.text));
    await hh.drop(eml({ from: `Bea <${BRITISH}>`, to: hh.replyTo('british/admiral'), subject: '[med] british/admiral turn 1 orders', body: docs.join('---\n') }));
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
