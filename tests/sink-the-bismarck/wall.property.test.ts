// Sink the Bismarck!, issue 15 third part, item 5: over random games, in both modes and with Send
// Signals and messages in play, no seat ever sees a card, hand, order or message its role may not
// see, within its own side included, an extended game's second battle included; hands always
// hold what the rules allow (Game Description; Planning Phase 1; Send Signals 1, 3). The table (ships, positions, damage, planes) is in the open
// in this game ("The game can be played ... on a large table top"): every seat sees every position.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { eventsFor } from '../../src/kernel/events.js';
import { SEATS, type StbState } from '../../src/games/sink-the-bismarck/state.js';
import { buildView } from '../../src/games/sink-the-bismarck/views.js';
import { DEPARTMENT_OF, kindOf, pileId } from '../../src/games/sink-the-bismarck/cards.js';
import { data } from './helpers.js';
import { battle } from './battle.js';

const meta = { campaign: 'wall', deadline: null };
const PILE = /^(.*)-(nav|ops|eng|special|hand|played|spent|out|lost)$/;
const nameOf = (ship: string) => data().ships.find((x) => x.id === ship)!.name;

const sideOf = (ship: string) => data().ships.find((x) => x.id === ship)!.side;
/** The commander of a ship in a scenario (an extended game's second battle deals the new ships' decks at the start). */
const commanderIn = (scenario: string, ship: string): string | undefined => {
  const sc = data().scenarios.find((x) => x.id === scenario)!;
  const c = sc.commanders[sideOf(ship)];
  return c.admiral === ship ? `${sideOf(ship)}/admiral` : c.captain === ship ? `${sideOf(ship)}/captain` : undefined;
};
/** A ship's one commander in these games: Battle 1's, or for a ship of Battle 2 only, Battle 2's (Bismarck's is german/admiral in both). */
const commanderOf = (ship: string): string | undefined => commanderIn('denmark-strait', ship) ?? commanderIn('last-battle', ship);

/** What one seat may see of the piles, by its role (cards.ts): its department's piles, its side's hands, its own Send Signals card. */
function pilesSeen(st: StbState, seat: string): void {
  const [side, role] = seat.split('/');
  for (const p of buildView(data(), st, [], seat, meta).piles) {
    const [, ship, what] = PILE.exec(p.id)!;
    const own = sideOf(ship) === side;
    if (what === 'nav' || what === 'ops' || what === 'eng') expect(own && role === what, `${seat} sees ${p.id}`).toBe(true);
    if (what === 'special') expect(commanderOf(ship), `${seat} sees ${p.id}`).toBe(seat);
    if (what === 'hand' || what === 'out' || what === 'lost') expect(own, `${seat} sees ${p.id}`).toBe(true);
  }
}

/** The hands allowed (Planning Phase 1; Send Signals 3): four cards at most, two departments at most with the cards turned this hand. */
function handsAllowed(st: StbState): number {
  let cards = 0;
  for (const ship of Object.keys(st.ships)) {
    const hand = st.piles[pileId(ship, 'hand')].cards;
    const turned = st.piles[pileId(ship, 'played')].cards.filter((c) => DEPARTMENT_OF[kindOf(c)] !== 'commander');
    expect(hand.length + turned.length, `${ship}'s hand`).toBeLessThanOrEqual(4);
    expect(new Set([...hand, ...turned].map((c) => DEPARTMENT_OF[kindOf(c)])).size, `${ship}'s departments`).toBeLessThanOrEqual(2);
    // The commander's line is exactly the hand's cards.
    if (st.lines?.[ship]) expect(st.lines[ship].map((c) => c.id).sort()).toEqual([...hand].sort());
    cards += hand.length;
  }
  return cards;
}

