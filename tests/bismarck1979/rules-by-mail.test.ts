// Bismarck (1979) naval combat by mail, the campaign options (seam §2 "Bismarck 1979"):
// `announce: mail` asks the British, then the Germans, to announce their attacks (9.2), each only
// when a combat is possible; `battle: rounds` makes each battle round an exchange asking both
// sides (9.3–9.9). Silence is the standing orders, as the forms pre-fill.
import { describe, it, expect } from 'vitest';
import { d, start, play, ofType } from './helpers.js';
import { b79Definition } from '../../src/games/bismarck1979/definition.js';
import { b79Game } from '../../src/games/bismarck1979/module.js';
import { ordersForm } from '../../src/games/bismarck1979/forms.js';
import { checkB79Text } from '../../src/games/bismarck1979/check.js';
import { buildView } from '../../src/games/bismarck1979/views/index.js';
import { campaignOptions } from '../../src/pipeline/options.js';
import type { B79Options, B79State } from '../../src/games/bismarck1979/state.js';
import type { GameEvent } from '../../src/kernel/events.js';

const put = (s: B79State, zone: string, ...ids: string[]) => { for (const id of ids) { s.ships[id].zone = zone; s.ships[id].tf = null; s.ships[id].convoy = null; } };

/** Bismarck alone in L12 with two British cruisers on patrol (6 + 6 by day: searched at any level but 'X') and, if asked, King George V. */
function meeting(options: B79Options, withKgv = true): B79State {
  const s = start('may-1941');
  s.options = options;
  s.ships['prinz-eugen'].tf = null; s.ships.bismarck.tf = null;
  put(s, 'L12', 'bismarck', 'suffolk', 'norfolk', ...(withKgv ? ['king-george-v'] : []));
  s.ships.suffolk.mode = 'patrol'; s.ships.norfolk.mode = 'patrol';
  return s;
}

/** The first dice key under which the British locate the Bismarck in the move exchange. */
function located(options: B79Options, withKgv = true, tweak?: (s: B79State) => void): { s: B79State; key: string; after: { state: B79State; events: readonly GameEvent[] } } {
  for (let k = 0; k < 40; k++) {
    const s = meeting(options, withKgv);
    tweak?.(s);
    const after = play(s, {}, `mail-${k}`);
    if (ofType(after.events, 'b79.located').some((e) => (e.data as { side?: string }).side !== 'german') && after.state.contacts.british.length) return { s, key: `mail-${k}`, after };
  }
  throw new Error('never located');
}

/** Sends a seat's form back unchanged (the form is pre-filled with silence). */
const formBack = (s: B79State, side: 'british' | 'german') => {
  const r = checkB79Text(d, s, side, ordersForm(d, s, side));
  expect(r.diagnostics.filter((x) => x.severity === 'error')).toEqual([]);
  return r.orders!;
};

describe('the campaign options (seam §1 options)', () => {
  const def = b79Definition.adapter(() => d);
  it('battle: standing | rounds and announce: standing | mail, both standing by default; a default campaign keeps no options in its state', () => {
    expect(campaignOptions(def, {})).toEqual({ ok: true, options: { battle: 'standing', announce: 'standing' } });
    expect(campaignOptions(def, { battle: 'rounds', announce: 'mail' }).ok).toBe(true);
    expect(campaignOptions(def, { battle: 'mail' }).ok).toBe(false);
    expect('options' in (def.setup('may-1941', { battle: 'standing', announce: 'standing' }) as object)).toBe(false);
    expect((def.setup('may-1941', { battle: 'rounds', announce: 'mail' }) as B79State).options).toEqual({ battle: 'rounds', announce: 'mail' });
  });
});

