import type { SyllabusFile, SyllabusTopicInput } from '@eps/contracts';
import { prerequisiteLinks } from './topic-prerequisites';

const point = (code: string, prerequisites?: string[], children: SyllabusTopicInput[] = []) => ({
  code,
  name: `Point ${code}`,
  description: '',
  prerequisites,
  children,
});
const file = (topics: SyllabusTopicInput[]): SyllabusFile => ({
  id: 'physics',
  board: 'AQA',
  qualification: 'A-level',
  subject: 'Physics',
  title: 'Physics',
  topics,
});
const codesOf = (topics: SyllabusTopicInput[]): string[] =>
  topics.flatMap((t) => [t.code, ...codesOf(t.children)]);
const links = (topics: SyllabusTopicInput[]) => prerequisiteLinks(file(topics), codesOf(topics));

describe('prerequisiteLinks', () => {
  it('reads the links of points at any depth, each once', () => {
    const topics = [point('1', undefined, [point('1.1'), point('1.2', ['1.1', '1.1'])]), point('2', ['1.2'])];
    expect(links(topics)).toEqual([
      { code: '1.2', prerequisite: '1.1' },
      { code: '2', prerequisite: '1.2' },
    ]);
  });

  it('refuses a code that is not a point of the syllabus, and a point that lists itself', () => {
    expect(() => links([point('1', ['9.9'])])).toThrow('topic 1 lists prerequisite 9.9, not a topic of it');
    expect(() => links([point('1', ['1'])])).toThrow('topic 1 lists itself as a prerequisite');
  });

  it('refuses links that go round in a cycle, naming it', () => {
    expect(() => links([point('1', ['3']), point('2', ['1']), point('3', ['2'])])).toThrow(
      'prerequisites go round in a cycle: 1 → 3 → 2 → 1',
    );
  });
});
