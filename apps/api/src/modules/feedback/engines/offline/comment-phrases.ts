/** A stable choice among variants: the same key picks the same wording on every run. */
export function pick(variants: string[], key: string): string {
  let hash = 2166136261;
  for (let i = 0; i < key.length; i++) hash = Math.imul(hash ^ key.charCodeAt(i), 16777619);
  return variants[(hash >>> 0) % variants.length];
}

/** Like `pick`, skipping the wordings in `used` (while any is left) and adding the one it picks. */
export function pickFresh(variants: string[], key: string, used: Set<string>): string {
  const fresh = variants.filter((v) => !used.has(v));
  const chosen = pick(fresh.length ? fresh : variants, key);
  used.add(chosen);
  return chosen;
}

const shorten = (s: string, max: number) => (s.length > max ? `${s.slice(0, max - 1).trimEnd()}…` : s);

/**
 * A marking point as it reads inside a sentence: "Photosynthesis needs light." → "photosynthesis needs
 * light" (an acronym or a name keeps its capital), long points shortened.
 */
export function pointPhrase(point: string): string {
  const plain = point.trim().replace(/[.;:!]+$/, '');
  const lowered =
    /^[A-Z][a-z]/.test(plain) && !/^[A-Z][a-z]+\s+[A-Z]/.test(plain)
      ? plain.charAt(0).toLowerCase() + plain.slice(1)
      : plain;
  return shorten(lowered, 120);
}

/** The student's own words, quoted and kept short. */
export const quote = (words: string) => `“${shorten(words.trim(), 80)}”`;
