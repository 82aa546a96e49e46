/**
 * Sink the Bismarck! order diagnostics: the game's own range SB15xx (issue 15), registered in the
 * one registry of codes (seam §6) and listed in docs/codes.md. Each cites the rulebook's section.
 * Codes never change meaning once released; retire one rather than reuse it.
 */
import { defineCodes } from '../../codes/registry.js';

export const STB_CODES = defineCodes('sink-the-bismarck', {
  SB1501: { severity: 'error', rule: 'Game Description (the Flag Staff)', template: "'{key}' is for {owner}, not the {role}'s orders.", hint: 'A department offers cards (offer:); a commander orders his hand (cards:).' },
  SB1502: { severity: 'error', rule: 'Game Description (the Flag Staff)', template: "'{ship}' is not a ship of your side afloat.", hint: 'Your ships: {known}.' },
  SB1503: { severity: 'error', rule: 'NAV, OPS, ENG DEPT CARDS', template: "'{card}' is not a {dept} DEPT card.", hint: 'The {dept} DEPT holds: {known}.' },
  SB1504: { severity: 'error', rule: 'Game Card Decks; Call Away Repair Team 1', template: "{ship}: the {dept} DEPT holds {have} '{card}' card(s), {want} offered." },
  SB1505: { severity: 'error', rule: 'Game Description; Planning Phase 1', template: '{ship}: at most four cards a hand, {count} offered.' },
  SB1506: { severity: 'error', rule: 'Execution Phase 1; Send Signals 1', template: "'{card}' is not in {ship}'s hand{extra}.", hint: 'The hand: {hand}.' },
  SB1507: { severity: 'error', rule: 'Fire Main Batteries 3; Torpedo Attacks 3; Scout Plane Operations 1', template: "'{target}' is not an enemy ship afloat.", hint: 'The enemy: {known}{recover}.' },
  SB1508: { severity: 'error', rule: 'Optional Rules: Emergency Maneuvers 1-2', template: 'Ahead Flank and Hard Over are the optional Emergency Maneuvers, not in use in this campaign.' },
  SB1509: { severity: 'error', rule: 'Ship Characteristics (Flank Speed)', template: '{ship} cannot use Flank Speed or Hard Over Turns.' },
  SB1510: { severity: 'warning', rule: 'Torpedo Attacks 1', template: 'A Torpedo Attack Card must be the first card of the hand: as card {index} it launches nothing.' },
  SB1511: { severity: 'error', rule: 'Movement 1; Emergency Maneuvers 1', template: '{ship} moves {max} units at most on this card, not {units}.' },
  SB1512: { severity: 'warning', rule: 'Movement 2', template: "'{key}' does not belong on a '{card}' card: it is passed over." },
  SB1513: { severity: 'warning', rule: 'Sequence of Play, Battle 2', template: '{ship} can turn only to port (her rudders): this turn goes to port.' },
  SB1514: { severity: 'error', rule: 'Send Signals 5', template: "{ship}'s Send Signals card is played already: once played, it is discarded." },
  SB1515: { severity: 'error', rule: 'Send Signals 2', template: 'In this campaign Send Signals is written {want}.', hint: '{why}' },
  SB1516: { severity: 'error', rule: 'Send Signals 1', template: 'No message now: while the cards are turned a commander confers with nobody unless he plays Send Signals.', hint: 'Add signals: true to play your Send Signals card, and the message goes with it.' },
  SB1517: { severity: 'error', rule: 'Game Description (the Flag Staff)', template: "'{to}' is a seat of the enemy: messages go through the referee to your own side only." },
  SB1518: { severity: 'error', rule: 'Game Description (the Flag Staff)', template: "'{to}' is not a seat of your side you can write to.", hint: 'Your side: {known}.' },
  SB1519: { severity: 'error', rule: 'Send Signals 3', template: "'{ship}': no signal from her commander is being answered now.", hint: 'The staff is asked about: {known}.' },
  SB1520: { severity: 'warning', rule: 'Send Signals 3', template: '{ship}: the staff changes the {left} card(s) left and adds none: {count} offered, the first {left} taken.' },
  SB1521: { severity: 'error', rule: 'Optional Rules: Emergency Maneuvers 1', template: '{ship} at Ahead Flank moves {least} to {max} units, not {units}.', hint: 'AHEAD FLANK increases the straight ahead range; for 1-2 units play the card as Ahead Full (no flank).' },
  SB1522: { severity: 'error', rule: 'Fire Main Batteries 4', template: "{ship} has turrets 1 to {count}: there is no turret '{turret}'.", hint: 'Turrets are numbered from the bow, as the reports give them.' },
});
