import type { ChatSource } from './engines/chat-engine';
import { resolveCitations } from './citations';

const source = (key: string, text = `Text of ${key}.`): ChatSource => ({
  key,
  kind: 'question',
  sourceId: key,
  locator: null,
  title: `Title ${key}`,
  text,
  href: `/exam-question/${key}`,
});

describe('resolveCitations', () => {
  const retrieved = new Map(['a', 'b', 'c'].map((k) => [k, source(k)]));
  const lookup = (key: string) => retrieved.get(key);

  it('numbers cited sources in the order they first appear', () => {
    const out = resolveCitations('First [2], then [1] and [2] again.', ['a', 'b'], lookup);
    expect(out.content).toBe('First [1], then [2] and [1] again.');
    expect(out.citations.map((c) => [c.n, c.sourceId])).toEqual([
      [1, 'b'],
      [2, 'a'],
    ]);
    expect(out.dropped).toEqual([]);
  });

  it('drops markers of sources that were not retrieved, or that name no source', () => {
    const out = resolveCitations('Grounded [1]. Invented [2]. Out of range [7].', ['a', 'zzz'], lookup);
    expect(out.content).toBe('Grounded [1]. Invented. Out of range.');
    expect(out.citations).toHaveLength(1);
    expect(out.dropped).toEqual([
      { marker: 2, key: 'zzz' },
      { marker: 7, key: undefined },
    ]);
  });

  it('leaves Markdown links alone and cuts long excerpts at a word', () => {
    retrieved.set('long', source('long', 'word '.repeat(200)));
    const out = resolveCitations('See [1](https://example.org) and [1].', ['long'], lookup);
    expect(out.content).toBe('See [1](https://example.org) and [1].');
    expect(out.citations[0].excerpt.length).toBeLessThanOrEqual(302);
    expect(out.citations[0].excerpt.endsWith('word …')).toBe(true);
  });
});
