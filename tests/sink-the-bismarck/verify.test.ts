// Sink the Bismarck!, issue 15: every shuffle and draw is verifiable after the reveal (seam §4;
// src/fairplay/cards.ts, which verify-dice runs): battles replayed card event by card event.
import { describe, expect, it } from 'vitest';
import { pilesOf, verifyCards } from '../../src/fairplay/cards.js';
import { battle } from './battle.js';

describe('the card events of a battle replay to its final piles', () => {
  it.each([1, 2, 3, 4])('seed %i', (seed) => {
    const b = battle(seed);
    const exchanges = b.events.map((events, i) => ({ turn: b.keys[i].turn, exchange: b.keys[i].exchange, cardsKey: b.keys[i].cards, events }));
    const r = verifyCards(pilesOf(b.states[0]), exchanges, pilesOf(b.states[b.states.length - 1]));
    expect(r.problem).toBeNull();
    expect(r.moves).toBeGreaterThan(0);
  });

  it('the draws by damage are among them: some battle shuffles a NAV pile and draws from it (Call Away Repair Team 4, 6)', () => {
    let shuffles = 0;
    let draws = 0;
    for (const seed of [1, 2, 3, 4, 5, 6, 7, 8]) {
      const b = battle(seed);
      const r = verifyCards(pilesOf(b.states[0]), b.events.map((events, i) => ({ turn: b.keys[i].turn, exchange: b.keys[i].exchange, cardsKey: b.keys[i].cards, events })), pilesOf(b.states[b.states.length - 1]));
      expect(r.problem).toBeNull();
      shuffles += r.shuffles;
      draws += r.draws;
    }
    expect(shuffles).toBeGreaterThan(0);
    expect(draws).toBeGreaterThan(0);
  });

  it('a NAV pile changed behind the events\' back is caught', () => {
    const b = battle(3);
    const exchanges = b.events.map((events, i) => ({ turn: b.keys[i].turn, exchange: b.keys[i].exchange, cardsKey: b.keys[i].cards, events }));
    const final = pilesOf(structuredClone(b.states[b.states.length - 1]));
    final['hood-nav'].cards.reverse();
    final['hood-nav'].cards.push('ahead-9');
    expect(verifyCards(pilesOf(b.states[0]), exchanges, final).ok).toBe(false);
  });
});
