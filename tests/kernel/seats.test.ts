// Seats below sides and who sees what (docs/design/seam.md, rule 2 and §3): a seat is a role
// within a side; events may be addressed to seats as well as sides; a seat sees its side's
// events, its own seat's events and everyone's, and nothing addressed to another seat of its side.
import { describe, expect, it } from 'vitest';
import { canonicalJson } from '../../src/kernel/canonical.js';
import { canSee, eventsFor, everyone, seatsOnly, sidesOnly, umpireOnly, type GameEvent } from '../../src/kernel/events.js';
import { isSeatId, roleOf, seatOf, sideOf } from '../../src/kernel/seats.js';

describe('rule 2: seat ids', () => {
  it("rule 2: a one-seat side's seat id is the side id", () => {
    expect(seatOf('allied', null)).toBe('allied');
    expect(sideOf('allied')).toBe('allied');
    expect(roleOf('allied')).toBeNull();
    expect(isSeatId('allied')).toBe(true);
  });

  it('rule 2: other seats are side/role, and sideOf is the text before the slash', () => {
    expect(seatOf('british', 'admiral')).toBe('british/admiral');
    expect(sideOf('british/admiral')).toBe('british');
    expect(roleOf('british/admiral')).toBe('admiral');
    expect(sideOf('blue/scout')).toBe('blue');
  });

  it.each(['', 'umpire', 'umpire/clerk', 'British', 'british/', '/admiral', 'british/admiral/aide', 'british admiral', '3rd', `a${'b'.repeat(32)}`, `british/${'c'.repeat(33)}`, 'british/3rd'])(
    'isSeatId refuses %j: not a side, not side/role, or the umpire, who is no seat',
    (text) => {
      expect(isSeatId(text)).toBe(false);
    },
  );

  it.each(['central', 'british/flag-captain', 'red', 'blue/captain', 'german/eng2', `a${'b'.repeat(31)}`, `british/${'c'.repeat(32)}`])('isSeatId accepts %j (each part up to 32 characters)', (text) => {
    expect(isSeatId(text)).toBe(true);
  });

  it('seatOf refuses to build what isSeatId refuses', () => {
    expect(() => seatOf('umpire', null)).toThrow(/not a seat id/);
    expect(() => seatOf('british', 'Admiral')).toThrow(/not a seat id/);
  });
});

describe('§3 seat audiences', () => {
  it('seatsOnly names each seat once, in sorted order, so equal audiences serialise equally', () => {
    expect(seatsOnly('british/ops', 'british/admiral', 'british/ops')).toEqual({ to: 'seats', seats: ['british/admiral', 'british/ops'] });
    expect(canonicalJson(seatsOnly('blue/scout', 'red'))).toBe(canonicalJson(seatsOnly('red', 'blue/scout')));
  });

  it('seatsOnly refuses a misspelt seat, which would hide the event from everyone', () => {
    expect(() => seatsOnly('british/Admiral')).toThrow(/not a seat id/);
    expect(() => seatsOnly('umpire')).toThrow(/not a seat id/);
  });

  const ev = (seq: number, audience: GameEvent['audience']): GameEvent => ({ seq, turn: 1, step: 's', rule: '1', type: 't', audience, data: null });
  // Two sides: british with three seats, german with one seat spelt like the side (rule 2).
  const events = [
    ev(0, everyone),
    ev(1, umpireOnly),
    ev(2, sidesOnly('british')),
    ev(3, sidesOnly('german')),
    ev(4, seatsOnly('british/ops')),
    ev(5, seatsOnly('british/admiral')),
    ev(6, seatsOnly('german')),
    ev(7, seatsOnly('british/ops', 'german')),
    ev(8, sidesOnly('british', 'german')),
  ];
  const seen = (viewer: string) => eventsFor(events, viewer).map((e) => e.seq);

  it("§3 a seat sees everyone's events, its side's events and its own seat's events", () => {
    expect(seen('british/ops')).toEqual([0, 2, 4, 7, 8]);
  });

  it('§3 the wall inside a side: a seat does not see what is addressed to another seat of its side', () => {
    expect(seen('british/admiral')).toEqual([0, 2, 5, 8]);
    expect(seen('british/admiral')).not.toContain(4);
    expect(seen('british/captain')).toEqual([0, 2, 8]);
  });

  it("§3 a side's view (the side id as viewer) sees side-addressed events, not seat-addressed ones of a multi-seat side", () => {
    expect(seen('british')).toEqual([0, 2, 8]);
  });

  it("rule 2: a one-seat side's seat is the side, so it sees both its side's and its seat's events", () => {
    expect(seen('german')).toEqual([0, 3, 6, 7, 8]);
  });

  it('the umpire sees every event; a seat sees no umpire event and nothing of the other side', () => {
    expect(seen('umpire')).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8]);
    for (const viewer of ['british/ops', 'british/admiral', 'british', 'german']) expect(canSee(events[1], viewer)).toBe(false);
    expect(canSee(events[3], 'british/ops')).toBe(false);
    expect(canSee(events[4], 'german')).toBe(false);
  });

  it('a sides audience is matched by side, not by text: british/ops does not see an event for "british/ops" as a side', () => {
    // A sides audience names sides; a seat id placed in it by mistake reaches nobody but the umpire.
    expect(canSee({ audience: { to: 'sides', sides: ['british/ops'] } }, 'british/ops')).toBe(false);
  });
});
