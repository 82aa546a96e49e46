/**
 * Log-sheet entries (5.1): "Q31/R32", "K31/Messina", "Search 2", "K31/Search 1", "Divide",
 * "Bombard", "Load", "Unload", "Pursuit", "stay", "Fuel", "Coal", "Oil" (12.3, 12.5, 12.6, with the fuel option), "Mine W38",
 * "Mine W38 from 12", "Detect", "Sweep W38" (13.31, 13.35, 13.72, 13.73, with the mines option), "Launch",
 * "Recover" (14.11, 14.51, with the aircraft option). Parsed into items; positions within the
 * entry are kept so a diagnostic can underline the exact item.
 */

export type PlotItem =
  | { kind: 'zone'; zone: string; text: string; offset: number }
  | { kind: 'port'; port: string; text: string; offset: number }
  | { kind: 'search'; points: 1 | 2; text: string; offset: number }
  /** 13.31 "Mine W38" (lay towards W38), 13.35 "Mine W38 from 12" (active from turn 12); 13.73 "Sweep W38". */
  | { kind: 'mine' | 'sweep'; toward: string; from?: number; text: string; offset: number }
  /** 13.72 "Detect". */
  | { kind: 'detect'; text: string; offset: number }
  | { kind: 'divide' | 'bombard' | 'load' | 'unload' | 'pursuit' | 'stay' | 'fuel' | 'coal' | 'oil' | 'launch' | 'recover'; text: string; offset: number };

const ZONE = /^[A-Z]{1,2}[0-9]{1,3}[a-z]?$/;

const KEYWORDS: Record<string, PlotItem['kind']> = {
  divide: 'divide',
  bombard: 'bombard',
  bombardment: 'bombard',
  shell: 'bombard',
  load: 'load',
  unload: 'unload',
  pursuit: 'pursuit',
  stay: 'stay',
  // 12.3: "Write 'Fuel' on the log sheet" for each turn a ship refuels in port.
  fuel: 'fuel',
  // 12.5, 12.6: "Write 'Coal'" / "'Oil'" for each turn a ship refuels from a collier / an oiler.
  coal: 'coal',
  oil: 'oil',
  // 14.11, 14.51: "write 'Launch'" / "'Recover'" in the box of the turn the aircraft takes off / lands.
  launch: 'launch',
  recover: 'recover',
};

/** A port named in a plot: by id ("la-spezia") or by name ("La Spezia"), any case. */
export function portKey(text: string): string {
  return text.trim().toLowerCase().replace(/\s+/g, '-');
}

/**
 * Parsed boxes by their text. A turn reads the same boxes many times over (the orders re-check
 * walks every plan, then movement, bombardment, pursuit, mines, fuel and aircraft each read the
 * turn's box again), and a box's items depend on its text alone: parse each text once (issue 17).
 * The items are shared, so they are frozen: a caller that tried to change one would throw rather
 * than change another's. Bounded: past the limit the cache starts again (texts repeat turn on turn).
 */
const parsed = new Map<string, readonly PlotItem[]>();
const PARSED_LIMIT = 4096;

export function parsePlot(entry: string): readonly PlotItem[] {
  let items = parsed.get(entry);
  if (items === undefined) {
    if (parsed.size >= PARSED_LIMIT) parsed.clear();
    items = Object.freeze(parseEntry(entry).map((item) => Object.freeze(item)));
    parsed.set(entry, items);
  }
  return items;
}

function parseEntry(entry: string): PlotItem[] {
  const items: PlotItem[] = [];
  let offset = 0;
  for (const raw of entry.split('/')) {
    const lead = raw.length - raw.trimStart().length;
    const text = raw.trim();
    const at = offset + lead;
    offset += raw.length + 1;
    if (text === '') continue;
    // Most items are zones: test that first, and read the other forms only when it is not one.
    if (ZONE.test(text)) { items.push({ kind: 'zone', zone: text, text, offset: at }); continue; }
    const search = /^search\s*([12])$/i.exec(text);
    const mine = /^(mine|sweep)\s+([A-Z]{1,2}[0-9]{1,3}[a-z]?)(?:\s+from\s+([0-9]{1,3}))?$/i.exec(text);
    if (mine && (mine[1].toLowerCase() === 'mine' || mine[3] === undefined)) {
      items.push({ kind: mine[1].toLowerCase() as 'mine' | 'sweep', toward: mine[2], ...(mine[3] ? { from: Number(mine[3]) } : {}), text, offset: at });
    } else if (/^detect$/i.test(text)) items.push({ kind: 'detect', text, offset: at });
    else if (search) items.push({ kind: 'search', points: Number(search[1]) as 1 | 2, text, offset: at });
    else if (KEYWORDS[text.toLowerCase()]) items.push({ kind: KEYWORDS[text.toLowerCase()], text, offset: at } as PlotItem);
    else items.push({ kind: 'port', port: portKey(text), text, offset: at });
  }
  return items;
}

export function zonesOf(items: readonly PlotItem[]): string[] {
  const zones: string[] = [];
  for (const i of items) if (i.kind === 'zone') zones.push(i.zone);
  return zones;
}

export function hasItem(items: readonly PlotItem[], kind: PlotItem['kind']): boolean {
  return items.some((i) => i.kind === kind);
}
