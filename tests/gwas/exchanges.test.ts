// Great War at Sea is one exchange a turn (docs/design/seam.md §2, "GWAS: next returns …"): both
// sides plot at once (4.2), so the game asks both for orders every turn until it is over, and
// the exchange's steps are the turn's 29 steps (4.0; eleven act only with an option, 7.43, 12.0, 13.0, 14.0, 15.0, 16.0, 17.0, 18.0).
// Resolving the pinned games' turns through next() and resolveExchange gives the journalled
// events byte for byte (seam rule 1).
import { describe, expect, it } from 'vitest';
import { gwasModule } from '../../src/games/gwas/module.js';
import type { GwasState } from '../../src/games/gwas/state.js';
import { canonicalJson } from '../../src/kernel/canonical.js';
import { resolveExchange } from '../../src/kernel/exchange.js';
import { sha256 } from '../../src/pipeline/digest.js';
import { gameData } from '../helpers/gwas.js';
import { PINNED_GAMES, playPinnedGame } from '../pins/play.js';

const data = gameData();

describe('GWAS: one exchange a turn (seam §2)', () => {
  it('4.0 the turn is one exchange, "turn", whose steps are the whole sequence of play; 7.31 "impulse" (option tacticalByMail) runs the battle\'s impulse, then the steps after the battle step', () => {
    expect(Object.keys(gwasModule.exchanges)).toEqual(['turn', 'impulse']);
    const names = gwasModule.steps.map((s) => s.name);
    expect(gwasModule.exchanges.impulse.steps.map((s) => s.name)).toEqual(['impulse', ...names.slice(names.indexOf('battle') + 1)]);
    expect(gwasModule.exchanges.turn.steps).toBe(gwasModule.steps);
    expect(gwasModule.steps).toHaveLength(29); // 18, and 11 for the advanced-rule options (7.43, 12.0, 13.0, 14.0, 15.0, 16.0, 17.0, 18.0)
  });

  for (const game of PINNED_GAMES) {
    describe(`${game.scenario}, the pinned game`, () => {
      const { store } = playPinnedGame(game);
      const journal = store.listJournal(game.campaign);
      const initial = JSON.parse(store.getCampaign(game.campaign)!.initialStateJson) as GwasState;
      store.close();
      const befores = [initial, ...journal.map((j) => JSON.parse(j.stateAfterJson!) as GwasState)];

      it('4.2 next asks allied and central for their orders under the turn deadline, every turn', () => {
        for (const [i, j] of journal.entries()) {
          expect(gwasModule.next(data, befores[i])).toEqual({
            kind: 'turn', label: `turn ${j.turn}`, timing: 'turn',
            asks: [
              { seat: 'allied', kind: 'orders', form: 'orders', prompt: `orders for turn ${j.turn}` },
              { seat: 'central', kind: 'orders', form: 'orders', prompt: `orders for turn ${j.turn}` },
            ],
          });
        }
      });

      it('rule 1: every journalled turn resolved again through next and resolveExchange gives its events byte for byte and its state', () => {
        expect(journal.length).toBeGreaterThan(0);
        for (const [i, j] of journal.entries()) {
          const spec = gwasModule.next(data, befores[i])!;
          const r = resolveExchange(gwasModule, data, befores[i], { turn: j.turn, exchange: 1, spec, orders: JSON.parse(j.ordersJson), keys: { dice: j.turnKey! } });
          expect(JSON.stringify(r.events)).toBe(j.eventsJson);
          expect(sha256(canonicalJson(r.state))).toBe(j.digestAfter);
        }
      });
    });
  }

  it('next is null once the game is over: nobody is asked again', () => {
    expect(gwasModule.next(data, { turn: 13, over: true } as GwasState)).toBeNull();
    expect(gwasModule.next(data, { turn: 13, over: false } as GwasState)).not.toBeNull();
  });
});
