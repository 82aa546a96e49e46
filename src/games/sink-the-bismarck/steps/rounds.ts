/**
 * Campaign option `mode: rounds` (issue 15, second part): the hand is played a round at a time by
 * mail. x2 `order` asks the commanders for their hand's order as the one-mail mode does (the three
 * minutes), but plays nothing; then an exchange `round` a round (reply timing) asks each commander
 * whose ship still holds cards for the order of the cards left, with the Emergency Maneuvers on
 * them (Game Description: "change the order of the remaining cards ... or declare emergency
 * maneuvers"; Emergency Maneuvers 3). A commander who does not answer in time forfeits that
 * round's card (Game Description: the late commander "forfeits the opportunity to play a card from
 * any round he missed"); so does one who answers without `cards` (the round's form as it is
 * sent, so that sending it back unchanged is silence, seam rule 3); he is asked again at the next
 * round. After the fourth round, or when no
 * cards are left, the hand ends as in the one-mail mode (Execution Phase 5-6).
 */
import { everyone } from '../../../kernel/events.js';
import type { TurnStep } from '../../../kernel/step.js';
import type { StbData } from '../data/types.js';
import { kindOf } from '../cards.js';
import { afloat, type Ctx } from '../context.js';
import { defaultPlay } from '../play/defaults.js';
import type { StbOrders } from '../orders-types.js';
import type { LineCard, StbState } from '../state.js';
import { endHand, hoodRoll, playRound, torpedoHits } from './hand.js';

type Step = TurnStep<StbData, StbState, StbOrders>;

/** Execution Phase 1-4: four rounds a hand. */
export const ROUNDS = 4;

/** The ships whose commanders are asked about the next round: afloat, cards left. */
export function shipsWithCards(d: StbData, s: StbState): string[] {
  return afloat(d, s).filter((ship) => (s.lines?.[ship]?.length ?? 0) > 0);
}

/** A commander's new order for the cards left: the cards he wrote, in his order, matched to his line; those he left out follow in their old order. */
export function reline(d: StbData, s: StbState, ship: string, line: readonly LineCard[], orders: StbOrders): LineCard[] {
  const left = [...line];
  const out: LineCard[] = [];
  for (const o of orders.cards ?? []) {
    const i = left.findIndex((c) => kindOf(c.id) === o.card);
    if (i < 0) continue;
    const [c] = left.splice(i, 1);
    out.push({ id: c!.id, order: { ...defaultPlay(d, s, ship, o.card), ...o } });
  }
  return [...out, ...left];
}

/** The hand ends (Torpedo Attacks 4; Battle 1; Execution Phase 6) once the rounds are done. */
function endIfDone(ctx: Ctx): void {
  const s = ctx.state;
  if ((s.round ?? 1) <= ROUNDS && shipsWithCards(ctx.data, s).length > 0) return;
  delete s.round;
  torpedoHits.run(ctx);
  hoodRoll.run(ctx);
  endHand.run(ctx);
}

/** x2 `order` with `mode: rounds`: the hands are ordered (orderHands ran before); round 1 is asked next. */
export const startRounds: Step = {
  name: 'start-rounds', rule: 'Execution Phase 1',
  run: (ctx) => {
    ctx.state.phase = 'round';
    ctx.state.round = 1;
    endIfDone(ctx);
  },
};

/** x `round`: the commanders' new orders, the round's cards turned (forfeited by the silent), the next round or the hand's end. */
export const playAskedRound: Step = {
  name: 'round', rule: 'Game Description (late commander); Execution Phase 2-4; Emergency Maneuvers 3',
  run: (ctx) => {
    const s = ctx.state;
    const round = s.round!;
    const forfeit = new Set<string>();
    for (const ship of shipsWithCards(ctx.data, s)) {
      const seat = s.commanders[ship];
      const orders = ctx.orders[seat];
      // Not ready: silent, or ready with no cards listed (the round's form as sent, seam rule 3).
      if (!orders || orders.cards === undefined) {
        forfeit.add(ship);
        ctx.emit({ type: 'stb.forfeit', audience: everyone, rule: 'Game Description', data: { ship, seat, round } });
        continue;
      }
      s.lines![ship] = reline(ctx.data, s, ship, s.lines![ship], orders);
    }
    playRound(ctx, round, forfeit);
    s.round = round + 1;
    endIfDone(ctx);
  },
};
