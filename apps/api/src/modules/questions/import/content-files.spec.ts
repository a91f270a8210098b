import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  contentDataDir,
  readOatutorTopicMap,
  readOriginalQuestionFiles,
  readSyllabusFiles,
} from './content-files';

function dataDirWith(files: Record<string, unknown>): string {
  const dir = mkdtempSync(join(tmpdir(), 'eps-content-'));
  mkdirSync(join(dir, 'syllabuses'));
  for (const [name, content] of Object.entries(files)) {
    mkdirSync(join(dir, name, '..'), { recursive: true });
    writeFileSync(join(dir, name), typeof content === 'string' ? content : JSON.stringify(content));
  }
  return dir;
}

const syllabus = {
  id: 'ap-x',
  board: 'College Board',
  qualification: 'AP',
  subject: 'X',
  title: 'AP X',
  topics: [
    {
      code: '1',
      name: 'Unit 1',
      description: 'd',
      children: [{ code: '1.1', name: 'Topic', description: 'd' }],
    },
  ],
};

const question = {
  slug: 'ap-x-001',
  title: 'A question',
  stem: 'Stem',
  topics: ['1.1'],
  parts: [
    {
      label: 'a',
      prompt: 'State x.',
      marks: 2,
      answerType: 'short-text',
      markScheme: [{ point: 'x', marks: 2 }],
    },
  ],
};

describe('the shipped data files', () => {
  it('are all valid, and every topic code of a syllabus is unique', () => {
    const files = readSyllabusFiles(contentDataDir());
    expect(files.map((f) => f.file.id)).toEqual(
      expect.arrayContaining(['alevel-maths-edexcel', 'ap-calculus-ab-bc', 'ap-statistics', 'ib-maths-aa']),
    );
    for (const { file } of files) {
      const codes: string[] = [];
      const walk = (ts: typeof file.topics) => ts.forEach((t) => (codes.push(t.code), walk(t.children)));
      walk(file.topics);
      expect(new Set(codes).size).toBe(codes.length);
    }
    expect(() => readOatutorTopicMap(contentDataDir())).not.toThrow();
    expect(() => readOriginalQuestionFiles(contentDataDir())).not.toThrow();
  });

  it('map every topic reference of the OATutor topic map to a topic, for every syllabus that is shipped', () => {
    const dir = contentDataDir();
    const syllabuses = readSyllabusFiles(dir);
    const known = new Set(
      syllabuses.flatMap(({ file }) => {
        const refs: string[] = [];
        const walk = (ts: typeof file.topics) =>
          ts.forEach((t) => (refs.push(`${file.id}:${t.code}`), walk(t.children)));
        walk(file.topics);
        return refs;
      }),
    );
    const map = JSON.parse(readFileSync(join(dir, 'oatutor', 'topic-map.json'), 'utf8'));
    const refs: string[] = [
      ...Object.values(map.ruleSets as Record<string, { topics: string[] }[]>)
        .flat()
        .flatMap((r) => r.topics),
      ...Object.values(map.courses as Record<string, { default: string[] }>).flatMap((c) => c.default),
    ];
    // Physics and chemistry refs wait for their syllabus files; once a file is there, its codes must match.
    const shipped = new Set(syllabuses.map((f) => f.file.id));
    const mathsRefs = refs.filter((r) => /^(alevel-maths|ap-calculus|ap-statistics|ib-maths)/.test(r));
    expect(mathsRefs.length).toBeGreaterThan(100);
    expect(refs.filter((r) => shipped.has(r.split(':')[0]) && !known.has(r))).toEqual([]);
    expect(mathsRefs.filter((r) => !known.has(r))).toEqual([]);
  });
});

describe('data file validation names the file and the field', () => {
  it('refuses a syllabus with a bad board, with the file and field named', () => {
    const dir = dataDirWith({ 'syllabuses/ap-x.json': { ...syllabus, board: 'Nobody' } });
    expect(() => readSyllabusFiles(dir)).toThrow(/ap-x\.json: board: /);
  });

  it('refuses a topic without a name deep in the tree', () => {
    const bad = {
      ...syllabus,
      topics: [{ ...syllabus.topics[0], children: [{ code: '1.1', name: '', description: '' }] }],
    };
    const dir = dataDirWith({ 'syllabuses/ap-x.json': bad });
    expect(() => readSyllabusFiles(dir)).toThrow(
      /ap-x\.json: topics\.0\.children\.0\.name: name must not be empty/,
    );
  });

  it('refuses a syllabus whose id is not its file name, and a file that is not JSON', () => {
    expect(() => readSyllabusFiles(dataDirWith({ 'syllabuses/ap-y.json': syllabus }))).toThrow(
      /id: "ap-x" must match the file name "ap-y"/,
    );
    expect(() => readSyllabusFiles(dataDirWith({ 'syllabuses/ap-x.json': '{ nope' }))).toThrow(
      /ap-x\.json: not valid JSON/,
    );
  });

  it('refuses an original question whose mark scheme does not add up to its marks', () => {
    const bad = { ...question, parts: [{ ...question.parts[0], marks: 3 }] };
    const dir = dataDirWith({ 'questions/original/ap-x.json': { syllabus: 'ap-x', questions: [bad] } });
    expect(() => readOriginalQuestionFiles(dir)).toThrow(
      /ap-x\.json: questions\.0\.parts\.0\.markScheme: the part's markScheme marks must add up to its marks/,
    );
  });

  it('reads valid original question files, and none when the folder is absent', () => {
    const dir = dataDirWith({ 'questions/original/ap-x.json': { syllabus: 'ap-x', questions: [question] } });
    expect(readOriginalQuestionFiles(dir)[0].file.questions[0].slug).toBe('ap-x-001');
    expect(readOriginalQuestionFiles(dataDirWith({}))).toEqual([]);
  });
});
