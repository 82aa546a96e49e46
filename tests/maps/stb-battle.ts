/**
 * A fixed Sink the Bismarck! battle for the tactical picture's tests (issue 12 §1): Battle 2
 * (last-battle), hand 1, where the departments offer a smoke screen, a scout plane and a mine
 * field and the British commanders play their Swordfish first (Swordfish Air Attacks 1): every
 * kind of thing the picture draws is on the table. Seeded keys, so the same hand every time.
 */
import type { GameEvent } from '../../src/kernel/events.js';
import { setupState, type StbState } from '../../src/games/sink-the-bismarck/state.js';
import { data as loadData, step } from '../sink-the-bismarck/helpers.js';

const offer = (seat: string, body: string) => `seat: ${seat}\nturn: 1\noffer:\n${body}`;

/** After the staff exchange (x1) and the hand (x2) of hand 1; `events` every event so far. */
export function stbPictureBattle(): { state: StbState; events: GameEvent[]; dealt: StbState } {
  const s = setupState(loadData(), 'last-battle', { emergency: false });
  const x1 = step(s, {
    'german/ops': offer('german/ops', '  bismarck: [scout]\n'),
    'german/eng': offer('german/eng', '  bismarck: [mines]\n'),
    'german/nav': offer('german/nav', '  bismarck: []\n'),
    'british/eng': offer('british/eng', '  rodney: [smoke]\n'),
    'british/ops': offer('british/ops', '  king-george-v: [guns]\n  rodney: []\n'),
    'british/nav': offer('british/nav', '  king-george-v: [ahead]\n  rodney: [turn]\n'),
  }, 'stb-picture');
  const x2 = step(x1.state, {}, 'stb-picture');
  return { state: x2.state, events: [...x1.events, ...x2.events], dealt: x1.state };
}
