/**
 * Where the quoted original begins in a reply, as mail clients write it in the languages our
 * players use. A reply's own text is everything above the first marker found here.
 *
 * Three kinds of marker, each a table a new language or client is added to with one line:
 *
 * - ATTRIBUTIONS: "On <date>, <name> wrote:" and its translations (Thunderbird, Gmail, Apple
 *   Mail). A client may wrap it over two or three lines, so candidates are joined first.
 * - HEADER_LABELS: the header block Outlook (desktop and web) puts above an unquoted original:
 *   `From:` then `Sent:`/`Date:` (and `To:`, `Subject:`) in the client's language.
 * - SEPARATORS: whole-line markers ("-----Original Message-----", "Begin forwarded message:").
 *
 * Why not a library. `email-reply-parser` (MIT, kept) hides everything below a `---`, `==` or
 * `++` line as a signature, which is YAML's document marker in an orders mail, and it joins
 * wrapped lines, so diagnostics would cite the wrong line. `planer` (MIT) finds the header in
 * text only for English, German, French, Dutch and the Nordic "Den ..., skrev", its HTML mode
 * needs a DOM implementation (jsdom), and it has had one release since 2016. The table below
 * covers what both find and what they miss (Spanish, Italian, Portuguese, Polish, Swedish Gmail).
 */

interface Attribution { readonly lang: string; readonly pattern: RegExp }

/**
 * A word every attribution contains; a candidate without one is not tried against the patterns
 * (hostile mail: the patterns backtrack, the word test does not).
 */
const ATTRIBUTION_WORDS = /wrote|schrieb|crit|escribi|scritto|schreef|geschreven|escreveu|pisze|napisa|wiadomo|skrev/i;
/** Longest candidate tried: three lines of a wrapped attribution. */
const MAX_CANDIDATE = 400;

/**
 * Each pattern is tested against one line, or two or three lines joined with a space. The date
 * is not parsed: a start word, something with a digit in it, and the verb at the end suffice.
 */
export const ATTRIBUTIONS: readonly Attribution[] = [
  { lang: 'en', pattern: /^On\s.*\d.*\bwrote:?$/ }, // On Mon, 3 Aug 1914 at 07:00, X <x> wrote:
  { lang: 'en', pattern: /^.{1,200}\s\d{1,2}:\d\d.*\bwrote:$/ }, // 3 Aug 1914 07:00, X wrote: (iOS)
  { lang: 'de', pattern: /^Am\s.*\d.*\bschrieb\b.*:$/ }, // Am 03.08.1914 um 07:00 schrieb X:
  { lang: 'de', pattern: /^.{1,200}\sschrieb\s?:$/ }, // X <x> schrieb:
  { lang: 'fr', pattern: /^Le\s.*\d.*\ba\s[ée]crit\s?:$/ }, // Le 3 août 1914 à 07:00, X a écrit :
  { lang: 'es', pattern: /^El\s.*\d.*\bescribi[óo]\s?:$/ }, // El lun, 3 ago 1914 a las 7:00, X escribió:
  { lang: 'it', pattern: /^Il\s.*\d.*\bha\sscritto\s?:$/ }, // Il giorno lun 3 ago 1914 alle ore 07:00 X ha scritto:
  { lang: 'it', pattern: /^In\sdata\s.*\d.*\bscritto\s?:$/ }, // In data 03/08/1914 07:00, X ha scritto:
  { lang: 'nl', pattern: /^Op\s.*\d.*\bschreef\b.*:$/ }, // Op ma 3 aug 1914 om 07:00 schreef X <x>:
  { lang: 'nl', pattern: /^Op\s.*\d.*\bhet\svolgende\sgeschreven\s?:$/ }, // Op 3 aug. 1914 om 07:00 heeft X het volgende geschreven:
  { lang: 'pt', pattern: /^(Em|No\sdia)\s.*\d.*\bescreveu\s?:$/ }, // Em seg., 3 de ago. de 1914 às 07:00, X escreveu:
  { lang: 'pl', pattern: /^(W\sdniu|Dnia)\s.*\d.*\b(pisze|napisa[łl](\(a\))?)\s?:$/u }, // W dniu 3.08.1914 o 07:00, X pisze:
  { lang: 'pl', pattern: /^\S{2,5}\s\d{1,2}\s\S{3,5}\s\d{4}\s.*\bnapisa[łl](\(a\))?\s?:$/u }, // pon., 3 sie 1914 o 07:00 X napisał(a):
  { lang: 'pl', pattern: /^Wiadomo[śs][ćc]\snapisana\sprzez\s.*\d.*:$/u }, // Wiadomość napisana przez X w dniu 03.08.1914, o godz. 07:00:
  { lang: 'sv', pattern: /^(Den\s)?.*\d.*\bskrev\b.*:$/ }, // Den mån 3 aug. 1914 kl 07:00 skrev X <x>:
];

