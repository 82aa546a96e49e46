/**
 * What a game asks of its seats for one exchange (docs/design/seam.md §2). The game's state is
 * the state machine: after every exchange the game says, from its state alone, which exchange
 * comes next and whom it asks; the pipeline stores that and waits for the answers.
 */
import type { SeatId } from './seats.js';

export interface Ask {
  readonly seat: SeatId;
  readonly kind: 'orders' | 'reaction' | 'announcement' | 'hand' | 'decision';
  /** The form that answers it: a key of the game definition's forms. */
  readonly form: string;
  /** One line, for the mail's subject and body. */
  readonly prompt: string;
  /** JSON the form and its check need (the choices offered). */
  readonly context?: unknown;
}

export interface ExchangeSpec {
  /** Which of the game's exchanges: a key of its `exchanges`. */
  readonly kind: string;
  /** In words: "turn 3", "battle round 2". */
  readonly label: string;
  /** Which deadline rule applies: the turn's, or the shorter reply deadline. */
  readonly timing: 'turn' | 'reply';
  /** Empty: resolved at once, nobody waits. Rule 3: every ask may be answered by silence. */
  readonly asks: readonly Ask[];
}
