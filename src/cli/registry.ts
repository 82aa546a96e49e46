/**
 * Every command's words and one-line summary, and where its code is (issue 17 §3). Kept apart
 * from the commands themselves, with no static import, so `admiralty --help` (and finding which
 * command a line names) loads nothing else: each command's module, with the libraries it needs
 * (mail, store, maps…), is imported only when that command runs. The commands read their
 * summary from here, so it is written once.
 */
import type { Command } from './command.js';

export interface CommandEntry {
  readonly name: readonly string[];
  readonly summary: string;
  /** Imports the command's module; only called when the command runs or its --help is asked for. */
  load(): Promise<Command>;
}

const pick = (list: readonly Command[], name: string): Command => {
  const found = list.find((c) => c.name.join(' ') === name);
  if (!found) throw new Error(`no command '${name}' in its module`);
  return found;
};
const mod = (word: string) => async () => pick((await import('./commands/mod.js')).modCommands, `mod ${word}`);

const entry = (name: string, summary: string, load: () => Promise<Command>): CommandEntry => ({ name: name.split(' '), summary, load });

export const COMMAND_ENTRIES: readonly CommandEntry[] = [
  entry('scenarios', 'list the games and scenarios available', async () => (await import('./commands/scenarios.js')).scenariosCommand),
  entry('new', 'create a campaign from a scenario', async () => (await import('./commands/new.js')).newCommand),
  entry('orders check', "check a side's YAML orders without storing them", async () => (await import('./commands/orders.js')).ordersCheckCommand),
  entry('orders submit', "check and store a side's orders for the current turn", async () => (await import('./commands/orders.js')).ordersSubmitCommand),
  entry('turn', 'resolve the current turn', async () => (await import('./commands/turn.js')).turnCommand),
  entry('report', "print a side's (or the umpire's) turn report, or its orders form", async () => (await import('./commands/report.js')).reportCommand),
  entry('replay', 're-run turns from the journal and compare state digests (or try amended orders)', async () => (await import('./commands/replay.js')).replayCommand),
  entry('export', 'write the whole campaign out as readable files', async () => (await import('./commands/export.js')).exportCommand),
  entry('status', 'list campaigns, or show one: turn, and which sides have valid orders in', async () => (await import('./commands/status.js')).statusCommand),
  entry('demo', 'play a turn of a demo campaign with the sample orders (no setup needed)', async () => (await import('./commands/demo.js')).demoCommand),
  entry('serve', 'run the mail daemon (no config: local mail folder and a demo campaign)', async () => (await import('./commands/serve.js')).serveCommand),
  entry('mod status', 'campaign status for the moderator: deadline, orders in, misses, delivery', mod('status')),
  entry('mod process', 'resolve the current turn now', mod('process')),
  entry('mod preview', "the umpire's report of the current turn as if it ran now (nothing is committed)", mod('preview')),
  entry('mod extend', 'move the deadline later (e.g. 24h, 1d12h)', mod('extend')),
  entry('mod pause', 'stop the clock: no deadlines, reminders or early runs', mod('pause')),
  entry('mod resume', 'start the clock again (the deadline moves by the time paused)', mod('resume')),
  entry('mod replace-player', 'give a seat to a new player (new address, new secret mailed to them)', mod('replace-player')),
  entry('mod resend', "mail a seat's report again (latest turn, or --turn N); before turn 1 or with --turn 0, the briefing", mod('resend')),
  entry('verify-dice', 'recompute every recorded die from the turn keys (and the turn keys from the revealed seed)', async () => (await import('./commands/verify-dice.js')).verifyDiceCommand),
  entry('receipt verify', 'check an order receipt (a receipt file or a mail containing one)', async () => (await import('./commands/receipt.js')).receiptVerifyCommand),
  entry('receipt show', "print the signed receipt of a side's orders on file", async () => (await import('./commands/receipt.js')).receiptShowCommand),
  entry('bundle', 'write a dispute bundle: everything needed to re-run a turn elsewhere', async () => (await import('./commands/bundle.js')).bundleCommand),
  entry('bundle verify', 'verify a dispute bundle in this checkout: re-run the turn, compare digests and every report byte for byte', async () => (await import('./commands/bundle.js')).bundleVerifyCommand),
  entry('rollback', 'make a corrected history official: undo the turns after N (moderator, logged, players told why)', async () => (await import('./commands/rollback.js')).rollbackCommand),
  entry('intel', 'the intelligence ledger: everything a side was told, turn by turn', async () => (await import('./commands/intel.js')).intelCommand),
  entry('reveal', "publish a campaign's dice seed (moderator)", async () => (await import('./commands/reveal.js')).revealCommand),
  entry('store copy', 'copy campaigns between stores (SQLite, PostgreSQL), every row compared and the journal replayed', async () => (await import('./commands/store-copy.js')).storeCopyCommand),
];

/** The summary of the command named `name` (its words joined by spaces), for its own module. */
export function summaryOf(name: string): string {
  const found = COMMAND_ENTRIES.find((e) => e.name.join(' ') === name);
  if (!found) throw new Error(`no command '${name}' in the registry`);
  return found.summary;
}

/** The command the words at the start of `words` select: the longest match. */
export function entryFor(words: readonly string[]): CommandEntry | undefined {
  return COMMAND_ENTRIES
    .filter((c) => c.name.every((w, i) => words[i] === w))
    .sort((a, b) => b.name.length - a.name.length)[0];
}
