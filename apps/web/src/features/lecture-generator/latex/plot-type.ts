/** Spec section 3 "Debug info": what kind of chart a plot block draws, as far as its code tells. */
export type PlotType = 'line' | 'bar' | 'scatter' | 'histogram' | 'pie' | 'Unknown';

/**
 * Checked from the most specific call to the most generic: a histogram or a bar chart often also
 * calls `plot` for a fitted line, and then it is still a histogram or a bar chart.
 */
const SIGNATURES: [PlotType, RegExp][] = [
  ['pie', /\.pie\s*\(/],
  ['histogram', /\.hist\s*\(/],
  ['bar', /\.barh?\s*\(/],
  ['scatter', /\.scatter\s*\(/],
  ['line', /\.(plot|semilogx|semilogy|loglog|step|errorbar)\s*\(/],
];

export function detectPlotType(code: string): PlotType {
  const lines = code
    .split('\n')
    .map((line) => line.replace(/#.*$/, ''))
    .join('\n');
  return SIGNATURES.find(([, pattern]) => pattern.test(lines))?.[0] ?? 'Unknown';
}
