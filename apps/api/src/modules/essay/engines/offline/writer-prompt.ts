import { splitSentences, wordsOf } from '../../checkers/text';

/** What the offline writer reads from an essay prompt and its rubric. */
export type TaskKind = 'argument' | 'analysis' | 'synthesis' | 'parts';

export interface RubricRow {
  /** The row's name as the rubric writes it: "Thesis", "Evidence and Commentary", "Part A". */
  name: string;
  points: number;
  /** What earns the points, when the rubric says so on the row's line ("1 point for …"). */
  criterion: string;
}

export interface PromptReading {
  kind: TaskKind;
  /** The prompt's own instruction, e.g. "Write an essay that argues your position on …". */
  task: string;
  /** What the essay is about, taken from the instruction: "the extent to which …". */
  topic: string;
  /** Short quotable phrases from the passage or sources, each with where it comes from. */
  evidence: Array<{ phrase: string; from: string }>;
  rubric: RubricRow[];
  totalPoints: number;
}

const TASK_SENTENCE = /\b(write an essay that|write an essay in which|answer parts?|in an essay,)\b/i;
const TOPIC_AFTER = [
  /\bposition on (?:the question of )?(.+)$/i,
  /\banaly[sz]es? (?:how |the ways )?(.+)$/i,
  /\bexplains? (?:how |why )?(.+)$/i,
  /\bwrite an essay (?:that|in which) (?:you )?(.+)$/i,
];
// Lines of a prompt that are instructions, headings or citations rather than passage text to quote.
const NOT_PASSAGE =
  /^(question \d|suggested|directions|introduction|assignment|in your response|source [a-z]\b|•|-|\d+ points?|scoring)|\b(essay|your response|the prompt|the sources?|the passage|carefully)\b/i;
const SOURCE_HEADER = /^Source ([A-Z])\b/;
const ROW = /([A-Z][^():\n]{0,60}?)\s*\(\s*0\s*[–-]\s*(\d+)(?:\s*points?)?\s*\)(?:\s*:\s*([^\n]*))?/g;

/** Reads the task, the topic, quotable evidence and the rubric's rows from a prompt. */
export function readPrompt(question: string, rubricText: string): PromptReading {
  const sentences = splitSentences(question).map((s) => s.text);
  const task =
    sentences.find((s) => TASK_SENTENCE.test(s)) ??
    sentences.find((s) => /^(write|analy[sz]e|argue|explain|discuss|describe|evaluate)\b/i.test(s)) ??
    sentences[0] ??
    question.trim();
  const rubric = readRubric(rubricText);
  const kind = kindOf(task, question, rubric);
  return {
    kind,
    task: task.replace(/^(then|now)\s+/i, ''),
    topic: topicOf(task),
    // An argument essay's evidence is the writer's own; the prompt only frames the question.
    evidence: kind === 'argument' ? [] : evidenceIn(question),
    rubric,
    totalPoints: totalOf(rubricText, rubric),
  };
}

function kindOf(task: string, question: string, rubric: RubricRow[]): TaskKind {
  if (rubric.length > 0 && rubric.every((r) => /^part\b/i.test(r.name))) return 'parts';
  if (/\bsources?\b/i.test(task) || /^Source [A-Z]\s*$/m.test(question)) return 'synthesis';
  if (/\banaly[sz]e/i.test(task)) return 'analysis';
  return 'argument';
}

function topicOf(task: string): string {
  const clause = task.replace(/^.*?:\s*(?=[A-Z])/, '');
  for (const pattern of TOPIC_AFTER) {
    const found = pattern.exec(clause)?.[1];
    if (found) return found.replace(/[.?!:;]+$/, '').trim();
  }
  // A prompt that only asks a question: the essay is on that question, quoted as asked.
  if (/\?\s*$/.test(clause)) return `the question "${clause.trim()}"`;
  return clause.replace(/[.!:;]+$/, '').trim();
}

/** Up to six short phrases from the passage or sources, in their order. */
function evidenceIn(question: string): PromptReading['evidence'] {
  const found: PromptReading['evidence'] = [];
  let source = '';
  let paragraph = 0;
  for (const block of question.split(/\n\s*\n/)) {
    const text = block.trim();
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

/** The first seven to ten words of a sentence, ending at a clause break when there is one. */
function shortPhrase(sentence: string): string {
  const words = wordsOf(sentence);
  const cutAt = Math.min(words.length, 10);
  const upto = sentence.slice(0, words[cutAt - 1].start + words[cutAt - 1].text.length);
  const clause = /^(.{25,}?)[,;:—–]/.exec(upto)?.[1];
  return (clause ?? upto).trim();
}

export function readRubric(rubricText: string): RubricRow[] {
  const matches = [...rubricText.matchAll(ROW)];
  const rows: RubricRow[] = [];
  matches.forEach((m, i) => {
    const name = m[1].trim();
    if (rows.some((r) => r.name === name)) return;
    const points = Number(m[2]);
    // The criterion follows the row's colon, or is the full-marks line below the row's heading.
    const end = (m.index ?? 0) + m[0].length;
    const below = rubricText.slice(end, matches[i + 1]?.index ?? rubricText.length);
    const fullMarks = new RegExp(`^\\s*${points} points?:\\s*(.+)$`, 'm').exec(below)?.[1];
    rows.push({ name, points, criterion: (m[3] || fullMarks || '').trim() });
  });
  return rows;
}

function totalOf(rubricText: string, rows: RubricRow[]): number {
  const stated = /\((\d+) points? total\)|(\d+) points? total/i.exec(rubricText);
  if (stated) return Number(stated[1] ?? stated[2]);
  return rows.reduce((sum, r) => sum + r.points, 0);
}
