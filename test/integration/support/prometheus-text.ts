export interface PrometheusSample {
  labels: Record<string, string>;
  value: number;
}

/** Every sample of metric `name` in a Prometheus text exposition, with its labels. */
export function samples(text: string, name: string): PrometheusSample[] {
  const found: PrometheusSample[] = [];
  for (const line of text.split('\n')) {
    const match = /^([a-zA-Z_:][\w:]*)(?:\{(.*)\})? (\S+)$/.exec(line);
    if (!match || match[1] !== name) continue;
    const labels = Object.fromEntries(
      [...(match[2] ?? '').matchAll(/(\w+)="((?:[^"\\]|\\.)*)"/g)].map((m) => [m[1], m[2]]),
    );
    found.push({ labels, value: Number(match[3]) });
  }
  return found;
}

/**
 * The value of one sample of a Prometheus text exposition: the line of metric `name` whose labels
 * include every one of `labels`; undefined when there is none.
 */
export function sampleValue(
  text: string,
  name: string,
  labels: Record<string, string> = {},
): number | undefined {
  return samples(text, name).find((s) =>
    Object.entries(labels).every(([key, value]) => s.labels[key] === value),
  )?.value;
}
