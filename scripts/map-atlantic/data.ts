// Hand-written inputs of the Bismarck (1979) search board: the box, ports and air bases, the pack
// ice edge, the convoy lines, the 55 line, the British patrol line and the Irish Sea. Coordinates
// are real-world lon/lat (WGS84, degrees). Every value here is ours (the printed board is not
// available to us); games/bismarck1979/README.md says which names the rulebook gives.
import type { Box } from '../map/geo.js';

/** 90 statute miles (2.2: "Each zone is approximately 90 statute miles in length"), in km. */
export const ZONE_KM = 90 * 1.609344;

/** Conic conformal centred on the board: distortion stays under about 3% from 42°N to 72°N. */
export const PROJECTION_SPEC = {
  type: 'conicConformal',
  rotate: [17, 0] as [number, number],
  parallels: [50, 66] as [number, number],
  scale: 6371,
  translate: [0, 0] as [number, number],
  units: 'km; x grows east, y grows south',
};

/**
 * Greenland and Iceland to Norway, the British Isles, France and northern Spain (2.2 "a map of the
 * North Atlantic over which the Bismarck operation occurred"). A cell is on the board when its
 * centre is in the box. The south edge sits at 43°N, where Force H met the chase (41°30′N on
 * 25 May, history.md C.4) is one zone off the edge: off-board arrivals enter on the south edge.
 */
export const BOX: Box = { west: -44, east: 11.5, south: 43.2, north: 71.5 };

/** Cells whose centre falls here are left off (maps.md pitfall 2: the conic corners pick up the Mediterranean and the Baltic). */
export const EXCLUDE_BOXES: (Box & { id: string; why: string })[] = [
  { id: 'mediterranean', west: -1.5, east: 20, south: 30, north: 44.6, why: 'Gulf of Lion and the western Mediterranean in the south-east corner' },
  { id: 'baltic', west: 10.5, east: 30, south: 53, north: 58.2, why: 'Kattegat, the Danish islands and the Baltic: not part of the Atlantic board' },
];

/** Land polygons are clipped to this box; it must contain every cell. */
export const LAND_CLIP: Box = { west: -75, east: 40, south: 30, north: 80 };

/** A point in the open Atlantic: water connected to it is the sea; other water (lakes, lochs cut off at this scale) is dropped. */
export const OCEAN_SEED: [number, number] = [-25, 55];

/**
 * A cell is a sea zone (has a grid-coordinate, 2.2) when its main body of open water covers at
 * least this share of it. Ours: partial zones along coasts count as normal zones in the rules,
 * and a fifth keeps fjord-and-island coasts (west Norway, the Hebrides) at sea without putting
 * ships on inland lochs.
 */
export const MIN_SEA_SHARE = 0.2;

/**
 * Two sea zones are adjacent for ships (5.1 "each zone entered must be adjacent to the zone being
 * exited") when open water runs along their shared edge for at least this many km. Ours: it
 * stops ships crossing a land neck (Kintyre, the Scottish isthmus) between two sea zones.
 */
export const MIN_EDGE_WATER_KM = 8;

export type Nation = 'germany' | 'britain';

export interface PlaceInput {
  readonly id: string;
  readonly name: string;
  readonly nation: Nation;
  readonly kind: 'port' | 'air-base' | 'port+air-base';
  readonly lon: number;
  readonly lat: number;
  /** Where on the water a port is placed when the town itself lies up a narrow firth (ours). */
  readonly at?: readonly [number, number];
  readonly note: string;
}

/**
 * Ports and air bases. The rules name Bergen, Trondheim, Brest and St. Nazaire (12.1), Hvalfiord
 * (7.2 coastal search) and the Bordeaux air base (2.2); the rest are ours, from the bases the
 * May 1941 forces used (history.md C.4: Scapa Flow, Hvalfjörður, Gotenhafen–Bergen; 209 Sqn's
 * Catalinas; KG 40's Condors at Bordeaux).
 */
