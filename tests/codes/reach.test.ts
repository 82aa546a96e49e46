/**
 * The reachability rule (issue 11 §6): each live code has a test that produces it, except those
 * tests/codes/unreached.json lists, and that list only shrinks. The check itself runs in the
 * summary reporter at the end of a full `npm test`; here the rule and the list are tested.
 */
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { liveCodes } from '../../src/codes/catalogue.js';
import { checkReach, reachFailed, readTrace, readUnreached } from '../support/code-reach.js';

describe('the reachability rule', () => {
  it('passes when every live code was produced or is listed as unreached', () => {
    const r = checkReach(['A0001', 'A0002', 'A0003'], new Set(['A0001', 'A0002']), ['A0003']);
    expect(reachFailed(r)).toBe(false);
    expect(r.reached).toBe(2);
  });

  it('fails on a live code never produced and not listed', () => {
    const r = checkReach(['A0001', 'A0002'], new Set(['A0001']), []);
    expect(r.missing).toEqual(['A0002']);
    expect(reachFailed(r)).toBe(true);
  });

  it('names a listed code that was produced, to be removed from the list, without failing a run that reached it by timing', () => {
    const r = checkReach(['A0001'], new Set(['A0001']), ['A0001']);
    expect(r.stale).toEqual(['A0001']);
    expect(reachFailed(r)).toBe(false);
  });

  it('fails on a listed code that is not live, and on a produced code never registered', () => {
    const r = checkReach(['A0001'], new Set(['A0001', 'B0001']), ['C0001']);
    expect(r.unknown).toEqual(['C0001']);
    expect(r.unregistered).toEqual(['B0001']);
    expect(reachFailed(r)).toBe(true);
  });

  it('reads the union of what every traced process wrote', () => {
    const dir = mkdtempSync(join(tmpdir(), 'admiralty-trace-'));
    writeFileSync(join(dir, 'codes-1.txt'), 'A0001\nA0002\n');
    writeFileSync(join(dir, 'codes-2.txt'), 'A0002\nA0003\n');
    writeFileSync(join(dir, 'other.txt'), 'Z0000\n');
    expect([...readTrace(dir)].sort()).toEqual(['A0001', 'A0002', 'A0003']);
    expect(readTrace(join(dir, 'absent')).size).toBe(0);
  });
});

describe('tests/codes/unreached.json', () => {
  it('lists live codes only, sorted, each once', () => {
    const list = readUnreached();
    const live = new Set(liveCodes().map((c) => c.code));
    for (const c of list) expect(live.has(c), c).toBe(true);
    expect(list).toEqual([...new Set(list)].sort());
  });

  it('a retired code looked up by a test (what replaced it?) is registered, not unknown; a code nobody registered still fails', () => {
    const r = checkReach(['A0002'], new Set(['A0001', 'A0002']), [], ['A0001', 'A0002']);
    expect(r.unregistered).toEqual([]);
    expect(reachFailed(r)).toBe(false);
    expect(checkReach(['A0002'], new Set(['A0001', 'A0002', 'Z9999']), [], ['A0001', 'A0002']).unregistered).toEqual(['Z9999']);
  });
});