describe('9.2 announcements by mail (announce: mail)', () => {
  it('9.2 the British announce first: after the air attacks the move exchange stops and asks the British alone, with reply timing', () => {
    const { after } = located({ announce: 'mail' });
    expect(ofType(after.events, 'b79.combat')).toHaveLength(0);
    expect(ofType(after.events, 'b79.turn-end')).toHaveLength(0);
    const spec = b79Game.next(d, after.state)!;
    expect(spec.kind).toBe('british-announce');
    expect(spec.timing).toBe('reply');
    expect(spec.asks.map((a) => a.seat)).toEqual(['british']);
    expect(ordersForm(d, after.state, 'german')).toBe('# Nothing is asked of you now.\n');
  });

  it('9.2 then the Germans answer the announced attack (acceptance) and announce theirs; then the battle is fought and the turn ends', () => {
    const { after } = located({ announce: 'mail' });
    const x3 = play(after.state, {}, 'x3');
    expect(ofType(x3.events, 'b79.announced')).toHaveLength(1);
    expect(b79Game.next(d, x3.state)!.kind).toBe('german-announce');
    expect(ordersForm(d, x3.state, 'german')).toMatch(/The British announced attacks in: L12/);
    const x4 = play(x3.state, {}, 'x4');
    expect(ofType(x4.events, 'b79.combat')).toHaveLength(1);
    expect(ofType(x4.events, 'b79.battle-end')).toHaveLength(1);
    expect(ofType(x4.events, 'b79.turn-end')).toHaveLength(1);
    // The next turn, unless the battle ended the game (the Bismarck sunk, 12.1).
    expect(x4.state.over || x4.state.turn === after.state.turn + 1).toBe(true);
    expect(x4.state.combat).toBeUndefined();
  });

  it('9.2 an announce form sent back unchanged is silence: the same exchange, the same state', () => {
    const { after } = located({ announce: 'mail' });
    const silent = play(after.state, {}, 'same');
    const unchanged = play(after.state, { british: ordersForm(d, after.state, 'british') }, 'same');
    expect(JSON.stringify(unchanged.state.combat!.announced)).toBe(JSON.stringify({ british: { ...silent.state.combat!.announced.british } }));
    expect(formBack(after.state, 'british').announce!.attacks!.L12).toEqual({ attack: true, with: 'battleship', target: 'battleship' });
  });

  it('9.21 naval combat is voluntary: the British decline by mail, no combat is fought and the Germans, who could not attack, are not asked', () => {
    const { after } = located({ announce: 'mail' });
    const head = `game: bismarck1979\nside: british\nturn: ${after.state.turn}\n`;
    const r = play(after.state, { british: `${head}announce:\n  attacks:\n    L12: { attack: false }\n` }, 'decline');
    expect(ofType(r.events, 'b79.combat')).toHaveLength(0);
    expect(ofType(r.events, 'b79.turn-end')).toHaveLength(1);
    expect(['move', 'shadow']).toContain(b79Game.next(d, r.state)!.kind);
  });

  it('9.2 each only when a combat is possible: with no British force able to fight there, no one is asked and the turn ends in the move exchange', () => {
    for (let k = 0; k < 20; k++) {
      const s = meeting({ announce: 'mail' }, false);
      put(s, 'L13', 'suffolk', 'norfolk'); // nobody in the Bismarck's zone
      const r = play(s, {}, `none-${k}`);
      expect(ofType(r.events, 'b79.turn-end')).toHaveLength(1);
      expect(b79Game.next(d, r.state)!.kind).not.toMatch(/announce/);
    }
  });
});

