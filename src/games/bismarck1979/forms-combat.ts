/**
 * The forms of naval combat by mail (options `announce: mail`, `battle: rounds`), pre-filled with
 * what silence does (the side's standing orders), so that a form sent back unchanged is silence.
 * A side sees the battle board as the rules let it (9.2: the enemy's ship names need not be
 * revealed): its own ships by name, evasion and damage; the enemy's by general type and place.
 */
import type { B79Data } from './data/types.js';
import type { B79State, SideId } from './state.js';
import { evasionOf, fastest, forceType, forcesOf, generalType, slowest } from './units.js';
import { combatZones, silentAnnouncement } from './steps/combat.js';
import { boardView } from './rules/battle.js';

/** x3/x4 (9.2): the zones where the side could attack, what it knows there, its standing answer. */
export function announceForm(d: B79Data, state: B79State, side: SideId): string[] {
  const x = { data: d, state };
  const zones = combatZones(x, side);
  const silent = silentAnnouncement(x, side);
  const st = state.standing[side];
  const L: string[] = ['# 9.2: attacks are announced zone by zone, the British first; attack: false declines.'];
  const british = state.combat?.announced.british;
  if (side === 'german' && british) {
    L.push(`# The British announced attacks in: ${Object.keys(british.attacks).join(' ') || 'no zone'}; they accept a slower attacker: ${british.accept}.`);
  }
  L.push('announce:');
  if (zones.length) {
    L.push('  attacks:');
    for (const z of zones) {
      const enemy = state.contacts[side].filter((c) => c.zone === z).map((c) => `${c.types.join('+')}${c.taskForce ? ' (task force)' : ''}`).join('; ');
      const mine = forcesOf(state, side).filter((f) => f.zone === z).map((f) => `${f.key} (${forceType(d, f.ships)}, evasion ${fastest(d, f)}-${slowest(d, f)})`).join('; ');
      L.push(`    # ${z}: located ${enemy}; yours: ${mine}`);
      const a = silent.attacks[z];
      L.push(`    ${z}: { attack: ${a ? 'true' : 'false'}, with: ${a?.with ?? st.attackWith}, target: ${a?.target ?? st.target}${a?.actions ? `, actions: ${a.actions}` : ''} }`);
    }
  } else {
    L.push('  # No zone where you could attack now.');
  }
  L.push('  # 9.21: actions: N starts up to N naval actions in a zone, each against another enemy force (1 unless set).');
  L.push(`  # Accept combat from an enemy force slower than the one it attacks (9.2).`, `  accept: ${silent.accept}`);
  return L;
}

/** One battle round (9.3–9.9): the board as the side may see it, and its orders for the round. */
export function roundForm(d: B79Data, state: B79State, side: SideId): string[] {
  const b = state.combat!.battle!;
  const v = boardView(d, state, b);
  const o = b.orders[side];
  const L: string[] = [`# Battle in ${b.zone}, round ${b.round}${b.night ? ' (night: fire at 3 hexes at most, 11.1)' : ''}. The line (positions in hexes):`];
  for (const l of [...b.line].filter(v.live).sort((a, c) => a.pos - c.pos || (a.id < c.id ? -1 : 1))) {
    const s = state.ships[l.id];
    const who = l.side === side
      ? `${d.ships[l.id].name} (${l.id}), evasion ${evasionOf(d, s)}, midships ${s.midshipsHits}/${d.ships[l.id].midships}${l.withdrawing ? ', withdrawing' : ''}${v.canWithdraw(l) ? '' : ', cannot withdraw now (9.9)'}`
      : `enemy ${generalType(d.ships[l.id].type)}${l.withdrawing ? ', withdrawing' : ''}`;
    L.push(`#   ${String(l.pos).padStart(3)}  ${who}, last ${l.stance}`);
  }
  const waiting = b.waiting[side].map((w) => w.key);
  if (waiting.length) L.push(`# Waiting to reinforce (9.4, from round ${d.tables.battle.reinforcement.from}): ${waiting.join(' ')}`);
  L.push('# range: close, keep or open (9.5); target: the general type fired at first (9.6); withdraw: your ships that try to withdraw (9.9).');
  L.push(`round: { range: ${o.range}, target: ${o.target}, reinforce: ${o.reinforce}, withdraw: [] }`);
  return L;
}
