import type { GraderMarkRequest } from '@eps/contracts';
import { schemeFromRows, type SchemeRow } from './own-scheme';

export type QuestionSource = 'bank' | 'own';

export interface BankChoice {
  questionId: string | null;
  /** null: every part of the question. */
  partId: string | null;
}

export interface OwnQuestion {
  question: string;
  kind: 'scheme' | 'reference';
  rows: SchemeRow[];
  referenceAnswer: string;
}

/** The body of POST /api/grader/mark for what is on screen, or what is still needed before marking. */
export function markRequest(
  source: QuestionSource,
  bank: BankChoice,
  own: OwnQuestion,
  answer: string,
): GraderMarkRequest | { problem: string } {
  if (!answer.trim()) return { problem: 'Write your answer, or upload a photo of it, to mark it.' };
  if (source === 'bank') {
    if (!bank.questionId) return { problem: 'Search the bank and pick a question to mark against.' };
    return { questionId: bank.questionId, ...(bank.partId ? { partId: bank.partId } : {}), answer };
  }
  const question = own.question.trim() ? { question: own.question } : {};
  if (own.kind === 'reference') {
    if (!own.referenceAnswer.trim()) return { problem: 'Write the reference answer to mark against.' };
    return { ...question, referenceAnswer: own.referenceAnswer.trim(), answer };
  }
  const scheme = schemeFromRows(own.rows);
  if ('problem' in scheme) return scheme;
  return { ...question, markScheme: scheme.markScheme, answer };
}
