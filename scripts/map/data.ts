// Hand-written inputs of the Mediterranean map: box, ports, straits, canals, sea routes and
// weather-zone boundaries. Coordinates are real-world lon/lat (WGS84, degrees).
import type { Box } from './geo.js';

/** Map box (cell included when its centre or a corner lies inside). North is pushed to 46.75°N so
 *  Odessa (46.48°N) fits; west is 7.5°W so the Gulf of Cádiz is not cut off (maps.md pitfall 2). */
export const BOX: Box = { west: -7.5, east: 37, south: 30, north: 46.75 };

/** Cells whose centre falls in one of these boxes are left off the map (maps.md pitfall 2). */
export const EXCLUDE_BOXES: (Box & { id: string; why: string })[] = [
  { id: 'biscay', west: -20, east: -1.2, south: 42.3, north: 50, why: 'Bay of Biscay / north Spanish coast picked up by the conic NW corner' },
];

/** Generous clip box for the land polygons; must contain every included hex. */
export const LAND_CLIP: Box = { west: -16, east: 46, south: 24, north: 52 };

export interface PortInput {
  id: string; name: string; nation: string; majorBase: boolean; lon: number; lat: number; note: string;
}

export const PORTS: PortInput[] = [
  // Austria-Hungary
  { id: 'pola', name: 'Pola', nation: 'austria-hungary', majorBase: true, lon: 13.845, lat: 44.870, note: 'Main base of the k.u.k. Kriegsmarine, arsenal and dockyard.' },
  { id: 'cattaro', name: 'Cattaro', nation: 'austria-hungary', majorBase: true, lon: 18.770, lat: 42.425, note: 'Southern fleet base in the Bocche di Cattaro; U-boat base 1915-18.' },
  { id: 'trieste', name: 'Trieste', nation: 'austria-hungary', majorBase: false, lon: 13.760, lat: 45.650, note: 'Commercial port and shipyards (STT), not a fleet base.' },
  { id: 'sebenico', name: 'Sebenico', nation: 'austria-hungary', majorBase: false, lon: 15.890, lat: 43.730, note: 'Secondary anchorage for light forces.' },
  // Italy
  { id: 'venice', name: 'Venice', nation: 'italy', majorBase: true, lon: 12.335, lat: 45.430, note: 'Arsenal; northern Adriatic naval base 1915-18.' },
  { id: 'ancona', name: 'Ancona', nation: 'italy', majorBase: false, lon: 13.505, lat: 43.620, note: 'Commercial port, bombarded May 1915; no fleet base.' },
  { id: 'brindisi', name: 'Brindisi', nation: 'italy', majorBase: true, lon: 17.945, lat: 40.640, note: 'Forward base of the Italian and Allied Adriatic forces.' },
  { id: 'taranto', name: 'Taranto', nation: 'italy', majorBase: true, lon: 17.220, lat: 40.470, note: 'Main base of the Italian battle fleet (Mar Piccolo).' },
  { id: 'otranto', name: 'Otranto', nation: 'italy', majorBase: false, lon: 18.490, lat: 40.145, note: 'Small harbour; drifter base for the Otranto barrage.' },
  { id: 'messina', name: 'Messina', nation: 'italy', majorBase: false, lon: 15.555, lat: 38.195, note: 'Commercial port; Goeben coaled here in August 1914 while Italy was neutral.' },
  { id: 'naples', name: 'Naples', nation: 'italy', majorBase: false, lon: 14.265, lat: 40.840, note: 'Commercial port and yards; not a main fleet base.' },
  { id: 'palermo', name: 'Palermo', nation: 'italy', majorBase: false, lon: 13.370, lat: 38.125, note: 'Commercial port.' },
  { id: 'augusta', name: 'Augusta', nation: 'italy', majorBase: false, lon: 15.220, lat: 37.220, note: 'Fleet anchorage and coaling station, no dockyard.' },
  { id: 'la-spezia', name: 'La Spezia', nation: 'italy', majorBase: true, lon: 9.830, lat: 44.100, note: 'Principal Italian naval arsenal.' },
  { id: 'genoa', name: 'Genoa', nation: 'italy', majorBase: false, lon: 8.925, lat: 44.405, note: 'Largest Italian commercial port.' },
  { id: 'cagliari', name: 'Cagliari', nation: 'italy', majorBase: false, lon: 9.110, lat: 39.210, note: 'Commercial port, minor naval station.' },
  { id: 'valona', name: 'Valona', nation: 'italy', majorBase: false, lon: 19.490, lat: 40.465, note: 'Albanian port occupied by Italy December 1914; advanced anchorage.' },
  // Albania (independent 1913, neutral)
  { id: 'durazzo', name: 'Durazzo', nation: 'albania', majorBase: false, lon: 19.450, lat: 41.310, note: 'Albanian port; Serbian evacuation 1915-16.' },
  // France
  { id: 'toulon', name: 'Toulon', nation: 'france', majorBase: true, lon: 5.930, lat: 43.110, note: 'Main base of the French Mediterranean fleet.' },
  { id: 'marseille', name: 'Marseille', nation: 'france', majorBase: false, lon: 5.360, lat: 43.300, note: 'Chief commercial and troop-embarkation port.' },
  { id: 'ajaccio', name: 'Ajaccio', nation: 'france', majorBase: false, lon: 8.740, lat: 41.920, note: 'Corsican port, minor.' },
  { id: 'bizerte', name: 'Bizerte', nation: 'france', majorBase: true, lon: 9.870, lat: 37.275, note: 'Fortified French base with arsenal at Sidi Abdallah.' },
  { id: 'tunis', name: 'Tunis', nation: 'france', majorBase: false, lon: 10.305, lat: 36.810, note: 'Port of Tunis at La Goulette; commercial.' },
  { id: 'algiers', name: 'Algiers', nation: 'france', majorBase: false, lon: 3.065, lat: 36.780, note: 'Commercial port, troop embarkation for France.' },
  { id: 'oran', name: 'Oran', nation: 'france', majorBase: false, lon: -0.645, lat: 35.710, note: 'Commercial port (Mers-el-Kebir not yet developed).' },
  { id: 'philippeville', name: 'Philippeville', nation: 'france', majorBase: false, lon: 6.910, lat: 36.880, note: 'Commercial port; bombarded by Breslau 4 August 1914.' },
  { id: 'bone', name: 'Bône', nation: 'france', majorBase: false, lon: 7.765, lat: 36.900, note: 'Commercial port; bombarded by Goeben 4 August 1914.' },
  // Britain
  { id: 'malta', name: 'Malta', nation: 'britain', majorBase: true, lon: 14.515, lat: 35.900, note: 'Valletta, Grand Harbour: dockyard and base of the Mediterranean Fleet.' },
  { id: 'gibraltar', name: 'Gibraltar', nation: 'britain', majorBase: true, lon: -5.355, lat: 36.140, note: 'Dockyard and fortress guarding the strait.' },
  { id: 'alexandria', name: 'Alexandria', nation: 'britain', majorBase: true, lon: 29.880, lat: 31.200, note: 'Main British base in the Levant from 1914-15.' },
  { id: 'port-said', name: 'Port Said', nation: 'britain', majorBase: false, lon: 32.305, lat: 31.260, note: 'Northern entrance of the Suez Canal (the canal itself is off-map).' },
  // Greece
  { id: 'corfu', name: 'Corfu', nation: 'greece', majorBase: false, lon: 19.925, lat: 39.625, note: 'Greek; Allied anchorage from 1916, not a dockyard.' },
  { id: 'argostoli', name: 'Argostoli', nation: 'greece', majorBase: false, lon: 20.490, lat: 38.180, note: 'Cephalonia anchorage used by the Allies.' },
  { id: 'piraeus', name: 'Piraeus', nation: 'greece', majorBase: false, lon: 23.635, lat: 37.940, note: 'Port of Athens; Greek fleet anchorage at Salamis nearby.' },
  { id: 'salonika', name: 'Salonika', nation: 'greece', majorBase: false, lon: 22.935, lat: 40.630, note: 'Allied landing port 1915-18.' },
  { id: 'mudros', name: 'Mudros', nation: 'greece', majorBase: false, lon: 25.265, lat: 39.870, note: 'Lemnos; Allied advanced anchorage for the Dardanelles 1915.' },
  // Ottoman Empire
  { id: 'dardanelles', name: 'Dardanelles (Chanak)', nation: 'ottoman', majorBase: false, lon: 26.405, lat: 40.150, note: 'Fortified narrows at Chanak (Canakkale); forts, not a fleet base.' },
  { id: 'constantinople', name: 'Constantinople', nation: 'ottoman', majorBase: true, lon: 28.975, lat: 41.020, note: 'Golden Horn arsenal; base of Goeben/Yavuz.' },
  { id: 'smyrna', name: 'Smyrna', nation: 'ottoman', majorBase: false, lon: 27.140, lat: 38.420, note: 'Commercial port.' },
  // Russia
  { id: 'sevastopol', name: 'Sevastopol', nation: 'russia', majorBase: true, lon: 33.525, lat: 44.620, note: 'Main base of the Black Sea Fleet.' },
  { id: 'odessa', name: 'Odessa', nation: 'russia', majorBase: false, lon: 30.745, lat: 46.480, note: 'Commercial port; shelled 29 October 1914.' },
  // Neutral or minor
  { id: 'cartagena', name: 'Cartagena', nation: 'spain', majorBase: false, lon: -0.985, lat: 37.595, note: 'Spanish naval base; Spain neutral, treated as minor.' },
  { id: 'varna', name: 'Varna', nation: 'bulgaria', majorBase: false, lon: 27.920, lat: 43.195, note: 'Bulgarian port (Central Powers from October 1915).' },
  { id: 'constanta', name: 'Constanța', nation: 'romania', majorBase: false, lon: 28.655, lat: 44.170, note: 'Romanian port (Allied from August 1916).' },
];