/** Outlook's header block: a From label, then (within a few lines) a Sent or Date label. */
export const HEADER_LABELS: Readonly<Record<string, { readonly from: readonly string[]; readonly sent: readonly string[] }>> = {
  en: { from: ['From'], sent: ['Sent', 'Date'] },
  de: { from: ['Von'], sent: ['Gesendet', 'Datum'] },
  fr: { from: ['De'], sent: ['Envoyé', 'Date'] },
  es: { from: ['De'], sent: ['Enviado', 'Enviado el', 'Fecha'] },
  it: { from: ['Da'], sent: ['Inviato', 'Data'] },
  nl: { from: ['Van'], sent: ['Verzonden', 'Datum'] },
  pt: { from: ['De'], sent: ['Enviado', 'Enviada', 'Data'] },
  pl: { from: ['Od'], sent: ['Wysłane', 'Wysłano', 'Data'] },
  sv: { from: ['Från'], sent: ['Skickat', 'Datum'] },
};

/** Whole-line separators (compared after trimming and lower-casing, dashes and stars removed). */
export const SEPARATORS: readonly string[] = [
  'original message', 'ursprüngliche nachricht', "message d'origine", 'message original', 'mensaje original',
  'messaggio originale', 'messaggio originale', 'oorspronkelijk bericht', 'origineel bericht', 'mensagem original',
  'wiadomość oryginalna', 'oryginalna wiadomość', 'originalmeddelande', 'ursprungligt meddelande',
  'forwarded message', 'weitergeleitete nachricht', 'message transféré', 'mensaje reenviado', 'messaggio inoltrato',
  'doorgestuurd bericht', 'mensagem encaminhada', 'wiadomość przekazana dalej', 'vidarebefordrat meddelande',
  'begin forwarded message:', 'anfang der weitergeleiteten nachricht:', 'début du message réexpédié :',
  'inicio del mensaje reenviado:', 'inizio messaggio inoltrato:', 'begin doorgestuurd bericht:',
  'início da mensagem reencaminhada:', 'początek przekazywanej wiadomości:', 'vidarebefordrat brev:',
];

const escape = (s: string): string => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const label = (words: readonly string[]): RegExp =>
  new RegExp(`^\\*?(?:${words.map(escape).join('|')})\\*?[ \\t\\u00a0]?:\\*?(?:[ \\t\\u00a0]|$)`, 'u');
const FROM_LABEL = label(Object.values(HEADER_LABELS).flatMap((l) => l.from));
const SENT_LABEL = label(Object.values(HEADER_LABELS).flatMap((l) => l.sent));
const SEPARATOR_SET = new Set(SEPARATORS);

/** A line no attribution starts with: indented (YAML), a comment, a quote, or too long. */
function cannotStart(line: string): boolean {
  return line === '' || /^[\s#>-]/.test(line) || line.length > 300;
}

function isAttribution(text: string): boolean {
  return text.length <= MAX_CANDIDATE && ATTRIBUTION_WORDS.test(text) && ATTRIBUTIONS.some((a) => a.pattern.test(text));
}

function isSeparator(line: string): boolean {
  const t = line.trim().replace(/^[-_*=\s]+|[-_*=\s]+$/g, '').toLowerCase();
  return t.length > 0 && SEPARATOR_SET.has(t);
}

/** An Outlook header block at `i`: a From label, and a Sent/Date label within the next four lines. */
function isHeaderBlock(lines: readonly string[], i: number): boolean {
  if (!FROM_LABEL.test(lines[i]!.trim())) return false;
  for (let j = i + 1; j < Math.min(lines.length, i + 5); j++) if (SENT_LABEL.test(lines[j]!.trim())) return true;
  return false;
}

/**
 * The index of the line where the quoted original begins, or -1. An attribution wrapped over
 * lines counts from its first line; it must be followed by a blank line, a quoted line or the
 * end (a YAML value that happens to end in "wrote:" is not followed by quoted text).
 */
export function quoteStart(lines: readonly string[]): number {
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i]!.trim();
    if (isSeparator(line) || isHeaderBlock(lines, i)) return i;
    if (cannotStart(lines[i]!)) continue;
    let joined = line;
    for (let k = 0; k < 3 && i + k < lines.length; k++) {
      if (k > 0) {
        const next = lines[i + k]!.trim();
        if (!next || /^>/.test(next)) break;
        joined = `${joined} ${next}`;
      }
      const after = (lines[i + k + 1] ?? '').trim();
      if ((after === '' || after.startsWith('>')) && isAttribution(joined)) return i;
    }
  }
  return -1;
}
