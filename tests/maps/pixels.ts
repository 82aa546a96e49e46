/**
 * PNG pixels for image comparisons, decoded by resvg itself (no other image library): a PNG put
 * in an SVG of its own size renders to the same RGBA it holds.
 */
import { Resvg } from '@resvg/resvg-js';

export interface Pixels { readonly width: number; readonly height: number; readonly rgba: Buffer }

export function pngSize(png: Buffer): { width: number; height: number } {
  // IHDR: width and height are the first two big-endian words after the 16-byte signature and header.
  return { width: png.readUInt32BE(16), height: png.readUInt32BE(20) };
}

export function decodePng(png: Buffer): Pixels {
  const { width, height } = pngSize(png);
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}"><image href="data:image/png;base64,${png.toString('base64')}" x="0" y="0" width="${width}" height="${height}"/></svg>`;
  const img = new Resvg(svg, { font: { loadSystemFonts: false }, imageRendering: 1 }).render();
  return { width: img.width, height: img.height, rgba: Buffer.from(img.pixels) };
}

/** Pixels whose largest channel difference exceeds `channel` (0–255), as a share of all pixels. */
export function differingShare(a: Pixels, b: Pixels, channel: number): number {
  if (a.width !== b.width || a.height !== b.height) return 1;
  let n = 0;
  for (let i = 0; i < a.rgba.length; i += 4) {
    const d = Math.max(Math.abs(a.rgba[i] - b.rgba[i]), Math.abs(a.rgba[i + 1] - b.rgba[i + 1]), Math.abs(a.rgba[i + 2] - b.rgba[i + 2]), Math.abs(a.rgba[i + 3] - b.rgba[i + 3]));
    if (d > channel) n++;
  }
  return n / (a.width * a.height);
}
