/**
 * Figures for Bismarck (1962) (issue 14's closing note): plays whole games of a scenario in
 * process, through the game's adapter, with the scripted players of
 * tests/bismarck1962/players.ts (Red's waypoint drawn from the game's seed), and prints the share
 * of games where the Bismarck is sunk, how the games end and the search turns played.
 *
 *   node --import tsx scripts/bismarck1962-figures.ts [games=200] [scenario=rheinubung]
 */
import { gameById, loadGame } from '../src/pipeline/games.js';
import type { B62Data } from '../src/games/bismarck1962/data/types.js';
import type { B62State } from '../src/games/bismarck1962/state.js';
import type { GameEvent } from '../src/kernel/events.js';
import { blueOrders, redPlayer, redWaypoint } from '../tests/bismarck1962/players.js';
import { seeded, seedOf } from '../tests/conformance/random.js';

const games = Number(process.argv[2] ?? 200);
const scenario = process.argv[3] ?? 'rheinubung';
const g = gameById('bismarck1962')!;
const d = loadGame('bismarck1962') as B62Data;
const meta = { campaign: 'figures', deadline: null };

const ends: Record<string, number> = {};
const winners: Record<string, number> = {};
let sunk = 0;
let turns = 0;
let battles = 0;
for (let i = 0; i < games; i++) {
  let s = g.setup(scenario) as B62State;
  const events: GameEvent[] = [];
  const red = redPlayer(d, redWaypoint(seeded(seedOf(`figures/${i}`))));
  let exchange = 1;
  let turn = s.turn;
  while (!g.isOver(s)) {
    const spec = g.next(s)!;
    if (s.turn !== turn) { turn = s.turn; exchange = 1; }
    const orders: Record<string, unknown> = {};
    for (const a of spec.asks) {
      const form = g.ordersForm(s, a.seat, meta);
      const lines = (g.view(s, events, a.seat, meta) as { lines: string[] }).lines;
      const text = a.seat === 'red' ? red(form) : blueOrders(d, form, lines);
      const checked = text === null ? null : g.check(s, a.seat, text, meta);
      if (checked?.orders) orders[a.seat] = checked.orders;
    }
    const r = g.resolveExchange(s, { turn, exchange, spec, orders, dice: `figures/${i}/${turn}/${exchange}` });
    events.push(...r.events);
    s = r.state as B62State;
    exchange++;
  }
  ends[s.result!.reason] = (ends[s.result!.reason] ?? 0) + 1;
  winners[s.result!.winner] = (winners[s.result!.winner] ?? 0) + 1;
  if (s.bismarck.sunk) sunk++;
  turns += s.turn - 1;
  battles += events.filter((e) => e.type === 'b62.battle-begins').length;
}
console.log(JSON.stringify({ scenario, games, bismarckSunkShare: sunk / games, meanSearchTurns: turns / games, meanBattles: battles / games, ends, winners }, null, 1));
