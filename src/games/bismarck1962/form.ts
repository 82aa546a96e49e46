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
import { nameOf } from './context.js';
import { HEADING_NAMES } from './battle/geometry.js';
import { boardOrder, britishOnBoard } from './battle/run.js';
import { moveName, ordersOverridden, roundPositions } from './battle/round-orders.js';

/**
 * A battle round's form (campaign option `battle: rounds`): each of the seat's ships on the
 * Battle Board with the move and heading its standing orders give, which is what silence does
 * (battle/round-orders.ts). The board is in the open, so the form lists every ship on it.
 */
function roundForm(d: B62Data, s: B62State, seat: 'blue' | 'red', head: string[]): string {
  const b = s.battle!;
  const st = seat === 'red' ? s.red.battle : s.blue.battle;
  const standing = roundPositions({ data: d, state: s }, seat);
  const boardLines = boardOrder(b).map((id) => {
    const p = b.ships[id];
    const hits = id === 'bismarck' ? s.bismarck.hits : s.british[id].hits;
    return `#   ${nameOf(d, id)} (${id}) at (${p.at.x},${p.at.y}) heading ${HEADING_NAMES[p.heading]}; midships hits ${hits.midships}${ordersOverridden(s, id) === 'helpless' ? ' (helpless)' : ''}`;
  });
  const mine = seat === 'red' ? ['bismarck'] : britishOnBoard({ data: d, state: s });
  return [...head,
    `# Battle in ${b.zone}, round ${b.round} (How to Play, Steps 8-10). Squares (x,y): x 0-6 west to east, y 0-6 north to south.`,
    '# On the Battle Board:', ...boardLines,
    ...(b.foughtB.length ? [`# Fought the Bismarck from B-range (may close to A-range, rule 4): ${b.foughtB.map((id) => nameOf(d, id)).join(', ')}.`] : []),
    ...(seat === 'red' && b.steeringJammed ? ['# Her steering is jammed this round: she keeps her square (Chance Table 6).'] : []),
    `round: ${b.round}`,
    '# Each ship: move stay | N | NE | E | SE | S | SW | W | NW (one square), then face N ... NW. Pre-filled with what your standing orders do.',
    'moves:',
    ...mine.map((id) => `  ${id}: { move: ${moveName(b.ships[id].at, standing[id].at)}, face: ${HEADING_NAMES[standing[id].heading]} }    # ${nameOf(d, id)}`),
    '# Standing orders: they move a ship you leave out, and decide the Chance Table after the firing (Blue rolls first).',
    'battle:',
    `  approach: ${st.approach}    # close | hold-b | evade`,
    `  facing: ${st.facing}    # broadside | bow | stern`,
    ...(seat === 'red'
      ? [`  target: ${st.target ?? 'nearest'}    # the British battleship the Bismarck engages first (Multi-Ship Battle 2)`]
      : [`  join: ${st.join ?? true}    # bring on battleships one zone away after every three rounds (Battle Board 9)`]),
    `  chance: ${chanceText(st.chance)}    # never | always | N: play the Battle Board Chance Table once ${seat === 'red' ? 'she has' : 'a British ship on the board has'} N midships hits`,
    ''].join('\n');
}

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
  if (spec.kind === 'battle-blue' || spec.kind === 'battle-red') return roundForm(d, s, seat as 'blue' | 'red', head);
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
