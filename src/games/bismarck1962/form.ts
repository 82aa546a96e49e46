/**
 * The orders form a seat is sent (seam §1 forms): YAML pre-filled with what silence would do, so
 * that sending it back unchanged changes nothing (seam rule 3). It shows the seat only what it
 * may know: Red her own zone and the zones next to it, Blue his own counters.
 */
import type { B62Data } from './data/types.js';
import { bismarckFactor } from './moves.js';
import type { B62State } from './state.js';
import { b62Game } from './module.js';
import { reachable } from '../../board/graph.js';

function timeLine(d: B62Data, s: B62State): string {
  const box = d.time.boxes[s.box - 1];
  return box ? `# Time Record: box ${s.box} of ${d.time.boxes.length}, ${box.date} ${String(box.hour).padStart(2, '0')}:00 (${box.night ? 'night' : 'day'}).` : '# Time Record: past the last box.';
}

const chanceText = (c: string | number): string => (typeof c === 'number' ? String(c) : c);

export function ordersForm(d: B62Data, s: B62State, seat: string, campaign: string): string {
  const spec = b62Game.next(d, s);
  const ask = spec?.asks.find((a) => a.seat === seat);
  if (!spec || !ask) return `# Bismarck (1962): nothing is asked of ${seat} now.\n`;
  const head = [`# Bismarck (1962): ${seat === 'red' ? 'Red' : 'Blue'}'s orders for turn ${s.turn} (${ask.prompt}).`, timeLine(d, s),
    `game: ${d.id}`, `campaign: ${campaign}`, `side: ${seat}`, `turn: ${s.turn}`];
  if (seat === 'red') {
    const factor = bismarckFactor(d, s);
    const near = reachable(d.board, s.bismarck.zone, 1);
    const b = s.red.battle;
    return [...head,
      `# The Bismarck is in ${s.bismarck.zone} and moves up to ${factor} zones this turn (How to Move 11).`,
      `# Zones next to her: ${near.join(', ')}.`,
      'bismarck:',
      '  move: []    # the zones she enters, in order, e.g. [C-7B, C-7A]; [] stays',
      `search-chance: ${s.red.searchChance}    # play the Search Board Chance Table if Blue declines (Chance Tables)`,
      '# Standing orders for any battle this turn (How to Play, Steps 6-10):',
      'battle:',
      `  approach: ${b.approach}    # close | hold-b | evade`,
      `  facing: ${b.facing}    # broadside | bow | stern`,
      `  target: ${b.target ?? 'nearest'}    # nearest, or a British battleship: ${d.british.filter((x) => x.type === 'B').map((x) => x.id).join(', ')}`,
      `  chance: ${chanceText(b.chance)}    # never | always | N: play the Battle Board Chance Table once she has N midships hits`,
      ''].join('\n');
  }
  const b = s.blue.battle;
  const ships = d.british.filter((x) => !s.british[x.id].sunk);
  return [...head, 'exchange: 2',
    '# Each counter: the zones it enters, in order; [] stays (How to Move 1-9).',
    'ships:',
    ...ships.map((x) => `  ${x.id}: []    # ${x.name}, type ${x.type}, moves ${x.move}, in ${s.british[x.id].zone}; next: ${reachable(d.board, s.british[x.id].zone, 1).join(', ')}`),
    'call: all    # or the areas to call out, in order, e.g. [B-4, C-7] (How to Search, Area Search 1-4)',
    `search-chance: ${s.blue.searchChance}    # play the Search Board Chance Table after a daytime turn without finding her`,
    '# Standing orders for any battle this turn (How to Play, Steps 6-10):',
    'battle:',
    `  approach: ${b.approach}    # close | hold-b | evade`,
    `  facing: ${b.facing}    # broadside | bow | stern`,
    `  place: ${b.place ?? 'north'}    # the edge the sighting battleships are placed on (Step 7)`,
    `  join: ${b.join ?? true}    # bring on battleships one zone away after every three rounds (Battle Board 9)`,
    `  chance: ${chanceText(b.chance)}    # never | always | N: play once a British ship on the board has N midships hits`,
    ''].join('\n');
}
