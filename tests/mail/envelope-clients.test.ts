/**
 * Players' mails as mail clients and people really write them, read by src/mail/envelope.ts
 * (README mail section, seam §2–3, issue 9 items 1 and 2): a doubled blank in the subject or the
 * Admiralty: line, turns past 9 and exchanges past 9, trailing blanks, a reply with nothing above
 * the original, YAML's `>` inside the orders, a form's blanks, the referee's neighbours on the
 * same domain, a phone's "Sent from my iPhone". For the survivors of the mail-envelope mutation
 * run (issue 18), and the phone signature that run's reading found breaking every orders mail.
 */
import { describe, expect, it } from 'vitest';
import { extractOrders, plusTokens, readEnvelope, stripQuotesAndSignature } from '../../src/mail/envelope.js';

describe('the subject: as typed, not as the README prints it', () => {
  it('a doubled blank after "turn", a turn past 9 and an exchange past 9 are read whole', () => {
    expect(readEnvelope('AW: [med] central turn  3 orders', '')).toEqual({ campaign: 'med', side: 'central', turn: 3, moderator: false });
    expect(readEnvelope('SV: [med] central turn 12 orders', '')).toEqual({ campaign: 'med', side: 'central', turn: 12, moderator: false });
    expect(readEnvelope('Re: [bis] british/ops turn 3.12 orders', '')).toEqual({ campaign: 'bis', side: 'british/ops', turn: 3, exchange: 12, moderator: false });
  });
});

describe('the Admiralty: line: as typed', () => {
  it('"#" with no blank after it, doubled blanks between the words, and "turn" with two blanks', () => {
    const read = (line: string) => readEnvelope('[med] allied turn 1 orders', `fleets:\n${line}\n`);
    const ion = { campaign: 'ion', side: 'central', turn: 2, moderator: false };
    expect(read('#Admiralty: ion central 2')).toEqual(ion);
    expect(read('Admiralty: ion  central 2')).toEqual(ion);
    expect(read('Admiralty: ion central  2')).toEqual(ion);
    expect(read('Admiralty: ion central turn  2')).toEqual(ion);
  });

  it('turns and exchanges past 9; blanks a client leaves at the end of the line', () => {
    const read = (line: string) => readEnvelope('[med] allied turn 1 orders', `${line}\nfleets:\n`);
    expect(read('Admiralty: ion central 12')).toEqual({ campaign: 'ion', side: 'central', turn: 12, moderator: false });
    expect(read('Admiralty: ion central 3.12')).toEqual({ campaign: 'ion', side: 'central', turn: 3, exchange: 12, moderator: false });
    expect(read('Admiralty: ion central 2 \t ')).toEqual({ campaign: 'ion', side: 'central', turn: 2, moderator: false });
  });
});

describe('quotes in a reply (issue 9 item 1)', () => {
  it('a reply with nothing written above the original (Outlook, the original unquoted) has no orders: the old ones are not re-sent', () => {
    const outlook = '-----Original Message-----\r\nFrom: Admiralty referee <referee@game.test>\r\nSent: Monday, August 3, 1914 7:00 AM\r\n'
      + 'Subject: [med] central turn 1 orders\r\n\r\nfleets:\r\n  goeben: {plot: {1: X27}}\r\n';
    expect(stripQuotesAndSignature(outlook)).toBe('');
    expect(extractOrders(outlook, [])).toMatchObject({ text: '\n', empty: true });
  });

  it('only a line that starts with ">" is a quote: YAML\'s folded scalar and a "<" address inside an order stay', () => {
    const orders = 'notes: >\n  steam hard for Messina\nto: Karl <karl@example.org>\n';
    expect(stripQuotesAndSignature(orders)).toBe(orders);
  });
});

describe('signatures (issue 9 item 2)', () => {
  it('a row of underscores cuts only when it is the whole line: a form\'s blank is an order, words after a row are kept', () => {
    expect(stripQuotesAndSignature('captain: __________\nb: 2')).toBe('captain: __________\nb: 2');
    expect(stripQuotesAndSignature('a: 1\n__________ fill in below\nb: 2')).toBe('a: 1\n__________ fill in below\nb: 2');
  });
});

describe('a phone\'s signature (issue 9 item 2): the line its mail app adds, with no "-- " above it', () => {
  const orders = 'fleets:\n  goeben: {plot: {1: X27}}\n';

  it('"Sent from my iPhone" under the orders, above the quoted original, is not read as orders (it was a YAML error)', () => {
    const reply = `${orders}\nSent from my iPhone\n\nOn 3 Aug 1914, at 07:00, Admiralty referee <referee@game.test> wrote:\n\n> fleets: {}\n`;
    expect(extractOrders(reply, [])).toMatchObject({ text: orders, empty: false });
    expect(stripQuotesAndSignature(`${orders}\r\nSent from my iPad  \r\n`).split('\n')).toEqual(['fleets:', '  goeben: {plot: {1: X27}}', '', '', '']);
    // Lines of blanks below it (a client's, or the thumb's) are nothing written.
    expect(extractOrders(`${orders}\nSent from my iPhone\n \t\n\u00a0\n`, []).text).toBe(orders);
  });

  it.each([
    'Sent from my iPhone', 'Sent from my Samsung Galaxy smartphone.', 'Sent from Yahoo Mail on Android', 'Sent from Mail for Windows', 'Sent from Outlook',
    'Get Outlook for iOS<https://aka.ms/o0ukef>', 'Get Outlook for Android', 'Von meinem iPhone gesendet', 'Envoyé de mon iPhone', 'Enviado desde mi iPhone',
    'Inviato da iPhone', 'Inviato dal mio dispositivo Galaxy', 'Verstuurd vanaf mijn iPhone', 'Enviado do meu iPhone', 'Wysłane z iPhone\'a', 'Skickat från min iPhone',
    'sent from my phone', // as a player edited it
  ])('"%s" as the last line written is taken out, its line kept blank', (signature) => {
    expect(extractOrders(`${orders}\n${signature}\n\n`, []).text).toBe(orders);
  });

  it('a mail of nothing but the signature (orders attached from the phone) leaves nothing to read', () => {
    expect(stripQuotesAndSignature('Sent from my iPhone\n\n')).toBe('\n\n');
  });

  it('only as the last line written, at the start of its line, and alone on it: orders above or around such words stay', () => {
    const middle = `Sent from my iPhone\n${orders}`;
    expect(stripQuotesAndSignature(middle)).toBe(middle);
    const value = 'notes: steaming for Messina\n  sent from my flagship\n';
    expect(stripQuotesAndSignature(value)).toBe(value); // an indented line may go on the value above
    const key = `${orders}Sent from my flagship: true\n`;
    expect(stripQuotesAndSignature(key)).toBe(key);
  });
});

describe('the plus-address (issue 9.4)', () => {
  it('an address on the referee\'s domain one letter longer, without a plus, carries no token', () => {
    expect(plusTokens(['referees@game.test'], 'referee@game.test')).toEqual([]);
  });
});
