/**
 * The intelligence ledger's questions (src/fairplay/ledger.ts `queryLedger`, the `intel` command's
 * answer): what a side was told, through a turn, of a kind, about a ship, fleet or contact, and
 * when it was first told of it and first told of it by name. For disputes ("when did the Allies
 * first know it was Goeben?"), so an answer must never put a side's knowledge earlier or later
 * than its reports did. A ledger written out here; the whole-campaign check is fairplay.test.ts §5.
 * Written for the fair-play mutation run (issue 18).
 */
import { describe, expect, it } from 'vitest';
import { queryLedger, type IntelEntry } from '../../src/fairplay/ledger.js';

const names = { goeben: 'Goeben', breslau: 'Breslau', 'battlecruiser-squadron': 'Battlecruiser Squadron' };

const entry = (turn: number, event: number, kind: IntelEntry['kind'], about: string[], concerns: string[] = [], zone: string | null = 'W31'): IntelEntry =>
  ({ turn, event, kind, zone, about, text: `${kind} ${turn}:${event}`, concerns });

/**
 * Turn 2 weather; turn 3 a contact that named nothing (the umpire knows it was Goeben); turn 4 the
 * battle against her, named; turn 5 Breslau seen; turn 6 contact C6-1 by its id alone.
 */
const LEDGER: IntelEntry[] = [
  entry(2, 0, 'weather', [], [], null),
  entry(3, 4, 'contact', ['C3-1'], ['goeben']),
  entry(4, 2, 'battle', ['C3-1', 'goeben'], ['goeben']),
  entry(5, 1, 'contact', ['breslau'], ['breslau']),
  entry(6, 3, 'contact', ['C6-1'], ['breslau']),
];
const turns = (a: { entries: readonly IntelEntry[] }) => a.entries.map((e) => `${e.turn}:${e.event}`);

describe('the intelligence ledger answers what a side was told', () => {
  it('asked nothing: every entry, each counted as named, from the first turn on', () => {
    const a = queryLedger(LEDGER, names, {});
    expect(turns(a)).toEqual(['2:0', '3:4', '4:2', '5:1', '6:3']);
    expect(a.entries.every((e) => e.named)).toBe(true);
    expect(a).toMatchObject({ firstTurn: 2, firstNamed: 2, subjects: [] });
  });

  it('through turn N: the entries of turns up to N, N included', () => {
    expect(turns(queryLedger(LEDGER, names, { throughTurn: 4 }))).toEqual(['2:0', '3:4', '4:2']);
    expect(queryLedger(LEDGER, names, { throughTurn: 1 })).toEqual({ entries: [], firstTurn: null, firstNamed: null, subjects: [] });
  });

  it('of one kind: only that kind', () => {
    expect(turns(queryLedger(LEDGER, names, { kind: 'contact' }))).toEqual(['3:4', '5:1', '6:3']);
  });

  it('about a ship by name, in any case and with blanks: first told (unnamed) at the contact, by name at the battle', () => {
    const a = queryLedger(LEDGER, names, { about: '  gOEBEN ' });
    expect(a.subjects).toEqual(['goeben']);
    expect(a.entries.map((e) => [`${e.turn}:${e.event}`, e.named])).toEqual([['3:4', false], ['4:2', true]]);
    expect(a.firstTurn).toBe(3);
    expect(a.firstNamed).toBe(4);
  });

  it('about a ship by id: the same answer', () => {
    const byId = queryLedger(LEDGER, { ...names, goeben: 'SMS Goeben' }, { about: 'GOEBEN' });
    expect(byId.subjects).toEqual(['goeben']);
    expect(turns(byId)).toEqual(['3:4', '4:2']);
  });

  it('about a fleet by its name alone (its id is another word): the id the name belongs to', () => {
    const fleets = [entry(1, 0, 'movement', ['battlecruiser-squadron']), entry(2, 1, 'movement', ['goeben'])];
    const a = queryLedger(fleets, names, { about: 'battlecruiser squadron' });
    expect(a.subjects).toEqual(['battlecruiser-squadron']);
    expect(turns(a)).toEqual(['1:0']);
  });

  it('about a ship by an id no entry names (the umpire\'s record alone ties it): found through its id', () => {
    const a = queryLedger([entry(3, 4, 'contact', ['C3-1'], ['goeben'])], { goeben: 'SMS Goeben' }, { about: 'GOEBEN' });
    expect(a.subjects).toEqual(['goeben']);
    expect(a.entries.map((e) => e.named)).toEqual([false]);
  });

  it('about a contact the side knows only by its id (no name for it): the entries that name it', () => {
    const a = queryLedger(LEDGER, names, { about: 'c3-1' });
    expect(a.subjects).toEqual(['C3-1']);
    expect(turns(a)).toEqual(['3:4', '4:2']);
    expect(a.entries.every((e) => e.named)).toBe(true);
    expect(a).toMatchObject({ firstTurn: 3, firstNamed: 3 });
  });

  it('a subject both named and in the entries is listed once', () => {
    expect(queryLedger(LEDGER, names, { about: 'breslau' }).subjects).toEqual(['breslau']);
  });

  it('about a ship never told of by name in the turns asked: first told, never by name', () => {
    const a = queryLedger(LEDGER, names, { about: 'Breslau', throughTurn: 4 });
    expect(a).toEqual({ entries: [], firstTurn: null, firstNamed: null, subjects: ['breslau'] });
    const later = queryLedger(LEDGER, names, { about: 'Breslau', kind: 'contact' });
    expect(later.entries.map((e) => [`${e.turn}:${e.event}`, e.named])).toEqual([['5:1', true], ['6:3', false]]);
  });

  it('a contact the umpire alone ties to a ship is never counted as told by name', () => {
    const a = queryLedger([entry(3, 4, 'contact', ['C3-1'], ['goeben'])], names, { about: 'Goeben' });
    expect(a).toMatchObject({ firstTurn: 3, firstNamed: null });
  });

  it('about something the side was never told of: nothing', () => {
    expect(queryLedger(LEDGER, names, { about: 'Inflexible' })).toEqual({ entries: [], firstTurn: null, firstNamed: null, subjects: [] });
  });
});
