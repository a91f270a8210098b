import { execFileSync } from 'node:child_process';
import { regeneratePlotCode } from './plot-rewriter';

const SCRIPT = [
  'import matplotlib',
  "matplotlib.use('Agg')",
  'import matplotlib.pyplot as plt',
  'import numpy as np',
  '',
  'x = np.array([0.1, 0.2, 0.3, 0.4])',
  'y = np.array([0.44, 0.63, 0.77, 0.89])',
  '',
  'plt.figure(figsize=(6, 4))',
  'plt.plot(x, y, \'o-\', label="Period (s)", markersize=4)',
  "plt.xlabel('Mass (kg)')",
  "plt.title('Period against mass')",
  'plt.grid(True, alpha=0.3)',
  'plt.tight_layout()',
  '',
].join('\n');

const regenerateWithOutcomes = (requirement: string, originalCode = SCRIPT) =>
  regeneratePlotCode({
    plotTitle: 'Period against mass',
    originalCode,
    requirement,
    sectionContext: '',
    documentContext: '',
    frameContext: '',
    slideContext: '',
  });
const regenerate = (requirement: string, originalCode = SCRIPT) =>
  regenerateWithOutcomes(requirement, originalCode).text;

describe('regeneratePlotCode', () => {
  it('"bar chart" turns the line into bars as wide as the data spacing, dropping line-only options', () => {
    const code = regenerate('make it a bar chart');
    expect(code).toContain(
      'plt.bar(x, y, label="Period (s)", width=0.8 * np.min(np.diff(np.unique(x))) if np.unique(x).size > 1 else 0.8)',
    );
    expect(code).not.toContain('markersize');
    expect(code).not.toContain('plt.plot(');
  });

  it('"scatter" and "line" switch the chart type back and forth', () => {
    const scatter = regenerate('scatter plot');
    expect(scatter).toContain('plt.scatter(x, y, label="Period (s)")');
    expect(regenerate('line graph', scatter)).toContain('plt.plot(x, y, label="Period (s)")');
  });

  it('"histogram" draws the distribution of the values', () => {
    expect(regenerate('histogram')).toContain('plt.hist(y, label="Period (s)")');
  });

  it('"larger" and "smaller" change the figure size; a title in quotes replaces the title', () => {
    expect(regenerate('larger')).toContain('plt.figure(figsize=(10, 6))');
    expect(regenerate('smaller please')).toContain('plt.figure(figsize=(5, 3.5))');
    const titled = regenerate('change the title to "Spring periods"');
    expect(titled).toContain('plt.title("Spring periods")');
    expect(titled.match(/plt\.title\(/g)).toHaveLength(1);
  });

  it('adds a figure size to a script that has none', () => {
    expect(regenerate('bigger', 'plt.plot([1, 2], [3, 4])\n')).toMatch(
      /plt\.figure\(figsize=\(10, 6\)\)\nplt\.plot\(/,
    );
  });

  it('colours, dashes, log scale and a legend', () => {
    const code = regenerate('red dashed line, log scale, add a legend');
    expect(code).toContain(
      'plt.plot(x, y, \'o\', label="Period (s)", markersize=4, color="red", linestyle=\'--\')',
    );
    expect(code).toContain("plt.yscale('log')");
    expect(code).toContain('plt.legend()');
  });

  it('"add grid" adds one once, "no grid" removes it', () => {
    const withoutGrid = regenerate('remove the grid');
    expect(withoutGrid).not.toContain('.grid(');
    expect(regenerate('add grid', withoutGrid).match(/plt\.grid\(True, alpha=0\.3\)/g)).toHaveLength(1);
  });

  it('with no requirement tidies the script and never returns it unchanged', () => {
    const messy = 'import matplotlib.pyplot as plt   \n\n\n\nplt.plot([1, 2, 3])\r\n';
    const tidy = regenerate('', messy);
    expect(
      tidy.startsWith(
        "import matplotlib\nmatplotlib.use('Agg')\nimport matplotlib.pyplot as plt\nimport numpy as np\n",
      ),
    ).toBe(true);
    expect(tidy).toContain('plt.grid(True, alpha=0.3)');
    expect(tidy).toContain('plt.tight_layout()');
    expect(tidy).not.toMatch(/ +\n|\n{3,}/);
    expect(regenerate('')).not.toBe(SCRIPT);
  });

  it.each(['bar chart', 'scatter', 'histogram', 'larger, red, dashed, log scale, legend, title "T"', ''])(
    'gives Python that runs: %s',
    (requirement) => {
      const code = `${regenerate(requirement)}\nplt.savefig('/dev/null', format='png')\n`;
      expect(() => execFileSync('/usr/bin/python3', ['-c', code], { stdio: 'pipe' })).not.toThrow();
    },
  );
});
