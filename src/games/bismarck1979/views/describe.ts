/**
 * An event in words for the report of the side that was told it (its audience already decided
 * who may see it). Names of enemy ships appear only where the event itself carries them.
 */
import type { GameEvent, RollData } from '../../../kernel/events.js';
import type { B79Data } from '../data/types.js';

type Any = Record<string, unknown>;
const list = (v: unknown) => (Array.isArray(v) ? v.join(', ') : String(v ?? ''));
/** Several report lines from one event, or none. */
const lines = (l: string[]): string | null => (l.length ? l.join('\n') : null);

export function describeEvent(d: B79Data, e: GameEvent): string | null {
  const x = e.data as Any;
  const n = (id: unknown) => d.ships[String(id)]?.name ?? d.airUnits[String(id)]?.name ?? String(id);
  switch (e.type) {
    case 'roll': {
      const r = e.data as RollData;
      const mods = r.modifiers.length ? ` ${r.modifiers.map((m) => `${m.value >= 0 ? '+' : ''}${m.value} ${m.name}`).join(', ')}` : '';
      return `  die: ${r.table}, ${r.purpose}: [${r.dice.join(' ')}]${mods} = ${r.total} → ${r.result}`;
    }
    case 'b79.visibility': return `Turn ${x.turn} (${x.clock}): visibility ${x.level}${x.fog ? `, fog in rows ${list(x.fogRows)}` : ''} (7.1).`;
    case 'b79.availability': return lines([
      ...(x.ships as Any[]).map((s) => `${n(s.ship)} enters play in ${s.zone} (4.1).`),
      ...(x.air as string[]).map((u) => `${n(u)} is available at its base (4.1).`),
      ...(x.refitted as Any[]).map((r) => `${n(r.unit)} is back at its base after rest and refit (6.4).`),
    ]);
    case 'b79.task-forces': return lines([
      ...(x.broken as Any[]).map((b) => `${n(b.ship)} leaves TF${b.tf} (5.44).`),
      ...(x.formed as Any[]).map((f) => `Task force TF${f.tf} formed in ${f.zone}: ${list((f.ships as string[]).map(n))} (5.41).`),
    ]);
    case 'b79.ship-moves': return lines([
      ...(x.left as string[]).map((s) => `${n(s)} leaves convoy escort.`),
      ...(x.moves as Any[]).map((m) => `${m.force} moves: ${list(m.path)}.`),
      ...(x.convoy as Any[]).map((c) => `${n(c.ship)} moves with its convoy to ${c.zone}.`),
      ...(x.refused as Any[]).map((r) => `Orders not carried out for ${r.force}: ${list(r.why)}.`),
    ]);
    case 'b79.air-moves': return lines([
      ...(x.moves as Any[]).map((m) => `${n(m.unit)} flies (${m.mode}): ${list(m.path)}.`),
      ...(x.landed as Any[]).map((l) => `${n(l.unit)} lands; rest and refit until turn ${l.back} (6.4).`),
      ...(x.refused as Any[]).map((r) => `Orders not carried out for ${n(r.unit)}: ${list(r.why)}.`),
    ]);
    case 'b79.air-returns': return lines((x.landed as Any[]).map((l) => `${n(l.unit)} lands; rest and refit until turn ${l.back} (6.4).`));
    case 'b79.air-lost': return `${n(x.unit)} could not return to base and is lost; ${x.points} points to the opponent (6.21).`;
    case 'b79.move-refused': return `Orders not carried out for ${x.force ?? n(x.unit)}: ${list(x.why)}.`;
    case 'b79.repaired': return `${n(x.ship)} regains ${x.regained} evasion (now ${x.evasion}) (9.7).`;
    case 'b79.search-called': return `The ${x.side} player searches: ${list(x.zones)} (7.2).`;
    case 'b79.located': return `LOCATED (${x.how}) contact ${x.contact} in ${x.zone}: ${list(x.types)}${x.taskForce ? ' in task force' : ''} (7.23).`;
    case 'b79.found': return `Your ships in ${x.zone} were located${x.how ? ` by ${x.how}` : ''}: ${list((x.ships as string[]).map(n))}.`;
    case 'b79.passed-through': return `A German force passed through ${x.zone} (8.2): ${list(x.types)}.`;
    case 'b79.two-zone-move': return `The force of contact ${x.contact} moved two zones (8.1).`;
    case 'b79.shadow-held': return `SHADOW HELD on contact ${x.contact} by ${n(x.unit)}${x.highSpeed ? ' (high-speed, 8.2)' : ''}: now in ${x.zone}, ${list(x.types)}.`;
    case 'b79.shadow-lost': return `Contact ${x.contact} lost by ${n(x.unit)}.`;
    case 'b79.shadowed': return `${x.force} is being shadowed: its position ${x.zone} is known to the enemy.`;
    case 'b79.shadow-shaken': return `${x.force} shook off a shadower.`;
    case 'b79.shadow-refused': return `${n(x.unit)} cannot shadow contact ${x.contact}: ${x.why}.`;
    case 'b79.shadow-void': return `Contact ${x.contact}: ${x.why}.`;
    case 'b79.shadow-tf-broken': return `Contact ${x.contact}: ships left the task force: ${list(x.left)} (8.1).`;
    case 'b79.followed': return x.fromPatrol
      ? `${x.force} leaves its patrol for movement mode and follows the shadowed force into ${x.zone} (5.3 EXCEPTION 8.24, 8.2).`
      : `${x.force} follows the shadowed force into ${x.zone} (8.2).`;
    case 'b79.not-followed': return `${x.force} was ordered to follow from its patrol but cannot: ${list(x.why)}.`;
    case 'b79.air-strike': return `Air strike by ${n(x.unit)} in ${x.zone}: ${x.result}${x.ship ? ` on ${n(x.ship)}: ${list(x.damage)}` : ''} (9.1).`;
    case 'b79.air-struck': return `${n(x.ship)} attacked from the air (${x.attacker}) in ${x.zone}: ${x.result}${(x.damage as string[]).length ? `: ${list(x.damage)}` : ''}.`;
    case 'b79.combat': return `NAVAL COMBAT in ${x.zone}: the ${x.attacker} attack (evasion ${x.attackerEvasion} against ${x.defenderEvasion}) (9.2).`;
    case 'b79.announced': return `The ${x.side} player announces attacks in: ${list(x.zones)}${(x.zones as string[]).length ? '' : 'no zone'}; accepts a slower attacker: ${x.accept ? 'yes' : 'no'} (9.2).`;
    case 'b79.reinforce-record': return `Recorded before any combat (9.4): ${(x.ships as string[]).map(n).join(', ')} (${x.force}) may reinforce only naval action ${x.action} of ${x.of} in ${x.zone}.`;
    case 'b79.combat-refused': return `No ${x.side} attack in ${x.zone}: ${x.why}.`;
    case 'b79.battle-start': return `  Battle board: range ${x.range}${x.night ? ', at night' : ''}; ${(x.ships as Any[]).map((s) => `${n(s.id)} at ${s.pos}`).join(', ')}.`;
    case 'b79.battle-move': return `  Round ${x.round} moves: ${(x.ships as Any[]).map((s) => `${n(s.id)} ${s.stance}${s.withdrawing ? ' (withdrawing)' : ''} to ${s.pos}`).join('; ')}.`;
    case 'b79.battle-fire': return `  Round ${x.round}: ${n(x.ship)} fires ${x.shots} shot${x.shots === 1 ? '' : 's'} at ${n(x.target)}, range ${x.range} (${x.band}, ${x.column}).`;
    case 'b79.battle-damage': return `  Round ${x.round}: ${n(x.ship)}${(x.labels as Any | undefined)?.[String(x.ship)] ? ` (${(x.labels as Any)[String(x.ship)]})` : ''}: ${x.text}.`;
    case 'b79.battle-withdrawn': return `  Round ${x.round}: ${n(x.ship)} withdraws from combat (9.9).`;
    case 'b79.battle-withdraw-blocked': return `  Round ${x.round}: ${n(x.ship)} cannot withdraw (9.93).`;
    case 'b79.battle-reinforce': return `  Round ${x.round}: reinforcements join: ${list((x.ships as string[]).map(n))} (9.4).`;
    case 'b79.battle-disengaged': return `  Round ${x.round}: the lines part.`;
    case 'b79.battle-end': return `  Battle over after ${x.rounds} round${x.rounds === 1 ? '' : 's'}.`;
    case 'b79.sunk': return `${n(x.ship)} SUNK; ${x.points} points to the ${x.to}.`;
    case 'b79.huff-duff': return `HUFF-DUFF: a German ship is in or next to ${x.zone} (10.1).`;
    case 'b79.general-search': return `General search: column ${x.column}, number ${x.number}: ${x.found ? 'located' : 'not located'}.`;
    case 'b79.convoy-chance': return `Chance: a convoy ${x.location}, ${x.mode}: ${x.qualifies ? 'found' : 'not found'}.`;
    case 'b79.convoy-destroyed': return `CONVOY DESTROYED by ${list((x.ships as string[]).map(n))} in ${x.zone}: ${x.points} points to the German player.`;
    case 'b79.chance-void': return `Chance roll ${x.roll}: ${x.why}.`;
    case 'b79.entered-port': return `${n(x.ship)} enters port in ${x.zone}${x.points ? `; ${x.points} points to the British` : ''}.`;
    case 'b79.afloat-at-end': return `Bismarck afloat at sea at the end: ${x.points} points to the German player.`;
    case 'b79.game-over': return `GAME OVER (${x.why}): British ${(x.vp as Any).british}, German ${(x.vp as Any).german}: ${x.winner === 'draw' ? 'a draw' : `the ${x.winner} win`}.`;
    case 'b79.turn-end': return `End of turn ${x.turn} (${x.clock}).`;
    default: return null;
  }
}
