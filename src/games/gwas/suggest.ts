/** "Did you mean …?" for names a player mistyped: the closest candidate within two edits. */
export function editDistance(a: string, b: string): number {
  a = a.toLowerCase();
  b = b.toLowerCase();
  const d: number[][] = Array.from({ length: a.length + 1 }, (_, i) => [i, ...Array(b.length).fill(0)]);
  for (let j = 1; j <= b.length; j++) d[0][j] = j;
  for (let i = 1; i <= a.length; i++) {
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      d[i][j] = Math.min(d[i - 1][j] + 1, d[i][j - 1] + 1, d[i - 1][j - 1] + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) d[i][j] = Math.min(d[i][j], d[i - 2][j - 2] + 1);
    }
  }
  return d[a.length][b.length];
}

export function closest(word: string, candidates: Iterable<string>, maxDistance = 2): string | null {
  let best: string | null = null;
  let bestD = maxDistance + 1;
  for (const c of [...candidates].sort()) {
    const dist = editDistance(word, c);
    if (dist < bestD) { best = c; bestD = dist; }
  }
  return best;
}
