// Sink the Bismarck!: the Planning Phase (x1 `staff`) and the wall inside a side, from the departments' orders.
import { describe, expect, it } from 'vitest';
import { eventsFor } from '../../src/kernel/events.js';
import { kindOf } from '../../src/games/sink-the-bismarck/cards.js';
import { codes, fresh, ofType, step } from './helpers.js';

const offer = (seat: string, body: string) => `game: sink-the-bismarck\nseat: ${seat}\nturn: 1\noffer:\n${body}`;

describe('Game Description: only up to two departments may contribute to the four action cards of a ship', () => {
  it('Game Description 2: with NAV, OPS and ENG all offering to Hood, the hand takes NAV and OPS and ENG keeps its cards', () => {
    const { state, events } = step(fresh(), {
      'british/nav': offer('british/nav', '  hood: [ahead]\n'),
      'british/ops': offer('british/ops', '  hood: [guns, torpedo]\n'),
      'british/eng': offer('british/eng', '  hood: [smoke]\n'),
    });
    expect(state.piles['hood-hand'].cards.map(kindOf).sort()).toEqual(['ahead', 'guns', 'torpedo']);
    expect(ofType(events, 'stb.hand').find((h) => h.ship === 'hood')).toMatchObject({ from: ['nav', 'ops'], refused: ['eng'] });
    expect(state.piles['hood-eng'].cards.filter((c) => kindOf(c) === 'smoke')).toHaveLength(2);
  });
  it('Planning Phase 1: four cards at most: a fifth offered card stays with its department', () => {
    const { state } = step(fresh(), {
      'british/nav': offer('british/nav', '  hood: [ahead, ahead, turn]\n'),
      'british/ops': offer('british/ops', '  hood: [guns, guns]\n'),
    });
    expect(state.piles['hood-hand'].cards.map(kindOf).sort()).toEqual(['ahead', 'ahead', 'guns', 'turn']);
    expect(state.piles['hood-ops'].cards.filter((c) => kindOf(c) === 'guns')).toHaveLength(3);
  });
  it('Planning Phase 1: a department that answers but names no card for a ship offers it nothing; a silent one gives the standing offer', () => {
    const { state } = step(fresh(), { 'british/nav': offer('british/nav', '  prince-of-wales: [turn]\n') });
    expect(state.piles['hood-hand'].cards.map(kindOf).sort()).toEqual(['guns', 'guns']);
    expect(state.piles['prince-of-wales-hand'].cards.map(kindOf).sort()).toEqual(['guns', 'guns', 'turn']);
    expect(state.piles['bismarck-hand'].cards.map(kindOf).sort()).toEqual(['ahead', 'guns', 'guns', 'turn']);
  });
  it('Planning Phase 2: the hand goes to its side; the enemy learns only how many cards lie face down', () => {
    const { state, events } = step(fresh());
    const hood = state.piles['hood-hand'].cards;
    const german = eventsFor(events, 'german/admiral');
    expect(JSON.stringify(german.filter((e) => e.type !== 'cards.count' && e.type !== 'stb.hand-size'))).not.toContain('hood-hand');
    expect(ofType(german, 'stb.hand-size').find((h) => h.ship === 'hood')).toMatchObject({ count: 4 });
    expect(ofType(eventsFor(events, 'british/eng'), 'stb.hand').find((h) => h.ship === 'hood')!.cards).toEqual(hood);
  });
  it('the wall inside a side: the NAV DEPT does not see what OPS moved from its own pile, only the hand', () => {
    const { events } = step(fresh());
    const nav = eventsFor(events, 'british/nav');
    expect(nav.some((e) => e.type === 'cards.move' && (e.data as { from: string }).from === 'hood-ops' && (e.data as { to: string }).to !== 'hood-hand')).toBe(false);
    expect(nav.filter((e) => e.type === 'cards.count' && (e.data as { pile: string }).pile === 'hood-ops').length).toBeGreaterThan(0);
  });
});

describe('the departments\' orders as the referee checks them', () => {
  const s = fresh();
  it('SB1503: a department offers only its own cards (NAV, OPS, ENG DEPT CARDS)', () => {
    expect(codes(s, 'british/nav', offer('british/nav', '  hood: [guns]\n'))).toEqual(['SB1503']);
  });
  it('Game Card Decks (SB1504): no more cards of a kind than the department holds (3 Ahead per deck)', () => {
    expect(codes(s, 'british/nav', offer('british/nav', '  hood: [ahead, ahead, ahead, ahead]\n'))).toEqual(['SB1504']);
  });
  it('SB1505: four cards a ship at most', () => {
    expect(codes(s, 'british/ops', offer('british/ops', '  hood: [guns, guns, torpedo, torpedo, torpedo]\n'))).toEqual(['SB1505']);
  });
  it('SB1502: only ships of one\'s own side', () => {
    expect(codes(s, 'british/nav', offer('british/nav', '  bismarck: [ahead]\n'))).toEqual(['SB1502']);
  });
  it('SB1501: a department writes no cards: list, which is the commander\'s', () => {
    expect(codes(s, 'british/nav', 'turn: 1\ncards:\n  - { card: ahead }\n')).toEqual(['SB1501']);
  });
});
