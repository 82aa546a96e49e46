/**
 * SVG to PNG with resvg (issue 12 §1: a renderer that installs from the npm registry alone). Text
 * needs a font: resvg is given the first of a few well-known system font files that exists (Debian's
 * fonts-dejavu-core puts DejaVu Sans in the first place), never a scan of every font on the
 * machine, which is slow and would make the pictures depend on what else is installed.
 */
import { existsSync } from 'node:fs';
import { Resvg } from '@resvg/resvg-js';

const FONT_FILES = [
  '/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf',
  '/usr/share/fonts/TTF/DejaVuSans.ttf',
  '/usr/share/fonts/dejavu/DejaVuSans.ttf',
  '/usr/share/fonts/truetype/liberation/LiberationSans-Regular.ttf',
];
const BOLD_FILES = ['/usr/share/fonts/truetype/dejavu/DejaVuSans-Bold.ttf', '/usr/share/fonts/TTF/DejaVuSans-Bold.ttf', '/usr/share/fonts/dejavu/DejaVuSans-Bold.ttf'];

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

export function svgToPng(svg: string): Buffer {
  const files = mapFonts();
  const r = new Resvg(svg, {
    font: { loadSystemFonts: false, fontFiles: files, defaultFontFamily: files.length ? 'DejaVu Sans' : undefined, sansSerifFamily: 'DejaVu Sans' },
    shapeRendering: 2, textRendering: 1, imageRendering: 1,
  });
  return r.render().asPng();
}
