/**
 * 5.4–5.42 and the FAQ's automatic contacts: the contact step pairs each Allied fleet only with the
 * Central fleets that share a place with it (issue 17 §2). The candidates must be exactly those of
 * every pair: same candidates, same order, whatever the fleets did. Random layouts on the real map,
 * crowded into a few neighbouring zones so that fleets meet, pass, cross, bombard, unload and lie
 * in ports; each layout's seed is named when it fails.
 */
import { describe, expect, it } from 'vitest';
import { contactCandidates, contactCandidatesAllPairs, type Candidate } from '../../src/games/gwas/contact-rules.js';
import type { GwasData } from '../../src/games/gwas/data.js';
import type { FleetState, GwasState, SideId } from '../../src/games/gwas/state.js';
import { Stream } from '../../src/kernel/rng.js';
import { gameData } from '../helpers/gwas.js';

const LAYOUTS = 200;
const TURN = 5;

function pick<T>(rng: Stream, xs: readonly T[]): T {
  return xs[rng.die(xs.length) - 1];
}

/** The zones around the harbour's, so that fleets laid out there often share zones. */
function neighbourhood(data: GwasData, rng: Stream, centre: string): string[] {
  const out = new Set([centre]);
  for (let i = 0; i < 3; i++) for (const z of [...out]) for (const n of data.map.zones[z].neighbours) out.add(n);
  return [...out].sort();
}

/** A minor port (no major base) somewhere on the map, where fleets lie and others come in. */
function minorPort(data: GwasData, rng: Stream): string {
  return pick(rng, Object.keys(data.map.ports).filter((p) => !data.map.ports[p].majorBase && data.map.zones[data.map.ports[p].zone]).sort());
}

function randomFleet(data: GwasData, rng: Stream, id: string, side: SideId, area: readonly string[], harbour: string): FleetState {
  const inHarbour = rng.die(4) === 1;
  const harbourZone = data.map.ports[harbour].zone;
  // A quarter of the fleets lie in or come into the layout's minor port (FAQ, 11.31).
  const from = inHarbour ? (rng.die(2) === 1 ? harbourZone : pick(rng, data.map.zones[harbourZone].neighbours)) : pick(rng, area);
  const path: string[] = [];
  let at = from;
  // 0–3 zones entered: staying, one or two zones a turn, and a longer path than the moments.
  if (inHarbour) { if (from !== harbourZone) path.push((at = harbourZone)); }
  else for (let k = rng.die(4) - 1; k > 0; k--) path.push((at = pick(rng, data.map.zones[at].neighbours)));
  const portsHere = Object.keys(data.map.ports).filter((p) => data.map.ports[p].zone === at).sort();
  const port = inHarbour ? harbour : portsHere.length && rng.die(3) === 1 ? pick(rng, portsHere) : null;
  const note = pick(rng, ['', '', '', 'bombard', 'unload', 'bombard Durazzo', 'load']);
  // Most fleets logged this turn's move; some have only an older line, or none (they stayed).
  const logged = rng.die(6);
  const log = logged > 2
    ? [{ turn: TURN, from, path, port, ...(note ? { note } : {}) }]
    : logged === 2 ? [{ turn: TURN - 1, from, path: [], port }] : [];
  // A fleet stopped elsewhere (a minefield, a pursuit) may lie outside the zones of its log line.
  const zone = rng.die(10) === 1 ? pick(rng, area) : logged > 2 ? at : from;
  return {
    id, name: id, side, mission: pick(rng, ['intercept', 'raid', 'bombardment', 'patrol'] as const), missionSince: 0,
    zone, port: logged > 2 ? port : rng.die(3) === 1 && portsHere.length ? pick(rng, portsHere) : null,
    ships: [], escorting: null, plan: {}, log, hidden: rng.die(5) === 1, turnsInPort: 0, arrives: 0, backlog: [],
    battle: rng.die(2) === 1 ? { contact: 'seek' } : {}, leader: null, gone: null,
  } as FleetState;
}

function layout(data: GwasData, seed: string): { state: GwasState; fleets: FleetState[] } {
  const rng = new Stream(seed);
  const harbour = minorPort(data, rng);
  const area = neighbourhood(data, rng, data.map.ports[harbour].zone);
  const fleets: FleetState[] = [];
  const n = 4 + rng.die(40);
  for (let i = 0; i < n; i++) {
    const side: SideId = rng.die(2) === 1 ? 'allied' : 'central';
    fleets.push(randomFleet(data, rng, `${side}-${String(rng.die(1000)).padStart(3, '0')}-${i}`, side, area, harbour));
  }
  // The contact step hands its fleets over in id order (activeFleets).
  fleets.sort((a, b) => (a.id < b.id ? -1 : 1));
  return { state: { turn: TURN, fleets: Object.fromEntries(fleets.map((f) => [f.id, f])) } as unknown as GwasState, fleets };
}

describe('5.4–5.42 contact candidates from the place index equal those of every pair (issue 17 §2)', () => {
  const data = gameData();

  it(`${LAYOUTS} random layouts: the same candidates in the same order (seed named on failure)`, () => {
    const reasons = new Map<Candidate['reason'], number>();
    for (let i = 0; i < LAYOUTS; i++) {
      const seed = `contact-index/${i}`;
      const { state, fleets } = layout(data, seed);
      const all = contactCandidatesAllPairs(data, state, fleets);
      expect(contactCandidates(data, state, fleets), `layout seed '${seed}'`).toEqual(all);
      for (const c of all) reasons.set(c.reason, (reasons.get(c.reason) ?? 0) + 1);
    }
    // The layouts reach every kind of candidate, so the equality above is tested on each.
    for (const reason of ['same-zone', 'crossing', 'bombard-or-unload', 'port', 'bombard-port'] as const) {
      expect(reasons.get(reason) ?? 0, `candidates of reason ${reason}`).toBeGreaterThan(0);
    }
  });

});