describe('9.3–9.9 battles round by round by mail (battle: rounds)', () => {
  it('9.31 each round is an exchange asking both sides with reply timing; the forms, sent back unchanged, are silence; the turn ends after the last round', () => {
    const { after } = located({ battle: 'rounds' });
    expect(ofType(after.events, 'b79.battle-start')).toHaveLength(1);
    let s = after.state;
    let rounds = 0;
    while (b79Game.next(d, s)?.kind === 'battle-round') {
      const spec = b79Game.next(d, s)!;
      expect(spec.timing).toBe('reply');
      expect(spec.asks.map((a) => a.seat).sort()).toEqual(['british', 'german']);
      expect(ordersForm(d, s, 'german')).toMatch(/^round: \{ range: keep, target: cruiser, reinforce: true, withdraw: \[\] \}$/m);
      // The board as the Germans may see it: their own ship by name, the enemy by type (9.2).
      expect(ordersForm(d, s, 'german')).toMatch(/Bismarck \(bismarck\), evasion/);
      expect(ordersForm(d, s, 'german')).toMatch(/enemy (battleship|cruiser)/);
      expect(ordersForm(d, s, 'german')).not.toMatch(/King George V|Suffolk/);
      const silent = play(s, {}, `round-${rounds}`);
      const unchanged = play(s, { british: ordersForm(d, s, 'british'), german: ordersForm(d, s, 'german') }, `round-${rounds}`);
      expect(JSON.stringify(unchanged.state)).toBe(JSON.stringify(silent.state));
      expect(ofType(silent.events, 'b79.battle-move')).toHaveLength(1);
      s = silent.state;
      rounds++;
      if (!s.combat) {
        expect(ofType(silent.events, 'b79.battle-end')[0].data).toMatchObject({ rounds });
        expect(ofType(silent.events, 'b79.turn-end')).toHaveLength(1);
      }
    }
    expect(rounds).toBeGreaterThan(0);
    expect(s.combat).toBeUndefined();
  });

  it('9.3 between rounds each side\'s report shows the battle board as it may see it; a report without a battle by mail has none', () => {
    const { after } = located({ battle: 'rounds' });
    const meta = { campaign: 'c', deadline: null } as never;
    const german = buildView(d, after.state, [], 'german', meta) as { battle?: string[] };
    expect(german.battle!.join('\n')).toMatch(/Battle in L12, round 1/);
    expect(german.battle!.join('\n')).toMatch(/Bismarck \(bismarck\)/);
    expect(german.battle!.join('\n')).not.toMatch(/King George V/);
    const british = buildView(d, after.state, [], 'british', meta) as { battle?: string[] };
    expect(british.battle!.join('\n')).toMatch(/King George V \(king-george-v\)/);
    expect('battle' in (buildView(d, start('may-1941'), [], 'german', meta) as object)).toBe(false);
  });

  it('9.9 a ship ordered by mail to withdraw tries at once, where its standing orders would keep it fighting', () => {
    // The British cruisers attack (attackWith: cruiser); cruisers do not bar a battleship's withdrawal (9.9).
    const { after } = located({ battle: 'rounds' }, false, (s) => { s.standing.british = { ...s.standing.british, attackWith: 'cruiser' }; });
    const s = after.state;
    expect(b79Game.next(d, s)!.kind).toBe('battle-round');
    const head = `game: bismarck1979\nside: german\nturn: ${s.turn}\n`;
    const stay = play(s, {}, 'w');
    const go = play(s, { german: `${head}round: { withdraw: [bismarck] }\n` }, 'w');
    const moved = (r: typeof go) => (ofType(r.events, 'b79.battle-move')[0].data as { ships: { id: string; withdrawing: boolean }[] }).ships.find((x) => x.id === 'bismarck')!;
    expect(moved(stay).withdrawing).toBe(false);
    expect(moved(go).withdrawing).toBe(true);
  });

  it('9.2 and 9.3 together: announcements by mail, then the rounds by mail', () => {
    const { after } = located({ battle: 'rounds', announce: 'mail' });
    const kinds: string[] = [];
    let s = after.state;
    for (let i = 0; i < 40 && s.turn === after.state.turn && !s.over; i++) {
      const kind = b79Game.next(d, s)!.kind;
      kinds.push(kind);
      s = play(s, {}, `both-${i}`).state;
    }
    expect(kinds.slice(0, 3)).toEqual(['british-announce', 'german-announce', 'battle-round']);
    expect(kinds.slice(2).every((k) => k === 'battle-round')).toBe(true);
  });

  it('9.2 two actions in one zone by mail: the British announce actions: 2; the second waits in the state while the first is fought round by round, then is fought', () => {
    for (let k = 0; k < 40; k++) {
      const s0 = meeting({ battle: 'rounds', announce: 'mail' });
      put(s0, 'L12', 'prinz-eugen', 'hood');
      s0.standing.german = { ...s0.standing.german, accept: true }; // Prinz Eugen (32) is faster than any British battleship
      const after = play(s0, {}, `two-${k}`);
      const found = after.events.filter((e) => e.type === 'b79.found').flatMap((e) => (e.data as { ships: string[] }).ships);
      if (!found.includes('bismarck') || !found.includes('prinz-eugen')) continue;
      let s = after.state;
      expect(b79Game.next(d, s)!.kind).toBe('british-announce');
      s = play(s, { british: `game: bismarck1979\nside: british\nturn: ${s.turn}\nannounce:\n  attacks:\n    L12: { attack: true, actions: 2 }\n` }, `two-${k}-a`).state;
      const starts: string[] = [];
      let queued: string[] = [];
      for (let i = 0; i < 60 && s.turn === after.state.turn && !s.over; i++) {
        if (s.combat?.battle?.id === 'L12-british') queued = s.combat.queue.map((q) => q.setup?.id ?? '');
        const r = play(s, {}, `two-${k}-${i}`);
        starts.push(...ofType(r.events, 'b79.battle-start').map((e) => (e.data as { battle: string }).battle));
        s = r.state;
      }
      expect(queued).toEqual(['L12-british-2']);
      expect(starts).toEqual(['L12-british', 'L12-british-2']);
      return;
    }
    throw new Error('never located both');
  });
});

