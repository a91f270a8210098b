import { describeCompileFailure } from './compile-failure';

describe('describeCompileFailure', () => {
  it('reads the LaTeX errors of a 422 text body, one per line, with their line numbers', () => {
    expect(
      describeCompileFailure({
        status: 422,
        data: 'Line 5: Undefined control sequence \\foo\n\nLine 12: Missing $ inserted\nEmergency stop\n',
      }),
    ).toEqual({
      kind: 'latex',
      errors: [
        { line: 5, message: 'Undefined control sequence \\foo' },
        { line: 12, message: 'Missing $ inserted' },
        { line: null, message: 'Emergency stop' },
      ],
    });
  });

  it("shows the server's `error` for other statuses, and the spec's text without an answer", () => {
    expect(
      describeCompileFailure({
        status: 413,
        data: { error: 'The document is too large.', code: 'TOO_LARGE' },
      }),
    ).toEqual({ kind: 'message', message: 'The document is too large.' });
    expect(describeCompileFailure({ status: 'FETCH_ERROR', error: 'TypeError: Failed to fetch' })).toEqual({
      kind: 'message',
      message: 'An error occurred during compilation',
    });
    expect(describeCompileFailure({ status: 422, data: '' })).toEqual({
      kind: 'message',
      message: 'An error occurred during compilation',
    });
  });
});
