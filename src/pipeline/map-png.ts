/**
 * SVG to PNG with resvg (issue 12 §1: a renderer that installs from the npm registry alone). Text
 * needs a font: resvg is given the first of a few well-known system font files that exists (Debian's
 * fonts-dejavu-core puts DejaVu Sans in the first place), never a scan of every font on the
 * machine, which is slow and would make the pictures depend on what else is installed.
 *
 * The PNG is written with a palette (png-palette.ts, png-encode.ts), not as resvg's 32-bit RGBA:
 * a map is flat colours and their anti-aliased edges, so a palette of MAP_COLOURS keeps every
 * colour the SVG names exactly and the edges close enough, at about a third of the bytes.
 */
import { existsSync } from 'node:fs';
import { Resvg } from '@resvg/resvg-js';
import { toPalette } from './png-palette.js';
import { encodeIndexedPng } from './png-encode.js';

const FONT_FILES = [
  '/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf',
  '/usr/share/fonts/TTF/DejaVuSans.ttf',
  '/usr/share/fonts/dejavu/DejaVuSans.ttf',
  '/usr/share/fonts/truetype/liberation/LiberationSans-Regular.ttf',
];
const BOLD_FILES = ['/usr/share/fonts/truetype/dejavu/DejaVuSans-Bold.ttf', '/usr/share/fonts/TTF/DejaVuSans-Bold.ttf', '/usr/share/fonts/dejavu/DejaVuSans-Bold.ttf'];

/** Palette entries of a map PNG: measured on the goeben-1914 maps (bench/maps.ts prints the sizes). */
export const MAP_COLOURS = 64;

let fonts: string[] | undefined;

/** The font files given to resvg: a regular face (and its bold when present); none found: text is not drawn. */
export function mapFonts(): string[] {
  if (!fonts) {
    const regular = FONT_FILES.find((f) => existsSync(f));
    const bold = BOLD_FILES.find((f) => existsSync(f));
    fonts = [regular, bold].filter((f): f is string => !!f);
  }
  return fonts;
}

/** The colours an SVG names (#rrggbb), as the palette's 0xRRGGBBAA (opaque). */
export function svgColours(svg: string): number[] {
  const out = new Set<number>();
  for (const m of svg.matchAll(/"#([0-9a-fA-F]{6})"/g)) out.add(((parseInt(m[1], 16) << 8) | 0xff) >>> 0);
  return [...out].sort((a, b) => a - b);
}

export function svgToPng(svg: string): Buffer {
  const files = mapFonts();
  const r = new Resvg(svg, {
    font: { loadSystemFonts: false, fontFiles: files, defaultFontFamily: files.length ? 'DejaVu Sans' : undefined, sansSerifFamily: 'DejaVu Sans' },
    shapeRendering: 2, textRendering: 1, imageRendering: 1,
  });
  const img = r.render();
  return encodeIndexedPng(img.width, img.height, toPalette(img.pixels, { max: MAP_COLOURS, keep: svgColours(svg) }));
}
