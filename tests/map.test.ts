// Tests of the committed operational map games/gwas-mediterranean/map.json.
import { readFileSync } from 'node:fs';
import { resolve, dirname } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, it, expect } from 'vitest';
import { Ajv2020 } from 'ajv/dist/2020.js';
import { geoConicConformal } from 'd3-geo';
import type { GameMap } from '../src/games/gwas/data/map-types.js';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const map = JSON.parse(readFileSync(resolve(root, 'games/gwas-mediterranean/map.json'), 'utf8')) as GameMap;
const schema = JSON.parse(readFileSync(resolve(root, 'src/games/gwas/schemas/map.schema.json'), 'utf8'));

const HEX_KM = 32 * 1.852;
const zoneIds = Object.keys(map.zones);
const Z = (id: string) => map.zones[id];

function km(a: [number, number], b: [number, number]): number {
  const r = Math.PI / 180;
  const h = Math.sin(((b[1] - a[1]) * r) / 2) ** 2 + Math.cos(a[1] * r) * Math.cos(b[1] * r) * Math.sin(((b[0] - a[0]) * r) / 2) ** 2;
  return 2 * 6371 * Math.asin(Math.sqrt(h));
}

// --- grid arithmetic re-implemented from the grid description, independent of the generator
const g = map.grid;
const proj = geoConicConformal().rotate(g.projection.rotate).parallels(g.projection.parallels).scale(g.projection.scale).translate(g.projection.translate);
const rowIdx = (code: string) => [...code].reduce((n, ch) => n * 26 + ch.charCodeAt(0) - 64, 0) - 1;
const rowCode = (r: number) => { let n = r + 1, s = ''; while (n > 0) { const m = (n - 1) % 26; s = String.fromCharCode(65 + m) + s; n = Math.floor((n - 1) / 26); } return s; };
function cellOfLonLat(lon: number, lat: number): string {
  const [x, y] = proj([lon, lat])!;
  // brute force: nearest hex centre in projected km
  const r0 = Math.round((y - g.originKm[1]) / g.rowSpacingKm);
  let best = '', bd = Infinity;
  for (let r = r0 - 1; r <= r0 + 1; r++) {
    const c0 = Math.round((x - g.originKm[0]) / g.hexWidthKm - (r & 1) * 0.5);
    for (let c = c0 - 1; c <= c0 + 1; c++) {
      const cx = g.originKm[0] + (c + (r & 1) * 0.5) * g.hexWidthKm, cy = g.originKm[1] + r * g.rowSpacingKm;
      const d = Math.hypot(cx - x, cy - y);
      if (d < bd) { bd = d; best = `${rowCode(r)}${c + 1}`; }
    }
  }
  return best;
}
function hexNeighbours(cellId: string): string[] {
  const m = /^([A-Z]+)(\d+)$/.exec(cellId)!;
  const r = rowIdx(m[1]), c = Number(m[2]) - 1, odd = r & 1;
  return ([[r, c - 1], [r, c + 1], [r - 1, c - 1 + odd], [r - 1, c + odd], [r + 1, c - 1 + odd], [r + 1, c + odd]] as [number, number][])
    .filter(([a, b]) => a >= 0 && b >= 0).map(([a, b]) => `${rowCode(a)}${b + 1}`);
}
/** The zone of the hex containing the point whose centre is nearest the point. */
function zoneAt(lon: number, lat: number): string {
  const cell = map.cells[cellOfLonLat(lon, lat)];
  expect(cell, `cell at ${lon},${lat}`).toBeDefined();
  expect(cell.zones.length, `water at ${lon},${lat}`).toBeGreaterThan(0);
  return [...cell.zones].sort((a, b) => km(Z(a).center, [lon, lat]) - km(Z(b).center, [lon, lat]))[0];
}
const canalEdges = new Set(map.canals.flatMap((k) => [`${k.zones[0]}|${k.zones[1]}`, `${k.zones[1]}|${k.zones[0]}`]));

