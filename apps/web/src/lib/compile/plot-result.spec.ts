import { describePlotFailure, failedLine, readPlotImage } from './plot-result';

const PNG_BASE64 =
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=';

describe('readPlotImage', () => {
  it('accepts base64 PNG, with or without a data-URL prefix and line breaks', () => {
    const dataUrl = `data:image/png;base64,${PNG_BASE64}`;
    expect(readPlotImage({ plotBase64: PNG_BASE64 })).toEqual({ ok: true, base64: PNG_BASE64, dataUrl });
    expect(readPlotImage({ plotBase64: dataUrl })).toEqual({ ok: true, base64: PNG_BASE64, dataUrl });
    expect(readPlotImage({ plotBase64: `${PNG_BASE64.slice(0, 40)}\n${PNG_BASE64.slice(40)}` })).toEqual({
      ok: true,
      base64: PNG_BASE64,
      dataUrl,
    });
  });

  it("uses the spec's messages for missing, broken and failed answers", () => {
    expect(readPlotImage({ plotBase64: 'abc' })).toEqual({
      ok: false,
      error: 'Invalid base64 image data returned',
    });
    expect(readPlotImage(null)).toEqual({
      ok: false,
      error: 'No image data returned from the Python generator',
    });
    expect(readPlotImage({ error: 'ZeroDivisionError: division by zero' })).toEqual({
      ok: false,
      error: 'Failed to generate image from Python code: ZeroDivisionError: division by zero',
    });
  });
});

describe('describePlotFailure', () => {
  it("names the server's error, or says the server could not be reached", () => {
    expect(
      describePlotFailure({ status: 429, data: { error: 'Too many requests', code: 'RATE_LIMITED' } }),
    ).toBe('Failed to generate image from Python code: Too many requests');
    expect(describePlotFailure({ status: 'FETCH_ERROR', error: 'TypeError' })).toMatch(
      /^Failed to generate image from Python code: the server could not be reached/,
    );
  });
});

describe('failedLine', () => {
  it('finds the line a message names', () => {
    expect(failedLine('Line 7: NameError')).toBe(7);
    expect(failedLine('File "plot.py", line 12, in <module>')).toBe(12);
    expect(failedLine('Timed out after 30 s')).toBeNull();
  });
});
