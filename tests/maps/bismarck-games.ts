/**
 * Random games of the two Bismarck games for the map tests (issue 12 §1): the conformance suite's
 * players (tests/conformance/bismarck19xx/answer.ts), seeded, with every exchange's state and the
 * events up to it, so a map can be drawn for every seat after every exchange.
 */
import type { GameEvent } from '../../src/kernel/events.js';
import { adapterFor } from '../../src/pipeline/campaign.js';
import { play } from '../conformance/play.js';
import { seedOf } from '../conformance/random.js';
import { b62Answer } from '../conformance/bismarck1962/answer.js';
import { b79Answer } from '../conformance/bismarck1979/answer.js';

export interface Snapshot { readonly state: unknown; readonly events: readonly GameEvent[]; readonly history: readonly unknown[] }

export const BISMARCK_GAMES = {
  bismarck1979: { scenarios: ['may-1941', 'denmark-strait'], turns: 6, answer: b79Answer, folder: 'src/games/bismarck1979/' },
  bismarck1962: { scenarios: ['last-days'], turns: 6, answer: b62Answer, folder: 'src/games/bismarck1962/' },
} as const;

export type BismarckGame = keyof typeof BISMARCK_GAMES;

/** Every exchange's state of a random game; `variant` changes one seat's players (its answers' seeds). */
export function randomGame(gameId: BismarckGame, scenario: string, seed: string, variant?: { seat: string; tag: string }): Snapshot[] {
  const g = BISMARCK_GAMES[gameId];
  const played = play(adapterFor(gameId), { gameId, folder: g.folder, scenarios: [scenario], turns: g.turns, receiptEvents: [], answer: g.answer }, {
    scenario, campaign: 'map-fog', keyOf: (t, x) => `${seed}:${t}:${x}`,
    answerSeed: (seat, t, x) => seedOf(`${seed}/${seat}/${t}/${x}${variant?.seat === seat ? `/${variant.tag}` : ''}`),
  });
  const out: Snapshot[] = [];
  const events: GameEvent[] = [...played.opening.events];
  const history: unknown[] = [played.opening.state];
  out.push({ state: played.opening.state, events: [...events], history: [...history] });
  for (const x of played.exchanges) {
    events.push(...x.events);
    history.push(x.after);
    out.push({ state: x.after, events: [...events], history: [...history] });
  }
  return out;
}