export interface StraitInput {
  id: string; name: string;
  /** centreline in water, lon/lat; every zone it crosses gets the tag `strait:<id>` */
  line: [number, number][];
  /** burn a 3-pixel water channel along the line: only where the 1 km raster closes the strait */
  carve: boolean;
}

export const STRAITS: StraitInput[] = [
  { id: 'gibraltar', name: 'Strait of Gibraltar', carve: false, line: [[-5.95, 35.92], [-5.75, 35.94], [-5.6, 35.96], [-5.45, 35.99], [-5.3, 36.03]] },
  // OVERRIDE: the Bosporus (700 m at Rumelihisari) is closed on the 1 km raster, cutting off the
  // whole Black Sea; a 3 km channel is carved along its centreline to keep it passable.
  { id: 'bosporus', name: 'Bosporus', carve: true, line: [[28.99, 41.005], [29.005, 41.025], [29.02, 41.045], [29.045, 41.07], [29.06, 41.095], [29.07, 41.12], [29.065, 41.145], [29.075, 41.175], [29.1, 41.205], [29.13, 41.235]] },
  // The Dardanelles (1.3 km at the Chanak narrows) stay open on the 1 km raster: tag only.
  { id: 'dardanelles', name: 'Dardanelles', carve: false, line: [[26.16, 40.02], [26.22, 40.05], [26.3, 40.1], [26.385, 40.148], [26.4, 40.18], [26.43, 40.215], [26.5, 40.26], [26.58, 40.32], [26.66, 40.385], [26.72, 40.42]] },
  { id: 'messina', name: 'Strait of Messina', carve: false, line: [[15.64, 38.31], [15.645, 38.262], [15.625, 38.23], [15.6, 38.19], [15.59, 38.14], [15.6, 38.06], [15.63, 37.96]] },
  { id: 'otranto', name: 'Strait of Otranto', carve: false, line: [[18.55, 40.14], [18.75, 40.2], [18.95, 40.27], [19.15, 40.34], [19.28, 40.4]] },
  { id: 'bonifacio', name: 'Strait of Bonifacio', carve: false, line: [[8.95, 41.36], [9.1, 41.335], [9.2, 41.315], [9.3, 41.3], [9.42, 41.29]] },
  // Kerch Strait between the Crimea and the Taman peninsula, into the Sea of Azov.
  { id: 'kerch', name: 'Kerch Strait', carve: false, line: [[36.52, 45.05], [36.56, 45.18], [36.55, 45.27], [36.59, 45.34], [36.63, 45.38], [36.66, 45.45]] },
];

