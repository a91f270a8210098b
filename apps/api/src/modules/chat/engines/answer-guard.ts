import type { AnswerChecker } from '../../questions/answer-checking/answer-checker';
import type { ChatQuestion, ChatReplyWriter } from './chat-engine';

/** A sentence ends at . ! or ? followed by white space, or at a line break. */
const SENTENCE_END = /[.!?](?=\s)|\n/g;
const INLINE_MATHS = /\$\$([\s\S]+?)\$\$|\$([^$]+?)\$|\\\(([\s\S]+?)\\\)|\\\[([\s\S]+?)\\\]/g;
const NUMBER_WITH_UNIT = /-?\d+(?:[.,]\d+)?(?:\s*(?:[a-zA-Zµμ°Ω%]+(?:\s*\/\s*[a-zA-Z]+)?(?:\^?-?\d)?))?/g;

export const HELD_BACK_NOTE =
  '\n\n_I have held back a step that would give the final answer away. When you want it, the worked answer is one click away: **Show the worked answer**._';

interface Expected {
  check: (given: string) => boolean;
  /** Numbers the question itself states: data, not the answer. */
  given: Set<string>;
  literal: string[];
}

const squash = (text: string) => text.replace(/\s+/g, ' ').trim().toLowerCase();

/** What in a sentence may state an answer: each formula, the right side of each equation, each number. */
export function answerCandidates(sentence: string): string[] {
  const maths = [...sentence.matchAll(INLINE_MATHS)].map((m) => (m[1] ?? m[2] ?? m[3] ?? m[4]).trim());
  const sides = maths.flatMap((m) =>
    m
      .split(/=|\\approx|≈/)
      .slice(1)
      .map((s) => s.trim()),
  );
  const numbers = [...sentence.replace(INLINE_MATHS, ' ').matchAll(NUMBER_WITH_UNIT)].map((m) => m[0].trim());
  return [...new Set([...maths, ...sides, ...numbers])].filter(Boolean);
}

/**
 * Hint mode's promise, kept in code: sentences that state a bank question's final answer (as the bank's
 * answer checker judges it: numbers with units and tolerance, equivalent algebra, the right choice) are
 * held back, and the reply ends by saying where the worked answer is. Text goes out sentence by sentence.
 */
export class AnswerGuard implements ChatReplyWriter {
  private pending = '';
  private heldBack = false;
  private readonly expected: Expected[];
  /** What reached the reader. */
  written = '';

  constructor(
    questions: ChatQuestion[],
    checker: AnswerChecker,
    private readonly out: ChatReplyWriter,
  ) {
    this.expected = questions.flatMap((q) =>
      q.parts
        .flatMap(({ expected, prompt }) =>
          expected && checker.isAutoMarked(expected.type, expected.answer) ? [{ expected, prompt }] : [],
        )
        .map(({ expected, prompt }) => ({
          check: (given: string) =>
            checker.check(expected.type, expected.answer, given).verdict === 'correct',
          given: new Set(`${q.question.text} ${prompt.text}`.match(/-?\d+(?:[.,]\d+)?/g) ?? []),
          literal: [expected.answer?.expression, ...(expected.answer?.accepted ?? [])]
            .filter((t): t is string => !!t && t.trim().length > 2)
            .map(squash),
        })),
    );
  }

  write(text: string): void {
    if (!this.expected.length) return this.pass(text);
    this.pending += text;
    let cut = 0;
    for (const end of this.pending.matchAll(SENTENCE_END)) {
      const stop = end.index + end[0].length;
      this.sentence(this.pending.slice(cut, stop));
      cut = stop;
    }
    this.pending = this.pending.slice(cut);
  }

  /** Sends what is left and, when something was held back, the note saying where the answer is. */
  end(): void {
    if (this.pending) this.sentence(this.pending);
    this.pending = '';
    if (this.heldBack) this.pass(HELD_BACK_NOTE);
  }

  private sentence(text: string): void {
    if (this.reveals(text)) this.heldBack = true;
    else this.pass(text);
  }

  private reveals(sentence: string): boolean {
    const flat = squash(sentence);
    return this.expected.some(
      (e) =>
        e.literal.some((l) => flat.includes(l)) ||
        answerCandidates(sentence).some(
          (c) => !e.given.has(c.match(/^-?\d+(?:[.,]\d+)?/)?.[0] ?? '') && e.check(c),
        ),
    );
  }

  private pass(text: string): void {
    this.written += text;
    this.out.write(text);
  }
}
