/**
 * 5.24 Pursuit, in four small steps so each sits where the sequence of play puts it:
 *
 * - `pursuitRecordStep` (end of the Tactical Phase): every fleet on Intercept or Raid that fought
 *   may pursue the enemy fleets of its contact (Basic Combat: after any battle). The enemy ids are
 *   kept in `state.pursuits`, which redaction never hands to a side.
 * - `pursuitStep` (Orders Phase, after the orders are written): a fleet whose box says "Pursuit"
 *   rolls one die: +2 on a day turn, +1 if every pursuing ship is faster than the slowest ship of
 *   the fleet pursued; 6 or more succeeds. The pursued fleet is the first of the contact's enemy
 *   fleets (by id) still in play. Failure: the fleet stays (its "Pursuit" box holds no zone) and
 *   must plot two more turns from there; a "Pursuit" box with no battle the turn before is a stay.
 * - `pursuitMoveStep` (after Fleet Movement): a successful pursuer moves with the enemy fleet.
 * - `pursuitContactStep` (after Contact Determination): the pursuer makes contact in the new zone
 *   without a roll, unless the pair already met there.
 *
 * The pursuer's side sees its roll and the outcome, never the enemy fleet's id; the umpire sees
 * which fleet was followed.
 */
import type { Modifier } from '../../../kernel/events.js';
import { sidesOnly, umpireOnly } from '../../../kernel/events.js';
import { fleetProfile, shipSpeed, speedRank } from '../fleet.js';
import { logLineOf } from '../operations/common.js';
import { hasItem, parsePlot } from '../plot.js';
import { activeFleets, liveShips, otherSide, type ContactRecord, type FleetState, type GwasState, type SideId } from '../state.js';
import { isNight } from '../time.js';
import type { GwasContext, GwasStep } from './step.js';

export interface PursuitData {
  readonly fleet: string;
  /** The contact of last turn's battle (the side knows it). */
  readonly contact: string | null;
  readonly result: 'caught up' | 'lost contact' | 'no pursuit';
  readonly roll: number | null;
  readonly note: string | null;
}

const PURSUERS = new Set(['intercept', 'raid']);

export const pursuitRecordStep: GwasStep = {
  name: 'pursuit-record',
  rule: '5.24',
  run(ctx) {
    const { state } = ctx;
    const open: NonNullable<GwasState['pursuits']> = {};
    for (const c of state.contacts) {
      if (c.turn !== ctx.turn) continue;
      for (const side of ['allied', 'central'] as SideId[]) {
        for (const id of c.fleets[side]) {
          const f = state.fleets[id];
          if (!f || f.gone || !PURSUERS.has(f.mission)) continue;
          open[id] = { turn: ctx.turn, contact: c.id, zone: c.zone, enemy: [...c.fleets[otherSide(side)]], following: null };
        }
      }
    }
    // Only last turn's battles can be pursued: older records are dropped.
    state.pursuits = open;
  },
};

function slowest(ctx: GwasContext, fleet: FleetState): number {
  const ranks = liveShips(ctx.state, fleet).map((s) => speedRank(shipSpeed(ctx.data, s)));
  return ranks.length ? Math.min(...ranks) : 0;
}

export const pursuitStep: GwasStep = {
  name: 'pursuit',
  rule: '5.24',
  run(ctx) {
    const { data, state } = ctx;
    const scenario = data.scenarios[state.scenario];
    const day = !isNight(data, scenario, ctx.turn);
    for (const fleet of activeFleets(state)) {
      if (!hasItem(parsePlot(fleet.plan[String(ctx.turn)] ?? ''), 'pursuit')) continue;
      const rec = state.pursuits?.[fleet.id];
      const tell = (d: Omit<PursuitData, 'fleet'>) => ctx.emit<PursuitData>({ type: 'gwas.pursuit', audience: sidesOnly(fleet.side), data: { fleet: fleet.id, ...d } });
      if (!PURSUERS.has(fleet.mission)) { tell({ contact: null, result: 'no pursuit', roll: null, note: 'only a fleet on Intercept or Raid pursues (5.24): it stays' }); continue; }
      if (!rec || rec.turn !== ctx.turn - 1) { tell({ contact: null, result: 'no pursuit', roll: null, note: 'no battle last turn to pursue from: the fleet stays (5.24)' }); continue; }
      const target = rec.enemy.map((id) => state.fleets[id]).find((f) => f && f.gone === null && liveShips(state, f).length > 0);
      if (!target) { tell({ contact: rec.contact, result: 'no pursuit', roll: null, note: 'the enemy is no longer afloat: the fleet stays' }); continue; }
      const modifiers: Modifier[] = [];
      if (day) modifiers.push({ name: 'day turn', value: 2, rule: '5.24' });
      const ours = liveShips(state, fleet).map((s) => speedRank(shipSpeed(data, s)));
      if (ours.length && ours.every((r) => r > slowest(ctx, target))) modifiers.push({ name: 'every pursuing ship faster than the slowest pursued ship', value: 1, rule: '5.24' });
      const roll = ctx.roll({
        table: 'Pursuit (5.24)', purpose: `pursuit after contact ${rec.contact}`, audience: sidesOnly(fleet.side),
        stream: `pursuit:${fleet.id}`, modifiers, rule: '5.24', read: (t) => (t >= 6 ? 'caught up' : 'lost contact'),
      });
      const success = roll.total >= 6;
      rec.following = success ? target.id : null;
      tell({
        contact: rec.contact, result: success ? 'caught up' : 'lost contact', roll: roll.eventSeq,
        note: success ? 'the fleet moves with the enemy and makes contact where it goes' : 'the fleet stays in its zone this turn and plots two more turns from there (5.24)',
      });
      ctx.emit({ type: 'gwas.pursuit-umpire', audience: umpireOnly, data: { fleet: fleet.id, contact: rec.contact, target: target.id, success } });
    }
  },
};

