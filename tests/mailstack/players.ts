/**
 * Players of a mailed campaign, as the tests drive them: find the secret in the briefing's
 * Reply-To, send orders, wait for the referee's answers in their mailbox. No vitest imports.
 */
import { replyToken } from './daemon.js';
import { sendMail, waitForMailbox, type MailboxMessage, type MailStack } from './testbed.js';

export interface Player {
  user: string; // mailbox user name (p1 …)
  address: string;
  side: string;
  token: string;
}

export const subjectOf = (m: MailboxMessage) => m.parsed.subject ?? '';
export const count = (msgs: MailboxMessage[], re: RegExp) => msgs.filter((m) => re.test(subjectOf(m))).length;

/**
 * Waits for a player's briefing and takes the token from its Reply-To. The first mail of a
 * campaign waits on the daemon's start and the campaign's creation (its maps drawn when the
 * config asks for them): a CI run once spent over 30 s there at load 9, so the ceiling is 60 s.
 */
export async function joinCampaign(stack: MailStack, campaign: string, user: string, side: string, timeoutMs = 60_000): Promise<Player> {
  const re = new RegExp(`^\\[${campaign}\\] ${side}: welcome`);
  const msgs = await waitForMailbox(stack, user, (ms) => ms.some((m) => re.test(subjectOf(m))), timeoutMs);
  const briefing = msgs.find((m) => re.test(subjectOf(m)))!;
  const token = replyToken(briefing);
  if (!token) throw new Error(`no plus-addressed Reply-To in ${user}'s briefing`);
  return { user, address: stack.users[user]!.address, side, token };
}

/** The moderator's token, from the "campaign started" mail. */
export async function moderatorToken(stack: MailStack, campaign: string, timeoutMs = 60_000): Promise<{ token: string; passphrase: string }> {
  const re = new RegExp(`^\\[${campaign}\\] moderator: campaign started`);
  const msgs = await waitForMailbox(stack, 'moderator', (ms) => ms.some((m) => re.test(subjectOf(m))), timeoutMs);
  const mail = msgs.find((m) => re.test(subjectOf(m)))!;
  const token = replyToken(mail) ?? '';
  const passphrase = /passphrase:\s*([a-z0-9-]+)/.exec(mail.parsed.text ?? '')?.[1] ?? '';
  return { token, passphrase };
}

/** Sends orders as a reply to Admiralty (to the plus address); returns the Message-ID. */
export async function sendOrders(
  stack: MailStack,
  campaign: string,
  p: Player,
  turn: number,
  text: string,
  opts: { messageId?: string; asAttachment?: boolean } = {},
): Promise<string> {
  const to = `referee+${p.token}@game.test`;
  const subject = `Re: [${campaign}] ${p.side} turn ${turn} orders`;
  if (opts.asAttachment) {
    return sendMail(stack, p.address, to, subject, 'Orders attached.\n\n-- \nsent from my phone', [{ filename: 'orders.yaml', content: text, contentType: 'application/yaml' }], { messageId: opts.messageId });
  }
  return sendMail(stack, p.address, to, subject, text, undefined, { messageId: opts.messageId });
}

/** Waits until a player's mailbox holds at least `n` mails whose subject matches. */
export async function waitForSubject(stack: MailStack, user: string, re: RegExp, n = 1, timeoutMs = 30_000): Promise<MailboxMessage[]> {
  const msgs = await waitForMailbox(stack, user, (ms) => count(ms, re) >= n, timeoutMs);
  return msgs.filter((m) => re.test(subjectOf(m)));
}
