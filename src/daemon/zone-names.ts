/**
 * Zone names as people write them. The runtime accepts abbreviations such as "BST" or "IST" as
 * zone ids, but reads them as whatever legacy zone carries that id ("BST" is Asia/Dhaka, "IST"
 * Asia/Calcutta), so a London group's deadline would fall five hours early. Abbreviations are
 * refused, and the zones that really use the abbreviation are found with Intl (no zone table of
 * our own); display names a zone by its id and its abbreviation ("CEST"), not "GMT+2".
 */
import { isValidTimeZone } from './zoned-time.js';

/** English locales whose short zone names between them cover the common abbreviations. */
const LOCALES = ['en-US', 'en-GB', 'en-IE', 'en-IN', 'en-CA', 'en-AU', 'en-NZ', 'en-ZA', 'en-SG'] as const;

/** The names that stand for UTC itself; everything else without a "/" is suspect. */
const UTC_NAMES = new Set(['UTC', 'GMT', 'UCT', 'Z', 'ZULU', 'UNIVERSAL', 'GREENWICH']);

/** "BST", "ist", "NZST": letters only, not a capitalised word (legacy ids such as "Japan" are words). */
export function looksLikeAbbreviation(zone: string): boolean {
  return /^[A-Za-z]{2,5}$/.test(zone) && !/^[A-Z][a-z]+$/.test(zone) && !UTC_NAMES.has(zone.toUpperCase());
}

function shortName(ms: number, zone: string, locale: string, f = new Intl.DateTimeFormat(locale, { timeZone: zone, timeZoneName: 'short' })): string {
  return f.formatToParts(ms).find((p) => p.type === 'timeZoneName')?.value ?? '';
}

/**
 * zoneAbbreviation's formatters by locale and zone: building one costs far more than using it,
 * and every acknowledgement and report names its deadline's zone (issue 17, acknowledgement
 * time). Only the players' zones come here; the abbreviation index (thousands, used once, for a
 * config check) does not keep its formatters.
 */
const formatters = new Map<string, Intl.DateTimeFormat>();

function cachedShortName(ms: number, zone: string, locale: string): string {
  const key = `${locale} ${zone}`;
  let f = formatters.get(key);
  if (!f) {
    f = new Intl.DateTimeFormat(locale, { timeZone: zone, timeZoneName: 'short' });
    formatters.set(key, f);
  }
  return shortName(ms, zone, locale, f);
}

let index: Map<string, Set<string>> | null = null;

/** Abbreviation → zones that show it in winter or summer, in any of LOCALES (built on first use). */
function abbreviationIndex(): Map<string, Set<string>> {
  if (index) return index;
  index = new Map();
  const year = new Date().getUTCFullYear();
  const instants = [Date.UTC(year, 0, 15, 12), Date.UTC(year, 6, 15, 12)];
  for (const zone of Intl.supportedValuesOf('timeZone')) {
    for (const locale of LOCALES) {
      for (const ms of instants) {
        const name = shortName(ms, zone, locale);
        if (!/^[A-Z]{2,5}$/.test(name)) continue;
        if (!index.has(name)) index.set(name, new Set());
        index.get(name)!.add(zone);
      }
    }
  }
  return index;
}

/** Whether the zone's clocks change in the year (its winter and summer offsets differ). */
function changesClocks(zone: string): boolean {
  const year = new Date().getUTCFullYear();
  return shortName(Date.UTC(year, 0, 15), zone, 'en-GB') !== shortName(Date.UTC(year, 6, 15), zone, 'en-GB');
}

/**
 * Zones that use `abbreviation`: those with summer time first (whoever writes "EST" or "BST" in
 * a config usually lives where the clocks change), then the plainest ids (Region/City before
 * Region/State/City).
 */
export function zonesUsing(abbreviation: string): string[] {
  const zones = [...(abbreviationIndex().get(abbreviation.toUpperCase()) ?? [])];
  const rank = new Map(zones.map((z) => [z, (changesClocks(z) ? 0 : 10) + z.split('/').length]));
  return zones.sort((a, b) => rank.get(a)! - rank.get(b)! || a.localeCompare(b));
}

export type ZoneProblem = { readonly code: 'ML4903' | 'ML4908'; readonly message: string };

/** Null when `zone` is an IANA zone id a player can rely on; else why not, and what was probably meant. */
export function zoneProblem(zone: string, what: string): ZoneProblem | null {
  if (!isValidTimeZone(zone)) return { code: 'ML4903', message: `${what} '${zone}' is not an IANA time zone (write Region/City, e.g. Europe/London)` };
  if (!looksLikeAbbreviation(zone)) return null;
  const runtime = new Intl.DateTimeFormat('en-US', { timeZone: zone }).resolvedOptions().timeZone;
  const meant = zonesUsing(zone);
  const hint = meant.length === 0 ? 'name the zone as Region/City, e.g. Europe/London'
    : meant.length === 1 ? `probably meant: ${meant[0]}`
      : `probably meant one of: ${meant.slice(0, 8).join(', ')}${meant.length > 8 ? `, … (${meant.length} zones use ${zone.toUpperCase()})` : ''}`;
  return { code: 'ML4908', message: `${what} '${zone}' is an abbreviation, not an IANA time zone (the runtime would read it as ${runtime}); ${hint}` };
}

/** "CEST", "PST", "IST"; "GMT+3" only where no locale has a name for the zone's time. */
export function zoneAbbreviation(ms: number, zone: string): string {
  let fallback = '';
  for (const locale of LOCALES) {
    const name = cachedShortName(ms, zone, locale);
    if (/^[A-Z]{2,5}$/.test(name)) return name;
    fallback ||= name;
  }
  return fallback;
}
