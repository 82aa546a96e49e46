import { existsSync } from 'node:fs';
import type { Command } from '../command.js';
import { summaryOf } from '../registry.js';
import type { CommandContext } from '../context.js';
import { parse } from '../args.js';
import { canonicalJson } from '../../kernel/canonical.js';
import type { GameEvent } from '../../kernel/events.js';
import { requireCampaign } from '../../pipeline/campaign.js';
import { AdmiraltyError } from '../../pipeline/errors.js';
import { describeBadRoll, verifyDice, type DiceTurn } from '../../fairplay/dice.js';
import { fairplayOf, keyId, seedCommitment, verifyText } from '../../fairplay/keys.js';
import { BUNDLE_FORMAT, parseBundle } from '../../fairplay/bundle.js';
import { buildDiceLedger, LEDGER_FORMAT, type DiceLedger } from '../../fairplay/dice-ledger.js';
import { verifyLedger, type LedgerCheck } from '../../fairplay/verify-ledger.js';
import { checkEpoch } from '../../fairplay/commitment.js';
import { diceKeyOf } from '../../fairplay/turn-key.js';
import { publicKeyOption, readText } from './fairplay-common.js';

export const verifyDiceCommand: Command = {
  name: ['verify-dice'],
  summary: summaryOf('verify-dice'),
  usage: 'admiralty verify-dice <campaign|bundle-file|ledger-file> [--moderator] [--public-key KEY|FILE]',
  help: [
    'Every die comes from its stream under the turn key (docs/dice.md): each stream is rebuilt and drawn from in the order its',
    'rolls were recorded, at the recorded positions; every die must be the next draw and every total must add up. Stream names',
    'of any other shape, dice of 0 or absurd sizes are refused. Once the seed is revealed (the campaign\'s end, or admiralty',
    'reveal --force), every turn key is also checked against the seed and what each side contributed, and the seed against',
    'the signed commitment. A bundle\'s signature is checked first; a ledger file (the one every player gets at the end) is',
    'checked as tools/verify_dice.py checks it. From a turn\'s exchange 2 on, each key is the exchange key: the turn key\'s input',
    'plus the exchange, its kind and the previous exchange\'s key (docs/dice.md §2), and the link is checked too.',
    '--moderator checks the turn keys against the store\'s seed before the reveal.',
    'Exit 0 when everything matches; 1 naming the first problem.',
  ].join('\n'),
  run(ctx) {
    const { help, values, positionals } = parse(ctx.args, { moderator: { type: 'boolean' }, 'public-key': { type: 'string' } }, ['campaign|bundle-file|ledger-file'], this.usage);
    if (help) { ctx.io.out(`${this.usage}\n\n${this.help}\n`); return 0; }
    const target = positionals[0];
    const trusted = publicKeyOption(values['public-key']);
    if (existsSync(target) && (!/^[a-z0-9][a-z0-9-]*$/.test(target) || !ctx.store().getCampaign(target))) {
      const text = readText(target, 'bundle or ledger');
      let format: unknown;
      try { format = (JSON.parse(text) as { format?: unknown })?.format; } catch { format = null; }
      if (format === LEDGER_FORMAT) return ledgerFile(ctx, JSON.parse(text) as DiceLedger, target, trusted);
      if (format !== BUNDLE_FORMAT && format !== 'admiralty-bundle/1') parseBundle(text);
      return bundleFile(ctx, text, target, trusted);
    }
    return campaign(ctx, target, Boolean(values.moderator));
  },
};

function report(ctx: CommandContext, label: string, problems: readonly string[], summary: string): number {
  for (const p of problems) ctx.io.out(`FAIL ${p}\n`);
  ctx.io.out(problems.length ? `${label}: ${problems.length} problem${problems.length === 1 ? '' : 's'}\n` : `${label}: ${summary}\n`);
  return problems.length ? 1 : 0;
}

function ledgerFile(ctx: CommandContext, ledger: DiceLedger, file: string, trusted: string | null): number {
  const r = verifyLedger(ledger, trusted);
  // Exchanges from 2 on (seam §2) are ledger entries of their own, keyed through their link.
  const linked = ledger.turns.filter((t) => (t.exchange ?? 1) > 1).length;
  return report(ctx, `dice ledger of ${ledger.campaign} (${file})`, r.problems,
    `all ${r.rolls} rolls (${r.dice} dice) in ${r.turns} turns match their turn keys; ${r.keysChecked} turn keys checked against the revealed seed${ledger.epochs.length > 1 ? 's' : ''}${linked ? ` (${linked} of them exchanges from 2 on, each through its link to the exchange before)` : ''}${cardsLine(r.cards)}`);
}

