/**
 * The action cards and their piles (NAV, OPS, ENG DEPT CARDS, SPECIAL CARDS; seam §4). Each ship
 * has one deck ("Each ship will need one complete card deck"), held by the departments: a
 * department's cards are its own pile, behind the wall inside the side. The hand is the side's,
 * the commander's Send Signals card his alone, played and spent cards are on the table.
 */
import { everyone, seatsOnly, sidesOnly } from '../../kernel/events.js';
import type { CardPile } from '../../kernel/cards.js';
import type { CardKind, Department, ScenarioData, ShipData, Side, StbData } from './data/types.js';

export const DEPARTMENTS: readonly Department[] = ['nav', 'ops', 'eng'];
export const COMMANDERS = ['admiral', 'captain'] as const;
export type CommanderRole = (typeof COMMANDERS)[number];

/** The department that holds each kind of card (the rulebook's headings: Deploy Mines is under ENG DEPT). */
export const DEPARTMENT_OF: Readonly<Record<CardKind, Department | 'commander'>> = {
  ahead: 'nav', turn: 'nav', guns: 'ops', torpedo: 'ops', scout: 'ops', smoke: 'eng', repair: 'eng', mines: 'eng', signals: 'commander', swordfish: 'commander',
};

export const KINDS_OF: Readonly<Record<Department, readonly CardKind[]>> = { nav: ['ahead', 'turn'], ops: ['guns', 'torpedo', 'scout'], eng: ['smoke', 'repair', 'mines'] };

/** Cards used once and discarded (Torpedo Attacks 5, Smoke 4, Mines 4, Send Signals 5); the rest "may be reused". */
export const DISCARDED: readonly CardKind[] = ['torpedo', 'smoke', 'mines', 'signals', 'swordfish'];

/** Execution Phase 1: the Card Precedence, first resolved first; ties are simultaneous. */
export const PRECEDENCE: readonly CardKind[] = ['swordfish', 'torpedo', 'smoke', 'guns', 'scout', 'ahead', 'repair', 'mines', 'signals'];
/** Ahead and Turn are both "Any Movement Card" in the precedence. */
export const precedenceOf = (k: CardKind): number => (k === 'turn' ? PRECEDENCE.indexOf('ahead') : PRECEDENCE.indexOf(k));

export const MOVEMENT: readonly CardKind[] = ['ahead', 'turn'];

/** A card's kind from its id (`guns-3`). */
export const kindOf = (card: string): CardKind => card.replace(/-\d+$/, '') as CardKind;

export const pileId = (ship: string, what: 'nav' | 'ops' | 'eng' | 'special' | 'hand' | 'played' | 'spent' | 'out' | 'lost'): string => `${ship}-${what}`;

/** How many cards of each kind a ship's deck holds (Game Card Decks; games/sink-the-bismarck/game.yaml). */
export function deckCounts(d: StbData, ship: ShipData, sc?: ScenarioData): Record<CardKind, number> {
  const removed = sc?.removeCards?.[ship.id] ?? [];
  const n = (k: CardKind, count: number) => (removed.includes(k) ? 0 : count);
  return {
    ahead: n('ahead', d.deck.ahead), turn: n('turn', d.deck.turn),
    guns: n('guns', ship.turrets.fore + ship.turrets.aft),
    torpedo: n('torpedo', d.deck.torpedo), scout: n('scout', ship.scoutPlane ? d.deck.scout : 0),
    smoke: n('smoke', d.deck.smoke), repair: n('repair', d.deck.repair), mines: n('mines', ship.minelayer ? d.deck.mines : 0),
    signals: d.deck.signals,
    swordfish: sc?.swordfish?.includes(ship.id) ? d.deck.swordfish : 0,
  };
}

const ids = (kind: CardKind, n: number): string[] => Array.from({ length: n }, (_, i) => `${kind}-${i + 1}`);

/** A ship's piles at the start of a battle: every card with its department, nothing in hand. */
export function shipPiles(d: StbData, ship: ShipData, commander: string, sc?: ScenarioData): Record<string, CardPile> {
  const counts = deckCounts(d, ship, sc);
  const side: Side = ship.side;
  const out: Record<string, CardPile> = {};
  const add = (p: CardPile) => { out[p.id] = p; };
  for (const dept of DEPARTMENTS) add({ id: pileId(ship.id, dept), cards: KINDS_OF[dept].flatMap((k) => ids(k, counts[k])), audience: seatsOnly(`${side}/${dept}`), ordered: true });
  // The commander's own cards: Send Signals ("each ship commander ... holds one"), and the Swordfish Attack he must play (Battle 2).
  add({ id: pileId(ship.id, 'special'), cards: [...ids('signals', counts.signals), ...ids('swordfish', counts.swordfish)], audience: seatsOnly(commander), ordered: false });
  add({ id: pileId(ship.id, 'hand'), cards: [], audience: sidesOnly(side), ordered: false });
  add({ id: pileId(ship.id, 'played'), cards: [], audience: everyone, ordered: true });
  add({ id: pileId(ship.id, 'spent'), cards: [], audience: everyone, ordered: true });
  add({ id: pileId(ship.id, 'out'), cards: [], audience: sidesOnly(side), ordered: true });
  add({ id: pileId(ship.id, 'lost'), cards: [], audience: sidesOnly(side), ordered: true });
  return out;
}
