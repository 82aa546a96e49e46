/**
 * The Great War at Sea demo (seam §1 DemoDef): The Flight of the Goeben (goeben-1914) with the
 * sample turn-1 orders in examples/, and the Central Powers' report shown.
 */
import type { DemoDef } from '../../game-api/demo.js';

export const GWAS_DEMO: DemoDef = {
  scenario: 'goeben-1914',
  seed: 'demo',
  players: {
    allied: { name: 'Allied player (demo)', email: 'allied@demo.test', timeZone: 'Europe/London' },
    central: { name: 'Central player (demo)', email: 'central@demo.test', timeZone: 'Europe/Berlin' },
  },
  firstOrders: { central: 'examples/goeben-central-turn1.yaml', allied: 'examples/goeben-allied-turn1.yaml' },
  shown: 'central',
};
