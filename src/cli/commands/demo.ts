import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Command } from '../command.js';
import { summaryOf } from '../registry.js';
import { parse } from '../args.js';
import { adapterFor, createCampaign, reportFor, resolveCampaignTurn, submitOrders } from '../../pipeline/campaign.js';
import { gameById, games } from '../../pipeline/games.js';
import { askedSeats } from '../../pipeline/pending.js';
import { AdmiraltyError } from '../../pipeline/errors.js';
import type { ExchangeSpec } from '../../kernel/ask.js';

/** The demo's order files are named from the repository root (seam §1 DemoDef). */
const REPO_ROOT = fileURLToPath(new URL('../../../', import.meta.url));

export const demoCommand: Command = {
  name: ['demo'],
  summary: summaryOf('demo'),
  usage: 'admiralty demo [--game ID]',
  help: [
    "Creates the campaign 'demo' in the store if it is not there, from the demo the first game",
    'defines (Great War at Sea: The Flight of the Goeben), submits its sample orders in examples/ for',
    'turn 1, resolves the current turn and prints the report of the side the demo shows (the Central',
    "Powers'). Run it again to play the next turn on the plotted plans.",
    "  --game ID  another game's demo, in the campaign 'demo-<ID>' ('admiralty scenarios' lists the games).",
    '             Each run resolves the exchange pending (a game of several exchanges a turn takes several runs).',
  ].join('\n'),
  run(ctx) {
    const { help, values } = parse(ctx.args, { game: { type: 'string' } }, [], this.usage);
    if (help) { ctx.io.out(`${this.usage}\n\n${this.help}\n`); return 0; }
    const store = ctx.store();
    // The first game's demo keeps the campaign id 'demo' (what `admiralty serve` plays on its own).
    const chosen = typeof values.game === 'string' ? gameById(values.game) : games()[0]!;
    if (!chosen) throw new AdmiraltyError('ADM3001', { game: String(values.game) });
    const id = chosen === games()[0] ? 'demo' : `demo-${chosen.id}`;
    let row = store.getCampaign(id);
    const game = row ? adapterFor(row.game) : chosen;
    const { demo } = game;
    if (!row) {
      const scenario = `${game.id}/${demo.scenario}`;
      row = createCampaign(store, { id, scenario, seed: demo.seed });
      ctx.io.out(`created campaign '${id}' (${scenario}) in ${ctx.home}\n`);
    }
    if (row.status === 'over') {
      ctx.io.out(`the demo campaign is over; its final report:\n\n${reportFor(store, id, demo.shown, 'text')}`);
      return 0;
    }
    if (row.turn === 1) {
      // The sample orders of the seats the pending exchange asks, once each.
      const asked = new Set(row.pendingJson ? askedSeats(JSON.parse(row.pendingJson) as ExchangeSpec) : Object.keys(demo.firstOrders));
      for (const [side, file] of Object.entries(demo.firstOrders)) {
        if (!asked.has(side) || store.latestValidSubmission(id, side, row.turn, row.exchange)) continue;
        const r = submitOrders(store, id, side, readFileSync(join(REPO_ROOT, file), 'utf8'), `demo:${side}`);
        ctx.io.out(`${side} orders from ${file}: ${r.ok ? `accepted, receipt sha256:${r.digest}` : 'rejected'}\n`);
      }
    }
    const t = resolveCampaignTurn(store, id);
    ctx.io.out(`turn ${t.turn} resolved; state sha256:${t.digestAfter}\n\n`);
    ctx.io.out(reportFor(store, id, demo.shown, 'text'));
    const other = game.sides.find((s) => s !== demo.shown) ?? demo.shown;
    ctx.io.out(`\nNext: admiralty report ${id} --side ${other} | --side umpire | --orders-form; admiralty replay ${id}\n`);
    return 0;
  },
};
