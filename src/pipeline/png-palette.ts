/**
 * A map picture's pixels brought to a palette of at most 256 colours (issue 12 §1, smaller
 * PNGs). A map is flat fills (sea, land, grid, symbols) and their anti-aliased edges: the colours
 * the SVG names (`keep`, however few pixels show them: a port's owner) and the fills that cover
 * many pixels (a tint drawn with opacity) keep their exact colour, up to three quarters of the
 * palette, and the remaining entries are shared out among the edges' blends by a median cut,
 * weighted by how many pixels show each colour. Every pixel then takes its nearest palette colour. No
 * dithering: it would add noise to the flat fills and make the PNG larger. Pure and
 * deterministic: the same pixels give the same palette and indices.
 */

export interface Indexed {
  /** RGBA of each palette entry, 4 bytes an entry. */
  readonly palette: Uint8Array;
  /** One palette index a pixel, row by row. */
  readonly indices: Uint8Array;
  /** Does any entry have alpha below 255 (the PNG then needs its tRNS chunk)? */
  readonly alpha: boolean;
}

export const MAX_COLOURS = 256;
/** A colour shown by at least this share of the pixels is a fill: it keeps its exact value. */
const FILL_SHARE = 1 / 4000;
/** At most this share of the entries is exact (named colours and fills), so the edges keep enough of their own. */
const EXACT_SHARE = 0.75;

interface Colour { readonly rgba: number; readonly count: number }

const channel = (c: number, k: number): number => (c >>> (24 - 8 * k)) & 0xff;

/** One box of the median cut: colours, and the channel it spans most widely. */
function widest(box: readonly Colour[]): { k: number; span: number } {
  let best = { k: 0, span: -1 };
  for (let k = 0; k < 4; k++) {
    let lo = 255, hi = 0;
    for (const c of box) { const v = channel(c.rgba, k); if (v < lo) lo = v; if (v > hi) hi = v; }
    if (hi - lo > best.span) best = { k, span: hi - lo };
  }
  return best;
}

/** Split the colours into at most n boxes, always cutting the box of most pixels that can be cut, at its weighted median. */
function medianCut(colours: readonly Colour[], n: number): Colour[][] {
  const boxes: Colour[][] = colours.length && n > 0 ? [[...colours]] : [];
  while (boxes.length < n) {
    let pick = -1, weight = -1;
    boxes.forEach((b, i) => {
      if (b.length < 2) return;
      const w = b.reduce((s, c) => s + c.count, 0);
      if (w > weight) { weight = w; pick = i; }
    });
    if (pick < 0) break;
    const box = boxes[pick];
    const { k } = widest(box);
    box.sort((a, b) => channel(a.rgba, k) - channel(b.rgba, k) || a.rgba - b.rgba);
    let acc = 0, cut = 1;
    for (let i = 0; i < box.length - 1; i++) { acc += box[i].count; if (acc * 2 >= weight) { cut = i + 1; break; } }
    boxes.splice(pick, 1, box.slice(0, cut), box.slice(cut));
  }
  return boxes;
}

/** A box's colour: its colours' mean weighted by pixels. */
function meanOf(box: readonly Colour[]): number {
  const sum = [0, 0, 0, 0];
  let n = 0;
  for (const c of box) { for (let k = 0; k < 4; k++) sum[k] += channel(c.rgba, k) * c.count; n += c.count; }
  const [r, g, b, a] = sum.map((s) => Math.round(s / n));
  return ((r << 24) | (g << 16) | (b << 8) | a) >>> 0;
}

/**
 * The palette for these colours: the picture's own colours (`keep`, those that some pixel shows)
 * and the fills exact, then the edges' boxes. Kept colours come first, so a small mark in an
 * owner's colour is never merged into the sea around it.
 */