/** What the card check found, for the summary line (games with cards only). */
function cardsLine(c: LedgerCheck['cards']): string {
  if (c === undefined) return '';
  if (c === 'unrevealed') return '; the cards are checked at the reveal (their hashes match now)';
  return `; cards: ${c.shuffles} shuffles, ${c.draws} draws, ${c.moves} moves replayed under their cards keys to the final piles`;
}

function bundleFile(ctx: CommandContext, text: string, file: string, trusted: string | null): number {
  const b = parseBundle(text);
  const label = `bundle of ${b.campaign} turn ${b.turn}`;
  const { signature, ...unsigned } = b;
  if (!verifyText(b.publicKey, canonicalJson(unsigned), signature)) return report(ctx, label, ['the bundle\'s signature does not match its contents: something in it was changed after it was written'], '');
  ctx.io.out(`signature: the bundle is signed by key ${keyId(b.publicKey)}${trusted ? '' : ' (give --public-key to check it is the campaign\'s)'}\n`);
  if (trusted && trusted.trim() !== b.publicKey.trim()) return report(ctx, label, [`the bundle is signed with key ${keyId(b.publicKey)}, not ${keyId(trusted)}`], '');
  const turns: DiceTurn[] = [];
  const problems: string[] = [];
  if (b.dice?.turnKey) {
    if (!b.dice.epoch) problems.push('the bundle carries no dice commitment for the turn');
    else problems.push(...checkEpoch(b.dice.epoch, b.publicKey));
    turns.push({ turn: b.turn, key: b.dice.turnKey, events: b.events });
  } else {
    if (b.seed === null) throw new AdmiraltyError('ADM5060', { label });
    if (seedCommitment(b.seed) !== b.seedCommitment) problems.push(`the seed does not match the commitment sha256:${b.seedCommitment}`);
    turns.push({ turn: b.turn, key: { legacySeed: b.seed }, events: b.events });
  }
  const r = verifyDice(turns);
  if (!r.ok) problems.push(describeBadRoll(r.first!));
  return report(ctx, label, problems, `all ${r.rolls} rolls (${r.dice} dice) match the ${b.dice?.turnKey ? 'turn key' : 'seed'} (${file}); 'admiralty bundle verify' re-runs the whole turn`);
}

function campaign(ctx: CommandContext, id: string, moderator: boolean): number {
  const store = ctx.store();
  const row = requireCampaign(store, id);
  const fp = fairplayOf(store, id);
  const journal = store.listJournal(id);
  const problems: string[] = [];
  const legacy = journal.filter((j) => !j.turnKey);
  if (legacy.length) {
    // Turns of the first scheme need the seed itself.
    if (!fp.revealedAt && !moderator) throw new AdmiraltyError('ADM5061', { turns: legacy.map((j) => j.turn).join(', '), campaign: id });
    if (!store.listDiceEpochs(id).length && seedCommitment(row.seed) !== fp.seedCommitment) problems.push(`the seed does not match the commitment sha256:${fp.seedCommitment}`);
  }
  const opening = store.getOpening(id);
  const turns: DiceTurn[] = [
    // Turn 0: what the game rolled at creation (GWAS 4.1, turn 1's weather), under the turn-0 key.
    ...(opening ? [{ turn: 0, key: opening.turnKey, events: JSON.parse(opening.eventsJson) as GameEvent[] }] : []),
    ...journal.map((j) => ({ turn: j.turn, key: diceKeyOf(j), events: JSON.parse(j.eventsJson) as GameEvent[] })),
  ];
  const r = verifyDice(turns);
  if (!r.ok) problems.push(describeBadRoll(r.first!));
  // The turn keys against the seeds: public once revealed; the moderator's copy before.
  const ledger = buildDiceLedger(store, id);
  const withSeeds: DiceLedger = moderator
    ? { ...ledger, epochs: store.listDiceEpochs(id).map((e) => ({ ...ledger.epochs.find((x) => x.epoch === e.epoch)!, seed: e.seed, nonce: e.nonce })) }
    : ledger;
  const l = verifyLedger(withSeeds, fp.publicKey);
  problems.push(...l.problems.filter((p) => !problems.includes(p)));
  const unrevealed = withSeeds.epochs.filter((e) => e.seed === null).length;
  return report(ctx, id, problems,
    `all ${r.rolls} rolls (${r.dice} dice) in ${journal.length} turn${journal.length === 1 ? '' : 's'}${opening ? ' and the opening' : ''} match their turn keys; ${l.keysChecked} turn key${l.keysChecked === 1 ? '' : 's'} checked against the ${moderator ? 'moderator\'s copy of the ' : 'revealed '}seed${unrevealed ? ` (${unrevealed} epoch${unrevealed === 1 ? '' : 's'} not revealed yet: those keys are checked at the reveal)` : ''}${cardsLine(l.cards)}`);
}
