/** Optimal string alignment distance (Levenshtein plus swapped neighbours), stopping past `limit`. */
export function editDistance(a: string, b: string, limit: number): number {
  if (Math.abs(a.length - b.length) > limit) return limit + 1;
  let before: number[] = [];
  let previous = Array.from({ length: b.length + 1 }, (_v, j) => j);
  for (let i = 1; i <= a.length; i++) {
    const current = [i];
    let rowMin = i;
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let d = Math.min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1])
        d = Math.min(d, before[j - 2] + 1);
      current.push(d);
      rowMin = Math.min(rowMin, d);
    }
    if (rowMin > limit) return limit + 1;
    before = previous;
    previous = current;
  }
  return previous[b.length];
}

/** Typos allowed for a word of this length: none below 4 letters (too many short words are near). */
const allowedTypos = (length: number) => (length >= 7 ? 2 : length >= 4 ? 1 : 0);
const MIN_PREFIX = 4;

/**
 * The indexed word a query word most likely meant: the nearest within the typos its length allows, else
 * the shortest word it begins (a student still typing "centrip"). Null when nothing is close.
 */
export function closestWord(word: string, vocabulary: Iterable<string>): string | null {
  const limit = allowedTypos(word.length);
  let best: string | null = null;
  let bestDistance = limit + 1;
  let completion: string | null = null;
  for (const candidate of vocabulary) {
    if (limit > 0) {
      const d = editDistance(word, candidate, limit);
      if (d < bestDistance || (d === bestDistance && best !== null && candidate < best)) {
        best = d <= limit ? candidate : best;
        bestDistance = Math.min(bestDistance, d);
      }
    }
    if (
      word.length >= MIN_PREFIX &&
      candidate.startsWith(word) &&
      (!completion || candidate.length < completion.length)
    )
      completion = candidate;
  }
  return bestDistance <= limit ? best : completion;
}
