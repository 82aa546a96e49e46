/**
 * Whole scenarios with scripted orders: the pieces of issue 2 working together, and plausible
 * outcomes (contacts happen, Goeben can reach the Dardanelles and score).
 */
import { describe, expect, it } from 'vitest';
import { setupState } from '../../src/games/gwas/setup.js';
import { gameData, play } from '../helpers/gwas.js';
import { steerOrders } from '../helpers/scripted.js';

describe('the pursuit of Goeben and Breslau, played to its end with scripted orders', () => {
  it('Goeben and Breslau steer for the Dardanelles; the Allied battlecruisers for Messina', () => {
    const data = gameData();
    let state = setupState(data, 'goeben-1914');
    while (!state.over) {
      const central = steerOrders(data, state, 'central', { mittelmeerdivision: 'dardanelles' });
      const allied = steerOrders(data, state, 'allied', { 'battlecruiser-squadron': 'messina', milne: 'malta' });
      const r = play(data, state, { central, allied }, 'scripted-1914');
      state = r.state;
    }
    expect(state.turn - 1).toBe(data.scenarios['goeben-1914'].turns);
    // Contacts hold fleets where they meet (5.41) but, with no battle yet, Goeben still gets through.
    expect(state.fleets.mittelmeerdivision.port).toBe('dardanelles');
    expect(state.scored).toContain(data.scenarios['goeben-1914'].victory.conditions.find((c) => c.reach?.ships.includes('goeben'))!.id);
    expect(state.vp.central).toBeGreaterThanOrEqual(10);
  });
});
