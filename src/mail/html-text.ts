/**
 * Text from an HTML-only mail, keeping what YAML needs: line breaks at <br>, <p>, <div> and
 * friends, indentation written as &nbsp; (mail clients' way of keeping spaces; the orders
 * normalizer turns NBSP into spaces), <pre> blocks verbatim. Quoted replies (<blockquote>, the
 * Gmail and Outlook quote containers) and <style>/<script>/<head> are dropped.
 */
const ENTITIES: Record<string, string> = {
  nbsp: '\u00a0', amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", '#39': "'", ldquo: '\u201c', rdquo: '\u201d', lsquo: '\u2018', rsquo: '\u2019',
  ndash: '\u2013', mdash: '\u2014', hellip: '\u2026', copy: '\u00a9', shy: '\u00ad', zwnj: '\u200c', zwj: '\u200d', ensp: '\u2002', emsp: '\u2003', thinsp: '\u2009',
};

export function decodeEntities(s: string): string {
  return s.replace(/&(#x[0-9a-f]{1,6}|#[0-9]{1,7}|[a-z][a-z0-9]{1,10});/gi, (m, name: string) => {
    if (name[0] === '#') {
      const cp = name[1] === 'x' || name[1] === 'X' ? parseInt(name.slice(2), 16) : parseInt(name.slice(1), 10);
      return cp > 0 && cp <= 0x10ffff && !(cp >= 0xd800 && cp <= 0xdfff) ? String.fromCodePoint(cp) : '\ufffd';
    }
    return ENTITIES[name.toLowerCase()] ?? m;
  });
}

const BLOCK = /^(p|div|br|li|tr|h[1-6]|table|ul|ol|section|article|header|footer|blockquote|pre|hr|dd|dt)$/i;

export function htmlToText(html: string, maxLength = 2_000_000): string {
  let s = html.length > maxLength ? html.slice(0, maxLength) : html;
  s = s.replace(/<!--[\s\S]*?-->/g, '');
  s = s.replace(/<(head|style|script|title)\b[\s\S]*?<\/\1\s*>/gi, '');
  // Quoted replies: blockquote, Gmail's gmail_quote, Outlook's divRplyFwdMsg and what follows it.
  for (let i = 0; i < 20 && /<blockquote\b/i.test(s); i++) s = s.replace(/<blockquote\b(?:(?!<blockquote\b)[\s\S])*?<\/blockquote\s*>/gi, '');
  s = s.replace(/<div[^>]*class=["'][^"']*gmail_quote[^"']*["'][\s\S]*$/i, '');
  s = s.replace(/<div[^>]*id=["']divRplyFwdMsg["'][\s\S]*$/i, '');
  // Outlook web puts a rule before divRplyFwdMsg; Outlook desktop a div with a top border
  // (#E1E1E1 since 2013, #B5C4DF before) around the From:/Sent: header of the original.
  s = s.replace(/<hr[^>]{0,2000}(?:id=["']stopSpelling["']|display:\s*inline-block)[^>]{0,2000}>[\s\S]*$/i, '');
  s = s.replace(/<div[^>]{0,2000}id=["']appendonsend["'][\s\S]*$/i, '');
  s = s.replace(/<div[^>]{0,2000}style=["'][^"']{0,2000}border-top:\s*solid\s+#(?:E1E1E1|B5C4DF)[\s\S]*$/i, '');
  s = s.replace(/<div[^>]{0,2000}class=["'][^"']{0,500}(?:moz-cite-prefix|OutlookMessageHeader)[^"']*["'][\s\S]*$/i, '');
  const out: string[] = [];
  let pre = 0;
  const re = /<\/?([a-z][a-z0-9]*)\b[^>]*>|([^<]+)|(<)/gi;
  let m: RegExpExecArray | null;
  while ((m = re.exec(s)) !== null) {
    if (m[2] !== undefined || m[3] !== undefined) {
      const chunk = m[2] ?? '<';
      out.push(pre > 0 ? decodeEntities(chunk) : decodeEntities(chunk.replace(/[ \t\r\n\f]+/g, ' ')));
      continue;
    }
    const tag = m[1]!.toLowerCase();
    const closing = m[0][1] === '/';
    if (tag === 'pre') { pre += closing ? -1 : 1; pre = Math.max(0, pre); if (!/\n$/.test(out.at(-1) ?? '\n')) out.push('\n'); continue; }
    if (tag === 'br') out.push('\n');
    else if (BLOCK.test(tag) && !/\n$/.test(out.at(-1) ?? '\n')) out.push('\n');
  }
  return out.join('')
    .split('\n')
    // A single ASCII space left over from source formatting is not indentation; NBSPs are.
    .map((line) => line.replace(/^ (?! )/, '').replace(/[ \t]+$/, ''))
    .join('\n')
    .replace(/\n{3,}/g, '\n\n')
    .replace(/^\n+/, '');
}
