/** A daemon campaign (tests/mail/harness.ts) with the tokens its mails carry, and a way to play turn 1. */
import { ALLIED_ORDERS, CENTRAL_ORDERS, campaignData, eml, makeHarness, type Harness } from '../mail/harness.js';
import { moderatorSecrets, secretsFor } from '../../src/daemon/mailer.js';

export const ANN = 'Ann <ann@example.org>';
export const KARL = 'Karl <karl@example.org>';

export interface PagesFixture {
  readonly h: Harness;
  readonly mod: string;
  readonly allied: string;
  readonly central: string;
  centralOrders(): Promise<void>;
  alliedOrders(): Promise<void>;
  /** A mail from a stranger, quarantined (ML4040); its body carries markup that must never run. */
  stranger(body: string): Promise<void>;
}

export function pagesFixture(data: Record<string, unknown> = campaignData()): PagesFixture {
  const h = makeHarness(data);
  return {
    h,
    mod: moderatorSecrets(h.ctx, 'med').token,
    allied: secretsFor(h.ctx, 'med', 'allied').token,
    central: secretsFor(h.ctx, 'med', 'central').token,
    async centralOrders() { await h.drop(eml({ from: KARL, to: h.replyTo('central'), subject: '[med] central turn 1 orders', body: CENTRAL_ORDERS })); },
    async alliedOrders() { await h.drop(eml({ from: ANN, to: h.replyTo('allied'), subject: '[med] allied turn 1 orders', body: ALLIED_ORDERS })); },
    async stranger(body) { await h.drop(eml({ from: 'Mallory <mallory@evil.test>', to: 'referee@game.test', subject: 'hello <b>there</b>', body })); },
  };
}

/** HTML escaping as the pages' templates do it (Handlebars: & < > " ' ` =). */
const ESC: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#x27;', '`': '&#x60;', '=': '&#x3D;' };
export const esc = (s: string): string => s.replace(/[&<>"'`=]/g, (c) => ESC[c]!);
export const unesc = (s: string): string => s.replace(/&(amp|lt|gt|quot|#x27|#x60|#x3D);/g, (m) => Object.entries(ESC).find(([, v]) => v === m)![0]);
