import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  ESSAY_QUESTION_ID_PATTERN,
  ESSAY_SUBJECT_NAMES,
  type EssayBankFile,
  type EssayBankItem,
  type EssaySubjectId,
} from '@eps/contracts';
import { readEssayBankFiles } from './essay-bank-files';

/** The shipped bank files against the contracts schema and the content rules every engineer writes to. */

const YEARS = Array.from({ length: 11 }, (_, i) => String(2015 + i));

/** Task type and allowed rubric totals per question number, as the format fixes them for a year. */
function expectedTasks(subject: EssaySubjectId, year: string): Array<{ taskType: string; totals: number[] }> {
  if (subject === 'lang') {
    return [
      { taskType: 'synthesis', totals: [6] },
      { taskType: 'rhetorical-analysis', totals: [6] },
      { taskType: 'argument', totals: [6] },
    ];
  }
  if (subject === 'lit') {
    return [
      { taskType: 'poetry', totals: [6] },
      { taskType: 'prose', totals: [6] },
      { taskType: 'argument', totals: [6] },
    ];
  }
  return year === '2025'
    ? [
        { taskType: 'aaq', totals: [7] },
        { taskType: 'ebq', totals: [7] },
      ]
    : [
        { taskType: 'concept-application', totals: [7] },
        { taskType: 'research-design', totals: [7, 8] },
      ];
}

const words = (text: string) => text.split(/\s+/).filter(Boolean).length;
const paragraphs = (text: string) => text.split(/\n\s*\n/).map((p) => p.trim());

/**
 * What follows the directions: the passage, poem or sources the student reads. Newer prompts end their
 * directions with a bulleted list; older ones give a single directions paragraph that asks for an essay.
 */
function material(question: string): string[] {
  const all = paragraphs(question);
  const lastBullets = all.map((p) => p.includes('•')).lastIndexOf(true);
  const directionsEnd = lastBullets >= 0 ? lastBullets : all.findIndex((p) => /\bessay\b/i.test(p));
  expect(directionsEnd).toBeGreaterThanOrEqual(0);
  return all.slice(directionsEnd + 1);
}

/** Source label → the words of its body (the paragraph after "Source X" and its citation line). */
function sources(question: string): Map<string, number> {
  const found = new Map<string, number>();
  let current: string | null = null;
  for (const paragraph of paragraphs(question)) {
    const label = /^Source ([A-F])\n/.exec(paragraph);
    if (label) {
      current = label[1];
      found.set(current, 0);
    } else if (current) {
      found.set(current, found.get(current)! + words(paragraph));
    }
  }
  return found;
}

function poemLines(question: string): number {
  const [heading, ...stanzas] = material(question);
  expect(heading).toMatch(/\nby \S/);
  return stanzas.flatMap((stanza) => stanza.split('\n')).filter((line) => line.trim()).length;
}

const files = readEssayBankFiles();
const allItems = files.flatMap((file) => file.items);

it('finds the psychology bank and any other subject files written so far', () => {
  expect(files.map((file) => file.subject)).toContain('psych');
});

it('gives every question a unique id', () => {
  const ids = allItems.map((item) => item.id);
  expect(new Set(ids).size).toBe(ids.length);
});

