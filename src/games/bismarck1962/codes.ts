/**
 * Bismarck (1962) order diagnostics: the game's own range BK62xx (Bismarck, 1962), registered in
 * the one registry of codes (seam §6) and listed in docs/codes.md. Each cites the rulebook's
 * section. Codes never change meaning once released; retire one rather than reuse it.
 */
import { defineCodes } from '../../codes/registry.js';

export const B62_CODES = defineCodes('bismarck1962', {
  BK6201: { severity: 'error', rule: 'How to Move Counters on the Search Board', template: "There is no British counter '{ship}'.", hint: 'The counters are: {known}.' },
  BK6202: { severity: 'error', rule: 'How to Move Ships on Battle Board 8', template: "{ship} has been sunk and is out of the game; it cannot move." },
  BK6203: { severity: 'error', rule: 'Search Board', template: "'{zone}' is not a zone of the Search Board (write area and letter, like C-8A)." },
  BK6204: { severity: 'error', rule: 'How to Move Counters on the Search Board 7', template: "Zone {zone} has no letter: movement into or through it is not allowed." },
  BK6205: { severity: 'error', rule: 'How to Move Counters on the Search Board 3', template: "{zone} is not next to {from}: a counter moves one zone at a time." },
  BK6206: { severity: 'error', rule: 'How to Move Counters on the Search Board 1, 11', template: "{ship} moves at most {factor} zones this turn; {zone} is zone {count}." },
  BK6207: { severity: 'error', rule: 'How to Search, Area Search 2', template: "Blue may call out only areas where there are British counters; {area} has none after this turn's moves." },
  BK6208: { severity: 'warning', rule: 'How to Search, Area Search 1', template: "Area {area} is called twice; the second call is passed over." },
  BK6209: { severity: 'error', rule: 'How to Play', template: "'{key}' is for the {owner} player's orders, not {side}'s." },
  BK6210: { severity: 'warning', rule: 'Multi-Ship Battle 2', template: "There is no British battleship '{target}'; the Bismarck will engage the nearest ship." },
});
