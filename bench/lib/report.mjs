/** What every bench prints with: medians, millisecond figures, the machine's load and the result table. */
import os from 'node:os';

/** The median of the finite values (NaN when there are none). */
export function median(xs) {
  const s = xs.filter((x) => Number.isFinite(x)).sort((a, b) => a - b);
  if (s.length === 0) return NaN;
  return s.length % 2 ? s[(s.length - 1) / 2] : (s[s.length / 2 - 1] + s[s.length / 2]) / 2;
}

/** A duration for the table: three decimals under 1 ms, one under 100 ms, whole milliseconds above. */
export function ms(x) {
  if (!Number.isFinite(x)) return 'n/a';
  return `${x < 1 ? x.toFixed(3) : x < 100 ? x.toFixed(1) : x.toFixed(0)} ms`;
}

/** Every run's value, for the "runs" list under the table. */
export const list = (xs) =>
  xs.map((x) => (x < 1 ? x.toFixed(3) : x < 100 ? x.toFixed(1) : x.toFixed(0))).join(', ');

export const load = () =>
  os
    .loadavg()
    .map((x) => x.toFixed(2))
    .join(' ');

export const yes = (ok) => (ok ? 'yes' : 'NO');

/** rows: { metric, value, baseline, ratio, goal, met }, all text. */
export function printTable(rows) {
  const head = ['metric', 'median', 'baseline median', 'ratio', 'goal', 'met'];
  const cells = rows.map((r) => [r.metric, r.value, r.baseline, r.ratio, r.goal, r.met]);
  const widths = head.map((h, i) => Math.max(h.length, ...cells.map((c) => c[i].length)));
  const line = (c) => c.map((x, i) => x.padEnd(widths[i])).join('  ');
  console.log(line(head));
  console.log(widths.map((w) => '-'.repeat(w)).join('  '));
  for (const c of cells) console.log(line(c));
}
