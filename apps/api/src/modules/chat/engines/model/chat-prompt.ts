import type { ChatMessage } from '../../../ai/structured-completion';
import { lines, quoted } from '../../../ai/prompt-helpers';
import type { ChatQuestion, ChatSource, ChatTurn } from '../chat-engine';

/** The system message's first line: the fake OpenAI server picks its recording by it. */
export const CHAT_TASK = 'chat-reply';
/** Earlier messages the model sees (the newest); older ones drop out of the prompt. */
const HISTORY_MESSAGES = 12;
const SOURCE_CHARS = 1_200;

const COMMON = `You are a patient tutor for students preparing for exams (A-level, AP, IB).
Write Markdown. Write maths in LaTeX between $…$ (inline) or $$…$$ (display).
Numbered sources follow. When a sentence uses a source, end it with the source's number in square brackets, like [1].
Cite only the numbered sources given here; never invent a source or a number. If the sources do not cover something, say so or answer from general knowledge without a citation.
You may end with one short question that checks understanding, on its own last line starting "**Check:** ".`;

const HINT = `Mode: hint. Help the student take the next step only; do not give the final answer or a full solution.
If the student has shown their own working, read it first: say what is right, point to the first mistake, and give the next hint only.
If they have shown no working, ask for it briefly and give a first hint.
When a bank question's hint pathway is among the sources, follow it in order.`;

const ANSWER = `Mode: worked answer. Give the full worked solution step by step, ending with the final answer.
Where a mark scheme is among the sources, follow its points.`;

function numbered(sources: ChatSource[]): string {
  if (!sources.length) return 'Sources: none were found for this message.';
  return [
    'Sources:',
    ...sources.map((s, i) => {
      const text = s.text.length > SOURCE_CHARS ? `${s.text.slice(0, SOURCE_CHARS)} …` : s.text;
      return `[${i + 1}] ${s.title}${s.locator ? ` (${s.locator})` : ''}: ${text.replace(/\s+/g, ' ')}`;
    }),
  ].join('\n');
}

/** The sources of an attached question in reading order: statement, then per part its hints and mark scheme. */
export function questionSources(question: ChatQuestion, withAnswers: boolean): ChatSource[] {
  return [
    question.question,
    ...question.parts.flatMap((p) => [
      ...p.hints,
      ...p.markScheme,
      ...(withAnswers && p.answer ? [p.answer] : []),
    ]),
  ];
}

/** System message, the recent history, then the user's message with its attachments and the sources. */
export function chatPrompt(turn: ChatTurn, sources: ChatSource[]): ChatMessage[] {
  const attachedText = turn.attachments.flatMap((a) =>
    a.kind === 'image-text' ? [quoted(`Text read from the attached image "${a.name}"`, a.text)] : [],
  );
  const history = turn.history
    .slice(-HISTORY_MESSAGES)
    .map((m): ChatMessage => ({ role: m.role, content: m.content }));
  return [
    { role: 'system', content: lines(`Task: ${CHAT_TASK}`, COMMON, turn.mode === 'hint' ? HINT : ANSWER) },
    ...history,
    {
      role: 'user',
      content: lines(
        quoted(
          turn.mode === 'hint'
            ? "The student's message (with any working of their own)"
            : "The student's message",
          turn.content,
        ),
        ...attachedText,
        '',
        numbered(sources),
      ),
    },
  ];
}
