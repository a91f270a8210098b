import {
  formatLatexErrors,
  parseLatexErrors,
  plotPreludeLineCount,
  preparePlotCode,
  ZCompileRequestSchema,
  ZPlotRequestSchema,
} from './compile';

describe('preparePlotCode (spec section 5)', () => {
  it('adds the matplotlib imports, a savefig to plot.png and a close when missing', () => {
    const out = preparePlotCode('plt.plot([1, 2, 3])');
    expect(out.startsWith("import matplotlib\nmatplotlib.use('Agg')\nimport matplotlib.pyplot as plt")).toBe(
      true,
    );
    expect(out).toContain("plt.savefig('plot.png'");
    expect(out.trimEnd().endsWith("plt.close('all')")).toBe(true);
    expect(plotPreludeLineCount('plt.plot([1, 2, 3])')).toBe(4);
  });

  it('leaves code that already has them alone and is idempotent', () => {
    const code = "import matplotlib.pyplot as plt\nplt.plot([1])\nplt.savefig('plot.png')\nplt.close()\n";
    expect(preparePlotCode(code)).toBe(code);
    expect(preparePlotCode(preparePlotCode('plt.plot([1])'))).toBe(preparePlotCode('plt.plot([1])'));
    expect(plotPreludeLineCount(code)).toBe(0);
  });

  it('still saves to plot.png when the script saves elsewhere', () => {
    expect(preparePlotCode("import matplotlib.pyplot as plt\nplt.savefig('other.png')")).toContain(
      "plt.savefig('plot.png'",
    );
  });
});

describe('LaTeX error text', () => {
  it('round-trips errors with and without a line', () => {
    const errors = [
      { line: 5, message: 'Undefined control sequence. \\foo' },
      { line: null, message: 'Emergency stop' },
    ];
    const text = formatLatexErrors(errors);
    expect(text.split('\n')[0]).toBe('Line 5: Undefined control sequence. \\foo');
    expect(parseLatexErrors(text)).toEqual(errors);
  });
});

describe('request schemas', () => {
  it('refuses blank LaTeX, folder asset names and non-boolean shellEscape', () => {
    expect(ZCompileRequestSchema.safeParse({ latexCode: '  ' }).success).toBe(false);
    expect(
      ZCompileRequestSchema.safeParse({ latexCode: 'x', assets: [{ name: '../x.png', base64: '' }] }).success,
    ).toBe(false);
    expect(ZCompileRequestSchema.safeParse({ latexCode: 'x', shellEscape: 'yes' }).success).toBe(false);
    expect(
      ZCompileRequestSchema.safeParse({ latexCode: 'x', assets: [{ name: 'plot1.png', base64: 'AAAA' }] })
        .success,
    ).toBe(true);
  });

  it("answers blank plot code with the spec's 'Invalid Python code provided'", () => {
    const parsed = ZPlotRequestSchema.safeParse({ code: '   ' });
    expect(parsed.success).toBe(false);
    expect(parsed.error?.issues[0]?.message).toBe('Invalid Python code provided');
  });
});
