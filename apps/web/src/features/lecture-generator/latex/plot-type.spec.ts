import { detectPlotType } from './plot-type';

describe('detectPlotType', () => {
  it.each([
    ['plt.plot(t, x)', 'line'],
    ['ax.semilogy(t, a)', 'line'],
    ['plt.bar(names, values)', 'bar'],
    ['ax.barh(names, values)', 'bar'],
    ['plt.scatter(m, T2)', 'scatter'],
    ['plt.hist(samples, bins=20)', 'histogram'],
    ['plt.pie(shares, labels=names)', 'pie'],
    ['print("no chart")', 'Unknown'],
  ])('%s is a %s chart', (code, type) => {
    expect(detectPlotType(code)).toBe(type);
  });

  it('names the specific chart when a line is drawn over it, and ignores comments', () => {
    expect(detectPlotType('plt.hist(x)\nplt.plot(fit_x, fit_y)')).toBe('histogram');
    expect(detectPlotType('plt.scatter(m, t)\nplt.plot(m, fit)')).toBe('scatter');
    expect(detectPlotType('# plt.pie(x)\nplt.plot(x)')).toBe('line');
  });
});
