/**
 * An indexed-colour PNG (PNG colour type 3, bit depth 8) from a palette and one index a pixel
 * (issue 12 §1, smaller PNGs). resvg writes 32-bit RGBA; a map in a 64-colour palette is a quarter
 * of the raw bytes and its long runs of one index deflate far better. The file itself is written
 * by fast-png (the image-js project's PNG codec), which writes the palette and, when an entry is
 * not opaque, its transparency.
 */
import { encode } from 'fast-png';
import type { Indexed } from './png-palette.js';

/** Deflate level: on the goeben-1914 maps 8 was the knee (7 wrote 3% more bytes, 9 1% fewer in twice the time). */
const LEVEL = 8;

export function encodeIndexedPng(width: number, height: number, img: Indexed): Buffer {
  if (img.indices.length !== width * height) throw new RangeError(`png: ${img.indices.length} indices for ${width}×${height} pixels`);
  const entries = img.palette.length / 4;
  if (entries < 1 || entries > 256) throw new RangeError(`png: a palette of ${entries} colours`);
  // tRNS gives the alpha of the palette's first entries only (PNG spec 11.3.2.1), and fast-png
  // writes the alphas of the entries that are not opaque, in order: so those entries go first.
  const order = [...Array(entries).keys()];
  if (img.alpha) order.sort((a, b) => Number(img.palette[a * 4 + 3] === 255) - Number(img.palette[b * 4 + 3] === 255) || a - b);
  const palette = order.map((i) => {
    const [r, g, b, a] = img.palette.subarray(i * 4, i * 4 + 4);
    return img.alpha ? [r!, g!, b!, a!] : [r!, g!, b!];
  });
  let data = img.indices;
  if (order.some((from, to) => from !== to)) {
    const to = new Uint8Array(entries);
    order.forEach((from, i) => { to[from] = i; });
    data = img.indices.map((i) => to[i]!);
  }
  const png = encode({ width, height, data, depth: 8, channels: 1, palette }, { zlib: { level: LEVEL } });
  return Buffer.from(png.buffer, png.byteOffset, png.byteLength);
}