/** Successful pursuers this turn: [pursuer, pursued]. */
function following(ctx: GwasContext): [FleetState, FleetState][] {
  const out: [FleetState, FleetState][] = [];
  for (const [id, rec] of Object.entries(ctx.state.pursuits ?? {}).sort(([a], [b]) => (a < b ? -1 : 1))) {
    if (rec.turn !== ctx.turn - 1 || !rec.following) continue;
    const p = ctx.state.fleets[id];
    const t = ctx.state.fleets[rec.following];
    if (p && t && p.gone === null && t.gone === null) out.push([p, t]);
  }
  return out;
}

export const pursuitMoveStep: GwasStep = {
  name: 'pursuit-move',
  rule: '5.24',
  run(ctx) {
    for (const [p, t] of following(ctx)) {
      const line = logLineOf(t, ctx.turn);
      const from = p.zone;
      const path = line && line.from === from ? [...line.path] : t.zone === from ? [] : [t.zone];
      p.zone = t.zone;
      p.port = null;
      p.backlog = [];
      const own = logLineOf(p, ctx.turn);
      const entry = { from, note: 'pursuit (5.24)', path, port: null, turn: ctx.turn }; // keys sorted (movement.ts)
      if (own) p.log[p.log.length - 1] = entry; else p.log.push(entry);
      ctx.emit({ type: 'gwas.fleet-moved', rule: '5.24', audience: sidesOnly(p.side), data: { fleet: p.id, from, path, zone: p.zone, port: null, note: 'pursuit (5.24)' } });
    }
  },
};

export const pursuitContactStep: GwasStep = {
  name: 'pursuit-contact',
  rule: '5.24',
  run(ctx) {
    const { data, state } = ctx;
    let n = 0;
    for (const [p, t] of following(ctx)) {
      const met = state.contacts.some((c) => c.turn === ctx.turn && [...c.fleets.allied, ...c.fleets.central].includes(p.id) && [...c.fleets.allied, ...c.fleets.central].includes(t.id));
      if (met) continue;
      // The pursued fleet may have been stopped by another contact: the pursuer is with it.
      p.zone = t.zone;
      p.port = null;
      t.hidden = false;
      p.hidden = false;
      const id = `C${ctx.turn}-P${++n}`;
      const fleets = { allied: [p.side === 'allied' ? p.id : t.id], central: [p.side === 'central' ? p.id : t.id] };
      const record: ContactRecord = { id, turn: ctx.turn, zone: t.zone, fleets, automatic: true, chance: false };
      state.contacts.push(record);
      const reason = 'pursuit (5.24)';
      for (const side of ['allied', 'central'] as SideId[]) {
        const own = side === p.side ? p : t;
        const enemy = side === p.side ? t : p;
        ctx.emit({
          type: 'gwas.contact', audience: sidesOnly(side),
          data: { contact: id, zone: t.zone, reason, automatic: true, own: [own.id], enemy: fleetProfile(data, state, enemy), enemySide: otherSide(side), roll: null },
        });
      }
      ctx.emit({ type: 'gwas.contact-umpire', audience: umpireOnly, data: { id: record.id, turn: record.turn, zone: record.zone, fleets: record.fleets, automatic: record.automatic, chance: record.chance, reason } });
    }
  },
};
