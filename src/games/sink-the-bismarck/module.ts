/**
 * Sink the Bismarck! as exchanges (docs/design/seam.md §2). A hand is a turn:
 *   x1 `staff`   asks the six departments (british|german/{nav,ops,eng}) for the cards each
 *                offers each ship (Planning Phase); the hand goes to the side, counts to all;
 *   x2 `command` asks the four commanders (Admiral and Flag Captain of each side) to order their
 *                ship's cards, with a conditional instruction (the one-mail mode); the rounds,
 *                the torpedoes, the Hood's roll and the end of the hand run inside it.
 * Both have the turn's timing: the table's three minutes become the exchange's deadline, and a
 * late seat's silence is the referee's standing defaults (play/defaults.ts).
 * With the campaign option `mode: rounds` (steps/rounds.ts) x2 is `order` (the hands ordered,
 * nothing played) and x3-x6 are `round`s with reply timing, one a round, each asking the
 * commanders whose ships hold cards; a silent commander forfeits the round's card.
 */
import type { ExchangeGame, ExchangeSpec } from '../../kernel/exchange.js';
import type { StbData } from './data/types.js';
import type { StbOrders } from './orders-types.js';
import { SEATS, isCommander, type StbState } from './state.js';
import { dealHands } from './steps/staff.js';
import { endHand, hoodRoll, orderHands, playRounds, torpedoHits } from './steps/hand.js';
import { playAskedRound, shipsWithCards, startRounds } from './steps/rounds.js';

export const STB_VERSION = '1';

/** The seats asked by each exchange: departments first, then commanders (seat ids sorted). */
export const STAFF_SEATS = SEATS.filter((s) => !isCommander(s));
export const COMMAND_SEATS = SEATS.filter(isCommander);

export const stbGame: ExchangeGame<StbData, StbState, StbOrders> = {
  id: 'sink-the-bismarck',
  version: STB_VERSION,
  turnOf: (s) => s.turn,
  isOver: (s) => s.over,
  next(d, s): ExchangeSpec | null {
    if (s.over) return null;
    if (s.phase === 'staff') {
      return { kind: 'staff', label: `hand ${s.turn}: the staffs offer cards`, timing: 'turn',
        asks: STAFF_SEATS.map((seat) => ({ seat, kind: 'hand' as const, form: 'offer', prompt: `the cards your department offers each ship, hand ${s.turn}` })) };
    }
    if (s.phase === 'round') {
      return { kind: 'round', label: `hand ${s.turn}, round ${s.round}: the commanders turn their next card`, timing: 'reply',
        asks: shipsWithCards(d, s).map((ship) => s.commanders[ship]).filter((seat, i, all) => all.indexOf(seat) === i).sort()
          .map((seat) => ({ seat, kind: 'orders' as const, form: 'command', prompt: `the order of your ship's cards left, hand ${s.turn}, round ${s.round}` })) };
    }
    return { kind: s.options.mode === 'rounds' ? 'order' : 'command', label: `hand ${s.turn}: the commanders order ${s.options.mode === 'rounds' ? '' : 'and play '}their cards`, timing: 'turn',
      asks: COMMAND_SEATS.filter((seat) => Object.entries(s.commanders).some(([ship, c]) => c === seat && !s.ships[ship].sunk))
        .map((seat) => ({ seat, kind: 'orders' as const, form: 'command', prompt: `the order of your ship's cards, hand ${s.turn}` })) };
  },
  exchanges: {
    staff: { steps: [dealHands] },
    command: { steps: [orderHands, playRounds, torpedoHits, hoodRoll, endHand] },
    order: { steps: [orderHands, startRounds] },
    round: { steps: [playAskedRound] },
  },
};
