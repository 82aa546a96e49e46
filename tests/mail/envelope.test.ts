/**
 * What a player writes around his orders (src/mail/envelope.ts; README mail section, seam §2–3):
 * the subject tag or an `Admiralty:` line naming campaign, seat and turn (the line wins), the
 * `passphrase:` and `final:` lines taken out of the orders with line numbers kept, quotes and
 * signatures cut, orders in an attachment, and the plus-address that carries the secret. For the
 * survivors of the mail mutation run (issue 18).
 */
import { describe, expect, it } from 'vitest';
import { extractOrders, plusTokens, readEnvelope, stripQuotesAndSignature } from '../../src/mail/envelope.js';

describe('which campaign, seat and turn', () => {
  it('the subject tag, in any case, behind Re:/Fwd:; a seat of a side and an exchange (turn 3.2)', () => {
    expect(readEnvelope('Fwd: Re: [MED-1914] Central TURN 3 orders', '')).toEqual({ campaign: 'med-1914', side: 'central', turn: 3, moderator: false });
    expect(readEnvelope('[bis] british/ops turn 3.2 orders', '')).toEqual({ campaign: 'bis', side: 'british/ops', turn: 3, exchange: 2, moderator: false });
    expect(readEnvelope('[bis] british turn 3', '')).not.toHaveProperty('exchange');
  });

  it('the seat and the turn may be left out; "orders" and "turn" are not seats', () => {
    expect(readEnvelope('[med] orders', '')).toEqual({ campaign: 'med', side: undefined, turn: undefined, moderator: false });
    expect(readEnvelope('[med]', '')).toEqual({ campaign: 'med', side: undefined, turn: undefined, moderator: false });
    expect(readEnvelope('[med] turn 4', '').turn).toBe(4);
    expect(readEnvelope('[med] Moderator', '')).toEqual({ campaign: 'med', side: undefined, turn: undefined, moderator: true });
  });

  it('an Admiralty: line of its own wins over the subject; "#" before it and the word "turn" are fine', () => {
    expect(readEnvelope('[med] allied turn 1 orders', 'fleets:\n# Admiralty: ion central turn 2.3\n')).toEqual({ campaign: 'ion', side: 'central', turn: 2, exchange: 3, moderator: false });
    expect(readEnvelope('', '  Admiralty:med\n')).toEqual({ campaign: 'med', side: undefined, turn: undefined, moderator: false });
    // "turn" with no seat before it is the turn, not a seat called "turn" (the seat is then the sender's).
    expect(readEnvelope('', 'Admiralty: med turn 3')).toEqual({ campaign: 'med', side: undefined, turn: 3, moderator: false });
    // Not a line of its own: the subject is read.
    expect(readEnvelope('[med] allied', 'see Admiralty: ion central 2').campaign).toBe('med');
    expect(readEnvelope('[med] allied', 'Admiralty: ion central 2 please').campaign).toBe('med');
  });

  it('nothing named is nothing: no campaign, not the moderator', () => {
    expect(readEnvelope('my orders', 'fleets: {}')).toEqual({ moderator: false });
    expect(readEnvelope('[-med] central', '')).toEqual({ moderator: false });
  });
});

describe('quotes and signatures (issue 9 items 1 and 2)', () => {
  it('a quoted line is blanked, not removed: the lines below keep their numbers', () => {
    expect(stripQuotesAndSignature('a: 1\r\n> b: 2\r\nc: 3')).toBe('a: 1\n\nc: 3');
    expect(stripQuotesAndSignature('a: 1\r> b: 2')).toBe('a: 1\n');
  });

  it('everything from a signature separator on is cut: "-- ", "--", or a line of ten or more underscores', () => {
    expect(stripQuotesAndSignature('a: 1\n-- \nKarl\nb: 2')).toBe('a: 1');
    expect(stripQuotesAndSignature('a: 1\n--\nKarl')).toBe('a: 1');
    expect(stripQuotesAndSignature('a: 1\n  __________  \nKarl')).toBe('a: 1');
    expect(stripQuotesAndSignature('a: 1\n_________\nb: 2')).toBe('a: 1\n_________\nb: 2'); // nine: not a separator
    expect(stripQuotesAndSignature('a: 1\n--- \nb: 2')).toBe('a: 1\n--- \nb: 2'); // YAML's document marker stays
  });

  it('everything from the quoted original on is cut', () => {
    expect(stripQuotesAndSignature('a: 1\n\nOn Mon, 3 Aug 1914 at 07:00, Referee <referee@game.test> wrote:\n> b: 2\nc: 3\n')).toBe('a: 1\n');
    expect(stripQuotesAndSignature('a: 1\n-----Original Message-----\nb: 2')).toBe('a: 1');
  });
});