describe.each(files.map((file) => [file.subject, file] as [string, EssayBankFile]))('%s.json', (_, file) => {
  it('names its subject as the UI shows it', () => {
    expect(file.name).toBe(ESSAY_SUBJECT_NAMES[file.subject]);
  });

  it.each(YEARS)('has %s in that year’s format', (year) => {
    const items = file.items.filter((item) => item.year === year).sort((a, b) => a.number - b.number);
    const tasks = expectedTasks(file.subject, year);
    expect(items.map((item) => [item.number, item.taskType, item.id])).toEqual(
      tasks.map((task, i) => [i + 1, task.taskType, `${file.subject}-${year}-${task.taskType}`]),
    );
    items.forEach((item, i) => expect(tasks[i].totals).toContain(item.rubricTotal));
  });

  it('has no year outside 2015–2025', () => {
    expect(file.items.filter((item) => !YEARS.includes(item.year))).toEqual([]);
  });

  it('gives every item an id of the shared pattern and a rubric with point values', () => {
    for (const item of file.items) {
      expect(item.id).toMatch(ESSAY_QUESTION_ID_PATTERN);
      expect(item.rubric).toMatch(/\bpoints?\b/);
      expect(item.rubric).toContain(`${item.rubricTotal} points`);
    }
  });

  const ofTask = (taskType: string): EssayBankItem[] =>
    file.items.filter((item) => item.taskType === taskType);

  if (file.subject === 'lang') {
    it.each(ofTask('synthesis').map((item) => [item.id, item]))(
      '%s has 4–6 sources of 40–90 words',
      (_id, item) => {
        const found = sources((item as EssayBankItem).question);
        expect(found.size).toBeGreaterThanOrEqual(4);
        expect(found.size).toBeLessThanOrEqual(6);
        expect([...found.keys()].join('')).toBe('ABCDEF'.slice(0, found.size));
        for (const count of found.values()) {
          expect(count).toBeGreaterThanOrEqual(40);
          expect(count).toBeLessThanOrEqual(90);
        }
      },
    );
  }

  const passageTask = { lang: 'rhetorical-analysis', lit: 'prose', psych: null }[file.subject];
  if (passageTask) {
    it.each(ofTask(passageTask).map((item) => [item.id, item]))(
      '%s has a 250–400 word passage',
      (_id, item) => {
        const count = words(material((item as EssayBankItem).question).join('\n'));
        expect(count).toBeGreaterThanOrEqual(250);
        expect(count).toBeLessThanOrEqual(400);
      },
    );
  }

  if (file.subject === 'lit') {
    it.each(ofTask('poetry').map((item) => [item.id, item]))('%s has a poem of 14–30 lines', (_id, item) => {
      const lines = poemLines((item as EssayBankItem).question);
      expect(lines).toBeGreaterThanOrEqual(14);
      expect(lines).toBeLessThanOrEqual(30);
    });
  }

  if (file.subject === 'psych') {
    it('lists 6–7 concepts to apply in every concept application question', () => {
      for (const item of ofTask('concept-application')) {
        const terms = item.question.split('\n').filter((line) => line.startsWith('- '));
        expect([item.id, terms.length >= 6 && terms.length <= 7]).toEqual([item.id, true]);
        expect(item.rubricTotal).toBe(terms.length);
      }
    });

    it('asks research design questions in parts (a)–(e) and AAQ in parts A–F', () => {
      for (const item of ofTask('research-design')) {
        expect(item.question).toMatch(/^\(a\)[\s\S]*^\(b\)[\s\S]*^\(c\)[\s\S]*^\(d\)[\s\S]*^\(e\) /m);
      }
      const [aaq] = ofTask('aaq');
      expect(aaq.question).toMatch(/^A\. [\s\S]*^B\. [\s\S]*^C\. [\s\S]*^D\. [\s\S]*^E\. [\s\S]*^F\. /m);
    });

    it('gives the EBQ three source summaries', () => {
      const [ebq] = ofTask('ebq');
      expect(ebq.question.match(/^Source \d \(/gm)).toEqual(['Source 1 (', 'Source 2 (', 'Source 3 (']);
    });
  }
});

describe('reading a bank directory', () => {
  /** A directory holding the shipped files, with `subject`'s replaced by `content` (or left out). */
  function bankDirWith(subject: string, content?: string): string {
    const dir = mkdtempSync(join(tmpdir(), 'essay-bank-'));
    for (const file of files)
      if (file.subject !== subject) writeFileSync(join(dir, `${file.subject}.json`), JSON.stringify(file));
    if (content !== undefined) writeFileSync(join(dir, `${subject}.json`), content);
    return dir;
  }

  it('names the file that breaks the format', () => {
    const broken = JSON.stringify({ subject: 'lit', name: 'x', items: [{ id: 'LIT 1' }] });
    expect(() => readEssayBankFiles(bankDirWith('lit', broken))).toThrow(/lit\.json is invalid/);
  });

  it('names a subject file that is missing', () => {
    expect(() => readEssayBankFiles(bankDirWith('lang'))).toThrow(/lang\.json/);
  });
});
