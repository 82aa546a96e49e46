#!/usr/bin/env python3
"""Admiralty dice verifier: Python 3 standard library only, written from docs/dice.md.

  python3 tools/verify_dice.py vectors [docs/dice-vectors.json]
      check the specification's test vectors
  python3 tools/verify_dice.py report REPORT.json [REPORT.json ...]
      a side's JSON reports: every roll the side saw, from the turn key the report
      publishes (the turn key itself is checked against the seed at the end, with
      the ledger)
  python3 tools/verify_dice.py ledger LEDGER.json
      the dice ledger every player gets at the end: every epoch's commitment and
      seed, every turn key, every rolls hash, every die of the campaign

Exit 0 when everything matches, 1 on the first list of problems, 2 on bad input.
The commitment's Ed25519 signature is not checked here (the standard library has no
Ed25519): `admiralty verify-dice` checks it.
"""
import hashlib
import hmac
import json
import re
import sys

MAX_SIDES = 2 ** 32
MAX_DICE = 1000
STREAM_NAME = re.compile(r'^[a-z][a-z0-9-]{0,63}(?:/[A-Za-z0-9][A-Za-z0-9._:-]{0,127})?$')


def canonical(value):
    """Canonical JSON: keys sorted, no whitespace, UTF-8 (docs/dice.md section 1)."""
    return json.dumps(value, sort_keys=True, separators=(',', ':'), ensure_ascii=False)


def sha256_hex(text):
    return hashlib.sha256(text.encode('utf-8')).hexdigest()


def key_bytes(key):
    if re.fullmatch(r'[0-9a-f]{64}', key):
        return bytes.fromhex(key)
    return key.encode('utf-8')


