/**
 * Every code Admiralty can produce: the shared tables plus each registered game's (issue 11 §6).
 * Used by the generated list (docs/codes.md) and the reachability check at the end of a full
 * test run; nothing on a turn's path needs it.
 */
import './index.js';
import { games } from '../pipeline/games.js';
import { registeredCodes, type RegisteredCode } from './registry.js';

export function allCodes(): RegisteredCode[] {
  const all = registeredCodes();
  const known = new Set(all.map((c) => c.code));
  // A game's table registers when its module loads; one missing here was never defined through
  // defineCodes, and would be absent from the list and from the reachability check.
  for (const g of games()) {
    for (const code of Object.keys(g.codes)) if (!known.has(code)) throw new Error(`game '${g.id}': code ${code} is not registered`);
  }
  return all;
}

/** Codes still produced (not retired): each must be reached by some test. */
export function liveCodes(): RegisteredCode[] {
  return allCodes().filter((c) => !c.retired);
}
