// Issue 12 §1 "built only from that seat's view", for Sink the Bismarck!, inside a side too. Over
// random games (the conformance suite's players, both scenarios, mode hand and mode rounds, several
// seeds), every seat's picture is drawn after every exchange, and
//  1. non-interference: with every event the seat may not see dropped and every pile it may not
//     see scrambled (a department's cards, the side's hand for the enemy, a commander's Send
//     Signals card), and the commanders' order lines gone from the state, the picture is the same
//     bytes: it reads nothing the seat was not told;
//  2. a commander's orders are drawn in his own picture and in no other seat's, his own side's
//     departments and fellow commander included (Send Signals 1; The Flag Staff);
//  3. every torpedo, aircraft and mine field marker stands where an event the seat saw put it.
// The table itself is in the open (Game Description: every ship, her moves and damage go to
// everyone), so every seat's picture has every ship where she is; what a seat may not see is cards
// and orders, and those are what 1 and 2 look for.
import { describe, expect, it } from 'vitest';
import { eventsFor, type GameEvent } from '../../src/kernel/events.js';
import { visiblePiles } from '../../src/kernel/cards.js';
import { adapterFor } from '../../src/pipeline/campaign.js';
import { stbPicture } from '../../src/games/sink-the-bismarck/maps/picture.js';
import type { StbState } from '../../src/games/sink-the-bismarck/state.js';
import type { StbView } from '../../src/games/sink-the-bismarck/views.js';
import { data } from '../sink-the-bismarck/helpers.js';
import { metaFor, play } from '../conformance/play.js';
import { seedOf } from '../conformance/random.js';
import { stbAnswer } from '../conformance/sink-the-bismarck/answer.js';

const CAMPAIGN = 'stb-map-fog';
const adapter = adapterFor('sink-the-bismarck');

interface Snap { readonly state: StbState; readonly events: readonly GameEvent[] }

function randomGame(scenario: string, mode: 'hand' | 'rounds', seed: string): Snap[] {
  const played = play(adapter, { gameId: 'sink-the-bismarck', folder: 'src/games/sink-the-bismarck/', scenarios: [scenario], turns: 3, receiptEvents: [], answer: stbAnswer, options: { mode } }, {
    scenario, campaign: CAMPAIGN, keyOf: (t, x) => `${seed}:${t}:${x}`, answerSeed: (seat, t, x) => seedOf(`${seed}/${seat}/${t}/${x}`),
  });
  const events: GameEvent[] = [...played.opening.events];
  const out: Snap[] = [{ state: played.opening.state as StbState, events: [...events] }];
  for (const x of played.exchanges) { events.push(...x.events); out.push({ state: x.after as StbState, events: [...events] }); }
  return out;
}

/** The state as a seat may know it, everything else changed: hidden piles scrambled, order lines gone. */
function scrambled(s: StbState, seat: string): StbState {
  const copy = structuredClone(s) as StbState;
  const seen = visiblePiles(s.piles, seat);
  for (const [id, p] of Object.entries(copy.piles)) if (seen[id]?.hidden) p.cards = p.cards.map((_, i) => `signals-${90 + i}`).reverse();
  delete copy.lines;
  return copy;
}

const draw = (state: StbState, events: readonly GameEvent[], seat: string): string => adapter.maps!.draw(adapter.view(state, events, seat, metaFor(CAMPAIGN)), 'report');

const SCENARIOS = ['denmark-strait', 'last-battle'];
const MODES = ['hand', 'rounds'] as const;
const SEEDS = ['a', 'b', 'c'];

describe("12 §1 the Sink the Bismarck! pictures are built only from the seat's view", () => {
  it('each seat\'s picture is the same when everything it may not see is changed; orders only in the commander\'s own; markers where its events put them', () => {
    const reached = { drawn: 0, hiddenPiles: 0, hiddenEvents: 0, ownOrders: 0, markers: 0 };
    for (const scenario of SCENARIOS) for (const mode of MODES) for (const seed of SEEDS) {
      for (const snap of randomGame(scenario, mode, `${scenario}-${mode}-${seed}`)) {
        for (const seat of [...adapter.sides, 'umpire']) {
          const svg = draw(snap.state, snap.events, seat);
          reached.drawn++;
          if (seat !== 'umpire') {
            // 1. Non-interference.
            const mine = eventsFor(snap.events, seat);
            if (mine.length < snap.events.length) reached.hiddenEvents++;
            if (Object.values(visiblePiles(snap.state.piles, seat)).some((p) => p.hidden && p.count > 0)) reached.hiddenPiles++;
            expect(draw(scrambled(snap.state, seat), mine, seat), `${scenario} ${mode} ${seed} ${seat} turn ${snap.state.turn}`).toBe(svg);
          }
          // 2. Orders: a commander's own, and no one else's (the umpire's has every one).
          const view = adapter.view(snap.state, snap.events, seat, metaFor(CAMPAIGN)) as StbView;
          const commands = new Set(Object.entries(snap.state.commanders).filter(([, c]) => c === seat).map(([ship]) => data().ships.find((x) => x.id === ship)!.name));
          for (const m of svg.matchAll(/>Your orders for ([^<]+):<\/text>/g)) {
            expect(commands.has(m[1]), `${seat} is shown the orders of ${m[1]}`).toBe(true);
            reached.ownOrders++;
          }
          if (seat !== 'umpire') expect(svg, seat).not.toMatch(/&#39;s orders:|'s orders:/);
          // 3. Markers stand where a seen event put them (the state's own mine list is public: stb.mine to everyone).
          const seen = seat === 'umpire' ? snap.events : eventsFor(snap.events, seat);
          const told = new Set(seen.map((e) => e.data as Record<string, unknown>).filter((x) => typeof x.x === 'number').map((x) => `${x.x},${x.y}`));
          for (const m of stbPicture(data(), view).markers) {
            expect(told.has(`${m.x},${m.y}`), `${seat}: ${m.label} at (${m.x}, ${m.y}) was never told`).toBe(true);
            reached.markers++;
          }
        }
      }
    }
    // The claims bite only where there was something hidden and something drawn (MEASURED below); at least half must stay reached.
    for (const k of Object.keys(MEASURED) as (keyof typeof MEASURED)[]) expect(reached[k], k).toBeGreaterThanOrEqual(MEASURED[k] / 2);
    if (process.env.STB_SHOW) console.log(reached);
  });
});

/** Measured on this branch (STB_SHOW=1 prints them): seat-exchanges drawn, with hidden events, with hidden cards, own orders drawn, markers checked. */
const MEASURED = { drawn: 1716, hiddenEvents: 1440, hiddenPiles: 1560, ownOrders: 462, markers: 528 };
