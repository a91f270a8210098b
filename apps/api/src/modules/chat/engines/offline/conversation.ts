import type { ChatHistoryMessage, ChatTurn } from '../chat-engine';
import type { MathsProblem } from './maths-reply';
import { looksLikeMaths, readRequest } from './request-reader';

const QUESTION_LINK = /\/exam-question\/([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})/i;
const HINT_MARKER = /\*\*Hint (\d+)/g;

/** The problem a conversation is about: a maths request or a bank question (attached, or shown in a reply). */
export type ConversationProblem =
  | { kind: 'maths'; problem: MathsProblem; since: number }
  | { kind: 'question'; questionId: string; partId?: string; since: number };

function questionIn(message: ChatHistoryMessage): { questionId: string; partId?: string } | null {
  const attached = message.attachments.find((a) => a.kind === 'question');
  if (attached?.kind === 'question') return { questionId: attached.questionId, partId: attached.partId };
  const linked = message.role === 'assistant' ? QUESTION_LINK.exec(message.content) : null;
  return linked ? { questionId: linked[1] } : null;
}

function mathsIn(message: ChatHistoryMessage): MathsProblem | null {
  if (message.role !== 'user') return null;
  const request = readRequest(message.content);
  if (request.kind !== 'maths' || (!request.explicit && !looksLikeMaths(request.expression))) return null;
  const { operation, expression, variable, approaching } = request;
  return { operation, expression, variable, approaching };
}

/**
 * The newest problem of the conversation before this turn, and the index of the first message about
 * it (hints are counted from there, so re-attaching the same question does not restart its pathway).
 */
export function previousProblem(history: ChatHistoryMessage[]): ConversationProblem | null {
  for (let i = history.length - 1; i >= 0; i -= 1) {
    const question = questionIn(history[i]);
    if (question) {
      const first = history.findIndex((m) => questionIn(m)?.questionId === question.questionId);
      return { kind: 'question', ...question, since: first };
    }
    const maths = mathsIn(history[i]);
    if (maths) return { kind: 'maths', problem: maths, since: i };
  }
  return null;
}

/** The first message about this bank question (an attachment or a reply's link), or -1. */
export function firstMentionOf(history: ChatHistoryMessage[], questionId: string): number {
  return history.findIndex((m) => questionIn(m)?.questionId === questionId);
}

/** How many hints the tutor has given on the problem since message `since` (its "**Hint n" markers). */
export function hintsGivenSince(history: ChatHistoryMessage[], since: number): number {
  if (since < 0) return 0;
  let given = 0;
  for (const message of history.slice(since)) {
    if (message.role !== 'assistant') continue;
    for (const match of message.content.matchAll(HINT_MARKER)) given = Math.max(given, Number(match[1]));
  }
  return given;
}

/** Bank questions the tutor already showed in this conversation (so "another question" gives a new one). */
export function questionsShown(history: ChatHistoryMessage[]): Set<string> {
  return new Set(history.map((m) => questionIn(m)?.questionId).filter((id): id is string => !!id));
}

/** The student's own working in a message: an attempt, numbers and equations, or words about what they tried. */
export function workingIn(turn: Pick<ChatTurn, 'content' | 'attachments'>): string | null {
  const image = turn.attachments.find((a) => a.kind === 'image-text');
  if (image?.kind === 'image-text') return image.text.trim();
  const text = turn.content.trim();
  const tried =
    /\b(?:i (?:tried|think|did|used|got|get|know|have|started|wrote)|my (?:working|answer|attempt)|so far)\b/i;
  const words = text.split(/\s+/).length;
  return tried.test(text) || (/[=\d]/.test(text) && words >= 3) ? text : null;
}