export interface CanalInput { id: string; name: string; opened: number; ends: [[number, number], [number, number]]; note: string }

/** Canals are not in the land data: explicit links between the zones at their two ends (pitfall 6). */
export const CANALS: CanalInput[] = [
  { id: 'corinth', name: 'Corinth Canal', opened: 1893, ends: [[22.93, 37.96], [23.03, 37.905]], note: 'Gulf of Corinth to the Saronic Gulf across the isthmus; 6.3 km, 21 m wide.' },
];

/** Waypoints are lon/lat points in the water, or a port id (the route then uses that port's zone). */
export interface RouteInput { id: string; kind: 'major' | 'minor'; side: 'allied' | 'central'; name: string; note: string; waypoints: ([number, number] | string)[] }

export const ROUTES: RouteInput[] = [
  // The Suez route: British trade and troops from Gibraltar along the Algerian/Tunisian coast,
  // through the Sicilian Narrows to Malta, then across to Port Said.
  { id: 'gibraltar-malta-port-said', kind: 'major', side: 'allied', name: 'Gibraltar - Malta - Port Said (Suez route)', note: 'British imperial trade route to and from the Suez Canal.',
    waypoints: ['gibraltar', [-2.5, 36.35], [2.0, 37.1], [6.0, 37.45], [9.0, 37.6], [10.6, 37.4], [11.5, 37.05], [12.6, 36.45], 'malta', [18.0, 34.6], [22.5, 33.5], [27.0, 32.3], [30.5, 31.7], 'port-said'] },
  // Malta - Alexandria: fleet and Dardanelles/Salonika supply lane (1915-18).
  { id: 'malta-alexandria', kind: 'major', side: 'allied', name: 'Malta - Alexandria', note: 'Mediterranean Fleet supply lane to Egypt and the Dardanelles base.',
    waypoints: ['malta', [19.0, 34.3], [24.0, 32.8], 'alexandria'] },
  // French XIX Corps (Armee d'Afrique) crossed Algiers/Oran -> Marseille/Sete in August 1914.
  { id: 'marseille-algiers', kind: 'major', side: 'allied', name: 'Marseille - Algiers', note: 'French North African troop and trade lane, east of the Balearics.',
    waypoints: ['marseille', [4.7, 40.1], 'algiers'] },
  { id: 'marseille-bizerte', kind: 'major', side: 'allied', name: 'Marseille - Bizerte - Tunis', note: 'French lane to Tunisia, west of Corsica and Sardinia.',
    waypoints: ['marseille', [7.9, 41.0], [8.0, 39.0], [9.5, 37.6], 'bizerte', [10.4, 37.1], 'tunis'] },
  // Italian coastal traffic down the Tyrrhenian side.
  { id: 'genoa-naples-messina', kind: 'minor', side: 'allied', name: 'Genoa - Naples - Messina', note: 'Italian coastal trade (Italy Allied from May 1915).',
    waypoints: ['genoa', 'la-spezia', [10.2, 43.2], [10.6, 42.9], [11.9, 41.9], [13.5, 41.0], 'naples', [15.3, 39.5], [15.62, 38.26], 'messina'] },
  // Lower Adriatic supply of the Valona garrison and the Otranto barrage.
  { id: 'taranto-brindisi-valona', kind: 'minor', side: 'allied', name: 'Taranto - Brindisi - Valona', note: 'Supply of Valona and the Otranto barrage forces.',
    waypoints: ['taranto', [17.8, 39.9], [18.45, 39.75], 'otranto', 'brindisi', [18.9, 40.6], 'valona'] },
  // Aegean: Piraeus to the Salonika front and the Mudros base.
  { id: 'piraeus-salonika', kind: 'minor', side: 'allied', name: 'Piraeus - Salonika', note: 'Supply of the Salonika front, east of Euboea.',
    waypoints: ['piraeus', [23.95, 37.6], [24.6, 37.95], [24.4, 38.9], [23.6, 39.9], 'salonika'] },
  { id: 'piraeus-mudros', kind: 'minor', side: 'allied', name: 'Piraeus - Mudros', note: 'Lane to the Dardanelles advanced base at Mudros.',
    waypoints: ['piraeus', [23.95, 37.6], [24.6, 37.95], [25.3, 39.3], 'mudros'] },
  { id: 'alexandria-mudros', kind: 'minor', side: 'allied', name: 'Alexandria - Mudros', note: 'Gallipoli expedition lane through the Kasos strait (1915).',
    waypoints: ['alexandria', [27.5, 33.5], [26.6, 35.3], [25.9, 37.0], [25.4, 38.6], 'mudros'] },
  // Black Sea: both sides had lanes (10.22).
  { id: 'odessa-sevastopol', kind: 'minor', side: 'allied', name: 'Odessa - Sevastopol', note: 'Russian Black Sea coastal trade.',
    waypoints: ['odessa', [31.5, 45.6], [33.0, 44.9], 'sevastopol'] },
  { id: 'zonguldak-constantinople', kind: 'minor', side: 'central', name: 'Zonguldak - Constantinople', note: 'Ottoman coal lane from the Zonguldak field to the capital.',
    waypoints: [[31.78, 41.47], [30.5, 41.25], [29.3, 41.28], [29.12, 41.22], 'constantinople'] },
];

