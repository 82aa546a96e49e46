import type { Command } from '../command.js';
import { summaryOf } from '../registry.js';
import type { CommandContext } from '../context.js';
import { intOption, parse, requireOption } from '../args.js';
import { adapterFor, requireCampaign } from '../../pipeline/campaign.js';
import { resolveSeat } from '../seat.js';
import { AdmiraltyError } from '../../pipeline/errors.js';
import { findSubmission, formatReceipt, parseReceipt, receiptFor, submissionOfReceipt, verifyReceipt } from '../../fairplay/receipt.js';
import { keyId } from '../../fairplay/keys.js';
import { publicKeyOption, readText } from './fairplay-common.js';

/** True when the file is a mail whose receipt must be decoded first (MIME: encoded body or attachments). */
function isMail(file: string, text: string): boolean {
  if (text.includes('-----BEGIN ADMIRALTY RECEIPT-----') && !/^content-transfer-encoding:\s*(base64|quoted-printable)/im.test(text)) return false;
  return /\.eml$/i.test(file) || /^(from|to|subject|message-id|mime-version|received):/im.test(text.slice(0, 4096));
}

/** The decoded text of a mail: its body and its text attachments. */
async function mailText(text: string): Promise<string> {
  const { simpleParser } = await import('mailparser');
  const mail = await simpleParser(Buffer.from(text, 'utf8'));
  const parts = [mail.text ?? '', ...mail.attachments.filter((a) => /^text\//.test(a.contentType) || /\.(txt|asc|receipt)$/i.test(a.filename ?? '')).map((a) => a.content.toString('utf8'))];
  return parts.join('\n');
}

function verifyReceiptText(ctx: CommandContext, text: string, publicKey: unknown): number {
  const parsed = parseReceipt(text);
  if (!parsed.signed) { for (const p of parsed.problems) ctx.io.out(`FAIL ${p}\n`); return 1; }
  const r = parsed.signed.receipt;
  let trusted = publicKeyOption(publicKey);
  let onFile = null;
  // Anyone may verify a receipt, with no store at all (given --public-key).
  const store = ctx.optionalStore();
  if (store?.getCampaign(r.campaign)) {
    const fp = store.getFairplay(r.campaign);
    if (!trusted && fp) trusted = fp.publicKey;
    onFile = submissionOfReceipt(store, r);
    if (!onFile) ctx.io.out(`note: the store has no submission ${r.submissionId} for ${r.campaign}\n`);
  }
  const check = verifyReceipt(parsed.signed, trusted, onFile);
  ctx.io.out(`receipt: ${r.campaign} ${r.side} turn ${r.turn}, submission ${r.submissionId}, orders sha256:${r.ordersDigest}, received ${r.receivedAt} (${r.source})\n`);
  for (const p of check.passed) ctx.io.out(`ok   ${p}\n`);
  for (const f of check.failures) ctx.io.out(`FAIL ${f}\n`);
  ctx.io.out(check.ok ? `receipt verified (key ${keyId(trusted!)})\n` : 'receipt NOT verified\n');
  return check.ok ? 0 : 1;
}

export const receiptVerifyCommand: Command = {
  name: ['receipt', 'verify'],
  summary: summaryOf('receipt verify'),
  usage: 'admiralty receipt verify <file|mail.eml> [--public-key KEY|FILE]',
  help: [
    'Reads the ADMIRALTY RECEIPT block (from a file, or from a mail: its body or a text attachment) and checks that it was signed',
    'with the campaign\'s Ed25519 key (the store\'s copy, or --public-key "ed25519:…" or a file holding it) and that the signature',
    'covers its fields. Where the store holds the submission, every field is also compared with what is on file.',
    'Exit 0 when the receipt is good; 1 naming each thing that failed.',
  ].join('\n'),
  run(ctx) {
    const { help, values, positionals } = parse(ctx.args, { 'public-key': { type: 'string' } }, ['file'], this.usage);
    if (help) { ctx.io.out(`${this.usage}\n\n${this.help}\n`); return 0; }
    const text = readText(positionals[0], 'receipt');
    // A mail is decoded first (mailparser is asynchronous); a receipt file is checked at once.
    if (isMail(positionals[0], text)) return mailText(text).then((t) => verifyReceiptText(ctx, t, values['public-key']));
    return verifyReceiptText(ctx, text, values['public-key']);
  },
};

export const receiptShowCommand: Command = {
  name: ['receipt', 'show'],
  summary: summaryOf('receipt show'),
  usage: 'admiralty receipt show <campaign> --side <side> [--turn N] [--submission ID]',
  help: 'Prints the receipt block of the valid submission that counts for the turn (default: the current turn), or of --submission ID.',
  run(ctx) {
    const { help, values, positionals } = parse(ctx.args, { side: { type: 'string' }, turn: { type: 'string' }, submission: { type: 'string' } }, ['campaign'], this.usage);
    if (help) { ctx.io.out(`${this.usage}\n\n${this.help}\n`); return 0; }
    const store = ctx.store();
    const row = requireCampaign(store, positionals[0]);
    let id = intOption(values, 'submission');
    if (id === undefined) {
      const side = resolveSeat(adapterFor(row.game), requireOption(values, 'side', this.usage), { passUnknown: true });
      const turn = intOption(values, 'turn') ?? row.turn;
      const sub = store.latestValidSubmission(row.id, side, turn);
      if (!sub) throw new AdmiraltyError('ADM5003', { side, turn });
      id = sub.id;
    } else if (!findSubmission(store, id, row.id)) throw new AdmiraltyError('ADM5002', { id, where: ` in '${row.id}'` });
    ctx.io.out(formatReceipt(receiptFor(store, id)));
    return 0;
  },
};
