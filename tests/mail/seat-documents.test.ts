/**
 * One mail, several seats (docs/design/seam.md §3 intake): how the orders text is split into one
 * document per seat (src/mail/seat-documents.ts), and which seat each part is for
 * (src/daemon/intake-seat.ts).
 */
import { describe, expect, it } from 'vitest';
import { seatDocuments } from '../../src/mail/seat-documents.js';
import { seatParts } from '../../src/daemon/intake-seat.js';
import { readEnvelope } from '../../src/mail/envelope.js';

const SEATS = ['north/admiral', 'north/lookout', 'south/admiral', 'south/lookout'];
const BOTH = ['north/admiral', 'north/lookout'];

describe('seatDocuments: one YAML document per seat', () => {
  it('one document, or several naming no seat, are the whole text unchanged (one-seat sides keep their bytes)', () => {
    const gwas = '---\ngame: gwas-mediterranean\nside: central\nturn: 1\n';
    expect(seatDocuments(gwas)).toEqual([{ text: gwas }]);
    const two = 'zone: utsire\n---\nsearch: tyne\n';
    expect(seatDocuments(two)).toEqual([{ text: two }]);
    expect(seatDocuments('seat: north/lookout\nsearch: tyne\n')).toEqual([{ seat: 'north/lookout', text: 'seat: north/lookout\nsearch: tyne\n' }]);
  });

  it('documents naming seats are split, each keeping its lines where the player wrote them', () => {
    const docs = seatDocuments('# my orders\nseat: north/admiral\nzone: utsire\n---\n\nseat: "north/lookout"  # mine too\nsearch: tyne\n---\n# nothing here\n');
    expect(docs.map((d) => d.seat)).toEqual(['north/admiral', 'north/lookout']);
    expect(docs[0]!.text.split('\n').slice(0, 3)).toEqual(['# my orders', 'seat: north/admiral', 'zone: utsire']);
    expect(docs[1]!.text.split('\n')[6]).toBe('search: tyne'); // line 7, as sent
    expect(docs[1]!.text).not.toContain('utsire');
  });

  it('an indented `seat:` is not a document\'s seat', () => {
    expect(seatDocuments('orders:\n  seat: north/admiral\n')).toEqual([{ text: 'orders:\n  seat: north/admiral\n' }]);
  });
});

describe('seatParts: which seat a proved address\'s orders are for', () => {
  const doc = (text: string): ReturnType<typeof seatDocuments> => seatDocuments(text);
  it('the one seat an address holds needs no naming', () => {
    expect(seatParts({ held: ['north/lookout'], seats: SEATS, documents: doc('search: tyne\n') })).toEqual({ ok: true, parts: [{ seat: 'north/lookout', text: 'search: tyne\n' }] });
  });

  it('of several: the reply token names its seat, a passphrase does not (ML4026), the subject does', () => {
    expect(seatParts({ held: BOTH, seats: SEATS, token: 'north/lookout', documents: doc('search: tyne\n') })).toMatchObject({ ok: true, parts: [{ seat: 'north/lookout' }] });
    expect(seatParts({ held: BOTH, seats: SEATS, passphrase: 'north/lookout', documents: doc('search: tyne\n') })).toEqual({ ok: false, code: 'ML4026', seat: 'north/lookout', params: { seats: 'north/admiral, north/lookout' } });
    expect(seatParts({ held: BOTH, seats: SEATS, named: 'north/admiral', token: 'north/lookout', documents: doc('zone: utsire\n') })).toMatchObject({ ok: true, parts: [{ seat: 'north/admiral' }] });
    expect(seatParts({ held: BOTH, seats: SEATS, named: 'north', documents: null })).toMatchObject({ ok: false, code: 'ML4026' });
    expect(seatParts({ held: BOTH, seats: SEATS, named: 'orders', token: 'north/admiral', documents: null })).toEqual({ ok: true, parts: [{ seat: 'north/admiral', text: null }] });
  });

  it('a seat or side the address does not hold is ML4022, whatever names it', () => {
    expect(seatParts({ held: ['north/lookout'], seats: SEATS, named: 'north/admiral', token: 'north/lookout', documents: null })).toMatchObject({ ok: false, code: 'ML4022', params: { side: 'north/admiral', own: 'north/lookout' } });
    expect(seatParts({ held: ['north/lookout'], seats: SEATS, named: 'south', documents: null })).toMatchObject({ ok: false, code: 'ML4022' });
    expect(seatParts({ held: ['north/lookout'], seats: SEATS, documents: doc('seat: south/lookout\nsearch: tyne\n') })).toMatchObject({ ok: false, code: 'ML4022', params: { side: 'south/lookout' } });
    expect(seatParts({ held: BOTH, seats: SEATS, documents: doc('seat: north/admiral\nzone: utsire\n---\nseat: south/admiral\nzone: dogger\n') })).toMatchObject({ ok: false, code: 'ML4022', params: { side: 'south/admiral' } });
  });
});

describe('the envelope names seats and exchanges (seam §3 intake, §2)', () => {
  it('a seat id in the subject or the Admiralty: line, and turn T.X for an exchange; a plain turn names none', () => {
    expect(readEnvelope('Re: [bis] british/ops turn 3.2 orders', '')).toEqual({ campaign: 'bis', side: 'british/ops', turn: 3, exchange: 2, moderator: false });
    expect(readEnvelope('whatever', '# Admiralty: bis british/ops 3.1\n')).toEqual({ campaign: 'bis', side: 'british/ops', turn: 3, exchange: 1, moderator: false });
    expect(readEnvelope('[med] central turn 3 orders', '')).toEqual({ campaign: 'med', side: 'central', turn: 3, moderator: false });
    expect(readEnvelope('Re: [med] north/admiral: welcome — orders for turn 1', '')).toEqual({ campaign: 'med', side: 'north/admiral', turn: undefined, moderator: false });
  });
});
