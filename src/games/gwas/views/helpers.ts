/**
 * The Handlebars helpers of the Great War at Sea report templates (seam §1 `ViewsDef.templates.helpers`,
 * §8: the GWAS helpers leave the shared renderer, src/reports/render.ts, which registers them).
 * Plain functions of the view, so the game stays free of Handlebars: no clock, no I/O.
 */
import type { Modifier } from '../../../kernel/events.js';
import type { EnemyForceView, LogLineView, ShipView } from './index.js';

export const MISSION_NAMES: Record<string, string> = {
  transport: 'Transport', bombardment: 'Bombardment', escort: 'Escort', intercept: 'Intercept', raid: 'Raid',
  abort: 'Abort', minelaying: 'Minelaying', minesweeping: 'Minesweeping',
};

function signed(n: number): string {
  return n > 0 ? `+${n}` : n < 0 ? `-${Math.abs(n)}` : '0';
}

function modifiersText(mods: readonly Modifier[] | undefined): string {
  if (!mods || mods.length === 0) return 'no modifiers';
  return mods.map((m) => `${signed(m.value)} ${m.name}${m.rule ? ` (${m.rule})` : ''}`).join(', ');
}

function damageText(ship: ShipView): string {
  return ship.damage.map((d) => `${d.location} ${d.marked}/${d.total}`).join(', ');
}

function pathText(line: LogLineView): string {
  const moved = line.path.length ? `${line.from} -> ${line.path.join('/')}` : `stayed in ${line.from}`;
  return line.portName ? `${moved}, in port at ${line.portName}` : moved;
}

function enemyText(e: EnemyForceView): string {
  const parts = [`${e.capital} capital`, `${e.light} light`];
  if (e.other) parts.push(`${e.other} other`);
  return `${e.ships} ship${e.ships === 1 ? '' : 's'} (${parts.join(', ')})`;
}

/** Helper name → function, registered by the shared renderer beside its generic helpers. */
export const GWAS_HELPERS: Readonly<Record<string, (...args: any[]) => unknown>> = {
  dice: (dice: unknown) => (Array.isArray(dice) ? dice.join(' + ') : ''),
  mods: (mods: Modifier[] | undefined) => modifiersText(mods),
  signed: (n: number) => signed(n),
  mission: (m: string) => MISSION_NAMES[m] ?? m,
  since: (t: number) => (t > 0 ? `since turn ${t}` : 'since the start'),
  damage: (s: ShipView) => damageText(s),
  // The ship column as wide as the fleet's longest name: with each ship's damage on a line of its
  // own, a row then fits the 76 columns a mail client keeps (src/reports/wrap-text.ts).
  nameWidth: (ships: { name: string }[] | undefined) => Math.max(4, ...(ships ?? []).map((x) => x.name.length)),
  logpath: (l: LogLineView) => pathText(l),
  enemy: (e: EnemyForceView) => enemyText(e),
  names: (list: { name: string; id: string }[] | undefined) => (list ?? []).map((f) => f.name).join(', '),
  battleOrders: (b: Record<string, unknown> | undefined) => {
    const entries = Object.entries(b ?? {}).sort(([x], [y]) => (x < y ? -1 : 1));
    // 7.33 (tactical): turnAway may be an object, { hullLost: 4 } read "turnAway hullLost 4".
    const text = (v: unknown) => (Array.isArray(v) ? v.join('/') : v && typeof v === 'object' ? Object.entries(v).map(([a, x]) => `${a} ${String(x)}`).join(' ') : String(v));
    return entries.length ? entries.map(([k, v]) => `${k} ${text(v)}`).join(', ') : 'none (defaults)';
  },
  planText: (plan: { turn: number; entry: string }[] | undefined) =>
    plan && plan.length ? plan.map((p) => `${p.turn}: ${p.entry}`).join('; ') : 'nothing plotted',
};
