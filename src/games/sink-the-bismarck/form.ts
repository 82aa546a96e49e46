/**
 * The orders form a seat is sent (seam §1 forms): YAML pre-filled with what silence would do (the
 * referee's standing defaults), so that sending it back unchanged changes nothing (seam rule 3).
 * It shows the seat only what its role may see: a department its own pile, a commander his
 * ship's hand; the ships on the table are in the open for everyone.
 */
import type { Department, StbData } from './data/types.js';
import { KINDS_OF, kindOf, pileId } from './cards.js';
import { afloat, nameOf } from './context.js';
import { distance, relative } from './geometry.js';
import { defaultOffer } from './play/defaults.js';
import { lineOf } from './steps/hand.js';
import { stbGame } from './module.js';
import { exchangeOf } from './check.js';
import type { CardOrder } from './orders-types.js';
import { commandOf, isCommander, roleOfSeat, sideOfSeat, type StbState } from './state.js';

const fmt = (v: number): string => (Math.round(v * 10) / 10).toFixed(1);

function tableLines(d: StbData, s: StbState, from: string | null): string[] {
  return afloat(d, s).map((id) => {
    const x = s.ships[id];
    const rel = from && from !== id ? `, ${fmt(distance(s.ships[from], x))} units, ${Math.round(relative(s.ships[from].heading, s.ships[from], x))} degrees off the bow` : '';
    return `#   ${id} (${nameOf(d, id)}, ${x.side}) at (${fmt(x.x)}, ${fmt(x.y)}) heading ${Math.round(x.heading)}${rel}`;
  });
}

function flow(o: CardOrder): string {
  return `{ ${Object.entries(o).map(([k, v]) => `${k}: ${v}`).join(', ')} }`;
}

export function ordersForm(d: StbData, s: StbState, seat: string, campaign: string): string {
  const spec = stbGame.next(d, s);
  const ask = spec?.asks.find((a) => a.seat === seat);
  if (!spec || !ask) return `# Sink the Bismarck!: nothing is asked of ${seat} now.\n`;
  const side = sideOfSeat(seat);
  const head = [`# Sink the Bismarck!: ${seat}, hand ${s.turn} (${ask.prompt}).`, `game: ${d.id}`, `campaign: ${campaign}`, `seat: ${seat}`, `turn: ${s.turn}`];
  if (!isCommander(seat)) {
    const dept = roleOfSeat(seat) as Department;
    const own = afloat(d, s).filter((id) => s.ships[id].side === side);
    return [...head,
      `# ${dept.toUpperCase()} DEPT: you hold ${KINDS_OF[dept].join(', ')} cards. At most two departments contribute to a ship's four cards;`,
      '# when three offer, the referee takes NAV, OPS, ENG in that order (Game Description). Pre-filled with the standing offer.',
      '# On the table:', ...tableLines(d, s, null),
      'offer:',
      ...own.map((ship) => {
        const pile = s.piles[pileId(ship, dept)].cards.map(kindOf);
        const left = [...pile];
        const offer = defaultOffer(dept).filter((k) => { const i = left.indexOf(k); if (i < 0) return false; left.splice(i, 1); return true; });
        return `  ${ship}: [${offer.join(', ')}]    # ${nameOf(d, ship)}; your pile holds: ${pile.join(' ') || 'nothing'}`;
      }),
      ''].join('\n');
  }
  const ship = commandOf(s, seat)!;
  // A round (mode: rounds): the cards left in the order they stand, so that sending the form back changes nothing.
  const line = s.phase === 'round' ? s.lines?.[ship] ?? [] : lineOf(d, s, ship, undefined);
  const st = s.ships[ship];
  return [...head, `exchange: ${exchangeOf(s, true)}`, `ship: ${ship}`,
    `# You command ${nameOf(d, ship)}: damage turrets ${st.turrets.join('/')} hits, boiler ${st.boiler}${st.fire ? ' (fire)' : ''}, hull ${st.hull}; plane ${st.plane}.`,
    '# On the table (distance and bearing from your ship):', ...tableLines(d, s, ship),
    `# Your hand: ${line.map((c) => c.order.card).join(', ') || 'no cards'}. List them in the order you turn them; each card:`,
    '#   ahead: units 1-2 (flank: true for Ahead Flank, optional rule)  turn: to port|starboard, degrees 0-90, then 0-1 (hard: true for Hard Over)',
    '#   guns, torpedo: target (an enemy ship; a torpedo only as the first card, 5 units)  scout: target (an enemy ship) or recover',
    '#   repair: repair plane|boiler|fire|hull  smoke, mines: nothing more',
    ...(s.phase === 'round'
      // A round (mode: rounds): the cards left as they stand, commented out: a commander who lists no cards is not ready and forfeits the round (Game Description), as silence does (seam rule 3).
      ? ['# To turn your next card this round, uncomment `cards:` and the cards below (re-ordered as you wish, or `cards: []` to keep them as they stand);', '# left as sent, you are not ready: your ship turns no card this round (Game Description).', '# cards:', ...line.map((c) => `#   - ${flow(c.order)}`)]
      : line.length ? ['cards:', ...line.map((c) => `  - ${flow(c.order)}`)] : ['cards: []']),
    '# One-mail mode: "if a torpedo is launched at us, turn to port" (Emergency Maneuvers 3):',
    '# if-torpedo: { to: port, hard: false }',
    ''].join('\n');
}
