import { Injectable } from '@nestjs/common';
import type {
  AttemptRequest,
  AttemptResult,
  QuestionReportCreated,
  QuestionReportRequest,
  SimilarQuestionsResponse,
} from '@eps/contracts';
import { acceptedAnswerOf } from '../answer-checking/accepted-answer';
import { checkAnswer } from '../answer-checking/check-answer';
import { QuestionErrors } from '../questions.errors';
import { AttemptsRepository } from './attempts.repository';

const SIMILAR_LIMIT = 5;
const SIMILARITY_WORDS = 12;

/** The longest distinct words of a text, as tsquery-safe terms. */
function distinctiveWords(text: string): string[] {
  const words = new Set(text.toLowerCase().match(/[a-z]{4,}/g) ?? []);
  return [...words].sort((a, b) => b.length - a.length || a.localeCompare(b)).slice(0, SIMILARITY_WORDS);
}

@Injectable()
export class AttemptsService {
  constructor(private readonly repo: AttemptsRepository) {}

  /** Checks one part's answer on the server and saves the attempt (an unreadable answer is not saved). */
  async attempt(userId: string, questionId: string, body: AttemptRequest): Promise<AttemptResult> {
    const part = await this.repo.findPart(questionId, body.partId);
    if (!part) {
      if (!(await this.repo.isApproved(questionId))) throw QuestionErrors.notFound();
      throw QuestionErrors.unknownPart(body.partId);
    }
    const { verdict, feedback } = checkAnswer(part.answer_type, part.answer, body.answer);
    const correct = verdict === 'correct' ? true : verdict === 'incorrect' ? false : null;
    const attemptId =
      verdict === 'unreadable'
        ? null
        : await this.repo.saveAttempt(userId, questionId, part.id, body.answer, correct);
    return {
      partId: part.id,
      verdict,
      correct,
      feedback,
      acceptedAnswer: verdict === 'correct' ? acceptedAnswerOf(part.answer_type, part.answer) : null,
      attemptId,
    };
  }

  async report(
    userId: string,
    questionId: string,
    body: QuestionReportRequest,
  ): Promise<QuestionReportCreated> {
    if (!(await this.repo.isApproved(questionId))) throw QuestionErrors.notFound();
    const id = await this.repo.saveReport(questionId, userId, body.reason, body.details ?? '');
    return { id, status: 'open' };
  }

  async similar(questionId: string): Promise<SimilarQuestionsResponse> {
    if (!(await this.repo.isApproved(questionId))) throw QuestionErrors.notFound();
    const words = distinctiveWords(await this.repo.textOf(questionId));
    const rows = await this.repo.findSimilar(questionId, words, SIMILAR_LIMIT);
    return {
      items: rows.map((r) => ({
        id: r.id,
        title: r.title,
        marks: r.marks,
        difficulty: r.difficulty,
        topics: r.topics ?? [],
        sharedTopics: r.shared,
      })),
    };
  }
}
