import { writeFileSync } from 'node:fs';
import type { Command } from '../command.js';
import { summaryOf } from '../registry.js';
import { intOption, parse, requireOption } from '../args.js';
import { AdmiraltyError } from '../../pipeline/errors.js';
import { buildBundle, parseBundle, verifyBundle } from '../../fairplay/bundle.js';
import { publicKeyOption, readText } from './fairplay-common.js';
import { epochForTurn } from '../../fairplay/commitment.js';

export const bundleCommand: Command = {
  name: ['bundle'],
  summary: summaryOf('bundle'),
  usage: 'admiralty bundle <campaign> --turn N [--exchange X] <file>',
  help: [
    'Writes one JSON file (format admiralty-bundle/2): game and engine versions, the game data files and their digest, the state',
    'before the turn, every order as received (raw text, and the raw mail with reply tokens and passphrases redacted and the',
    'sha256 of the original) with the orders used and their signed receipts, the turn key with what each side contributed and',
    'the signed dice commitment (the seed only once revealed), the events, the state digest after, and every report of the turn',
    'as stored and sent. It holds no secret. The whole file is signed with the campaign\'s Ed25519 key. Check it with `bundle verify`.',
    'In a game of several exchanges a turn, --exchange X picks one; without it the turn\'s last.',
  ].join('\n'),
  run(ctx) {
    const { help, values, positionals } = parse(ctx.args, { turn: { type: 'string' }, exchange: { type: 'string' } }, ['campaign', 'file'], this.usage);
    if (help) { ctx.io.out(`${this.usage}\n\n${this.help}\n`); return 0; }
    const turn = intOption(values, 'turn') ?? Number(requireOption(values, 'turn', this.usage));
    const b = buildBundle(ctx.store(), positionals[0], turn, new Date().toISOString(), intOption(values, 'exchange'));
    try { writeFileSync(positionals[1], `${JSON.stringify(b, null, 1)}\n`); } catch (e) {
      throw new AdmiraltyError('ADM2021', { file: positionals[1], reason: (e as NodeJS.ErrnoException).code ?? (e as Error).message });
    }
    ctx.io.out(`wrote ${positionals[1]}: ${b.campaign} turn ${b.turn}, ${Object.keys(b.orders).length} orders, ${b.events.length} events, ${Object.values(b.reports).reduce((n, r) => n + Object.keys(r).length, 0)} reports; ${b.dice.turnKey ? `turn key included, seed ${b.dice.epoch?.seed ? 'revealed' : 'not revealed'}` : `seed ${b.seed === null ? 'not revealed (commitment only)' : 'included'}`}\n`);
    return 0;
  },
};

export const bundleVerifyCommand: Command = {
  name: ['bundle', 'verify'],
  summary: summaryOf('bundle verify'),
  usage: 'admiralty bundle verify <file> [--public-key KEY|FILE] [--moderator]',
  help: [
    'Checks the bundle\'s signature and key, its data against this checkout\'s game data (naming changed files), the state before,',
    'each side\'s orders against its signed receipt and the raw text received, every die against the seed, then re-runs the turn',
    'and compares the events, the state digest after and every report byte for byte, naming what differs.',
    'The turn re-runs from the turn key in the bundle; the key is checked against the seed once revealed (or, with --moderator,',
    'against this store\'s seed). Exit 0 when all holds, else 1.',
  ].join('\n'),
  run(ctx) {
    const { help, values, positionals } = parse(ctx.args, { 'public-key': { type: 'string' }, moderator: { type: 'boolean' } }, ['file'], this.usage);
    if (help) { ctx.io.out(`${this.usage}\n\n${this.help}\n`); return 0; }
    const b = parseBundle(readText(positionals[0], 'bundle'));
    let trustedKey = publicKeyOption(values['public-key']);
    let seed: string | null = null;
    let nonce: string | null = null;
    if (values.moderator || !trustedKey) {
      const store = ctx.optionalStore(); // verifying elsewhere: there may be no store at all
      if (store?.getCampaign(b.campaign)) {
        trustedKey ??= store.getFairplay(b.campaign)?.publicKey ?? null;
        if (values.moderator) {
          const epoch = epochForTurn(store.listDiceEpochs(b.campaign), b.turn);
          seed = epoch?.seed ?? store.getCampaign(b.campaign)!.seed;
          nonce = epoch?.nonce ?? null;
        }
      } else if (values.moderator) throw new AdmiraltyError('ADM5062', { campaign: b.campaign });
    }
    const r = verifyBundle(b, { trustedKey, seed, nonce });
    ctx.io.out(`bundle: ${b.campaign} turn ${b.turn} (${b.game}/${b.scenario}), written ${b.createdAt}\n`);
    for (const f of r.findings) ctx.io.out(`${f.ok ? 'ok  ' : 'FAIL'} ${f.what}: ${f.detail}\n`);
    const failed = r.findings.filter((f) => !f.ok);
    if (r.ok) ctx.io.out('bundle verified: the turn re-runs to the same state and every report is identical\n');
    else ctx.io.out(`bundle NOT verified: ${failed.length} problem${failed.length === 1 ? '' : 's'}${r.complete ? '' : ' (verification incomplete)'}: ${[...new Set(failed.map((f) => f.what))].join(', ')}\n`);
    return r.ok ? 0 : 1;
  },
};
