/** The Bismarck (1962) demo (seam §1 DemoDef): the short scenario, Red's first orders from examples/, Red's report shown. */
import type { DemoDef } from '../../game-api/demo.js';

export const B62_DEMO: DemoDef = {
  scenario: 'last-days',
  seed: 'demo',
  players: {
    red: { name: 'Red player (demo)', email: 'red@demo.test', timeZone: 'Europe/Berlin' },
    blue: { name: 'Blue player (demo)', email: 'blue@demo.test', timeZone: 'Europe/London' },
  },
  firstOrders: { red: 'examples/bismarck1962-red-turn1.yaml' },
  shown: 'red',
};
