/**
 * An HTML report with its map (issue 12 §1): a figure placed before the report's first section,
 * so the picture comes right after the heading. `src` is wherever the image is: a file beside the
 * HTML, or `cid:…` in a mail. The report itself stays as rendered (its golden does not move).
 */
function escapeAttr(s: string): string {
  return s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
}

export function withMap(html: string, src: string, alt: string): string {
  const figure = `<figure class="map" style="margin: 1em 0;"><img src="${escapeAttr(src)}" alt="${escapeAttr(alt)}" style="max-width: 100%; height: auto; border: 1px solid #888;"></figure>\n`;
  const at = html.search(/<h2[\s>]/i);
  if (at >= 0) return `${html.slice(0, at)}${figure}${html.slice(at)}`;
  const end = html.search(/<\/body>/i);
  return end >= 0 ? `${html.slice(0, end)}${figure}${html.slice(end)}` : `${html}${figure}`;
}
