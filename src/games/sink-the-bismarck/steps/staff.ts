/**
 * x1 `staff` (Planning Phase 1-2; Game Description: "only up to two departments may contribute
 * to the four action cards forming the hand for each ship"): each department offers cards to
 * each ship from its own pile; the referee puts the hand together and tells it to the side.
 * Where more than two departments offer, or more than four cards, ours: the first two
 * departments in the rulebook's order (NAV, OPS, ENG) and their cards in the order offered.
 */
import { everyone, sidesOnly } from '../../../kernel/events.js';
import type { TurnStep } from '../../../kernel/step.js';
import type { CardKind, StbData } from '../data/types.js';
import { DEPARTMENTS, kindOf, pileId } from '../cards.js';
import { afloat, nameOf } from '../context.js';
import { defaultOffer } from '../play/defaults.js';
import type { StbOrders } from '../orders-types.js';
import { SIDES, type StbState } from '../state.js';
import { tellAdmiral } from './staff-report.js';

export const HAND_SIZE = 4;

export const dealHands: TurnStep<StbData, StbState, StbOrders> = {
  name: 'hands', rule: 'Planning Phase 1-2',
  run: (ctx) => {
    const s = ctx.state;
    for (const ship of afloat(ctx.data, s)) {
      const side = s.ships[ship].side;
      const hand = s.piles[pileId(ship, 'hand')];
      const from: string[] = [];
      const refused: string[] = [];
      for (const dept of DEPARTMENTS) {
        const seat = `${side}/${dept}`;
        const answered = ctx.orders[seat];
        const offer: readonly CardKind[] = answered ? (answered.offer?.[ship] ?? []) : defaultOffer(dept);
        if (offer.length === 0) continue;
        if (from.length === 2 || hand.cards.length >= HAND_SIZE) { refused.push(dept); continue; }
        const pile = s.piles[pileId(ship, dept)];
        const picked: string[] = [];
        for (const kind of offer) {
          if (hand.cards.length + picked.length >= HAND_SIZE) break;
          const card = pile.cards.find((c) => kindOf(c) === kind && !picked.includes(c));
          if (card) picked.push(card);
        }
        if (picked.length === 0) continue;
        ctx.cards.move(pile, hand, picked, { purpose: `${dept.toUpperCase()} DEPT offers ${nameOf(ctx.data, ship)} ${picked.length} card(s)` });
        from.push(dept);
      }
      ctx.emit({ type: 'stb.hand', audience: sidesOnly(side), data: { ship, cards: [...hand.cards], from, refused } });
      ctx.emit({ type: 'stb.hand-size', audience: everyone, data: { ship, count: hand.cards.length } });
    }
    // Issue 15: the Admiral's report summarises what his staff offered, and who sent nothing.
    for (const side of SIDES) tellAdmiral(ctx, side, 'staff', afloat(ctx.data, s).filter((x) => s.ships[x].side === side));
    s.phase = 'command';
  },
};
