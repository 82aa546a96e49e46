/**
 * Plain-text mail bodies wrapped to a width a mail client will not wrap again (issue 9: clients
 * hard-wrap at 72 or 76 columns, and a line they wrap is no longer the line we wrote). A long
 * line breaks at spaces; its continuations hang under the line's last column when it is a table
 * row (columns are separated by two or more spaces), else two spaces in from its indentation.
 * A single word longer than the width is left whole.
 */
export const MAIL_TEXT_WIDTH = 76;

export function wrapText(text: string, width = MAIL_TEXT_WIDTH): string {
  return text.split('\n').map((line) => wrapLine(line, width)).join('\n');
}

function wrapLine(line: string, width: number): string {
  if (line.length <= width) return line;
  const indent = line.length - line.trimStart().length;
  // The start of the last column of a table row: after the last run of two or more spaces.
  let column = -1;
  for (const m of line.slice(indent).matchAll(/ {2,}/g)) column = indent + m.index + m[0].length;
  const hang = ' '.repeat(column > 0 && column <= width / 2 + 8 ? column : Math.min(indent + 2, width / 2));
  const out: string[] = [];
  let rest = line;
  let prefix = '';
  while (prefix.length + rest.length > width) {
    const room = width - prefix.length;
    let cut = rest.lastIndexOf(' ', room);
    // Never break inside the indentation or the table's leading columns.
    const minCut = prefix ? 1 : Math.max(indent + 1, column > 0 ? column - 1 : 0);
    if (cut < minCut) cut = rest.indexOf(' ', room);
    if (cut < minCut) break;
    out.push(`${prefix}${rest.slice(0, cut)}`.trimEnd());
    rest = rest.slice(cut + 1).trimStart();
    prefix = hang;
  }
  out.push(`${prefix}${rest}`);
  return out.join('\n');
}
