/**
 * 7.31 Great War at Sea's tactical battle impulse by impulse by mail (option `tacticalByMail`),
 * through the in-process daemon, the local mail folder and the test clock. Scripted players read
 * nothing but the mail sent to their own address, the form attached above all, and answer each
 * ask with a YAML attachment: on turn 1 each sends its light forces from Brindisi and Cattaro to
 * P41, the Otranto straits between them (the public map's shortest way); then every turn is
 * answered with the header alone (silence: the plans kept), and every impulse form is answered from what it shows:
 * the first group of its own listed holds its hex in odd impulses, every ship fires at the first
 * enemy ship the form shows in sight. The battle is fought impulse by impulse to the end of its
 * turn, every impulse form names only enemy ships the side sees (7.27), and the campaign replays
 * exactly from the journal (digests).
 */
import { readFileSync } from 'node:fs';
import { simpleParser } from 'mailparser';
import { parse } from 'yaml';
import { afterEach, describe, expect, it } from 'vitest';
import { replayCampaign } from '../../src/pipeline/replay.js';
import { askedSeats } from '../../src/pipeline/pending.js';
import type { ExchangeSpec } from '../../src/kernel/ask.js';
import type { GwasState, SideId } from '../../src/games/gwas/state.js';
import { restoreBattle } from '../../src/games/gwas/tactical/impulse-save.js';
import { seenBy } from '../../src/games/gwas/tactical/sighting.js';
import { gameData } from '../helpers/gwas.js';
import { eml, FakeClock, makeHarness, type Harness } from './harness.js';

const EMAIL = { allied: 'ann@example.org', central: 'karl@example.org' } as const;

let h: Harness | undefined;
afterEach(() => { h?.close(); h = undefined; });

function config(seed: string): Record<string, unknown> {
  return {
    mail: { mode: 'local', referee: 'referee@game.test' },
    campaigns: [{
      id: 'med', scenario: 'gwas-mediterranean/otranto-1917', seed, moderator: 'mod@game.test',
      players: { allied: { name: 'Ann', email: EMAIL.allied }, central: { name: 'Karl', email: EMAIL.central } },
      deadline: { every: '48h', reply: '6h' }, options: { tactical: true, tacticalByMail: true },
    }],
  };
}

/** A player's mailbox, read in order: the newest form attached and when it came. */
class Mailbox {
  private read = 0;
  form: { text: string; at: number } | null = null;
  constructor(private readonly hh: Harness, private readonly seat: SideId) {}
  async update(): Promise<void> {
    const files = this.hh.outbox(EMAIL[this.seat]);
    for (; this.read < files.length; this.read++) {
      const m = await simpleParser(readFileSync(files[this.read]!));
      const att = m.attachments.find((a) => /^orders-turn-\d+\.yaml$/.test(a.filename ?? ''));
      if (att) this.form = { text: att.content.toString('utf8'), at: this.read };
    }
  }
}

/** Turn 1: the fleets the form lists, sent to P41 one zone a turn; later turns: silence. */
const ROUTES: Record<SideId, Record<string, string>> = {
  allied: { 'acton-cruisers': '{ "1": Q41, "2": P41 }', 'italian-scouts': '{ "1": Q41, "2": P41 }' },
  central: { 'cattaro-relief': '{ "1": O42, "2": P41 }', 'budapest-group': '{ "1": O42, "2": P41 }' },
};

function turnAnswer(seat: SideId, form: string): string {
  const o = parse(form) as { turn: number; fleets?: Record<string, unknown> };
  // After turn 1 the plans stand: the header alone is silence (seam rule 3), every plan kept.
  if (o.turn !== 1) return `side: ${seat}\nturn: ${o.turn}\n`;
  const lines = [`side: ${seat}`, 'turn: 1', 'fleets:'];
  for (const [fleet, plot] of Object.entries(ROUTES[seat])) {
    expect(form, `the ${seat} form lists fleet ${fleet}`).toContain(`${fleet}:`);
    lines.push(`  ${fleet}:`, `    plot: ${plot}`);
  }
  return `${lines.join('\n')}\n`;
}

