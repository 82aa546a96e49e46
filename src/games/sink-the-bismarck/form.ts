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
import { commandOf, isCommander, roleOfSeat, SEATS, sideOfSeat, type StbState } from './state.js';
import { cardsLeftOf, holdsSignals } from './steps/signals.js';

/** The messages hint (steps/messages.ts): to whom, and that the referee relays and logs them. */
function messageLines(seat: string, when: string): string[] {
  const mates = SEATS.filter((x) => sideOfSeat(x) === sideOfSeat(seat) && x !== seat);
  return [`# Messages to your own side (${mates.join(', ')}) go through the referee, who logs them; ${when}:`,
    `# messages: [{ to: ${mates[0]}, text: "..." }]`];
}

const fmt = (v: number): string => (Math.round(v * 10) / 10).toFixed(1);

function tableLines(d: StbData, s: StbState, from: string | null): string[] {
  return afloat(d, s).map((id) => {
    const x = s.ships[id];
    const rel = from && from !== id ? `, ${fmt(distance(s.ships[from], x))} units, ${Math.round(relative(s.ships[from].heading, s.ships[from], x))} degrees off the bow` : '';
    return `#   ${id} (${nameOf(d, id)}, ${x.side}) at (${fmt(x.x)}, ${fmt(x.y)}) heading ${Math.round(x.heading)}${rel}`;
  });
}

function flow(o: CardOrder): string {
  // A Main Guns card's targets by turret (Fire Main Batteries 4) are a map within the card.
  return `{ ${Object.entries(o).map(([k, v]) => `${k}: ${typeof v === 'object' ? `{ ${Object.entries(v as Record<string, string>).map(([n, t]) => `${n}: ${t}`).join(', ')} }` : v}`).join(', ')} }`;
}