/** BFS path (list of zones) or null; `blockedZones` cannot be entered, canal links optional. */
function path(from: string, to: string, opts: { blockedZones?: Set<string>; canals?: boolean } = {}): string[] | null {
  const useCanals = opts.canals ?? true;
  const prev = new Map<string, string>([[from, from]]);
  const q = [from];
  while (q.length) {
    const z = q.shift()!;
    if (z === to) break;
    for (const n of Z(z).neighbours) {
      if (prev.has(n) || opts.blockedZones?.has(n)) continue;
      if (!useCanals && canalEdges.has(`${z}|${n}`)) continue;
      prev.set(n, z);
      q.push(n);
    }
  }
  if (!prev.has(to)) return null;
  const p = [to];
  while (p[0] !== from) p.unshift(prev.get(p[0])!);
  return p;
}
function reachable(from: string, blocked = new Set<string>()): Set<string> {
  const seen = new Set([from]);
  const q = [from];
  while (q.length) for (const n of Z(q.shift()!).neighbours) if (!seen.has(n) && !blocked.has(n)) { seen.add(n); q.push(n); }
  return seen;
}
const tagged = (tag: string) => new Set(zoneIds.filter((z) => Z(z).features.includes(tag)));
const portZone = (id: string) => map.ports[id].zone;

describe('map.json format', () => {
  it('validates against src/games/gwas/schemas/map.schema.json', () => {
    const ajv = new Ajv2020({ allErrors: true, strict: false });
    const validate = ajv.compile(schema);
    const ok = validate(map);
    expect(validate.errors?.slice(0, 5) ?? []).toEqual([]);
    expect(ok).toBe(true);
  });

  it('ids: cells are row+column, zones are cell ids with an optional suffix', () => {
    for (const [id, c] of Object.entries(map.cells)) {
      expect(id).toMatch(/^[A-Z]{1,2}[0-9]{1,3}$/);
      expect(id).toBe(`${c.row}${c.col}`);
      if (c.kind === 'land') expect(c.zones).toEqual([]);
      else expect(c.zones.length).toBeGreaterThan(0);
      if (c.zones.length === 1) expect(c.zones[0]).toBe(id);
      if (c.zones.length > 1) c.zones.forEach((z, i) => expect(z).toBe(id + String.fromCharCode(97 + i)));
      for (const z of c.zones) expect(Z(z).cell).toBe(id);
    }
    for (const [id, z] of Object.entries(map.zones)) {
      expect(id).toMatch(/^[A-Z]{1,2}[0-9]{1,3}[a-z]?$/);
      expect(map.cells[z.cell].zones).toContain(id);
    }
  });

  it('split cells list their zones largest first', () => {
    const split = Object.values(map.cells).filter((c) => c.zones.length > 1);
    expect(split.length).toBeGreaterThan(10);
    for (const c of split) for (let i = 1; i < c.zones.length; i++) expect(Z(c.zones[i - 1]).areaKm2).toBeGreaterThanOrEqual(Z(c.zones[i]).areaKm2);
  });

  it('counts are of the expected order (about 2,300 cells, 650 sea, 500 coastal)', () => {
    const cells = Object.values(map.cells);
    expect(cells.length).toBeGreaterThan(2000);
    expect(cells.length).toBeLessThan(2800);
    expect(cells.filter((c) => c.kind === 'sea').length).toBeGreaterThan(500);
    expect(cells.filter((c) => c.kind === 'coastal').length).toBeGreaterThan(400);
    expect(zoneIds.length).toBeGreaterThan(1000);
  });
});

describe('2.1 hexes', () => {
  it('2.1 hexes are about 32 nautical miles across (centre spacing 59.3 km +-5%)', () => {
    expect(map.hexSizeNm).toBe(32);
    let n = 0;
    for (const [id, c] of Object.entries(map.cells)) {
      for (const nb of hexNeighbours(id)) {
        const d = map.cells[nb];
        if (!d) continue;
        const dist = km(c.center, d.center);
        expect(dist, `${id}-${nb}`).toBeGreaterThan(HEX_KM * 0.95);
        expect(dist, `${id}-${nb}`).toBeLessThan(HEX_KM * 1.05);
        n++;
      }
    }
    expect(n).toBeGreaterThan(10000);
  });

  it('cell centres lie where the grid description puts them', () => {
    for (const [id, c] of Object.entries(map.cells)) expect(cellOfLonLat(c.center[0], c.center[1])).toBe(id);
  });

  it('the box covers 7.5W-37E, 30N-46N and leaves Biscay out', () => {
    expect(map.cells[cellOfLonLat(-7, 36.5)]).toBeDefined(); // Gulf of Cadiz
    expect(map.cells[cellOfLonLat(36.5, 45.3)]).toBeDefined(); // Kerch
    expect(map.cells[cellOfLonLat(-3, 44.5)]).toBeUndefined(); // Bay of Biscay
    for (const z of Object.values(map.zones)) if (z.center[0] < -1) expect(z.center[1]).toBeLessThan(42); // no Biscay water
  });
});