export const WEATHER_ZONES: Record<string, { name: string; note: string }> = {
  atlantic: { name: 'Atlantic Approaches', note: 'West of 5.9°W: the Gulf of Cádiz and the Moroccan Atlantic coast outside the Strait of Gibraltar.' },
  western: { name: 'Western Basin', note: 'From the Strait of Gibraltar (5.9°W) east to Corsica/Sardinia and Cape Bon (11°E north of 36.95°N): Alboran Sea, Balearic Sea, Gulf of Lion, Ligurian Sea (north of 43°N) and the Sardinia channel.' },
  tyrrhenian: { name: 'Tyrrhenian Sea', note: 'East of 9.3°E (the east coasts of Corsica and Sardinia), south of 43°N, west of the Italian peninsula and north of the line SE Sardinia (9.3°E 39.1°N) - Trapani (12.4°E 38°N), then the north coast of Sicily (38°N) to the Messina narrows (38.25°N).' },
  adriatic: { name: 'Adriatic Sea', note: 'East of the Italian peninsula and north of the Otranto line (Otranto 18.5°E 40.1°N - Cape Linguetta), excluding the Gulf of Taranto.' },
  central: { name: 'Central Basin (Ionian)', note: 'Sicilian Narrows, Malta, Gulf of Sidra, Gulf of Taranto, Ionian Sea and the western coast of Greece, including the Gulf of Corinth; west of 23°E.' },
  aegean: { name: 'Aegean Sea', note: 'East of 22.9°E and north of 35.55°N (north of Crete) up to 28.4°E, the Greek east-coast gulfs (Thermaic, Pagasetic, Maliac north of 38.5°N east of 21.8°E; Argolic east of 22.65°E), plus the Dardanelles and Sea of Marmara (north of 40°N, to 30°E); includes the Saronic Gulf.' },
  levant: { name: 'Levant (Eastern Basin)', note: 'East of 23°E and not Aegean: Libyan Sea south of Crete, the Levantine Sea, Egypt, Palestine, Cyprus, south coast of Anatolia.' },
  'black-sea': { name: 'Black Sea', note: 'North of the Bosporus (north of 41.15°N, east of 27.5°E), including the Sea of Azov.' },
};

