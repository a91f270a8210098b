import { HarperLinter } from './harper-linter';

describe('HarperLinter', () => {
  it('lints with character offsets and a replacement, and starts afresh after close', async () => {
    const linter = new HarperLinter();
    const text = 'She bought a apple.';
    const [lint] = await linter.lint(text);
    expect(lint).toMatchObject({ kind: 'Miscellaneous', replacement: 'an' });
    expect(text.slice(lint.start, lint.end)).toBe('a');
    await linter.close();
    expect(await linter.lint('This sentence is fine.')).toEqual([]);
    await linter.close();
  });

  it('gives up on a worker that does not answer in time', async () => {
    const linter = new HarperLinter(1);
    await expect(linter.lint('She bought a apple.')).rejects.toThrow('harper: no answer within 1 ms');
    await linter.close();
  });
});