describe('5.1 movement between sea zones', () => {
  it('neighbour relation is symmetric, irreflexive and only between water zones', () => {
    for (const id of zoneIds) {
      const nb = Z(id).neighbours;
      expect(new Set(nb).size).toBe(nb.length);
      expect(nb).not.toContain(id);
      for (const n of nb) {
        expect(map.zones[n], `${id} -> ${n}`).toBeDefined();
        expect(Z(n).neighbours, `${n} -> ${id}`).toContain(id);
      }
    }
  });

  it('neighbours are in adjacent hexes, or joined by a listed canal', () => {
    for (const id of zoneIds) {
      const adj = new Set(hexNeighbours(Z(id).cell));
      for (const n of Z(id).neighbours) {
        if (canalEdges.has(`${id}|${n}`)) continue;
        expect(adj.has(Z(n).cell), `${id} -> ${n}`).toBe(true);
      }
    }
  });

  it('from Gibraltar the whole map is reachable (nothing isolated)', () => {
    const all = reachable(portZone('gibraltar'));
    expect(all.size).toBe(zoneIds.length);
  });

  it('isthmus of Corinth: Saronic Gulf and Gulf of Corinth meet only through the canal link', () => {
    const saronic = portZone('piraeus');
    const corinth = zoneAt(22.6, 38.2);
    expect(Z(corinth).weatherZone).toBe('central');
    const canal = map.canals.find((k) => k.id === 'corinth')!;
    expect(canal.opened).toBe(1893);
    // the two ends of the canal are far apart by sea: nothing else crosses the isthmus
    expect(path(canal.zones[0], canal.zones[1], { canals: false })!.length - 1).toBeGreaterThanOrEqual(8);
    const around = path(corinth, saronic, { canals: false })!;
    expect(around.length - 1).toBeGreaterThanOrEqual(8); // round the Peloponnese
    expect(path(corinth, saronic)!.length - 1).toBeLessThanOrEqual(4);
  });

  it('Gallipoli: the Gulf of Saros is not adjacent to the Dardanelles', () => {
    const saros = zoneAt(26.7, 40.6); // head of the gulf, at the Bulair isthmus
    const chanak = portZone('dardanelles');
    const dard = tagged('strait:dardanelles');
    expect(dard.has(chanak)).toBe(true);
    expect(dard.has(saros)).toBe(false);
    // the strait above the narrows (towards Gallipoli town) never touches the gulf
    const upper = [...dard].filter((z) => Z(z).center[0] > 26.45 && Z(z).center[1] > 40.2);
    expect(upper.length).toBeGreaterThan(0);
    for (const d of upper) expect(Z(d).neighbours).not.toContain(saros);
    // Saros to the Sea of Marmara must pass the Chanak narrows
    const marmara = zoneAt(27.9, 40.75);
    expect(path(saros, marmara)).not.toBeNull();
    expect(path(saros, marmara, { blockedZones: new Set([chanak]) })).toBeNull();
  });

  it('Taranto to Brindisi goes round the heel of Italy', () => {
    const p = path(portZone('taranto'), portZone('brindisi'))!;
    expect(p).not.toBeNull();
    expect(p.length - 1).toBeGreaterThan(1);
    expect(Z(portZone('taranto')).neighbours).not.toContain(portZone('brindisi'));
    expect(p.some((z) => Z(z).center[1] < 40.0)).toBe(true); // passes south of Santa Maria di Leuca
  });

  it('Strait of Messina is passable: Naples - Messina - Augusta', () => {
    const messina = tagged('strait:messina');
    expect(messina.has(portZone('messina'))).toBe(true);
    const a = path(portZone('naples'), portZone('messina'))!;
    const b = path(portZone('messina'), portZone('augusta'))!;
    expect(a).not.toBeNull();
    expect(b).not.toBeNull();
    expect(a.length - 1 + b.length - 1).toBeLessThanOrEqual(10);
    // without the strait the way round Sicily is much longer
    const round = path(portZone('naples'), portZone('augusta'), { blockedZones: messina })!;
    expect(round.length - 1).toBeGreaterThan(a.length + b.length);
  });

  it('Calabria: the Tyrrhenian and Ionian coasts of the toe are not adjacent', () => {
    const tyr = zoneAt(15.9, 38.6); // Gulf of Gioia
    const ion = zoneAt(16.4, 38.4); // Ionian coast of Calabria
    expect(Z(tyr).neighbours).not.toContain(ion);
  });

  it('Black Sea is reached only through the Bosporus', () => {
    const bosporus = tagged('strait:bosporus');
    expect(bosporus.size).toBeGreaterThan(0);
    const black = zoneIds.filter((z) => Z(z).weatherZone === 'black-sea');
    expect(black.length).toBeGreaterThan(50);
    const cut = reachable(portZone('gibraltar'), bosporus);
    for (const z of black) if (!bosporus.has(z)) expect(cut.has(z), z).toBe(false);
    expect(path(portZone('constantinople'), portZone('sevastopol'))).not.toBeNull();
  });

  it('Sea of Azov is reached through the Kerch Strait', () => {
    const kerch = tagged('strait:kerch');
    expect(kerch.size).toBeGreaterThan(0);
    const azov = zoneAt(36.0, 46.2);
    const p = path(portZone('sevastopol'), azov)!;
    expect(p.some((z) => kerch.has(z))).toBe(true);
    expect(reachable(portZone('sevastopol'), kerch).has(azov)).toBe(false);
  });

  it('the Atlantic is reached only through the Strait of Gibraltar', () => {
    const gib = tagged('strait:gibraltar');
    const atlantic = zoneAt(-7.0, 36.4);
    expect(reachable(portZone('malta'), gib).has(atlantic)).toBe(false);
    expect(path(portZone('malta'), atlantic)).not.toBeNull();
  });

  it('Otranto and Bonifacio straits are passable', () => {
    expect(tagged('strait:otranto').size).toBeGreaterThan(0);
    expect(path(portZone('brindisi'), portZone('corfu'))!.length - 1).toBeLessThanOrEqual(5);
    const bon = tagged('strait:bonifacio');
    expect(bon.size).toBeGreaterThan(0);
    expect(path(zoneAt(8.7, 41.4), zoneAt(9.7, 41.2))!.length - 1).toBeLessThanOrEqual(4);
  });

  it('Cap Bon separates the Gulf of Tunis from the Gulf of Hammamet', () => {
    const tunis = zoneAt(10.45, 37.0);
    const hammamet = zoneAt(10.75, 36.3);
    expect(Z(tunis).neighbours).not.toContain(hammamet);
  });
});

