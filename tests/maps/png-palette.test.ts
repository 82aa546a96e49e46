// Issue 12 §1, smaller PNGs: a map's PNG is written with a palette (src/pipeline/png-palette.ts,
// png-encode.ts). The PNG must be a valid PNG (decoded here by resvg, as a mail reader would),
// of the size drawn, showing every colour the SVG names exactly; only anti-aliased edges may move.
import { describe, expect, it } from 'vitest';
import { encodeIndexedPng } from '../../src/pipeline/png-encode.js';
import { toPalette } from '../../src/pipeline/png-palette.js';
import { MAP_COLOURS, svgColours, svgToPng } from '../../src/pipeline/map-png.js';
import { decodePng, pngSize } from './pixels.js';

const rgbaOf = (pixels: readonly number[]): Uint8Array => {
  const out = new Uint8Array(pixels.length * 4);
  pixels.forEach((c, i) => { out[i * 4] = c >>> 24; out[i * 4 + 1] = (c >>> 16) & 0xff; out[i * 4 + 2] = (c >>> 8) & 0xff; out[i * 4 + 3] = c & 0xff; });
  return out;
};
const pixelAt = (rgba: Uint8Array, i: number): number => ((rgba[i * 4] << 24) | (rgba[i * 4 + 1] << 16) | (rgba[i * 4 + 2] << 8) | rgba[i * 4 + 3]) >>> 0;

describe('12 §1 a map PNG in a palette', () => {
  it('a picture of few colours comes back pixel for pixel (decoded by resvg)', () => {
    const [w, h] = [7, 5];
    const colours = [0xd6e6f2ff, 0xece3ccff, 0xc0392bff, 0x111111ff];
    const pixels = Array.from({ length: w * h }, (_, i) => colours[(i * 7 + (i >> 2)) % colours.length]);
    const png = encodeIndexedPng(w, h, toPalette(rgbaOf(pixels)));
    expect(pngSize(png)).toEqual({ width: w, height: h });
    expect(png[25], 'colour type 3: palette').toBe(3);
    const back = decodePng(png);
    for (let i = 0; i < w * h; i++) expect(pixelAt(back.rgba, i), `pixel ${i}`).toBe(pixels[i]);
  });

  it('a small mark in a colour the SVG names keeps that colour among thousands of blends', () => {
    // 40,000 pixels of blends (an anti-aliased edge stands for them) and a 2×2 red mark.
    const [w, h] = [200, 200];
    const pixels = Array.from({ length: w * h }, (_, i) => (((0x10 + (i % 240)) << 24) | ((0x20 + (i % 199)) << 16) | ((0x10 + (i % 233)) << 8) | 0xff) >>> 0);
    const red = 0xc0392bff;
    for (const i of [505, 506, 705, 706]) pixels[i] = red;
    const img = toPalette(rgbaOf(pixels), { max: 16, keep: [red] });
    expect(img.palette.length / 4).toBeLessThanOrEqual(16);
    const back = decodePng(encodeIndexedPng(w, h, img));
    for (const i of [505, 506, 705, 706]) expect(pixelAt(back.rgba, i).toString(16)).toBe(red.toString(16));
    // Without being named, the red would be one of many and lost to the blues' boxes.
    const unnamed = decodePng(encodeIndexedPng(w, h, toPalette(rgbaOf(pixels), { max: 16 })));
    expect(pixelAt(unnamed.rgba, 505)).not.toBe(red);
  });

  it('every pixel takes its nearest palette colour (no dithering: a flat fill stays flat)', () => {
    // Three fills of 1,000 pixels each, and one edge pixel a shade off each of them.
    const pixels = [0x000000ff, 0x010101ff, 0xfefefeff, 0xffffffff, 0x808080ff, 0x7f7f7fff];
    const fills = [0x000000ff, 0xffffffff, 0x808080ff].flatMap((c) => Array.from({ length: 1000 }, () => c));
    const img = toPalette(rgbaOf([...pixels, ...fills]), { max: 3 });
    expect(img.palette.length / 4).toBe(3);
    const back = decodePng(encodeIndexedPng(pixels.length + fills.length, 1, img));
    expect(pixelAt(back.rgba, 0)).toBe(pixelAt(back.rgba, 1));
    expect(pixelAt(back.rgba, 2)).toBe(pixelAt(back.rgba, 3));
    expect(pixelAt(back.rgba, 4)).toBe(pixelAt(back.rgba, 5));
    expect(new Set([0, 2, 4].map((i) => pixelAt(back.rgba, i))).size).toBe(3);
  });

  it('transparency is kept (a tRNS chunk) only when a colour has it', () => {
    const opaque = encodeIndexedPng(2, 1, toPalette(rgbaOf([0xffffffff, 0x000000ff])));
    const clear = encodeIndexedPng(2, 1, toPalette(rgbaOf([0xffffff00, 0x000000ff])));
    expect(opaque.includes(Buffer.from('tRNS'))).toBe(false);
    expect(clear.includes(Buffer.from('tRNS'))).toBe(true);
    expect(decodePng(clear).rgba[3]).toBe(0);
    // tRNS covers the palette's first entries: a clear colour that comes second must still be clear.
    const second = decodePng(encodeIndexedPng(2, 1, toPalette(rgbaOf([0x000000ff, 0xffffff00]))));
    expect([second.rgba[3], second.rgba[7]]).toEqual([255, 0]);
  });

  it("svgToPng: the picture's size, a palette of at most MAP_COLOURS, each named colour exact", () => {
    const svg = '<svg xmlns="http://www.w3.org/2000/svg" width="120" height="80"><rect width="120" height="80" fill="#d6e6f2"/>'
      + '<circle cx="60" cy="40" r="20" fill="#c0392b" stroke="#111111" stroke-width="2"/><text x="5" y="20" font-size="12" fill="#3d5a73">W27</text></svg>';
    expect(svgColours(svg).map((c) => c.toString(16))).toEqual(['111111ff', '3d5a73ff', 'c0392bff', 'd6e6f2ff']);
    const png = svgToPng(svg);
    expect(pngSize(png)).toEqual({ width: 120, height: 80 });
    expect(png[25]).toBe(3);
    const plte = png.indexOf(Buffer.from('PLTE'));
    expect(png.readUInt32BE(plte - 4) / 3).toBeLessThanOrEqual(MAP_COLOURS);
    const back = decodePng(png);
    expect(pixelAt(back.rgba, 0).toString(16)).toBe('d6e6f2ff');
    expect(pixelAt(back.rgba, 40 * 120 + 60).toString(16)).toBe('c0392bff');
  });
});
