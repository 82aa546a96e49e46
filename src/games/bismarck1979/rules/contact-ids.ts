/**
 * Contact markers' names (7.23, 8.1): the British number theirs C1, C2 …, the Germans K1, K2 ….
 * A name stays with its contact from turn to turn (a shadow held keeps it, 8.1), so a new contact
 * takes the lowest number free in both this turn's list and last turn's. Shared by the search
 * phase (7.2) and the chance phase's general search (10.1), which once counted the lists instead
 * and could give a new contact the name of one already held.
 */
import type { B79State, SideId } from '../state.js';

/** A namer for the side's new contacts this phase: each call the next free name. */
export function contactNamer(state: B79State, side: SideId): () => string {
  const taken = new Set([...state.contacts[side], ...state.lastContacts[side]].map((c) => c.id));
  const letter = side === 'british' ? 'C' : 'K';
  return () => {
    let n = 1;
    while (taken.has(`${letter}${n}`)) n++;
    taken.add(`${letter}${n}`);
    return `${letter}${n}`;
  };
}