describe('11.33 ports and major bases', () => {
  const required = ['pola', 'trieste', 'cattaro', 'sebenico', 'venice', 'ancona', 'brindisi', 'taranto', 'otranto', 'messina', 'naples', 'palermo', 'augusta', 'la-spezia', 'genoa', 'cagliari', 'toulon', 'marseille', 'ajaccio', 'bizerte', 'tunis', 'algiers', 'oran', 'philippeville', 'bone', 'malta', 'corfu', 'argostoli', 'piraeus', 'salonika', 'mudros', 'dardanelles', 'constantinople', 'smyrna', 'alexandria', 'port-said', 'gibraltar', 'durazzo', 'valona', 'sevastopol', 'odessa'];
  const majors = ['pola', 'cattaro', 'la-spezia', 'taranto', 'venice', 'brindisi', 'toulon', 'bizerte', 'malta', 'gibraltar', 'alexandria', 'constantinople', 'sevastopol'];

  it('11.33 every port has owner and major-base flag', () => {
    for (const id of required) expect(map.ports[id], id).toBeDefined();
    for (const p of Object.values(map.ports)) {
      expect(p.nation).toMatch(/^[a-z]+(-[a-z]+)*$/);
      expect(typeof p.majorBase).toBe('boolean');
      expect(p.note.length).toBeGreaterThan(5);
    }
    for (const id of ['malta', 'gibraltar', 'alexandria', 'port-said']) expect(map.ports[id].nation).toBe('britain');
    for (const id of ['bizerte', 'algiers', 'philippeville', 'bone', 'oran', 'tunis', 'toulon']) expect(map.ports[id].nation).toBe('france');
    for (const id of ['mudros', 'corfu']) expect(map.ports[id].nation).toBe('greece');
    expect(map.ports.pola.nation).toBe('austria-hungary');
    expect(map.ports.constantinople.nation).toBe('ottoman');
  });

  it('11.33 the 1914-18 main fleet bases are major, the rest minor; Messina is minor', () => {
    const flagged = Object.entries(map.ports).filter(([, p]) => p.majorBase).map(([id]) => id).sort();
    expect(flagged).toEqual([...majors].sort());
    expect(map.ports.messina.majorBase).toBe(false);
  });

  it('every port opens onto an existing coastal water zone within about one hex', () => {
    for (const [id, p] of Object.entries(map.ports)) {
      const z = map.zones[p.zone];
      expect(z, id).toBeDefined();
      expect(z.coastal, id).toBe(true);
      const own = cellOfLonLat(p.lon, p.lat);
      expect([own, ...hexNeighbours(own)], id).toContain(z.cell);
      expect(z.features).toContain(`port:${id}`);
    }
  });

  it('ports in split cells open onto the right water body', () => {
    expect(map.ports.dardanelles.zone).not.toBe(zoneAt(26.7, 40.6)); // not the Gulf of Saros
    expect(Z(portZone('taranto')).weatherZone).toBe('central'); // Gulf of Taranto side of the heel
    expect(Z(portZone('brindisi')).weatherZone).toBe('adriatic');
    expect(Z(portZone('otranto')).weatherZone).toBe('adriatic');
  });
});