export const PLACES: readonly PlaceInput[] = [
  { id: 'bergen', name: 'Bergen', nation: 'germany', kind: 'port', lon: 5.32, lat: 60.39, note: 'Rulebook 12.1; the ships anchored in Grimstadfjord nearby on 21 May (history.md C.4).' },
  { id: 'trondheim', name: 'Trondheim', nation: 'germany', kind: 'port+air-base', lon: 10.39, lat: 63.43, note: 'Rulebook 12.1; Vaernes airfield (ours).' },
  { id: 'brest', name: 'Brest', nation: 'germany', kind: 'port', lon: -4.49, lat: 48.38, note: 'Rulebook 12.1; the port Lütjens made for (history.md C.4).' },
  { id: 'st-nazaire', name: 'St. Nazaire', nation: 'germany', kind: 'port', lon: -2.2, lat: 47.27, note: 'Rulebook 12.1; the only Atlantic dock that could take Bismarck.' },
  { id: 'stavanger', name: 'Stavanger', nation: 'germany', kind: 'air-base', lon: 5.63, lat: 58.88, note: 'Ours: Sola airfield, Luftwaffe bombers over the North Sea.' },
  { id: 'bordeaux', name: 'Bordeaux', nation: 'germany', kind: 'air-base', lon: -0.72, lat: 44.83, note: 'Rulebook 2.2 "the Bordeaux air base"; Mérignac, KG 40 Condors.' },
  { id: 'scapa-flow', name: 'Scapa Flow', nation: 'britain', kind: 'port', lon: -3.1, lat: 58.9, note: 'Home Fleet base (history.md C.4: Tovey left Scapa 22 May 22:45).' },
  { id: 'clyde', name: 'Clyde', nation: 'britain', kind: 'port', lon: -4.78, lat: 55.95, at: [-5.0, 55.55], note: 'Ours: Greenock, placed in the Firth of Clyde off Arran (the upper firth is under a zone of land at this scale); convoys assembled here.' },
  { id: 'plymouth', name: 'Plymouth', nation: 'britain', kind: 'port', lon: -4.14, lat: 50.36, note: 'Ours: Western Approaches dockyard.' },
  { id: 'hvalfjord', name: 'Hvalfiord', nation: 'britain', kind: 'port+air-base', lon: -21.6, lat: 64.37, note: 'Rulebook 7.2 coastal search; Hood and Prince of Wales sailed to Hvalfjörður 22 May (history.md C.4); Reykjavik airfield (ours).' },
  { id: 'sullom-voe', name: 'Sullom Voe', nation: 'britain', kind: 'air-base', lon: -1.29, lat: 60.45, note: 'Ours: Shetland flying-boat base.' },
  { id: 'wick', name: 'Wick', nation: 'britain', kind: 'air-base', lon: -3.09, lat: 58.46, note: 'Ours: Coastal Command airfield in Caithness.' },
  { id: 'lough-erne', name: 'Lough Erne', nation: 'britain', kind: 'air-base', lon: -7.67, lat: 54.47, note: 'Ours: Castle Archdale, 209 Sqn Catalinas (the Catalina that found Bismarck on 26 May, history.md C.4).' },
  { id: 'st-eval', name: 'St Eval', nation: 'britain', kind: 'air-base', lon: -4.99, lat: 50.48, note: 'Ours: Cornish Coastal Command airfield.' },
];

/**
 * The pack-ice edge off East Greenland in late May (ours: an approximation, no source gives the
 * 1941 edge). Sea cells west of this polyline are ice: air units may fly over them, ships may not
 * (rulebook "Terrain Effects Chart", terrain 'ice'). It leaves the Denmark Strait open between
 * the ice and Iceland's Westfjords, as it was for Suffolk and Norfolk's patrol.
 */
export const ICE_EDGE: readonly [number, number][] = [[-40, 62.5], [-33, 64.8], [-27.5, 66.9], [-21, 69.6], [-15, 72.5]];

/** The "55 line" (11.1): the parallel of 55°N. A zone whose centre lies south of it has night at 2000. Ours: the rulebook names the line, not where it runs. */
export const LINE_55_LAT = 55;

/**
 * The British patrol line's white circles (Chance Phase): ours, the zones nearest the meridian of
 * 30°W from row E southwards (the rule's "in or south of zone row E"), roughly the limit of
 * shore-based air patrols from Iceland and Northern Ireland in 1941.
 */
export const WHITE_CIRCLE_LON = -30;
export const PATROL_LINE_FIRST_ROW = 'E';

/**
 * Convoy lines (Chance Phase "two lines emanating from Great Britain and labelled either ATLANTIC
 * or AFRICA CONVOY"). Ours: the North Channel westward along the HX/OB track towards Halifax,
 * and south-west along the OG/SL track towards Gibraltar and Freetown; history.md places HX 127
 * (Ramillies) at 46°25′N 35°24′W on 24 May and Britannic (Rodney) at 55°15′N 22°25′W.
 */
export const CONVOY_LINES: readonly { id: string; name: string; points: readonly [number, number][] }[] = [
  { id: 'atlantic', name: 'ATLANTIC', points: [[-6.5, 55.6], [-12, 56.3], [-22.4, 55.25], [-32, 52], [-43.5, 47.5]] },
  { id: 'africa', name: 'AFRICA CONVOY', points: [[-6.5, 55.6], [-11, 54], [-16, 50], [-20, 46], [-22, 43.3]] },
];

/** The Irish Sea (5.1: its zones have black grid-coordinates and are closed to German ships): zones whose centre lies here. */
export const IRISH_SEA: Box = { west: -6.3, east: -2.5, south: 51.6, north: 55.2 };

/** Coast owners for coastal search (7.2): Natural Earth country names → our coast ids. */
export const COASTS: Readonly<Record<string, string>> = {
  'United Kingdom': 'great-britain',
  Ireland: 'ireland',
  'Faeroe Is.': 'faeroes',
  Norway: 'norway',
  France: 'france',
  Iceland: 'iceland',
  Greenland: 'greenland',
  Spain: 'spain',
  Portugal: 'spain',
  Denmark: 'denmark',
  Sweden: 'sweden',
};

/** The Shetland Islands are part of the United Kingdom in the data; 7.2 names them apart. Land north of this latitude in the UK is Shetland. */
export const SHETLAND_SOUTH_LAT = 59.8;