/** An impulse form answered from what it shows: its own groups' lines and the enemy in sight (comment lines joined: the form wraps them). */
function impulseAnswer(seat: SideId, form: string): string {
  const o = parse(form) as { turn: number; impulse: { battle: string; pass: number; impulse: number } };
  const text = form.split('\n').filter((l) => l.startsWith('#')).map((l) => l.replace(/^#\s*/, '')).join(' ');
  const ids = (list: string) => [...list.matchAll(/([a-z0-9-]+) \[/g)].map((x) => x[1]);
  const own = [...text.matchAll(/fleet \S+ at \(-?\d+, -?\d+\), speed [^:]+: (.*?); moves: /g)].map((m) => ids(m[1]));
  const sight = /Enemy ships in sight \(7\.27\): (.*?)\. Edges/.exec(text);
  const enemy = sight ? ids(sight[1]) : [];
  const lines = [`side: ${seat}`, `turn: ${o.turn}`, 'impulse:', `  battle: ${o.impulse.battle}`, `  pass: ${o.impulse.pass}`, `  impulse: ${o.impulse.impulse}`];
  expect(own.length, `the ${seat} impulse form lists its groups`).toBeGreaterThan(0);
  if (o.impulse.impulse % 2 === 1) lines.push(`  moves: { ${own[0].map((s) => `${s}: stay`).join(', ')} }`);
  if (enemy.length) lines.push(`  fire: { ${own.flat().map((s) => `${s}: ${enemy[0]}`).join(', ')} }`);
  return `${lines.join('\n')}\n`;
}

interface Figures { kinds: string[]; impulses: number; written: number; battles: number; forms: number; replayed: boolean; turn: number; leaks: string[] }

async function playToBattleEnd(seed: string, maxTurns: number): Promise<Figures> {
  h = makeHarness(config(seed), undefined, new FakeClock(Date.parse('2026-05-14T00:00:00Z')));
  const hh = h;
  await hh.tick();
  const data = gameData();
  const boxes = { allied: new Mailbox(hh, 'allied'), central: new Mailbox(hh, 'central') };
  const used: Record<SideId, number> = { allied: -1, central: -1 };
  const answered = new Map<string, Set<SideId>>();
  const leaks: string[] = [];
  let forms = 0;
  let sawImpulse = false;
  for (let i = 0; ; i++) {
    expect(i, 'a bounded number of answers').toBeLessThan(400);
    const row = hh.ctx.store.getCampaign('med')!;
    const state = JSON.parse(row.stateJson) as GwasState;
    if (row.status === 'over' || (sawImpulse && !state.impulse) || row.turn > maxTurns) break;
    const key = `${row.turn}.${row.exchange}`;
    const done = answered.get(key) ?? new Set<SideId>();
    answered.set(key, done);
    const spec = JSON.parse(row.pendingJson!) as ExchangeSpec;
    const seat = (askedSeats(spec) as SideId[]).find((s) => !done.has(s))!;
    expect(seat, `someone is still asked at ${key}`).toBeDefined();
    const box = boxes[seat];
    await box.update();
    expect(box.form && box.form.at > used[seat], `${seat} has a new form at ${key}`).toBe(true);
    used[seat] = box.form!.at;
    let text: string;
    if (spec.kind === 'impulse') {
      sawImpulse = true;
      forms++;
      // 7.27 fog, checked against the umpire's record: every enemy ship the form names is one the side sees now.
      const run = restoreBattle(data, state, state.impulse!.battle);
      const seen = new Set(seenBy(run, seat).map((s) => s.id));
      const enemy = run.ships[seat === 'allied' ? 'central' : 'allied'].map((s) => s.id);
      for (const id of enemy) if (!seen.has(id) && new RegExp(`\\b${id}\\b`).test(box.form!.text)) leaks.push(`${key} ${seat}: ${id}`);
      text = impulseAnswer(seat, box.form!.text);
    } else text = turnAnswer(seat, box.form!.text);
    const before = hh.outbox(EMAIL[seat]).length;
    await hh.drop(eml({ from: `${seat} <${EMAIL[seat]}>`, to: hh.replyTo(seat), subject: `[med] ${seat} turn ${row.turn} orders`, body: 'orders attached', attachment: { name: 'orders.yaml', text } }));
    for (const f of hh.outbox(EMAIL[seat]).slice(before)) {
      const m = await simpleParser(readFileSync(f));
      expect(m.subject ?? '', `${seat}'s orders at ${key} were taken: ${m.text ?? ''}\n${text}`).not.toMatch(/NOT accepted/);
    }
    done.add(seat);
  }
  const journal = hh.ctx.store.listJournal('med');
  const kinds = journal.map((j) => j.kind);
  const events = hh.ctx.store.listJournalEvents('med').flatMap((e) => JSON.parse(e.eventsJson) as { type: string }[]);
  const replay = replayCampaign(hh.ctx.store, 'med');
  return {
    kinds, impulses: kinds.filter((k) => k === 'impulse').length, forms, leaks,
    // Answers that wrote moves or targets (not only the header): the impulse orders travelled by mail.
    written: journal.filter((j) => j.kind === 'impulse').flatMap((j) => Object.values(JSON.parse(j.ordersJson) as Record<string, { impulse?: { moves?: object; fire?: object } }>))
      .filter((o) => o.impulse?.moves || o.impulse?.fire).length,
    battles: events.filter((e) => e.type === 'gwas.battle-umpire').length,
    replayed: replay.ok && replay.turns.every((t) => t.ok), turn: hh.ctx.store.getCampaign('med')!.turn,
  };
}

describe('Great War at Sea: a tactical battle impulse by impulse by mail (7.31, option tacticalByMail)', () => {
  it('7.31 Otranto 1917: the light forces meet in P41, the battle is fought impulse by impulse by mail to the end of its turn, the forms keep the fog (7.27), and the campaign replays exactly', async () => {
    const g = await playToBattleEnd('impulse-1', 6);
    if (process.env.GWAS_IMPULSE_SHOW) console.log(JSON.stringify({ ...g, kinds: undefined }), g.kinds.join(' '));
    if (process.env.GWAS_IMPULSE_MAIL) console.log((await h!.parsed(EMAIL.central)).at(-Number(process.env.GWAS_IMPULSE_MAIL))!.text);
    expect(g.battles).toBeGreaterThan(0);
    expect(g.impulses).toBeGreaterThan(0);
    // An impulse exchange follows a turn or another impulse; the turn after the battle begins with a turn exchange.
    g.kinds.forEach((k, i) => { if (k === 'impulse') expect(['turn', 'impulse']).toContain(g.kinds[i - 1]); });
    expect(g.kinds.at(-1)).toBe('impulse');
    expect(g.forms).toBe(2 * g.impulses);
    expect(g.written).toBeGreaterThan(g.impulses);
    expect(g.leaks).toEqual([]);
    expect(g.replayed).toBe(true);
  }, 300_000);
});
