/**
 * Sink the Bismarck! as exchanges (docs/design/seam.md §2). A hand is a turn:
 *   x1 `staff`   asks the six departments (british|german/{nav,ops,eng}) for the cards each
 *                offers each ship (Planning Phase); the hand goes to the side, counts to all;
 *   x2 `command` asks the four commanders (Admiral and Flag Captain of each side) to order their
 *                ship's cards, with a conditional instruction (the one-mail mode); the rounds,
 *                the torpedoes, the Hood's roll and the end of the hand run inside it.
 * Both have the turn's timing: the table's three minutes become the exchange's deadline, and a
 * late seat's silence is the referee's standing defaults (play/defaults.ts).
 */
import type { ExchangeGame, ExchangeSpec } from '../../kernel/exchange.js';
import type { StbData } from './data/types.js';
import type { StbOrders } from './orders-types.js';
import { SEATS, isCommander, type StbState } from './state.js';
import { dealHands } from './steps/staff.js';
import { endHand, hoodRoll, orderHands, playRounds, torpedoHits } from './steps/hand.js';

export const STB_VERSION = '1';

/** The seats asked by each exchange: departments first, then commanders (seat ids sorted). */
export const STAFF_SEATS = SEATS.filter((s) => !isCommander(s));
export const COMMAND_SEATS = SEATS.filter(isCommander);

export const stbGame: ExchangeGame<StbData, StbState, StbOrders> = {
  id: 'sink-the-bismarck',
  version: STB_VERSION,
  turnOf: (s) => s.turn,
  isOver: (s) => s.over,
  next(_d, s): ExchangeSpec | null {
    if (s.over) return null;
    if (s.phase === 'staff') {
      return { kind: 'staff', label: `hand ${s.turn}: the staffs offer cards`, timing: 'turn',
        asks: STAFF_SEATS.map((seat) => ({ seat, kind: 'hand' as const, form: 'offer', prompt: `the cards your department offers each ship, hand ${s.turn}` })) };
    }
    return { kind: 'command', label: `hand ${s.turn}: the commanders order and play their cards`, timing: 'turn',
      asks: COMMAND_SEATS.filter((seat) => Object.entries(s.commanders).some(([ship, c]) => c === seat && !s.ships[ship].sunk))
        .map((seat) => ({ seat, kind: 'orders' as const, form: 'command', prompt: `the order of your ship's cards, hand ${s.turn}` })) };
  },
  exchanges: {
    staff: { steps: [dealHands] },
    command: { steps: [orderHands, playRounds, torpedoHits, hoodRoll, endHand] },
  },
};
