import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { Dictionary } from '../../../../essay/checkers/dictionary';
import type { ChatCitationKind, QuestionAnswer, QuestionAnswerType } from '@eps/contracts';
import type { ChatQuestion, ChatSource, ChatSourceFinder } from '../../chat-engine';

/**
 * An in-memory ChatSourceFinder for unit tests over REAL bank questions read from the shipped data
 * files (data/questions/original/*.json and the OATutor import), with the real WordNet dictionary.
 * Search ranks by shared words; the app's own finder (Postgres full-text) is exercised by the
 * integration test. Records what it returned, like the real finder.
 */
const DATA = path.resolve(__dirname, '../../../../../../../../data');

interface OriginalQuestion {
  slug: string;
  title: string;
  stem: string;
  hints?: string[];
  parts: Array<{
    label: string;
    prompt: string;
    answerType: QuestionAnswerType;
    answer?: QuestionAnswer;
    markScheme: Array<{ point: string; marks: number }>;
    workedSolution?: string;
  }>;
}

interface OatutorProblem {
  id: string;
  title: string;
  body: string;
  steps: Array<{
    id: string;
    stepTitle: string;
    stepAnswer: string[];
    hints: Array<{ type: string; title: string; text: string }>;
  }>;
}

/** A stable UUID for a slug, the shape the app's ids have. */
function idOf(slug: string): string {
  const h = crypto.createHash('sha1').update(slug).digest('hex');
  return `${h.slice(0, 8)}-${h.slice(8, 12)}-4${h.slice(13, 16)}-8${h.slice(17, 20)}-${h.slice(20, 32)}`;
}

function source(
  kind: ChatCitationKind,
  id: string,
  key: string,
  title: string,
  locator: string | null,
  text: string,
): ChatSource {
  return { key, kind, sourceId: id, locator, title, text, href: `/exam-question/${id}` };
}

function fromOriginal(q: OriginalQuestion): ChatQuestion {
  const id = idOf(q.slug);
  const questionHints = (q.hints ?? []).map((h, i) =>
    source('hint', id, `question:${id}:hint:${i + 1}`, q.title, `Hint ${i + 1}`, h),
  );
  return {
    question: source('question', id, `question:${id}`, q.title, null, q.stem),
    parts: q.parts.map((p) => ({
      partId: idOf(`${q.slug}:${p.label}`),
      label: p.label,
      prompt: source(
        'question',
        id,
        `question:${id}:part:${p.label}`,
        q.title,
        `Part (${p.label})`,
        p.prompt,
      ),
      hints: questionHints,
      markScheme: p.markScheme.map((m, i) =>
        source(
          'mark-scheme',
          id,
          `question:${id}:part:${p.label}:ms:${i + 1}`,
          q.title,
          `Part (${p.label}) mark scheme point ${i + 1} (${m.marks} mark${m.marks === 1 ? '' : 's'})`,
          m.point,
        ),
      ),
      expected: { type: p.answerType, answer: p.answer ?? null },
      answer: p.workedSolution
        ? source(
            'question',
            id,
            `question:${id}:part:${p.label}:answer`,
            q.title,
            `Part (${p.label}) worked answer`,
            p.workedSolution,
          )
        : null,
    })),
  };
}

function fromOatutor(p: OatutorProblem): ChatQuestion {
  const id = idOf(p.id);
  return {
    question: source('question', id, `question:${id}`, p.title, null, p.body || p.steps[0].stepTitle),
    parts: p.steps.map((s, n) => ({
      partId: idOf(s.id),
      label: p.steps.length > 1 ? String.fromCharCode(97 + n) : null,
      prompt: source('question', id, `question:${id}:part:${n}`, p.title, null, s.stepTitle),
      hints: s.hints.map((h, i) =>
        source(
          'hint',
          id,
          `question:${id}:part:${n}:hint:${i + 1}`,
          p.title,
          `Hint ${i + 1}`,
          `${h.title}: ${h.text}`,
        ),
      ),
      markScheme: [
        source(
          'mark-scheme',
          id,
          `question:${id}:part:${n}:ms:1`,
          p.title,
          'Mark scheme point 1',
          s.stepAnswer.join(' or '),
        ),
      ],
      // OATutor answers are LaTeX expressions, checked as algebra like the import's algebraic answers.
      expected: {
        type: 'algebraic' as const,
        answer: { expression: s.stepAnswer[0].replace(/\$\$/g, ''), accepted: s.stepAnswer.slice(1) },
      },
      answer: source(
        'question',
        id,
        `question:${id}:part:${n}:answer`,
        p.title,
        'Answer',
        s.stepAnswer.join(' or '),
      ),
    })),
  };
}

