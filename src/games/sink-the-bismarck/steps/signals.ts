/**
 * Send Signals (SPECIAL CARDS, Send Signals 1-5). A commander holds one Send Signals card (his own
 * pile, `special`). When he plays it the card goes to the table, which everyone sees (rule 4: the
 * other staff knows this one is meeting), and the hand's play stops for an exchange `signals`
 * (reply timing: rule 3's "one minute to confer") that asks his side's three departments, and
 * only them (rule 4: the opposing staff "cannot help their commanders unless they also play their
 * Send Signals Card"). Each department may change its cards among those not yet turned in the
 * signalling ship's hand: it answers with the cards it now offers that ship (`offer:`), in place
 * of its cards left in the hand. Silence keeps its cards (seam rule 3).
 *
 * The limits (rule 3): "Any changes must conform to the limitation of no more than two department
 * class of cards in play in one hand": the departments of the cards already turned this hand and
 * of those left count; a department whose answer takes all its cards back leaves the count (unless
 * it has a card turned this hand). Ours: a change replaces cards, it adds none (rule 3: "change
 * any of the unplayed cards"): the hand holds at most as many cards left as before; the cards of
 * silent departments are kept first, then the answering departments in NAV, OPS, ENG order; a
 * card a department offers again keeps its place and how the commander plays it, new cards follow
 * in the order offered, played as the referee's defaults until the commander re-orders them (at
 * the next round with `mode: rounds`). The result goes to the side (the hand's audience); the
 * enemy sees the hand's count.
 * Rule 5: the card is discarded once played (cards.ts DISCARDED; steps/hand.ts endHand).
 */
import { everyone, seatsOnly, sidesOnly } from '../../../kernel/events.js';
import type { TurnStep } from '../../../kernel/step.js';
import type { CardKind, Department, StbData } from '../data/types.js';
import { DEPARTMENT_OF, DEPARTMENTS, kindOf, pileId } from '../cards.js';
import { nameOf, type Ctx } from '../context.js';
import { defaultPlay } from '../play/defaults.js';
import type { StbOrders } from '../orders-types.js';
import type { LineCard, StbState } from '../state.js';
import { tellAdmiral } from './staff-report.js';

type Step = TurnStep<StbData, StbState, StbOrders>;

/** Does the commander of `ship` still hold his Send Signals card (rule 5: once played, discarded)? */
export function holdsSignals(s: StbState, ship: string): boolean {
  return s.piles[pileId(ship, 'special')]?.cards.some((c) => kindOf(c) === 'signals') ?? false;
}

/**
 * Rule 2: the commander of `ship` plays his Send Signals card after `turned` rounds of the hand.
 * Played only while he holds it, his ship is afloat and has cards left to change; true if played.
 */
export function playSignals(ctx: Ctx, ship: string, turned: number): boolean {
  const s = ctx.state;
  if (s.ships[ship].sunk || !holdsSignals(s, ship) || (s.lines?.[ship]?.length ?? 0) === 0) return false;
  const special = s.piles[pileId(ship, 'special')];
  const card = special.cards.find((c) => kindOf(c) === 'signals')!;
  ctx.cards.move(special, s.piles[pileId(ship, 'played')], [card], { purpose: `${nameOf(ctx.data, ship)}'s commander sends a signal to the Flag Staff (Send Signals 2)`, rule: 'Send Signals 2' });
  ctx.emit({ type: 'stb.signals', audience: everyone, rule: 'Send Signals 2-4', data: { ship, after: turned } });
  s.signalling = [...(s.signalling ?? []), ship];
  return true;
}

/** Stops the hand's play for the staffs' answers when a signal was played (the exchange `signals` is next); true if so. */
export function meetIfSignalled(s: StbState, nextRound: number): boolean {
  if (!s.signalling?.length) return false;
  s.phase = 'signals';
  s.round = nextRound;
  return true;
}

/** The sides whose staffs meet now, in order. */
export const meetingSides = (s: StbState): string[] => [...new Set((s.signalling ?? []).map((ship) => s.ships[ship].side))].sort();

/** A department's cards among the ship's cards left, in the line's order (the commander's: never shown to the department as such). */
export const cardsLeftOf = (s: StbState, ship: string, dept: Department): LineCard[] =>
  (s.lines?.[ship] ?? []).filter((c) => DEPARTMENT_OF[kindOf(c.id)] === dept);