class Stream:
    """HMAC-SHA256 in counter mode: block i = HMAC(stream key, i as 8 bytes big-endian)."""

    def __init__(self, turn_key, name):
        self.key = hmac.new(key_bytes(turn_key), name.encode('utf-8'), hashlib.sha256).digest()
        self.position = 0
        self._block_index = -1
        self._block = b''

    def seek(self, position):
        self.position = position

    def next_uint32(self):
        j = self.position
        self.position += 1
        b = j // 8
        if b != self._block_index:
            self._block = hmac.new(self.key, b.to_bytes(8, 'big'), hashlib.sha256).digest()
            self._block_index = b
        o = 4 * (j % 8)
        return int.from_bytes(self._block[o:o + 4], 'big')

    def die(self, sides):
        if not isinstance(sides, int) or isinstance(sides, bool) or sides < 1 or sides > MAX_SIDES:
            raise ValueError('a die needs 1 to 2^32 sides, not %r' % (sides,))
        limit = (MAX_SIDES // sides) * sides
        while True:
            x = self.next_uint32()
            if x < limit:
                return x % sides + 1

    def shuffle(self, n):
        deck = list(range(n))
        for i in range(n - 1, 0, -1):
            j = self.die(i + 1) - 1
            deck[i], deck[j] = deck[j], deck[i]
        return deck


def turn_key(seed, campaign, turn, seats):
    return exchange_key(seed, campaign, turn, seats, 1, None, None)


def exchange_key(seed, campaign, turn, seats, exchange, kind, prev):
    """docs/dice.md section 2: exchange 1's key is the turn key; from exchange 2 on the key
    input also holds exchange, kind and prev (the key of the exchange before it)."""
    key_input = {'scheme': 'admiralty-turn-key/1', 'campaign': campaign, 'turn': turn, 'seats': seats}
    if exchange > 1:
        key_input.update(exchange=exchange, kind=kind, prev=prev)
    message = canonical(key_input)
    return hmac.new(seed.encode('utf-8'), message.encode('utf-8'), hashlib.sha256).hexdigest()


def link_problem(entry, before):
    """Why a ledger entry's exchange link is wrong, or None (docs/dice.md section 7)."""
    x = entry.get('exchange')
    if x is None:
        if 'kind' in entry or 'prev' in entry:
            return 'a kind or previous key without an exchange number'
        return None
    if not isinstance(x, int) or isinstance(x, bool) or x < 2:
        return 'exchange %r: an exchange is written only from 2 on' % (x,)
    if not isinstance(entry.get('kind'), str) or not entry['kind']:
        return 'no exchange kind'
    if before is None or before.get('turn') != entry['turn'] or before.get('exchange', 1) != x - 1:
        return 'the entry before it is not exchange %d of turn %s' % (x - 1, entry['turn'])
    prev = entry.get('prev')
    if not isinstance(prev, str) or not re.fullmatch(r'[0-9a-f]{64}', prev):
        return 'no previous exchange key'
    if prev != before.get('turnKey'):
        return 'its previous key is not the key of exchange %d' % (x - 1)
    return None


def seed_hash(seed, nonce):
    return sha256_hex('admiralty-seed/1:%s:%s' % (nonce, seed))


def rolls_hash(turn, rolls):
    return sha256_hex(canonical({'scheme': 'admiralty-rolls/1', 'turn': turn, 'rolls': rolls}))


def cards_key(seed, key_input):
    """docs/dice.md section 10: HMAC(seed, "cards" 0x00 canonical JSON of the key input)."""
    message = b'cards\x00' + canonical(key_input).encode('utf-8')
    return hmac.new(seed.encode('utf-8'), message, hashlib.sha256).hexdigest()


def cards_hash(turn, exchange, events):
    body = {'scheme': 'admiralty-cards/1', 'turn': turn, 'events': events}
    if exchange > 1:
        body['exchange'] = exchange
    return sha256_hex(canonical(body))


def receive(pile, cards):
    """Cards onto an ordered pile go on top, the first topmost; a set (a hand) stays sorted."""
    if pile['ordered']:
        pile['cards'] = list(cards) + pile['cards']
    else:
        # Sorted by code unit, as the kernel sorts (UTF-16); the same as code points for the
        # ids used here (ASCII).
        pile['cards'] = sorted(pile['cards'] + list(cards))


def replay_cards(initial, exchanges, final):
    """Replays the piles through every cards.* event; returns the first problem, or None."""
    piles = {k: dict(v, cards=list(v['cards'])) for k, v in initial.items()}
    for x in exchanges:
        streams = {}
        for e in x['events']:
            t = e.get('type', '')
            if not t.startswith('cards.'):
                continue
            d = e.get('data') or {}
            where = 'turn %s exchange %s, %s event #%s' % (x['turn'], x.get('exchange', 1), t, e.get('seq'))

            def pile(pid):
                if not isinstance(pid, str) or pid not in piles:
                    raise ValueError('%s: no pile %r' % (where, pid))
                return piles[pid]
            if t == 'cards.shuffle':
                p = pile(d.get('pile'))
                name = 'cards/' + p['id']
                if not p['ordered'] or d.get('before') != p['cards'] or d.get('stream') != name or not STREAM_NAME.match(name):
                    return '%s: not a shuffle of pile %s as replayed' % (where, p['id'])
                s = streams.setdefault(name, Stream(x['cardsKey'], name))
                if d.get('position') != s.position:
                    return '%s: position %r, the stream is at %d' % (where, d.get('position'), s.position)
                after = [p['cards'][i] for i in s.shuffle(len(p['cards']))]
                if after != d.get('after') or d.get('end') != s.position:
                    return '%s: the cards key gives %s' % (where, ' '.join(after))
                p['cards'] = after
            elif t in ('cards.draw', 'cards.move'):
                src, dst, cards = pile(d.get('from')), pile(d.get('to')), d.get('cards')
                if src is dst or not isinstance(cards, list):
                    return '%s: not a transfer between two piles' % where
                if t == 'cards.draw':
                    if not src['ordered'] or src['cards'][:len(cards)] != cards:
                        return '%s: %s is not the top of pile %s' % (where, cards, src['id'])
                    src['cards'] = src['cards'][len(cards):]
                else:
                    for c in cards:
                        if c not in src['cards']:
                            return '%s: pile %s does not hold %s' % (where, src['id'], c)
                        src['cards'].remove(c)
                receive(dst, cards)
            elif t == 'cards.count':
                if d.get('count') != len(pile(d.get('pile'))['cards']):
                    return '%s: a wrong count' % where
            elif t == 'cards.reveal':
                for c in d.get('cards') or []:
                    if not any(c in p['cards'] for p in piles.values()):
                        return '%s: no pile holds %s' % (where, c)
            else:
                return '%s: unknown card event' % where
    if sorted(piles) != sorted(final):
        return 'the piles are not the final state\'s'
    for k in sorted(piles):
        if canonical(piles[k]) != canonical(final[k]):
            return 'pile %s: the events give %s, the final state holds %s' % (k, piles[k]['cards'], final[k]['cards'])
    return None


def roll_shape_problem(step, roll):
    stream = roll.get('stream')
    if not isinstance(stream, str) or not STREAM_NAME.match(stream):
        return 'stream name %r is not of the form <step>[/<sub-stream>]' % (stream,)
    if step is not None and stream.split('/')[0] != step:
        return 'stream %s does not belong to step %s' % (stream, step)
    sides = roll.get('sides')
    if not isinstance(sides, int) or isinstance(sides, bool) or sides < 1 or sides > MAX_SIDES:
        return 'a die of %r sides' % (sides,)
    dice = roll.get('dice')
    if not isinstance(dice, list) or len(dice) > MAX_DICE or not all(isinstance(d, int) for d in dice):
        return 'the dice are not a list of at most %d whole numbers' % MAX_DICE
    pos = roll.get('position')
    if not isinstance(pos, int) or pos < 0:
        return 'no position recorded (a turn of the first dice scheme?)'
    return None


def check_rolls(label, key, rolls, continuous):
    """Each roll from its stream at its position; with continuous, positions must follow on.
    label names the turn (and exchange) in problems."""
    problems = []
    streams = {}
    count = 0
    for i, r in enumerate(rolls):
        where = '%s roll %d (stream %s)' % (label, i + 1, r.get('stream'))
        shape = roll_shape_problem(r.get('step'), r)
        if shape:
            problems.append('%s: %s' % (where, shape))
            continue
        s = streams.get(r['stream'])
        if s is None:
            s = streams[r['stream']] = Stream(key, r['stream'])
        if continuous and r['position'] != s.position:
            problems.append('%s: recorded at position %d, the stream\'s earlier rolls end at %d' % (where, r['position'], s.position))
            continue
        s.seek(r['position'])
        expected = [s.die(r['sides']) for _ in r['dice']]
        count += len(expected)
        if expected != r['dice']:
            problems.append('%s: recorded %s, the turn key gives %s' % (where, r['dice'], expected))
    return problems, count


def check_vectors(path):
    v = json.load(open(path, encoding='utf-8'))
    problems = []
    for t in v['turnKeys']:
        got = turn_key(t['seed'], t['campaign'], t['turn'], t['seats'])
        if got != t['turnKey']:
            problems.append('turn key %s: got %s' % (t['name'], got))
    for x in v.get('exchangeKeys', []):
        got = exchange_key(x['seed'], x['campaign'], x['turn'], x['seats'], x['exchange'], x['kind'], x['prev'])
        if got != x['key']:
            problems.append('exchange key %s: got %s' % (x['name'], got))
    for s in v['streams']:
        st = Stream(s['turnKey'], s['stream'])
        if st.key.hex() != s['streamKey']:
            problems.append('stream key %s: got %s' % (s['stream'], st.key.hex()))
        words = [st.next_uint32() for _ in s['words']]
        if words != s['words']:
            problems.append('words of %s: got %s' % (s['stream'], words))
    for d in v['dice']:
        st = Stream(d['turnKey'], d['stream'])
        st.seek(d['position'])
        got = [st.die(d['sides']) for _ in d['dice']]
        if got != d['dice'] or st.position != d['endPosition']:
            problems.append('dice d%d of %s: got %s ending at %d' % (d['sides'], d['stream'], got, st.position))
    for c in v['shuffles']:
        st = Stream(c['turnKey'], c['stream'])
        got = st.shuffle(c['cards'])
        if got != c['deck']:
            problems.append('shuffle of %d cards: got %s' % (c['cards'], got))
    for c in v['commitments']:
        if seed_hash(c['seed'], c['nonce']) != c['statement']['seedHash']:
            problems.append('seed hash of commitment %s' % c['name'])
        if sha256_hex(canonical(c['statement'])) != c['commitment']:
            problems.append('commitment %s' % c['name'])
    for r in v['rollsHashes']:
        if rolls_hash(r['turn'], r['rolls']) != r['rollsHash']:
            problems.append('rolls hash of turn %s' % r['turn'])
    for c in v.get('cardsKeys', []):
        if cards_key(c['seed'], c['input']) != c['cardsKey']:
            problems.append('cards key %s' % c['name'])
    for c in v.get('pileShuffles', []):
        st = Stream(c['cardsKey'], 'cards/' + c['pile'])
        cards = list(c['cards'])
        for sh in c['shuffles']:
            at = st.position
            cards = [cards[i] for i in st.shuffle(len(cards))]
            if [sh['stream'], sh['position'], sh['end'], sh['after']] != ['cards/' + c['pile'], at, st.position, cards]:
                problems.append('pile shuffle of %s from position %d: got %s' % (c['pile'], at, cards))
    for h in v.get('cardsHashes', []):
        if cards_hash(h['turn'], h['exchange'], h['events']) != h['cardsHash']:
            problems.append('cards hash of turn %s exchange %s' % (h['turn'], h['exchange']))
    for r in v.get('cardsReplays', []):
        problem = replay_cards(r['initial'], r['exchanges'], r['final'])
        if (problem is None) != r['valid']:
            problems.append('cards replay %s: %s' % (r['name'], problem or 'accepted, but it is forged'))
    n = sum(len(v.get(k, [])) for k in ('turnKeys', 'exchangeKeys', 'streams', 'dice', 'shuffles', 'commitments', 'rollsHashes', 'cardsKeys', 'pileShuffles', 'cardsHashes', 'cardsReplays'))
    return problems, '%d vectors' % n


def check_ledger(path):
    led = json.load(open(path, encoding='utf-8'))
    if led.get('format') != 'admiralty-dice-ledger/1':
        raise ValueError('not a dice ledger (format %r)' % led.get('format'))
    problems = []
    epochs = {}
    for e in led['epochs']:
        epochs[e['epoch']] = e
        if sha256_hex(canonical(e['statement'])) != e['commitment']:
            problems.append('epoch %d: the statement does not hash to its commitment' % e['epoch'])
        if e['statement'].get('campaign') != led['campaign']:
            problems.append('epoch %d: the statement is for another campaign' % e['epoch'])
        if e['seed'] is None:
            problems.append('epoch %d: the seed is not revealed' % e['epoch'])
        elif seed_hash(e['seed'], e['nonce']) != e['statement']['seedHash']:
            problems.append('epoch %d: the seed and nonce do not match the committed seed hash' % e['epoch'])
    dice = rolls = legacy = linked = 0
    before = None
    for t in led['turns']:
        previous, before = before, t
        if not t.get('turnKey'):
            legacy += 1
            continue
        x = t.get('exchange', 1)
        where = 'turn %d' % t['turn'] if x == 1 else 'turn %d exchange %s' % (t['turn'], x)
        link = link_problem(t, previous)
        e = epochs.get(t['epoch'])
        if link:
            problems.append('%s: %s' % (where, link))
        elif e is None or e['seed'] is None:
            problems.append('%s: no revealed epoch %s' % (where, t['epoch']))
        elif exchange_key(e['seed'], led['campaign'], t['turn'], t['seats'], x, t.get('kind'), t.get('prev')) != t['turnKey']:
            problems.append('%s: the seed and the sides\' contributions do not give the published key' % where)
        elif x > 1:
            linked += 1
        if rolls_hash(t['turn'], t['rolls']) != t['rollsHash']:
            problems.append('%s: the rolls do not hash to the published rolls hash' % where)
        rs = [dict(r, step=r['stream'].split('/')[0]) if isinstance(r.get('stream'), str) else r for r in t['rolls']]
        p, n = check_rolls(where, t['turnKey'], rs, True)
        problems += p
        dice += n
        rolls += len(rs)
    note = '' if not legacy else '; %d turns of the first dice scheme not checked here' % legacy
    if linked:
        note += '; %d exchange keys from 2 on checked with their links' % linked
    return problems, '%d rolls (%d dice) in %d turns, %d epochs%s' % (rolls, dice, len(led['turns']), len(epochs), note)


def check_report(path):
    rep = json.load(open(path, encoding='utf-8'))
    key = rep.get('diceTurnKey')
    if not key:
        raise ValueError('the report carries no turn key (a turn of the first dice scheme, or an opening briefing from before openings were journalled)')
    # The opening briefing (no turn resolved yet) reports turn 0: what was rolled at creation.
    turn = rep['resolved']['turn'] if rep.get('resolved') else 0
    rolls = []
    for r in rep.get('rolls') or []:
        if r.get('turn') == turn:
            rolls.append(r)
    problems, n = check_rolls('turn %s' % turn, key, rolls, False)
    return problems, len(rolls), n


def main(argv):
    if len(argv) < 2 or argv[1] not in ('vectors', 'report', 'ledger'):
        print(__doc__.strip(), file=sys.stderr)
        return 2
    try:
        if argv[1] == 'vectors':
            problems, summary = check_vectors(argv[2] if len(argv) > 2 else 'docs/dice-vectors.json')
        elif argv[1] == 'ledger':
            problems, summary = check_ledger(argv[2])
        else:
            problems, seen, dice = [], 0, 0
            for path in argv[2:]:
                p, n, d = check_report(path)
                problems += ['%s: %s' % (path, x) for x in p]
                seen += n
                dice += d
            summary = '%d rolls (%d dice) seen in %d reports match their turn keys' % (seen, dice, len(argv) - 2)
    except (OSError, ValueError, KeyError, TypeError, IndexError) as e:
        print('verify_dice: cannot check: %s' % (e,), file=sys.stderr)
        return 2
    for p in problems:
        print('FAIL %s' % p)
    if problems:
        print('%d problem%s' % (len(problems), '' if len(problems) == 1 else 's'))
        return 1
    print('ok: %s' % summary)
    return 0


if __name__ == '__main__':
    sys.exit(main(sys.argv))