describe('the orders and the envelope lines in them', () => {
  it('passphrase and final are read and blanked; the last passphrase counts, in lower case; the orders end in one newline', () => {
    const x = extractOrders('Passphrase: AAA-BBB\nfleets:\npassphrase: ccc-ddd  \nFINAL: no # wait for Ann\n  a: 1\n\n\n  \n', []);
    expect(x).toEqual({ text: '\nfleets:\n\n\n  a: 1\n', passphrase: 'ccc-ddd', final: false, empty: false, origin: 'body' });
  });

  it('a passphrase line starts the line and holds one word (letters, digits, hyphens); the space after the colon may be left out', () => {
    expect(extractOrders('passphrase:abc-def\na: 1', [])).toMatchObject({ passphrase: 'abc-def', text: '\na: 1\n' });
    // Not at the start of its line: prose about the passphrase is neither read nor blanked.
    expect(extractOrders('note: my passphrase: abc-def\na: 1', [])).toMatchObject({ passphrase: undefined, text: 'note: my passphrase: abc-def\na: 1\n' });
    // Two words are not a secret: nothing is read (the line is still taken out of the orders).
    expect(extractOrders('passphrase: abc def\na: 1', [])).toMatchObject({ passphrase: undefined, text: '\na: 1\n' });
  });

  it('final: must start its line ("semifinal: no" is an order, not the envelope line); the space after the colon may be left out', () => {
    expect(extractOrders('semifinal: no\na: 1', [])).toMatchObject({ final: true, text: 'semifinal: no\na: 1\n' });
    expect(extractOrders('final:no\na: 1', [])).toMatchObject({ final: false, text: '\na: 1\n' });
    expect(extractOrders('final:\tyes\na: 1', [])).toMatchObject({ final: true, text: '\na: 1\n' });
  });

  it('final: false, no or off holds the early run; true, yes or on does not, and its line is blanked too', () => {
    for (const v of ['false', 'no', 'off', 'OFF']) expect(extractOrders(`final: ${v}\na: 1`, []).final).toBe(false);
    for (const v of ['true', 'yes', 'on']) expect(extractOrders(`final: ${v}\na: 1`, [])).toMatchObject({ final: true, text: '\na: 1\n' });
    expect(extractOrders('final: falsehood\na: 1', [])).toMatchObject({ final: true, text: 'final: falsehood\na: 1\n' });
  });

  it('an Admiralty: line is taken out of the orders', () => {
    expect(extractOrders('Admiralty: med central 1\na: 1', []).text).toBe('\na: 1\n');
  });

  it('orders in an attachment: its text (CRLF made LF) and name; the passphrase may be in the body or the attachment', () => {
    const inBody = extractOrders('passphrase: abc-def\n-- \nKarl', [{ filename: 'turn1.yaml', text: 'a: 1\r\nb: 2\r\n' }, { filename: 'other.yaml', text: 'c: 3' }]);
    expect(inBody).toEqual({ text: 'a: 1\nb: 2\n', passphrase: 'abc-def', final: true, empty: false, origin: 'turn1.yaml' });
    const inFile = extractOrders('see attached', [{ filename: 'o.yaml', text: 'passphrase: xyz\nfinal: off\na: 1' }]);
    expect(inFile).toMatchObject({ text: '\n\na: 1\n', passphrase: 'xyz', final: false });
    // Old Mac line ends (a bare CR) are line ends too, so the lines keep their numbers.
    expect(extractOrders('', [{ filename: 'mac.yaml', text: 'a: 1\rb: 2\r' }]).text).toBe('a: 1\nb: 2\n');
  });

  it('"empty" is a text with no "key:" line at all: prose is empty, a key after NBSP or in smart quotes is not', () => {
    expect(extractOrders('Hello, how do I play?\nThanks', []).empty).toBe(true);
    expect(extractOrders('\u00a0\u00a0goeben: 1', []).empty).toBe(false);
    expect(extractOrders('\u201cgoeben\u201d: 1', []).empty).toBe(false);
    expect(extractOrders("'goeben': 1", []).empty).toBe(false);
    expect(extractOrders('- x: 1', []).empty).toBe(true); // a list item is not a key at the start of a line
    // A colon inside prose is no key: the key starts its line.
    expect(extractOrders('Dear umpire, my orders: none this turn', []).empty).toBe(true);
    // YAML allows blanks between the key and its colon.
    expect(extractOrders('goeben : 1', []).empty).toBe(false);
  });
});

describe('the plus-address (issue 9.4: the secret rides in the reply address)', () => {
  it('only the referee\'s own local part and domain, in any case; the token is everything after the first plus', () => {
    expect(plusTokens(['Referee+ABC@Game.Test', 'referee+a+b@game.test', 'referee@game.test', 'referee+x@other.test', 'ref+y@game.test', '+z@game.test', 'refereex+w@game.test'], 'Referee@game.test'))
      .toEqual(['abc', 'a+b']);
    expect(plusTokens(['nothing-here', '@game.test'], 'referee@game.test')).toEqual([]);
  });
});
