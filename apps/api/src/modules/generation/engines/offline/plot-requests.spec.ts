import { execFileSync } from 'node:child_process';
import { regeneratePlotCode } from './plot-rewriter';

/**
 * Regenerate-plot requirements read clause by clause: each request really changes the figure
 * (checked on the figure matplotlib draws, not on the code's text), and what the rules cannot do is
 * said, never passed over.
 */

const LINE_SCRIPT = [
  'import matplotlib',
  "matplotlib.use('Agg')",
  'import matplotlib.pyplot as plt',
  'import numpy as np',
  '',
  'f = np.array([5.5, 6.0, 7.0, 8.0, 9.5])',
  'ke = np.array([0.05, 0.27, 0.68, 1.08, 1.70])',
  "plt.plot(f, ke, 'o-', label='Measured')",
  "plt.xlabel('Frequency f (10^14 Hz)')",
  "plt.ylabel('KE max (eV)')",
  "plt.title('Photoelectron energy')",
  '',
].join('\n');

/** A script in the object style, with a plain line and no markers. */
const AXES_SCRIPT = [
  'import matplotlib',
  "matplotlib.use('Agg')",
  'import matplotlib.pyplot as plt',
  'import numpy as np',
  'fig, ax = plt.subplots(figsize=(6, 4))',
  't = np.linspace(0, 4, 9)',
  'x = 0.05 * np.cos(2 * t)',
  "ax.plot(t, x, color='blue')",
  "ax.set_title('Displacement against time')",
  "fig.savefig('plot.png')",
  '',
].join('\n');

const regenerate = (requirement: string, originalCode = LINE_SCRIPT) =>
  regeneratePlotCode({
    plotTitle: 'Photoelectron energy',
    originalCode,
    requirement,
    sectionContext: '',
    documentContext: '',
    frameContext: '',
    slideContext: '',
  });

interface Figure {
  lines: { ls: string; marker: string; label: string; color: string; x: number[]; y: number[] }[];
  xscale: string;
  yscale: string;
  title: string;
  xlabel: string;
  ylabel: string;
  legend: boolean;
  grid: boolean;
  size: number[];
  patches: number;
  collections: number;
}