function paletteOf(histogram: Map<number, number>, pixels: number, max: number, keep: readonly number[]): number[] {
  const colours = [...histogram].map(([rgba, count]) => ({ rgba, count })).sort((a, b) => b.count - a.count || a.rgba - b.rgba);
  if (colours.length <= max) return colours.map((c) => c.rgba);
  const exact = new Set<number>();
  const kept = new Set(keep);
  // The picture's own colours, most shown first, leaving a quarter of the palette for the edges.
  const most = Math.floor(max * EXACT_SHARE);
  for (const c of colours) if (kept.has(c.rgba) && exact.size < most) exact.add(c.rgba);
  // Then the fills the SVG does not name: a tint drawn with opacity over the sea, most shown first.
  for (const c of colours) if (c.count >= pixels * FILL_SHARE && exact.size < most) exact.add(c.rgba);
  const rest = colours.filter((c) => !exact.has(c.rgba));
  return [...exact, ...medianCut(rest, max - exact.size).map(meanOf)];
}

/** The palette entry nearest a colour (squared distance over the four channels; ties: the first). */
function nearest(palette: readonly number[], c: number): number {
  let best = 0, bestD = Infinity;
  for (let i = 0; i < palette.length; i++) {
    const p = palette[i];
    let d = 0;
    for (let k = 0; k < 4; k++) { const e = channel(p, k) - channel(c, k); d += e * e; }
    if (d < bestD) { bestD = d; best = i; if (d === 0) break; }
  }
  return best;
}

/** Is this machine little-endian (a Uint32Array then reads R, G, B, A as 0xAABBGGRR)? */
const LITTLE = new Uint8Array(new Uint32Array([1]).buffer)[0] === 1;
/** A pixel as a Uint32Array holds it → 0xRRGGBBAA. */
const canonical = (x: number): number => (LITTLE ? (((x & 0xff) << 24) | (((x >>> 8) & 0xff) << 16) | (((x >>> 16) & 0xff) << 8) | (x >>> 24)) >>> 0 : x);

/** The pixels as one word each, without copying when the bytes are aligned. */
function words(rgba: Uint8Array): Uint32Array {
  if (rgba.byteOffset % 4 === 0) return new Uint32Array(rgba.buffer, rgba.byteOffset, rgba.length >>> 2);
  return new Uint32Array(rgba.slice().buffer, 0, rgba.length >>> 2);
}

/** RGBA pixels (4 bytes each) to a palette and an index a pixel. */
export function toPalette(rgba: Uint8Array, options: { readonly max?: number; readonly keep?: readonly number[] } = {}): Indexed {
  const max = options.max ?? MAX_COLOURS;
  const px = words(rgba);
  const pixels = px.length;
  // Counted by runs (a map's rows are long runs of one colour), keyed as the machine reads a word.
  const raw = new Map<number, number>();
  let run = 0, runColour = -1;
  for (let i = 0; i < pixels; i++) {
    const c = px[i];
    if (c === runColour) { run++; continue; }
    if (run) raw.set(runColour, (raw.get(runColour) ?? 0) + run);
    runColour = c;
    run = 1;
  }
  if (run) raw.set(runColour, (raw.get(runColour) ?? 0) + run);
  const histogram = new Map<number, number>();
  for (const [c, n] of raw) histogram.set(canonical(c), n);
  const palette = paletteOf(histogram, pixels, max, options.keep ?? []);
  const index = new Map<number, number>();
  for (const c of raw.keys()) index.set(c, nearest(palette, canonical(c)));
  const indices = new Uint8Array(pixels);
  // Neighbouring pixels are mostly the same colour: the last lookup is kept.
  let last = -1, lastIndex = 0;
  for (let i = 0; i < pixels; i++) {
    const c = px[i];
    if (c !== last) { last = c; lastIndex = index.get(c)!; }
    indices[i] = lastIndex;
  }
  const out = new Uint8Array(palette.length * 4);
  palette.forEach((c, i) => { for (let k = 0; k < 4; k++) out[i * 4 + k] = channel(c, k); });
  return { palette: out, indices, alpha: palette.some((c) => (c & 0xff) !== 0xff) };
}
