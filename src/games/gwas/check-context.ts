/** Shared pieces of the order checks: the problem record and the working view of a side's fleets. */
import type { Scenario, Mission, ShipClassData } from './data/types.js';
import type { GwasData } from './data.js';
import { noteCode } from '../../codes/registry.js';
import { GWAS_CODES, type GwasCodeId } from './codes.js';
import type { HeaderProblem } from '../../orders/header.js';
import type { GwasOrders } from './orders-types.js';
import type { FleetState, GwasState, SideId } from './state.js';

/** A fault in a side's orders, located by its YAML path; turned into a diagnostic at the edge. */
export interface OrderProblem {
  /** A rule code of the game, or a header code of the shared check (ADM1050–1055). */
  readonly code: GwasCodeId | HeaderProblem['code'];
  readonly severity: 'error' | 'warning';
  readonly rule: string;
  readonly message: string;
  readonly path: readonly (string | number)[];
  /** Underline this text within the value (e.g. one zone of "K31/K40"). */
  readonly substring?: string;
  /** Which match of `substring` (from 0) when the same text appears twice in the value. */
  readonly occurrence?: number;
  readonly part?: 'key' | 'value';
  readonly hint?: string;
}

/** A fleet as these orders would leave it: the state's fleet with plan and mission overlaid. */
export interface DraftFleet {
  readonly id: string;
  readonly base: FleetState | null;
  mission: Mission;
  plan: Record<string, string>;
  ships: string[];
  zone: string;
  port: string | null;
  escorting: string | null;
  /** Turn from which this fleet may move (new fleets formed by Divide move next turn). */
  movesFrom: number;
  arrives: number;
}

export class CheckContext {
  readonly problems: OrderProblem[] = [];
  readonly scenario: Scenario;
  readonly drafts = new Map<string, DraftFleet>();

  constructor(
    readonly data: GwasData,
    readonly state: GwasState,
    readonly side: SideId,
    readonly orders: GwasOrders,
  ) {
    this.scenario = data.scenarios[state.scenario];
    for (const f of Object.values(state.fleets)) {
      if (f.side !== side || f.gone) continue;
      this.drafts.set(f.id, {
        id: f.id, base: f, mission: f.mission, plan: { ...f.plan }, ships: f.ships.filter((s) => !state.ships[s]?.sunk),
        zone: f.zone, port: f.port, escorting: f.escorting, movesFrom: state.turn, arrives: f.arrives,
      });
    }
  }

  get turn(): number { return this.state.turn; }

  report(code: GwasCodeId, message: string, path: readonly (string | number)[], extra: Partial<Pick<OrderProblem, 'substring' | 'occurrence' | 'part' | 'hint'>> = {}): void {
    const info = GWAS_CODES[code];
    noteCode(code); // the reachability tracer counts it as produced (issue 11 §6)
    this.problems.push({ code, severity: info.severity, rule: info.rule, message, path, ...extra });
  }

  /** The shared header check's problems (seam §6), cited to 4.2: orders are for one side and one turn. */
  header(problems: readonly HeaderProblem[]): void {
    for (const p of problems) this.problems.push({ code: p.code, severity: p.severity, rule: '4.2', message: p.message, path: p.path });
  }

  shipData(ids: readonly string[]): ShipClassData[] {
    return ids.map((id) => this.data.ships[id]).filter(Boolean);
  }

  /** Ships counted as the rules count them (9.2: a group counter is several ships). */
  shipTotal(ids: readonly string[]): number {
    return this.shipData(ids).reduce((n, s) => n + (s.group ?? 1), 0);
  }
}

export function sortedKeys(record: Readonly<Record<string, unknown>> | undefined): string[] {
  return Object.keys(record ?? {}).sort((a, b) => Number(a) - Number(b) || (a < b ? -1 : 1));
}
