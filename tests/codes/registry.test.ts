/**
 * One registry of codes (issue 11 §6): every code registered once with its owner, the types
 * admit only registered codes, and every code produced reaches the tracer.
 */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { allCodes, liveCodes } from '../../src/codes/catalogue.js';
import { codeInfo, defineCodes, message, noteCode, registeredCodes, setCodeSink } from '../../src/codes/registry.js';
import { AdmiraltyError } from '../../src/pipeline/errors.js';
import { GWAS_CODES } from '../../src/games/gwas/codes.js';
import { parseOrders } from '../../src/orders/parse.js';

// Each test may install its own sink; the tracer's (when the suite runs with it) comes back after.
let tracer: ReturnType<typeof setCodeSink> = null;
beforeEach(() => { tracer = setCodeSink(null); setCodeSink(tracer); });
afterEach(() => { setCodeSink(tracer); });

describe('the registry of codes (issue 11 §6)', () => {
  it('registers a game table under its owner and fills its templates', () => {
    setCodeSink(() => {}); // a table made up for this test is no code of Admiralty's: not traced
    const gw = defineCodes('testgame', { TG2999: { severity: 'warning', template: "Fleet '{fleet}' is lost.", rule: '5.1' } });
    expect(message('TG2999', { fleet: 'x' })).toBe("Fleet 'x' is lost.");
    expect(gw.TG2999.severity).toBe('warning');
    expect(codeInfo('TG2999')).toMatchObject({ code: 'TG2999', owner: 'testgame', rule: '5.1' });
  });

  it('refuses a code defined twice, a malformed code and a malformed owner', () => {
    expect(() => defineCodes('clash', { ADM1001: { severity: 'info', template: 'clash' } })).toThrow(/defined twice/);
    expect(() => defineCodes('bad', { adm1: { severity: 'info', template: 'x' } })).toThrow(/malformed code/);
    expect(() => defineCodes('Bad Owner', { ZZ9999: { severity: 'info', template: 'x' } })).toThrow(/malformed owner/);
  });

  it('gives a titled code (message composed where raised) its title, an unknown code its parameters', () => {
    setCodeSink(() => {});
    expect(message('GW2010')).toBe(GWAS_CODES.GW2010.title);
    expect(message('QQ0000', { a: 1 })).toBe('QQ0000: {"a":1}');
  });

  it('holds every shared and game code, each with an owner, a severity and a template or a title', () => {
    const all = allCodes();
    const codes = all.map((c) => c.code);
    expect(new Set(codes).size).toBe(codes.length);
    for (const prefix of ['ADM1', 'ADM2', 'ADM3', 'ADM5', 'ML40', 'ML49', 'GW2']) expect(codes.some((c) => c.startsWith(prefix)), prefix).toBe(true);
    for (const c of all) {
      expect(['error', 'warning', 'info'], c.code).toContain(c.severity);
      expect((c.template ?? c.title ?? '').length, c.code).toBeGreaterThan(0);
      expect(c.owner, c.code).toMatch(/^[a-z][a-z0-9-]*$/);
    }
    // Great War at Sea's codes each cite their rule section.
    for (const c of all.filter((x) => x.owner === 'gwas')) expect(c.rule, c.code).toMatch(/^\d+(\.\d+)*$/);
    expect(liveCodes().length).toBe(all.filter((c) => !c.retired).length);
    expect(registeredCodes().map((c) => c.code)).toEqual([...codes].sort());
  });

  it('an AdmiraltyError takes only a registered code, and its message comes from the template', () => {
    const e = new AdmiraltyError('ADM3002', { campaign: 'x' });
    expect(e.message).toBe("no campaign 'x' (see 'admiralty status' for the list)");
    expect(e.code).toBe('ADM3002');
    // @ts-expect-error: ADM9999 is not a registered code
    expect(() => new AdmiraltyError('ADM9999', {})).not.toThrow();
    // @ts-expect-error: a game's code is never raised as an AdmiraltyError
    void (() => new AdmiraltyError('GW2010', {}));
    // An ML code raised as an error carries the detail as composed where it arose.
    expect(new AdmiraltyError('ML4051', "campaign 'x' is over").message).toBe("campaign 'x' is over");
  });

  it('hands every code produced to the tracer: codeInfo, message, errors, noteCode and the orders parser', () => {
    const seen: string[] = [];
    setCodeSink((c) => seen.push(c));
    codeInfo('ADM1001');
    message('ADM1002', { key: 'k' });
    void new AdmiraltyError('ADM3001', { game: 'g' });
    void new AdmiraltyError('ML4051', 'detail');
    noteCode('GW2010');
    parseOrders('fleets: [', { type: 'object' });
    expect(seen.slice(0, 5)).toEqual(['ADM1001', 'ADM1002', 'ADM3001', 'ML4051', 'GW2010']);
    expect(seen.slice(5).some((c) => c.startsWith('ADM10'))).toBe(true);
    expect(codeInfo('NOPE0000')).toBeUndefined();
    expect(seen).not.toContain('NOPE0000');
  });
});
