/**
 * Issue 11 "How we will know": the test-only game Lantern (tests/games/lantern/game.ts; three
 * seats over two sides, two exchanges a turn, one hidden deck) through the command line: a
 * campaign to its end with orders per seat, the wall inside blue's side, replay, a bundle round
 * trip, an amended replay, a rollback, and `verify-dice` with the cards. The daemon over the mail
 * folder is tests/mail/lantern-mail.test.ts; the fog property test is the conformance suite's
 * (tests/conformance/lantern.conformance.test.ts).
 */
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cli } from './fairplay/helpers.js';
import { registerGame } from '../src/pipeline/games.js';
import { lanternAdapter } from './games/lantern/game.js';

let unregister: () => void;
beforeAll(() => { unregister = registerGame(lanternAdapter); });
afterAll(() => unregister());

const admiralty = (home: string, ...args: string[]) => cli(home)(...args);

describe('Lantern through the command line (issue 11: seats, exchanges, a hidden deck)', () => {
  it('a campaign to its end; the wall; replay, bundle, amended replay, rollback and verify-dice with the cards', async () => {
    const home = mkdtempSync(join(tmpdir(), 'admiralty-lantern-'));
    const run = async (...args: string[]): Promise<string> => {
      const r = await admiralty(home, ...args);
      expect(r.err, args.join(' ')).toBe('');
      expect(r.code, args.join(' ')).toBe(0);
      return r.out;
    };
    const file = (name: string, json: object): string => { const f = join(home, name); writeFileSync(f, JSON.stringify(json)); return f; };
    await run('new', 'coves', '--scenario', 'test-lantern/coves');
    // Turn 1: red hides in 4; the lookout watches 4 and does not signal: he alone knows.
    await run('orders', 'submit', 'coves', '--side', 'red', file('r1.json', { cove: 4 }));
    await run('orders', 'submit', 'coves', '--side', 'blue/lookout', file('l1.json', { cove: 4, signal: false }));
    await run('turn', 'coves');
    const lookout = await run('report', 'coves', '--side', 'blue/lookout', '--turn', '1');
    const captain = await run('report', 'coves', '--side', 'blue/captain', '--turn', '1');
    expect(lookout).toContain('lantern.sighted {"cove":4}');
    expect(lookout).toMatch(/hand: \w+/);
    expect(captain).not.toContain('lantern.sighted');
    expect(captain).toContain('hand: 1 card(s)');
    expect(JSON.parse(await run('report', 'coves', '--side', 'blue/captain', '--orders-form'))).toEqual({ ask: 'cove to strike?', strike: null });
    // The captain strikes blind; turn 2: the lookout watches 4 again and signals.
    await run('orders', 'submit', 'coves', '--side', 'blue/captain', file('c1.json', { strike: 2 }));
    await run('turn', 'coves');
    await run('orders', 'submit', 'coves', '--side', 'red', file('r2.json', { cove: 4 }));
    await run('orders', 'submit', 'coves', '--side', 'blue/lookout', file('l2.json', { cove: 4, signal: true }));
    await run('turn', 'coves');
    expect(await run('report', 'coves', '--side', 'blue/captain', '--turn', '2')).toContain('lantern.signal {"cove":4}');
    expect(await run('report', 'coves', '--side', 'red', '--turn', '2')).not.toContain('lantern.signal');
    await run('orders', 'submit', 'coves', '--side', 'blue/captain', file('c2.json', { strike: 4 }));
    await run('turn', 'coves');
    // Turn 3 in silence: two exchanges, nobody answers; the campaign ends.
    await run('turn', 'coves');
    await run('turn', 'coves');
    expect(await run('status', 'coves')).toMatch(/over/);

    const replay = await run('replay', 'coves');
    expect(replay).toContain('turn 2, exchange 2: match');
    expect(replay).toContain('replay matches the journal (6 turns');
    // A bundle of turn 2's strike, round trip.
    const bundle = join(home, 'b.json');
    await run('bundle', 'coves', '--turn', '2', '--exchange', '2', bundle);
    expect(await run('bundle', 'verify', bundle)).not.toMatch(/FAIL/);
    // An amended replay: had the lookout watched 5 in turn 2 he would not have signalled.
    const amended = await run('replay', 'coves', '--turn', '2', '--exchange', '1', '--amend', `blue/lookout=${file('l2b.json', { cove: 5, signal: true })}`);
    expect(amended).toContain('AMENDED REPLAY');
    // The captain would not have been told of the sighting: his report loses the signal and its card.
    const captainDiff = amended.slice(amended.indexOf('WHAT BLUE/CAPTAIN WOULD HAVE BEEN TOLD'));
    expect(captainDiff).toMatch(/-- 2 lantern\.signal \{"cove":4\}/);
    expect(amended).toMatch(/piles\.played\.cards: \["\w+"\] → \[\]/);
    // verify-dice at the end: every die and every card.
    const dice = await run('verify-dice', 'coves');
    expect(dice).toMatch(/cards: 1 shuffles, 3 draws, 1 moves replayed/);
    // Roll back to the end of turn 2, exchange 1: the strike is pending again, for the captain alone.
    const back = await run('rollback', 'coves', '--to', '2', '--exchange', '1', '--reason', 'a test', '--no-mail');
    expect(back).toMatch(/rolled back/i);
    expect(JSON.parse(await run('report', 'coves', '--side', 'blue/captain', '--orders-form'))).toEqual({ ask: 'cove to strike?', strike: null });
    expect(await run('replay', 'coves')).toContain('replay matches the journal');
  });
});