/** Real bank questions by their slug (original bank) or OATutor id. */
export function loadBankQuestions(originalSlugs: string[], oatutorIds: string[]): ChatQuestion[] {
  const dir = path.join(DATA, 'questions/original');
  const originals = fs
    .readdirSync(dir)
    .filter((f) => f.endsWith('.json'))
    .flatMap(
      (f) =>
        (JSON.parse(fs.readFileSync(path.join(dir, f), 'utf8')) as { questions: OriginalQuestion[] })
          .questions,
    )
    .filter((q) => originalSlugs.includes(q.slug))
    .map(fromOriginal);
  const lines = zlib
    .gunzipSync(fs.readFileSync(path.join(DATA, 'oatutor/oatutor-problems.jsonl.gz')))
    .toString('utf8')
    .split('\n');
  const wanted = new Set(
    oatutorIds.map((id) => `"id": "${id}"`).concat(oatutorIds.map((id) => `"id":"${id}"`)),
  );
  const oatutor = lines
    .filter((l) => [...wanted].some((w) => l.startsWith(`{${w}`) || l.includes(w)))
    .map((l) => JSON.parse(l) as OatutorProblem)
    .filter((p) => oatutorIds.includes(p.id))
    .map(fromOatutor);
  return [...originals, ...oatutor];
}

function words(text: string): string[] {
  return text.toLowerCase().match(/[a-z]{3,}/g) ?? [];
}

export class BankSources implements ChatSourceFinder {
  readonly returned = new Set<string>();
  private readonly dictionary = new Dictionary();

  constructor(private readonly questions: ChatQuestion[]) {}

  search(query: string, options: { kinds?: ChatCitationKind[]; limit?: number } = {}): Promise<ChatSource[]> {
    const wanted = new Set(words(query));
    const items = this.questions.flatMap((q) => [
      q.question,
      ...q.parts.flatMap((p) => [p.prompt, ...p.hints, ...p.markScheme]),
    ]);
    const scored = items
      .filter((s) => !options.kinds || options.kinds.includes(s.kind))
      .map((s) => ({ s, score: words(`${s.title} ${s.text}`).filter((w) => wanted.has(w)).length }))
      .filter((x) => x.score > 0)
      .sort((a, b) => b.score - a.score)
      .slice(0, options.limit ?? 5)
      .map((x) => x.s);
    return Promise.resolve(this.remember(scored));
  }

  question(questionId: string): Promise<ChatQuestion | null> {
    const found = this.questions.find((q) => q.question.sourceId === questionId) ?? null;
    if (found)
      this.remember([
        found.question,
        ...found.parts.flatMap((p) => [
          p.prompt,
          ...p.hints,
          ...p.markScheme,
          ...(p.answer ? [p.answer] : []),
        ]),
      ]);
    return Promise.resolve(found);
  }

  define(term: string): Promise<ChatSource | null> {
    const entry = this.dictionary.lookup(term);
    if (!entry) return Promise.resolve(null);
    const found: ChatSource = {
      key: `dictionary:${entry.lemma}`,
      kind: 'dictionary',
      sourceId: entry.lemma,
      locator: entry.partOfSpeech,
      title: entry.lemma,
      text: entry.definition,
      href: null,
    };
    return Promise.resolve(this.remember([found])[0]);
  }

  private remember(sources: ChatSource[]): ChatSource[] {
    for (const s of sources) this.returned.add(s.key);
    return sources;
  }
}