describe('the wall inside a side, over random games with Send Signals and messages (issue 15)', () => {
  it.each([['hand'], ['rounds'], ['extended']] as const)('mode %s: no seat sees another department\'s pile, a commander\'s order or a message not addressed to it; hands hold what the rules allow', (mode) => {
    const seen = { messages: 0, orders: 0, signals: 0, cards: 0, battles: 0 };
    fc.assert(fc.property(fc.integer({ min: 1, max: 2 ** 30 }), (seed) => {
      const { states, events } = battle(seed, mode === 'rounds' ? 'rounds' : undefined, mode === 'rounds' ? 40 : mode === 'extended' ? 40 : 14, mode === 'extended');
      const all = events.flat();
      states.forEach((st) => { seen.cards += handsAllowed(st); });
      seen.signals += all.filter((e) => e.type === 'stb.signals').length;
      seen.battles += all.filter((e) => e.type === 'stb.battle').length;
      for (const seat of SEATS) {
        for (const st of states.slice(1)) pilesSeen(st, seat);
        const mine = data().ships.filter((x) => commanderOf(x.id) === seat).map((x) => nameOf(x.id));
        for (const e of eventsFor(all, seat)) {
          const x = e.data as { from?: string; to?: string[]; ship?: string };
          // Messages: only their sender and recipients, all of one side.
          if (e.type === 'stb.message') { seen.messages++; expect([x.from, ...x.to!], `${seat} reads ${JSON.stringify(x)}`).toContain(seat); expect(new Set([x.from, ...x.to!].map((s) => s!.split('/')[0])).size).toBe(1); }
          // A commander's order of his cards is his alone (Send Signals 1).
          if (e.type === 'stb.ordered' || e.type === 'stb.line') { seen.orders++; expect(commanderOf(x.ship!), `${seat} sees ${e.type} of ${x.ship}`).toBe(seat); }
          // A department's offer summary is the Admiral's.
          if (e.type === 'stb.staff') expect(seat.endsWith('/admiral')).toBe(true);
          // Cards moved into a pile reach the pile's audience only (seam §4).
          if (e.type === 'cards.move' || e.type === 'cards.draw') {
            const to = (e.data as { to: string }).to;
            const [, ship, what] = PILE.exec(to)!;
            const own = sideOf(ship) === seat.split('/')[0];
            if (['nav', 'ops', 'eng'].includes(what)) expect(own && seat.endsWith(`/${what}`), `${seat} sees a move into ${to}`).toBe(true);
            if (['hand', 'out', 'lost'].includes(what)) expect(own, `${seat} sees a move into ${to}`).toBe(true);
          }
        }
        // The report's words say no more than the events: no message, order or card id of another seat.
        const words = buildView(data(), states[states.length - 1], all, seat, meta).lines.join('\n');
        for (const l of words.split('\n').filter((w) => w.includes('Your order for ') || w.includes('Your cards left in '))) expect(mine.some((n) => l.includes(n)), `${seat}: ${l}`).toBe(true);
        // A text is a leak only if no message the seat may read has the same words: the random
        // players write "note <n>" and two seats' numbers can coincide (seed 438652300 did).
        const readable = new Set(all.filter((x) => x.type === 'stb.message' && eventsFor([x], seat).length).map((x) => (x.data as { text: string }).text));
        for (const e of all.filter((x) => x.type === 'stb.message' && !eventsFor([x], seat).length)) {
          const text = (e.data as { text: string }).text;
          if (!readable.has(text)) expect(words).not.toContain(`"${text}"`);
        }
      }
    }), { numRuns: 6 });
    // Not vacuous: the games used the wall's doors.
    expect(seen.signals).toBeGreaterThan(0);
    expect(seen.messages).toBeGreaterThan(0);
    expect(seen.orders).toBeGreaterThan(0);
    expect(seen.cards).toBeGreaterThan(0);
    // An extended game reached its second battle (Sequence of Play, Battle 2).
    if (mode === 'extended') expect(seen.battles).toBeGreaterThan(0);
  }, 300_000);
});
