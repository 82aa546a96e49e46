import { readFileSync } from 'node:fs';
import { basename } from 'node:path';
import type { Command } from '../command.js';
import { summaryOf } from '../registry.js';
import type { CommandContext } from '../context.js';
import { parse, requireOption } from '../args.js';
import { adapterFor, checkOrders, requireCampaign, submitOrders } from '../../pipeline/campaign.js';
import { resolveSeat } from '../seat.js';
import { AdmiraltyError } from '../../pipeline/errors.js';
import { diagnosticsToJson, formatDiagnostics } from '../../orders/diagnostic.js';
import { formatReceipt, type SignedReceipt } from '../../fairplay/receipt.js';

const OPTIONS = { side: { type: 'string' }, json: { type: 'boolean' } } as const;

function readOrders(file: string): string {
  try { return file === '-' ? readFileSync(0, 'utf8') : readFileSync(file, 'utf8'); } catch (e) {
    throw new AdmiraltyError('ADM2020', { what: 'orders file', file, reason: (e as NodeJS.ErrnoException).code ?? (e as Error).message });
  }
}

function run(ctx: CommandContext, usage: string, help: string, store: boolean): number {
  const { help: wantsHelp, values, positionals } = parse(ctx.args, OPTIONS, ['campaign', 'file'], usage);
  if (wantsHelp) { ctx.io.out(`${usage}\n\n${help}\n`); return 0; }
  const name = requireOption(values, 'side', usage);
  const [campaign, file] = positionals;
  const text = readOrders(file);
  const side = resolveSeat(adapterFor(requireCampaign(ctx.store(), campaign).game), name);
  const result = store ? submitOrders(ctx.store(), campaign, side, text, `cli:${basename(file)}`) : checkOrders(ctx.store(), campaign, side, text);
  if (values.json) {
    const signed = (result as { receipt?: SignedReceipt }).receipt;
    const receipt = signed ? formatReceipt(signed) : undefined;
    ctx.io.out(`${JSON.stringify({ ok: result.ok, digest: result.digest ?? null, stored: store && result.ok, diagnostics: diagnosticsToJson(result.diagnostics), receipt }, null, 2)}\n`);
  } else {
    if (result.diagnostics.length) ctx.io.out(`${formatDiagnostics(result.diagnostics, basename(file))}\n`);
    if (result.ok) ctx.io.out(`${store ? 'accepted' : 'valid'}: orders for ${side}, receipt sha256:${result.digest}\n`);
    const signed = (result as { receipt?: SignedReceipt }).receipt;
    if (signed) ctx.io.out(formatReceipt(signed));
    else if (store) ctx.io.out(`rejected: nothing stored; the previous valid orders (if any) stand\n`);
  }
  return result.ok ? 0 : 1;
}

export const ordersCheckCommand: Command = {
  name: ['orders', 'check'],
  summary: summaryOf('orders check'),
  usage: 'admiralty orders check <campaign> --side <seat> <file|-> [--json]',
  help: 'Exit 0 when the orders are valid (warnings allowed), 1 when not; diagnostics on stdout (--json for JSON).',
  run(ctx) { return run(ctx, this.usage, this.help, false); },
};

export const ordersSubmitCommand: Command = {
  name: ['orders', 'submit'],
  summary: summaryOf('orders submit'),
  usage: 'admiralty orders submit <campaign> --side <seat> <file|-> [--json]',
  help: 'Runs the same checks as `orders check`; stores the orders when valid. The last valid submission for a turn counts; an invalid one changes nothing.',
  run(ctx) { return run(ctx, this.usage, this.help, true); },
};
