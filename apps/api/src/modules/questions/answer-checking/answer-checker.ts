import { Injectable } from '@nestjs/common';
import type { QuestionAnswer, QuestionAnswerType } from '@eps/contracts';
import { acceptedAnswerOf } from './accepted-answer';
import { checkAnswer, type CheckResult } from './check-answer';

export type { CheckResult, Verdict } from './check-answer';

/**
 * The bank's answer checking for other modules (the quiz generator): numbers with units and tolerance,
 * algebra by equivalence, choices, and accepted short texts. One checker, so a quiz and the exam
 * question page always agree.
 */
@Injectable()
export class AnswerChecker {
  check(type: QuestionAnswerType, answer: QuestionAnswer | null, given: string): CheckResult {
    return checkAnswer(type, answer, given);
  }

  acceptedAnswer(type: QuestionAnswerType, answer: QuestionAnswer | null): string | null {
    return acceptedAnswerOf(type, answer);
  }

  /** True when the checker can mark answers of this part itself (not left to the student or a marker). */
  isAutoMarked(type: QuestionAnswerType, answer: QuestionAnswer | null): boolean {
    if (type === 'multiple-choice') return !!answer?.choices;
    if (type === 'numeric') return answer?.value !== undefined;
    if (type === 'algebraic') return !!answer?.expression;
    if (type === 'short-text') return !!answer?.accepted?.length;
    return false;
  }
}
