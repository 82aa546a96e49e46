/** "Did you mean …?": the edit distance and closest-candidate search used for every suggestion. */

/**
 * Optimal-string-alignment Damerau–Levenshtein distance: insertions, deletions, substitutions
 * and transpositions of adjacent characters each cost 1.
 */
export function damerauLevenshtein(a: string, b: string): number {
  if (a === b) return 0;
  if (a.length === 0) return b.length;
  if (b.length === 0) return a.length;
  const w = b.length + 1;
  let prev2 = new Array<number>(w).fill(0);
  let prev = Array.from({ length: w }, (_, j) => j);
  let cur = new Array<number>(w).fill(0);
  for (let i = 1; i <= a.length; i++) {
    cur[0] = i;
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let d = Math.min(prev[j] + 1, cur[j - 1] + 1, prev[j - 1] + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) d = Math.min(d, prev2[j - 2] + 1);
      cur[j] = d;
    }
    [prev2, prev, cur] = [prev, cur, prev2];
  }
  return prev[b.length];
}

/**
 * The candidate closest to `word` (case-insensitive), if within `maxDistance` (default 2). With
 * an infinite distance, a candidate that `word` is a prefix of also counts (e.g. 'when-out').
 * Ties go to the earlier candidate.
 */
export function closestMatch(word: string, candidates: readonly string[], maxDistance = 2): string | undefined {
  const w = word.toLowerCase();
  if (w.length === 0 || w.length > 100) return undefined;
  let best: string | undefined;
  let bestD = Infinity;
  for (const c of candidates) {
    const cl = c.toLowerCase();
    if (cl === w) return c;
    const d = damerauLevenshtein(w, cl);
    if (d < bestD) { best = c; bestD = d; }
  }
  if (best === undefined) return undefined;
  if (bestD <= Math.min(maxDistance, 2)) return best;
  if (maxDistance === Infinity) {
    const prefix = candidates.find((c) => w.length >= 3 && c.toLowerCase().startsWith(w));
    if (prefix) return prefix;
    // A loose match for enums: at most a third of the word wrong.
    if (bestD <= Math.max(2, Math.floor(w.length / 3))) return best;
  }
  return undefined;
}