/** Runs the script with python3 and matplotlib and describes the figure it drew. */
function draw(code: string): Figure {
  const describe = `
import json
import matplotlib.colors as mcolors
ax = plt.gcf().axes[0]
print(json.dumps({
  'lines': [{'ls': l.get_linestyle(), 'marker': str(l.get_marker()), 'label': l.get_label(),
             'color': mcolors.to_hex(l.get_color()), 'x': [float(v) for v in l.get_xdata()],
             'y': [float(v) for v in l.get_ydata()]} for l in ax.get_lines()],
  'xscale': ax.get_xscale(), 'yscale': ax.get_yscale(), 'title': ax.get_title(),
  'xlabel': ax.get_xlabel(), 'ylabel': ax.get_ylabel(), 'legend': ax.get_legend() is not None,
  'grid': any(g.get_visible() for g in ax.xaxis.get_gridlines()),
  'size': [float(v) for v in plt.gcf().get_size_inches()],
  'patches': len(ax.patches), 'collections': len(ax.collections)}))
`;
  const script = code.replace(/^.*savefig\(.*$/m, '') + describe;
  return JSON.parse(execFileSync('/usr/bin/python3', ['-c', script], { encoding: 'utf8' })) as Figure;
}

/** Least squares by hand, to check the fit line the script draws. */
function linearFit(x: number[], y: number[]): { slope: number; intercept: number } {
  const n = x.length;
  const mx = x.reduce((a, b) => a + b) / n;
  const my = y.reduce((a, b) => a + b) / n;
  const sxy = x.reduce((a, xi, i) => a + (xi - mx) * (y[i]! - my), 0);
  const sxx = x.reduce((a, xi) => a + (xi - mx) ** 2, 0);
  return { slope: sxy / sxx, intercept: my - (sxy / sxx) * mx };
}

const F = [5.5, 6.0, 7.0, 8.0, 9.5];
const KE = [0.05, 0.27, 0.68, 1.08, 1.7];

describe('regenerate plot: the requirement read as requests', () => {
  it('"markers only and a straight best-fit line": the data lose their line, a least-squares line is added', () => {
    const before = draw(LINE_SCRIPT);
    expect(before.lines).toHaveLength(1);
    expect(before.lines[0]!.ls).toBe('-');

    const { text, outcomes } = regenerate('markers only and a straight best-fit line');
    expect(text).toMatch(/np\.polyfit\(/);
    const after = draw(text);
    const data = after.lines.find((l) => l.label === 'Measured')!;
    expect(data.ls).toBe('None');
    expect(data.marker).toBe('o');
    const fit = after.lines.find((l) => /best fit/i.test(l.label))!;
    expect(fit.ls).toBe('-');
    const { slope, intercept } = linearFit(F, KE);
    expect(fit.x[0]).toBeCloseTo(5.5);
    expect(fit.y[0]).toBeCloseTo(slope * 5.5 + intercept, 6);
    expect(fit.y.at(-1)).toBeCloseTo(slope * 9.5 + intercept, 6);

    expect(outcomes.map((o) => o.request)).toEqual(['markers only', 'a straight best-fit line']);
    expect(outcomes.every((o) => o.done.length === 1 && o.notDone.length === 0)).toBe(true);
  });

  it.each<[string, (fig: Figure) => void]>([
    ['log scale on the x axis', (fig) => expect([fig.xscale, fig.yscale]).toEqual(['log', 'linear'])],
    ['log-log', (fig) => expect([fig.xscale, fig.yscale]).toEqual(['log', 'log'])],
    ['logarithmic y', (fig) => expect(fig.yscale).toBe('log')],
    [
      'title: "Einstein\'s photoelectric equation"',
      (fig) => expect(fig.title).toBe("Einstein's photoelectric equation"),
    ],
    ["label the x axis 'f in 10^14 Hz'", (fig) => expect(fig.xlabel).toBe('f in $10^{14}$ Hz')],
    ['y-axis label: Kinetic energy (eV)', (fig) => expect(fig.ylabel).toBe('Kinetic energy (eV)')],
    [
      'green dashed line',
      (fig) => expect([fig.lines[0]!.color, fig.lines[0]!.ls]).toEqual(['#008000', '--']),
    ],
    ['square markers, thick lines', (fig) => expect(fig.lines[0]!.marker).toBe('s')],
    ['with a legend and grid lines', (fig) => expect([fig.legend, fig.grid]).toEqual([true, true])],
    ['bigger please', (fig) => expect(fig.size).toEqual([10, 6])],
    ['bar chart', (fig) => expect(fig.patches).toBe(5)],
    ['as a scatter plot', (fig) => expect([fig.collections, fig.lines.length]).toEqual([1, 0])],
    ['quadratic fit', (fig) => expect(fig.lines.some((l) => /quadratic/.test(l.label))).toBe(true)],
  ])('"%s" changes the drawn figure as asked', (requirement, check) => {
    const { text, outcomes } = regenerate(requirement);
    check(draw(text));
    expect(outcomes.flatMap((o) => o.notDone)).toEqual([]);
    expect(outcomes.flatMap((o) => o.done).length).toBeGreaterThan(0);
  });

  it('works on the axes style of script too: red markers only and a trend line, title removed', () => {
    const { text, outcomes } = regenerate('red markers only; add a trend line; no title', AXES_SCRIPT);
    const fig = draw(text);
    const data = fig.lines.find((l) => !/best fit/i.test(l.label))!;
    expect([data.ls, data.marker, data.color]).toEqual(['None', 'o', '#ff0000']);
    expect(fig.lines.some((l) => /best fit/i.test(l.label))).toBe(true);
    expect(fig.title).toBe('');
    expect(outcomes.flatMap((o) => o.notDone)).toEqual([]);
  });

  it('says what it could not do, clause by clause, and keeps what it could', () => {
    const { text, outcomes } = regenerate(
      'make it look more professional, then add error bars and a grid, also annotate the threshold at 5.5',
    );
    expect(outcomes.map((o) => o.request)).toEqual([
      'make it look more professional',
      'add error bars',
      'a grid',
      'annotate the threshold at 5.5',
    ]);
    expect(outcomes[0]!.done).toEqual([]);
    expect(outcomes[0]!.notDone[0]).toMatch(/"look professional"/);
    expect(outcomes[1]!.notDone[0]).toMatch(/"error bars"/);
    expect(outcomes[2]!.done).toEqual(['added a grid']);
    expect(outcomes[3]!.notDone[0]).toMatch(/cannot take values from the request/);
    expect(draw(text).grid).toBe(true);
  });

  it('a request the script already meets is said to be met, not done', () => {
    const { text, outcomes } = regenerate(
      'markers only',
      AXES_SCRIPT.replace("color='blue'", "'o', color='blue'"),
    );
    expect(draw(text).lines[0]!.ls).toBe('None');
    const again = regenerate('markers only', text);
    expect(again.text).toBe(text);
    expect(again.outcomes[0]!.done[0]).toMatch(/already.*left as it was/);
    expect(outcomes[0]!.done[0]).toBe('markers only, without a connecting line');
  });

  it('a best fit on a histogram says why it cannot be drawn', () => {
    const { outcomes } = regenerate('histogram, then a line of best fit');
    expect(outcomes[0]!.done).toEqual(['drew it as a histogram']);
    expect(outcomes[1]!.notDone[0]).toMatch(/no x and y data/);
  });
});
