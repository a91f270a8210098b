import { splitSentences, wordsOf } from '../../checkers/text';
import { findTask, purposeOf, topicOf } from './prompt-task';

/** What the offline writer reads from an essay prompt and its rubric. */
export type TaskKind = 'argument' | 'analysis' | 'synthesis' | 'parts';

export interface RubricRow {
  /** The row's name as the rubric writes it: "Thesis", "Evidence and Commentary", "Part (a)". */
  name: string;
  points: number;
  /** What earns the points, when the rubric says so on the row's line or in its bullets. */
  criterion: string;
}

export interface PromptReading {
  kind: TaskKind;
  /** The prompt's own instruction, a whole sentence as the prompt writes it; null when it has none. */
  task: string | null;
  /** What the essay is about, a noun phrase or question clause from the instruction; null if none. */
  topic: string | null;
  /** What an analysed writer's choices serve ("convey her message to the graduates"), if the task says. */
  purpose: string | null;
  /** The kind of choices an analysis names: "rhetorical", "literary" or "" (the task does not say). */
  choices: 'rhetorical' | 'literary' | '';
  /** True when the student writes about a work of their own choosing, not the prompt's material. */
  ownWork: boolean;
  /** Short quotable phrases from the passage or sources, each with where it comes from. */
  evidence: Array<{ phrase: string; from: string }>;
  rubric: RubricRow[];
  totalPoints: number;
}

// Lines of a prompt that are instructions, headings or citations rather than passage text to quote.
const NOT_PASSAGE =
  /^(question \d|suggested|directions|introduction|assignment|in your response|source [a-z]\b|•|-|\d+ points?|scoring)|\b(essay|your response|the prompt|the sources?|the passage|carefully)\b/i;
const SOURCE_HEADER = /^Source ([A-Z])\b/;
// A row: its name (which may hold a parenthesis of its own, "Part (a)"), then "(0–n points)".
const ROW =
  /([A-Z](?:[^():\n]|\([^()\n]*\)){0,80}?)\s*\(\s*0\s*[–-]\s*(\d+)(?:\s*points?)?\s*\)(?:[ \t]*:[ \t]*([^\n]*))?/g;

/** Reads the task, the topic, quotable evidence and the rubric's rows from a prompt. */
export function readPrompt(question: string, rubricText: string): PromptReading {
  const task = findTask(question);
  const rubric = readRubric(rubricText);
  const kind = kindOf(task.imperative ?? task.sentence ?? '', question, rubric);
  const topic = topicOf(task.imperative, task.sentence);
  return {
    kind,
    task: task.sentence,
    topic,
    purpose: kind === 'analysis' ? purposeOf(topic) : null,
    choices: /\brhetorical\b/i.test(task.sentence ?? '')
      ? 'rhetorical'
      : /\b(literary|poetic)\b/i.test(task.sentence ?? '')
        ? 'literary'
        : '',
    ownWork: task.ownWork,
    // An argument essay's evidence is the writer's own, and so is a chosen work's; the prompt only frames it.
    evidence: kind === 'argument' || task.ownWork ? [] : evidenceIn(question),
    rubric,
    totalPoints: totalOf(rubricText, rubric),
  };
}

function kindOf(task: string, question: string, rubric: RubricRow[]): TaskKind {
  if (rubric.length > 1 && rubric.every((r) => /^(part|point)\b/i.test(r.name))) return 'parts';
  if (/\bsources?\b/i.test(task) || /^Source [A-Z]\s*$/m.test(question)) return 'synthesis';
  if (/\banaly[sz]e/i.test(task)) return 'analysis';
  return 'argument';
}

/** Up to six short phrases from the passage or sources, in their order. */
function evidenceIn(question: string): PromptReading['evidence'] {
  const found: PromptReading['evidence'] = [];
  let source = '';
  let paragraph = 0;
  for (const block of question.split(/\n\s*\n/)) {
    // A poem's line numbers ("… my ears    (5)") are the prompt's apparatus, not the poet's words.
    const text = block.replace(/[ \t]{2,}\(\d+\)[ \t]*$/gm, '').trim();
    const header = SOURCE_HEADER.exec(text);
    if (header) {
      source = `Source ${header[1]}`;
      continue;
    }
    // A synthesis essay argues from the sources, not from the prompt's introduction.
    const synthesis = /^Source [A-Z]\b/m.test(question);
    if (!text || (synthesis && !source) || NOT_PASSAGE.test(text) || wordsOf(text).length < 12) continue;
    paragraph += 1;
    const sentence = splitSentences(text)
      .map((s) => s.text)
      .find((s) => wordsOf(s).length >= 6 && !/^["“]/.test(s));
    if (!sentence) continue;
    found.push({ phrase: shortPhrase(sentence), from: source || `paragraph ${paragraph}` });
    if (found.length === 6) break;
  }
  return found;
}

/**
 * The first seven to ten words of a sentence on one line, ending at a clause break when there is one
 * and before a quotation it would cut open; a quotation inside it takes single quotation marks.
 */
function shortPhrase(sentence: string): string {
  const words = wordsOf(sentence);
  const cutAt = Math.min(words.length, 10);
  const upto = sentence.slice(0, words[cutAt - 1].start + words[cutAt - 1].text.length);
  let phrase = (/^(.{25,}?)[,;:—–]/.exec(upto)?.[1] ?? upto).replace(/\s+/g, ' ').trim();
  if ((phrase.match(/["“”]/g) ?? []).length % 2 === 1)
    phrase = phrase.slice(0, phrase.search(/["“”][^"“”]*$/)).trim();
  return phrase.replace(/["“]([^"”]*)["”]/g, '‘$1’');
}

export function readRubric(rubricText: string): RubricRow[] {
  const matches = [...rubricText.matchAll(ROW)];
  const rows: RubricRow[] = [];
  matches.forEach((m, i) => {
    const name = m[1].trim();
    if (rows.some((r) => r.name === name)) return;
    const points = Number(m[2]);
    // The criterion follows the row's colon, or is the full-marks line or the bullets below the row.
    const end = (m.index ?? 0) + m[0].length;
    const below = rubricText.slice(end, matches[i + 1]?.index ?? rubricText.length);
    const fullMarks = new RegExp(`^\\s*${points} points?:\\s*(.+)$`, 'm').exec(below)?.[1];
    const bullets = [...below.matchAll(/^\s*[-•]\s*(.+)$/gm)]
      .map((b) => b[1].replace(/\s*\(\d+ points?\)/, '').trim())
      .join(' ');
    rows.push({ name, points, criterion: (m[3] || fullMarks || bullets).trim() });
  });
  return rows;
}

function totalOf(rubricText: string, rows: RubricRow[]): number {
  const stated = /\((\d+) points? total\)|(\d+) points? total/i.exec(rubricText);
  if (stated) return Number(stated[1] ?? stated[2]);
  return rows.reduce((sum, r) => sum + r.points, 0);
}