describe('11.72 weather zones', () => {
  it('11.72 every zone has a documented weather zone, and each weather zone is used', () => {
    const used = new Set<string>();
    for (const z of Object.values(map.zones)) {
      expect(map.weatherZones[z.weatherZone], z.weatherZone).toBeDefined();
      used.add(z.weatherZone);
    }
    for (const [id, w] of Object.entries(map.weatherZones)) {
      expect(used.has(id), id).toBe(true);
      expect(w.note.length).toBeGreaterThan(20);
    }
    expect(used.size).toBeGreaterThanOrEqual(6);
  });

  it('11.72 ports fall in the expected basins', () => {
    const expected: Record<string, string> = {
      gibraltar: 'western', toulon: 'western', algiers: 'western', bizerte: 'western', naples: 'tyrrhenian', palermo: 'tyrrhenian',
      pola: 'adriatic', venice: 'adriatic', cattaro: 'adriatic', malta: 'central', taranto: 'central', corfu: 'central', augusta: 'central',
      piraeus: 'aegean', salonika: 'aegean', mudros: 'aegean', smyrna: 'aegean', dardanelles: 'aegean', constantinople: 'aegean',
      alexandria: 'levant', 'port-said': 'levant', sevastopol: 'black-sea', odessa: 'black-sea',
    };
    for (const [p, w] of Object.entries(expected)) expect(Z(portZone(p)).weatherZone, p).toBe(w);
  });
});

describe('10.22 merchant sea routes', () => {
  it('10.22 route zones form connected chains between their end ports', () => {
    expect(map.routes.length).toBeGreaterThanOrEqual(6);
    for (const r of map.routes) {
      expect(r.zones.length, r.id).toBeGreaterThan(1);
      for (let i = 1; i < r.zones.length; i++) expect(Z(r.zones[i - 1]).neighbours, `${r.id} ${r.zones[i - 1]}-${r.zones[i]}`).toContain(r.zones[i]);
      expect(new Set(r.zones).size, r.id).toBe(r.zones.length);
    }
    const suez = map.routes.find((r) => r.id === 'gibraltar-malta-port-said')!;
    expect(suez.kind).toBe('major');
    expect(suez.zones[0]).toBe(portZone('gibraltar'));
    expect(suez.zones).toContain(portZone('malta'));
    expect(suez.zones[suez.zones.length - 1]).toBe(portZone('port-said'));
  });

  it('10.22 traffic ratings: 4 major, 3 minor, 2 next to major, 1 next to minor, else 0', () => {
    const onRoute = new Map<string, 'major' | 'minor'>();
    for (const r of map.routes) for (const z of r.zones) if (onRoute.get(z) !== 'major') onRoute.set(z, r.kind);
    for (const id of zoneIds) {
      const z = Z(id);
      expect(z.route, id).toBe(onRoute.get(id) ?? null);
      let t = z.route === 'major' ? 4 : z.route === 'minor' ? 3 : 0;
      for (const n of z.neighbours) t = Math.max(t, onRoute.get(n) === 'major' ? 2 : onRoute.get(n) === 'minor' ? 1 : 0);
      expect(z.traffic, id).toBe(t);
    }
    expect(Z(portZone('malta')).traffic).toBe(4);
    expect(zoneIds.filter((z) => Z(z).traffic === 0).length).toBeGreaterThan(zoneIds.length / 3);
  });
});

describe('straits and canals', () => {
  it('each strait is tagged on at least one zone and listed', () => {
    for (const s of ['gibraltar', 'bosporus', 'dardanelles', 'messina', 'otranto', 'bonifacio', 'kerch']) {
      const st = map.straits.find((x) => x.id === s)!;
      expect(st, s).toBeDefined();
      expect(st.zones.length, s).toBeGreaterThan(0);
      expect([...tagged(`strait:${s}`)].sort()).toEqual([...st.zones].sort());
    }
  });

  it('canal links join two different zones that are neighbours', () => {
    for (const k of map.canals) {
      expect(k.zones[0]).not.toBe(k.zones[1]);
      expect(Z(k.zones[0]).neighbours).toContain(k.zones[1]);
    }
  });
});
