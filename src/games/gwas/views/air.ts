/**
 * Aircraft (14.0), leaders (16.0) and airships (17.0) in a side's report: its own counters and
 * leaders only (the enemy's are never copied into a side's state), and the turn's events in words.
 * Each event was addressed by its step to one side (recon.ts: the owner learns the counts the rules
 * reveal, the fleet seen learns only that it was seen), so these words cannot say more.
 */
import type { GameEvent } from '../../../kernel/events.js';
import type { GwasData } from '../data.js';
import type { GwasState, SideId } from '../state.js';

/** What a side's log sheets hold of its aircraft, airships and leaders. */
export interface SideAir {
  readonly aircraft?: readonly { readonly id: string; readonly name: string; readonly carrier: string; readonly status: string; readonly zone: string | null; readonly launched: number | null; readonly landed: number | null; readonly lost?: string }[];
  readonly airships?: readonly { readonly id: string; readonly name: string; readonly speed: number; readonly base: string; readonly status: string; readonly zone: string; readonly plan: Readonly<Record<string, string>>; readonly lost?: string }[];
  readonly leaders?: readonly { readonly name: string; readonly flagship: string; readonly lost: string | null }[];
}

/** The side's own part of the air and leader records; undefined when no such option is played. */
export function sideAir(data: Pick<GwasData, 'scenarios'> & { readonly ships?: GwasData['ships'] }, state: GwasState, side: SideId): SideAir | undefined {
  if (!state.aircraft && !state.airships && !state.leaders) return undefined;
  const scenario = data.scenarios[state.scenario];
  const byId = <T extends { id: string }>(xs: T[]) => xs.sort((a, b) => (a.id < b.id ? -1 : 1));
  const aircraftName = (id: string) => scenario?.aircraft?.find((a) => a.id === id)?.name ?? id;
  const airshipName = (id: string) => scenario?.airships?.[side]?.pool.find((a) => a.id === id)?.name ?? id;
  return {
    ...(state.aircraft ? {
      aircraft: byId(Object.values(state.aircraft).filter((a) => a.side === side).map((a) => ({
        id: a.id, name: aircraftName(a.id), carrier: data.ships?.[a.carrier]?.name ?? a.carrier, status: a.status, zone: a.zone, launched: a.launched, landed: a.landed, ...(a.lost ? { lost: a.lost } : {}),
      }))),
    } : {}),
    ...(state.airships ? {
      airships: byId(Object.values(state.airships).filter((a) => a.side === side).map((a) => ({
        id: a.id, name: airshipName(a.id), speed: a.speed, base: a.base, status: a.status, zone: a.zone, plan: { ...a.plan }, ...(a.lost ? { lost: a.lost } : {}),
      }))),
    } : {}),
    ...(state.leaders ? {
      leaders: Object.values(state.leaders).filter((l) => l.side === side).sort((a, b) => (a.name < b.name ? -1 : 1))
        .map((l) => ({ name: l.name, flagship: data.ships?.[l.flagship]?.name ?? l.flagship, lost: l.lost })),
    } : {}),
  };
}

type Line = { kind: 'air' | 'leaders'; text: string };

export function airOperation(data: GwasData, e: GameEvent, fleetName: (id: string) => string): Line | null {
  const d = e.data as Record<string, unknown>;
  const ship = (id: unknown) => data.ships[String(id)]?.name ?? String(id);
  const counts = (fleets: unknown) => (fleets as { ships: number; capital: number; light: number }[])
    .map((f) => `a fleet of ${f.ships} ship${f.ships === 1 ? '' : 's'}, ${f.capital} capital and ${f.light} light`).join('; ');
  switch (e.type) {
    case 'gwas.aircraft-launched':
      return { kind: 'air', text: `Aircraft ${String(d.aircraft)} took off from ${ship(d.carrier)} over ${String(d.zone)} (14.13).` };
    case 'gwas.aircraft-not-launched':
      return { kind: 'air', text: `${fleetName(String(d.fleet))} launched nothing: ${String(d.why)}.` };
    case 'gwas.aircraft-flew': {
      const path = (d.path as string[]);
      const short = path.length < (d.asked as string[]).length ? ` (of ${(d.asked as string[]).join('/')}: the rest was too far or not next in line)` : '';
      return { kind: 'air', text: `Aircraft ${String(d.aircraft)} flew ${path.length ? `${String(d.from)}/${path.join('/')}` : `nowhere from ${String(d.from)}`}${short} (14.2).` };
    }
    case 'gwas.aircraft-landed':
      return { kind: 'air', text: `Aircraft ${String(d.aircraft)} landed aboard ${ship(d.carrier)} in ${String(d.zone)}; it may fly again in four turns (14.5, 14.53).` };
    case 'gwas.aircraft-lost':
      return { kind: 'air', text: `Aircraft ${String(d.aircraft)} is lost: ${String(d.why)}.` };
    case 'gwas.airship-drawn':
      return { kind: 'air', text: `Airship ${String(d.name)} (speed ${String(d.speed)}) drawn for this scenario, over ${String(d.zone)} (17.0).` };
    case 'gwas.airship-flew':
      return { kind: 'air', text: `Airship ${String(d.airship)} flew ${(d.path as string[]).length ? `${String(d.from)}/${(d.path as string[]).join('/')}` : `nowhere from ${String(d.from)}`}${(d.path as string[]).length < (d.asked as string[]).length && !d.landed ? ` (of ${(d.asked as string[]).join('/')}; speed ${String(d.speed)})` : ''} (17.1).` };
    case 'gwas.airship-landed':
      return { kind: 'air', text: `Airship ${String(d.airship)} landed at its base, ${data.map.ports[String(d.base)]?.name ?? String(d.base)}: it takes no further part (17.4).` };
    case 'gwas.airship-lost':
      return { kind: 'air', text: `Airship ${String(d.airship)} is lost: ${String(d.why)}.` };
    case 'gwas.air-recon':
      return { kind: 'air', text: `${d.kind === 'aircraft' ? 'Aircraft' : 'Airship'} ${String(d.by)} reports in ${String(d.zone)}: ${counts(d.fleets)} (${e.rule}).` };
    case 'gwas.air-seen':
      return { kind: 'air', text: `An enemy ${String(d.kind)} saw ${fleetName(String(d.fleet))} in ${String(d.zone)}; the enemy knows its number of ships, capital and light (${e.rule}).` };
    case 'gwas.leader':
      return { kind: 'leaders', text: d.lost ? `${String(d.leader)} is out of the game: ${String(d.lost)} (16.1).` : `${String(d.leader)} now leads ${fleetName(String(d.to))}, where his flagship is (16.1).` };
    default:
      return null;
  }
}
