/** Durations in config files: "48h", "1d12h", "30m", "90s". */
export function parseDuration(text: string): number {
  const m = /^(?:([0-9]+)d)?(?:([0-9]+)h)?(?:([0-9]+)m)?(?:([0-9]+)s)?$/.exec(text.trim());
  if (!m || text.trim() === '') throw new Error(`not a duration: '${text}' (e.g. 48h, 1d12h, 30m)`);
  const [, d, h, mi, s] = m;
  return ((Number(d ?? 0) * 24 + Number(h ?? 0)) * 60 + Number(mi ?? 0)) * 60_000 + Number(s ?? 0) * 1000;
}

export function formatDuration(ms: number): string {
  if (ms > 0 && ms < 60_000 * 60 && ms % 60_000 !== 0) return `${Math.round(ms / 1000)}s`;
  const parts: string[] = [];
  let rest = Math.round(ms / 60_000);
  const d = Math.floor(rest / 1440); rest -= d * 1440;
  const h = Math.floor(rest / 60); rest -= h * 60;
  if (d) parts.push(`${d}d`);
  if (h) parts.push(`${h}h`);
  if (rest || !parts.length) parts.push(`${rest}m`);
  return parts.join('');
}
