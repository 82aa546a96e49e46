/**
 * Scripted Sink the Bismarck! players by mail (issue 15): each address reads nothing but the mail
 * sent to it — for each seat it holds, that seat's newest orders form, attached — and answers with
 * the form filled in by the conformance player (tests/conformance/sink-the-bismarck/answer.ts).
 * An address named in `inText` answers every seat it holds in one mail, one YAML document a seat
 * (seam: seats by mail); any other address sends one seat's form as an attachment. Seats without
 * an address (the referee's, issue 15 "any seat run by the referee's standing defaults") are never
 * answered by anyone: the daemon must not wait for them.
 */
import { readFileSync } from 'node:fs';
import { simpleParser } from 'mailparser';
import { parse, stringify } from 'yaml';
import { expect } from 'vitest';
import { askedSeats } from '../../src/pipeline/pending.js';
import type { ExchangeSpec } from '../../src/kernel/ask.js';
import { stbAnswer } from '../conformance/sink-the-bismarck/answer.js';
import { eml, type Harness } from './harness.js';

/** One address's mailbox, read in order: for each seat the address holds, its newest orders form. */
export class Mailbox {
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

/** The players of one campaign: a mailbox per address, and what each seat last answered. */
export class Players {
  private readonly boxes = new Map<string, Mailbox>();
  private readonly answered = new Map<string, number>();
  mails = 0;
  /** `addressOf` gives a seat's address, or undefined for a seat the referee plays. */
  constructor(private readonly hh: Harness, private readonly random: () => number,
    private readonly addressOf: (seat: string) => string | undefined, private readonly inText: readonly string[]) {}
  box(address: string): Mailbox { return this.boxes.get(address) ?? (this.boxes.set(address, new Mailbox(this.hh, address)), this.boxes.get(address)!); }
  /** Every asked seat but those `silent` names answers the form it was just sent, each address in one mail. */
  async answer(silent: (seat: string) => boolean = () => false, edit: (yaml: string) => string = (y) => y): Promise<void> {
    const hh = this.hh;
    const row = hh.ctx.store.getCampaign('med')!;
    const asked = askedSeats(JSON.parse(row.pendingJson!) as ExchangeSpec);
    expect(asked.length).toBeGreaterThan(0);
    const byAddress = new Map<string, string[]>();
    for (const seat of asked.filter((x) => !silent(x))) {
      const address = this.addressOf(seat);
      if (address !== undefined) byAddress.set(address, [...(byAddress.get(address) ?? []), seat]);
    }
    for (const [address, seats] of byAddress) {
      const mb = this.box(address);
      await mb.update();
      const docs = seats.map((seat) => {
        const form = mb.forms.get(seat);
        // The player answers the form it was just sent, never an older one.
        expect(form && form.at > (this.answered.get(seat) ?? -1), `${seat} has a new form at hand ${row.turn}, exchange ${row.exchange}`).toBe(true);
        this.answered.set(seat, form!.at);
        return edit(answer(form!.text, this.random));
      });
      const subject = `[med] ${seats[0]} turn ${row.turn} orders`;
      // An address of `inText`: every seat it holds in one mail's text, one YAML document a seat; any other: its form as an attachment.
      await hh.drop(this.inText.includes(address)
        ? eml({ from: `B <${address}>`, to: hh.replyTo(seats[0]!), subject, body: docs.join('---\n') })
        : eml({ from: `${seats[0]} <${address}>`, to: hh.replyTo(seats[0]!), subject, body: 'orders attached', attachment: { name: 'orders.yaml', text: docs[0]! } }));
      this.mails++;
    }
  }
}
