/**
 * What must hold at the end of a Great War at Sea game by mail (issue 16, "How we will know"):
 * the result the scenario's victory conditions give, and the fog of war over everything a side's
 * address was sent.
 */
import { canSee, type GameEvent } from '../../src/kernel/events.js';
import type { GwasData } from '../../src/games/gwas/data.js';
import type { GwasState } from '../../src/games/gwas/state.js';
import type { Side } from './gwas-plans.js';
import { restoreBattle } from '../../src/games/gwas/tactical/impulse-save.js';
import { seenBy } from '../../src/games/gwas/tactical/sighting.js';

const SIDES: readonly Side[] = ['allied', 'central'];

/**
 * The scenario's victory conditions and points (4.6, 10.24, 15.7, scenario `victory`) recomputed
 * from the final state: conditions met, enemy ships and boats sunk by type, merchants sunk.
 */
export function victoryByRules(data: GwasData, final: GwasState): { vp: Record<Side, number>; winner: string } {
  const victory = data.scenarios[final.scenario]!.victory;
  const other = (s: string): Side => (s === 'allied' ? 'central' : 'allied');
  const vp: Record<Side, number> = { allied: 0, central: 0 };
  for (const c of victory.conditions) if (final.scored.includes(c.id)) vp[c.side as Side] += c.points;
  for (const ship of Object.values(final.ships)) if (ship.sunk) vp[other(ship.side)] += victory.sunk[data.ships[ship.id]!.type] ?? 0;
  for (const boat of final.patrols ?? []) if (boat.sunk) vp[other(boat.side)] += boat.kind === 'submarine' ? victory.sunk.SS ?? 4 : victory.sunk.MTB ?? 0;
  for (const side of SIDES) vp[side] += final.merchantsSunk[side] * victory.merchant;
  return { vp, winner: vp.allied > vp.central ? 'allied' : vp.central > vp.allied ? 'central' : 'draw' };
}

export type Row = { turn: number; state: GwasState; events: GameEvent[] };

/**
 * Fog (issue 16: "hidden minefields, submarines and aircraft never show in a report of a side
 * that may not know them"), over everything each side's address was sent, mail by mail: the
 * enemy's submarines and MTBs never by name or id (15.1, 18.1: an attack tells only the zone); an
 * enemy minefield's boundary on no minefield line before the side has found it (13.1); an enemy
 * ship's name or id only once the side was told of her — in the public scenario text, a contact
 * of its fleets with hers (5.4), or an event addressed to it that names her (battle, patrol
 * attack). Returns what leaked.
 */
export function fogLeaks(data: GwasData, rows: readonly Row[], side: Side, mails: readonly { subject: string; text: string }[]): string[] {
  const scenario = data.scenarios[rows[0]!.state.scenario]!;
  const publicText = [scenario.summary, scenario.history, scenario.victory.text, ...scenario.victory.conditions.map((c) => c.text)].join(' ');
  const word = (w: string): RegExp => new RegExp(`(^|[^A-Za-z0-9-])${w.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}($|[^A-Za-z0-9-])`);
  const enemyShips = Object.values(rows[0]!.state.ships).filter((s) => s.side !== side);
  const told = new Set(enemyShips.filter((s) => word(data.ships[s.id]!.name).test(publicText)).map((s) => s.id));
  const boats = (rows[0]!.state.patrols ?? []).filter((b) => b.side !== side);
  const leaks: string[] = [];
  let turn = 0;
  let k = 0;
  for (const mail of mails) {
    const m = /turn (\d+) report|final report \(turn (\d+)\)/.exec(mail.subject);
    if (m) turn = Number(m[1] ?? m[2]);
    // What the side was told up to the state this mail reports.
    for (; k < rows.length && rows[k]!.turn <= turn; k++) {
      const row = rows[k]!;
      for (const c of row.state.contacts) {
        if (!c.fleets[side].length) continue;
        for (const f of c.fleets[side === 'allied' ? 'central' : 'allied']) for (const id of row.state.fleets[f]?.ships ?? []) told.add(id);
      }
      for (const e of row.events) if (canSee(e, side)) { const j = JSON.stringify(e.data); for (const s of enemyShips) if (j.includes(`"${s.id}"`)) told.add(s.id); }
    }
    const state = rows[Math.max(0, k - 1)]!.state;
    for (const b of boats) for (const mark of [b.id, data.ships[b.id]!.name]) if (word(mark).test(mail.text)) leaks.push(`${mail.subject}: enemy boat ${mark}`);
    const minefieldLines = mail.text.split('\n').filter((l) => /minefield/i.test(l)).join('\n');
    for (const f of state.minefields ?? []) {
      if (f.side === side || f.known.includes(side)) continue;
      if (minefieldLines.includes(f.between.join('/'))) leaks.push(`${mail.subject}: hidden minefield ${f.between.join('/')}`);
    }
    for (const s of enemyShips) {
      if (told.has(s.id)) continue;
      for (const mark of [s.id, data.ships[s.id]!.name]) if (word(mark).test(mail.text)) leaks.push(`${mail.subject}: enemy ship ${mark}: ${mail.text.split('\n').filter((l) => word(mark).test(l)).slice(0, 2).join(' | ')}`);
    }
  }
  return [...new Set(leaks)];
}

/**
 * 7.27 for the impulse form (option tacticalByMail, 7.31), against the umpire's record of the
 * battle that waits: the enemy ships on the tactical map that the side does not see now and that
 * the form names by id anyway.
 */
export function impulseFormLeaks(data: GwasData, state: GwasState, side: Side, form: string): string[] {
  const run = restoreBattle(data, state, state.impulse!.battle);
  const seen = new Set(seenBy(run, side).map((s) => s.id));
  return run.ships[side === 'allied' ? 'central' : 'allied']
    .filter((s) => !seen.has(s.id) && new RegExp(`(^|[^a-z0-9-])${s.id}($|[^a-z0-9-])`).test(form)).map((s) => s.id);
}
