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
  // Battle rounds by mail (campaign option `battle: rounds`, seam §2).
  BK6211: { severity: 'error', rule: 'How to Play, Steps 8-10', template: 'These orders are for battle round {given}; the battle is at round {round}.', hint: 'Answer the form of the round in play.' },
  BK6212: { severity: 'error', rule: 'How to Move Ships on Battle Board', template: "'{ship}' is not one of {side}'s ships on the Battle Board.", hint: 'On the board: {known}.' },
  BK6213: { severity: 'error', rule: 'How to Move Ships on Battle Board 7', template: '{ship} cannot move {move}: that is off the Battle Board.' },
  BK6214: { severity: 'error', rule: 'How to Move Ships on Battle Board 5', template: "{ship} cannot move {move}: that is an enemy ship's square." },
  BK6215: { severity: 'error', rule: 'How to Move Ships on Battle Board 4', template: '{ship} cannot move {move}: that is A-range of {enemy}, not yet fought from B-range.' },
  BK6216: { severity: 'error', rule: 'How to Play', template: "'{key}' is not part of {what}." },
  BK6217: { severity: 'warning', rule: 'Chance Tables (Battle Board)', template: "The Bismarck's steering is jammed this round: she keeps her square, whatever the move says." },
  BK6218: { severity: 'warning', rule: 'How to Resolve Battle 3d', template: '{ship} is helpless and must elude the enemy: the referee moves it away, whatever the orders say.' },
});
