/** The Sink the Bismarck! demo (seam §1 DemoDef): the Denmark Strait, the British NAV DEPT's first offer from examples/, its report shown. */
import type { DemoDef } from '../../game-api/demo.js';

const player = (who: string, side: string, tz: string) => ({ name: `${who} (demo)`, email: `${side}-${who.toLowerCase().replace(/ /g, '-')}@demo.test`, timeZone: tz });

export const STB_DEMO: DemoDef = {
  scenario: 'denmark-strait',
  seed: 'demo',
  players: Object.fromEntries([
    ...(['admiral', 'captain', 'nav', 'ops', 'eng'] as const).map((r) => [`british/${r}`, player(r === 'admiral' ? 'Admiral' : r === 'captain' ? 'Flag Captain' : `${r.toUpperCase()} DEPT`, 'british', 'Europe/London')]),
    ...(['admiral', 'captain', 'nav', 'ops', 'eng'] as const).map((r) => [`german/${r}`, player(r === 'admiral' ? 'Admiral' : r === 'captain' ? 'Flag Captain' : `${r.toUpperCase()} DEPT`, 'german', 'Europe/Berlin')]),
  ]),
  firstOrders: { 'british/nav': 'examples/sink-the-bismarck-british-nav-hand1.yaml' },
  shown: 'british/nav',
};