function interp(pts: [number, number][], lat: number): number {
  // pts: (lat, lon) sorted by lat descending
  if (lat >= pts[0][0]) return pts[0][1];
  for (let i = 0; i + 1 < pts.length; i++) {
    const [la, lo] = pts[i];
    const [lb, lob] = pts[i + 1];
    if (lat <= la && lat >= lb) return lo + ((lat - la) / (lb - la)) * (lob - lo);
  }
  return pts[pts.length - 1][1];
}

/** Longitude of the Apennine divide between Tyrrhenian and Adriatic waters at a latitude. */
const ITALY_DIVIDE: [number, number][] = [[46.8, 11.5], [44.0, 11.4], [43.0, 12.4], [42.0, 13.4], [41.0, 15.2], [40.3, 16.2], [39.5, 16.3]];

export function weatherZoneOf(lon: number, lat: number): string {
  if (lon < -5.9) return 'atlantic';
  if (lat >= 41.15 && lon >= 27.5) return 'black-sea';
  // Gulf of Corinth belongs to the Ionian side of Greece
  if (lat >= 37.9 && lat <= 38.5 && lon >= 21.8 && lon <= 23.0) return 'central';
  if (lon >= 22.9 && lon <= 28.4 && lat >= 35.55) return 'aegean';
  // Greek east coast west of 22.9°E: Thermaic, Pagasetic and Maliac gulfs (north of 38.5°N), Argolic Gulf
  if (lon >= 21.8 && lon <= 24 && lat >= 38.5) return 'aegean';
  if (lon >= 22.65 && lon <= 24 && lat >= 36.9 && lat < 38.5) return 'aegean';
  if (lon >= 22.9 && lon <= 30 && lat >= 40.0) return 'aegean';
  if (lon >= 23.0) return 'levant';
  {
    // Italy and the Adriatic
    const divide = interp(ITALY_DIVIDE, lat);
    const otrantoLine = 40.1 + Math.max(0, lon - 18.5) * 0.33;
    if (lon >= divide && lon >= 12 && lat >= otrantoLine && !(lat < 40.75 && lon < 17.85)) return 'adriatic';
    if (lon < divide && lon >= 9.3 && lat < 43.0) {
      const sw = lon <= 12.4 ? 39.1 + ((lon - 9.3) / (12.4 - 9.3)) * (38.0 - 39.1) : lon <= 15.3 ? 38.0 : 38.25;
      if (lat >= sw) return 'tyrrhenian';
    }
  }
  if (lon < 11.0 && (lat >= 36.95 || lon < 9.5)) return 'western';
  return 'central';
}