function restaffShip(ctx: Ctx, ship: string): void {
  const s = ctx.state;
  const side = s.ships[ship].side;
  const line = s.lines?.[ship] ?? [];
  const hand = s.piles[pileId(ship, 'hand')];
  const name = nameOf(ctx.data, ship);
  const offerOf = (dept: Department): readonly CardKind[] | undefined => ctx.orders[`${side}/${dept}`]?.offer?.[ship];
  const turned = new Set(s.piles[pileId(ship, 'played')].cards.map((c) => DEPARTMENT_OF[kindOf(c)]).filter((d) => d !== 'commander'));
  // In play (rule 3): the departments turned this hand, and those with cards left that do not take them all back.
  const inPlay = new Set<string>([...turned, ...line.map((c) => DEPARTMENT_OF[kindOf(c.id)]).filter((d) => offerOf(d as Department)?.length !== 0)]);
  let room = line.length;
  const kept = new Set<string>();
  for (const dept of DEPARTMENTS) if (offerOf(dept) === undefined) for (const c of cardsLeftOf(s, ship, dept)) { kept.add(c.id); room--; }
  const added: LineCard[] = [];
  const refused: string[] = [];
  const changed: string[] = [];
  for (const dept of DEPARTMENTS) {
    const offer = offerOf(dept);
    if (offer === undefined) continue;
    const mine = cardsLeftOf(s, ship, dept);
    const admitted = offer.length === 0 || inPlay.has(dept) || inPlay.size < 2;
    if (!admitted) { refused.push(dept); continue; }
    if (offer.length > 0) inPlay.add(dept);
    const want = offer.slice(0, Math.max(0, room));
    // A card offered again stays where it is, as the commander ordered it.
    const stay: LineCard[] = [];
    const need: CardKind[] = [];
    for (const k of want) {
      const c = mine.find((x) => kindOf(x.id) === k && !stay.includes(x));
      if (c) stay.push(c); else need.push(k);
    }
    const back = mine.filter((c) => !stay.includes(c)).map((c) => c.id);
    const pile = s.piles[pileId(ship, dept)];
    if (back.length) ctx.cards.move(hand, pile, back, { purpose: `${dept.toUpperCase()} DEPT takes back ${back.length} card(s) from ${name}'s hand (Send Signals 3)`, rule: 'Send Signals 3' });
    const picked: string[] = [];
    for (const k of need) {
      const c = pile.cards.find((x) => kindOf(x) === k && !picked.includes(x));
      if (c) picked.push(c);
    }
    if (picked.length) ctx.cards.move(pile, hand, picked, { purpose: `${dept.toUpperCase()} DEPT gives ${name} ${picked.length} card(s) (Send Signals 3)`, rule: 'Send Signals 3' });
    for (const c of stay) kept.add(c.id);
    for (const id of picked) added.push({ id, order: defaultPlay(ctx.data, s, ship, kindOf(id)) });
    room -= stay.length + picked.length;
    if (back.length || picked.length) changed.push(dept);
  }
  s.lines![ship] = [...line.filter((c) => kept.has(c.id)), ...added];
  // The side sees the hand as a set (its pile is unordered); the order is the commander's alone (Send Signals 1).
  ctx.emit({ type: 'stb.restaffed', audience: sidesOnly(side), rule: 'Send Signals 3', data: { ship, cards: hand.cards.map(kindOf), changed, refused } });
  ctx.emit({ type: 'stb.line', audience: seatsOnly(s.commanders[ship]), rule: 'Send Signals 3', data: { ship, cards: s.lines![ship].map((c) => c.order) } });
  if (s.lines![ship].length !== line.length) ctx.emit({ type: 'stb.hand-size', audience: everyone, data: { ship, count: s.lines![ship].length } });
}

/** x `signals`: the staffs' changes to the signalling ships' hands (rule 3), and the Admiral told what his staff answered. */
export const restaff: Step = {
  name: 'signals', rule: 'Send Signals 3-4',
  run: (ctx) => {
    const s = ctx.state;
    for (const ship of s.signalling ?? []) if (!s.ships[ship].sunk) restaffShip(ctx, ship);
    for (const side of meetingSides(s)) tellAdmiral(ctx, side as 'british' | 'german', 'signals', (s.signalling ?? []).filter((x) => s.ships[x].side === side));
    delete s.signalling;
    s.signalled = (s.signalled ?? 0) + 1;
  },
};