export function ordersForm(d: StbData, s: StbState, seat: string, campaign: string): string {
  const spec = stbGame.next(d, s);
  const ask = spec?.asks.find((a) => a.seat === seat);
  if (!spec || !ask) return `# Sink the Bismarck!: nothing is asked of ${seat} now.\n`;
  const side = sideOfSeat(seat);
  const head = [`# Sink the Bismarck!: ${seat}, hand ${s.turn} (${ask.prompt}).`, `game: ${d.id}`, `campaign: ${campaign}`, `seat: ${seat}`, `turn: ${s.turn}`];
  if (!isCommander(seat) && s.phase === 'signals') {
    // Send Signals 3: pre-filled with the department's cards left in each signalling ship's hand, so that sending it back changes nothing.
    const dept = roleOfSeat(seat) as Department;
    const ships = (s.signalling ?? []).filter((x) => s.ships[x].side === side);
    return [...head, `exchange: ${exchangeOf(s, false)}`,
      `# Send Signals: ${ships.map((x) => nameOf(d, x)).join(' and ')}'s commander signals the Flag Staff. You may change your ${dept.toUpperCase()} DEPT cards among those not yet turned:`,
      '# list the cards you now give her in place of yours left in her hand ([] takes them all back). No more cards than are left,',
      '# and no more than two departments\' cards in play this hand, those turned included (Send Signals 3). Sent back as it is, nothing changes.',
      '# On the table:', ...tableLines(d, s, null),
      'offer:',
      ...ships.map((ship) => {
        // The hand as the side sees it, a set (sorted): the order they will be turned in is the commander's (Send Signals 1).
        const left = s.piles[pileId(ship, 'hand')].cards;
        const mine = left.filter((c) => cardsLeftOf(s, ship, dept).some((x) => x.id === c)).map(kindOf);
        return `  ${ship}: [${mine.join(', ')}]    # ${nameOf(d, ship)}; cards left: ${left.map(kindOf).join(' ') || 'none'}; your pile holds: ${s.piles[pileId(ship, dept)].cards.map(kindOf).join(' ') || 'nothing'}`;
      }),
      ...messageLines(seat, 'the Flag Staff confers now (Send Signals 3)'),
      ''].join('\n');
  }
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
      ...messageLines(seat, 'the staff plans the hand now (Planning Phase)'),
      ''].join('\n');
  }
  const ship = commandOf(s, seat)!;
  // A round (mode: rounds): the cards left in the order they stand, so that sending the form back
  // changes nothing; a target sunk since they were ordered is left out (the referee then aims at
  // the nearest enemy), as the check refuses a target that is not an enemy afloat (SB1507).
  const afloatEnemy = (t: string) => s.ships[t] !== undefined && !s.ships[t].sunk && s.ships[t].side !== s.ships[ship].side;
  const line = (s.phase === 'round' ? s.lines?.[ship] ?? [] : lineOf(d, s, ship, undefined)).map((c) => {
    // So is a turret's target (Fire Main Batteries 4): that turret then fires with the rest.
    const named = Object.entries(c.order.turrets ?? {}).filter(([, t]) => afloatEnemy(t));
    const { turrets: _turrets, ...plain } = c.order;
    const kept = named.length ? { ...plain, turrets: Object.fromEntries(named) } : plain;
    if (kept.target === undefined || kept.target === 'recover' || afloatEnemy(kept.target)) return { ...c, order: kept };
    const { target: _stale, ...order } = kept;
    return { ...c, order };
  });
  const st = s.ships[ship];
  return [...head, `exchange: ${exchangeOf(s, true)}`, `ship: ${ship}`,
    `# You command ${nameOf(d, ship)}: damage turrets ${st.turrets.join('/')} hits, boiler ${st.boiler}${st.fire ? ' (fire)' : ''}, hull ${st.hull}; plane ${st.plane}.`,
    '# On the table (distance and bearing from your ship):', ...tableLines(d, s, ship),
    `# Your hand: ${line.map((c) => c.order.card).join(', ') || 'no cards'}. List them in the order you turn them; each card:`,
    '#   ahead: units 1-2 (flank: true for Ahead Flank, optional rule: units 3 to the Flank Speed)  turn: to port|starboard, degrees 0-90, then 0-1 (hard: true for Hard Over)',
    '#   guns: target (an enemy ship; with plane: true, her scout plane aloft, 3 units; turrets: { 3: an enemy ship } gives turret 3 its own)  scout: target (an enemy ship) or recover',
    '#   torpedo: target (an enemy ship; only as the first card of the hand, 5 units)',
    '#   repair: repair plane|boiler|fire|hull  smoke, mines: nothing more',
    ...(s.phase === 'round'
      // A round (mode: rounds): the cards left as they stand, commented out: a commander who lists no cards is not ready and forfeits the round (Game Description), as silence does (seam rule 3).
      ? ['# To turn your next card this round, uncomment `cards:` and the cards below (re-ordered as you wish, or `cards: []` to keep them as they stand);', '# left as sent, you are not ready: your ship turns no card this round (Game Description).', '# cards:', ...line.map((c) => `#   - ${flow(c.order)}`)]
      : line.length ? ['cards:', ...line.map((c) => `  - ${flow(c.order)}`)] : ['cards: []']),
    '# One-mail mode: "if a torpedo is launched at us, turn to port" (Emergency Maneuvers 3):',
    '# if-torpedo: { to: port, hard: false }',
    // Send Signals is asked for before a card still to come: not in the fourth round (steps/rounds.ts).
    ...(holdsSignals(s, ship) && !(s.phase === 'round' && (s.round ?? 1) >= 4)
      ? s.options.mode === 'rounds'
        ? [`# Send Signals (once a battle): your staff may change the cards left, asked ${s.phase === 'round' ? 'after this round\'s card' : 'before your first card'} (Send Signals 2-3):`, '# signals: true']
        : ['# Send Signals (once a battle): your staff may change the cards left, asked after the number of your cards turned, 0-3 (Send Signals 2-3):', '# signals: 2']
      : []),
    ...messageLines(seat, s.phase === 'round' ? 'now only with signals: true (Send Signals 1)' : 'the staff plans the hand now (Planning Phase)'),
    ''].join('\n');
}
