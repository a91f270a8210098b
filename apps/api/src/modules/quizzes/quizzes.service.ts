import { Inject, Injectable } from '@nestjs/common';
import { randomUUID } from 'node:crypto';
import {
  QUESTION_ANSWER_TYPES,
  QUIZ_ITEM_TYPES,
  type CreateQuizOptions,
  type Quiz,
  type QuizAnswerRequest,
  type QuizAnswerResult,
  type QuizDifficulty,
  type QuizVerdict,
  type ReviewRating,
} from '@eps/contracts';
import { TransactionRunner } from '../../database/transactions';
import { DocumentsService } from '../documents/documents.service';
import { AnswerChecker } from '../questions/answer-checking/answer-checker';
import { PracticePartsService } from '../questions/practice/practice-parts.service';
import { ReviewService } from '../review/review.service';
import { answerTypesFor, bankItem, dealParts, typeInOrder } from './bank-items';
import { QUIZ_ITEM_ENGINE, type QuizItemEngine } from './engines/quiz-item-engine';
import { SHORT_ANSWER_MARKER, type ShortAnswerMarker } from './engines/short-answer-marker';
import type { QuizItemDraft } from './quiz-item-draft';
import { QuizErrors } from './quizzes.errors';
import { QuizzesRepository, type ItemRow, type QuizRow } from './quizzes.repository';
import { toQuiz, toResult } from './quiz-view';

const DIFFICULTY_RANGE: Record<QuizDifficulty, [number, number]> = {
  easy: [1, 2],
  medium: [3, 3],
  hard: [4, 5],
  mixed: [1, 5],
};

const RATING_OF: Record<Exclude<QuizVerdict, 'unreadable'>, ReviewRating> = {
  correct: 'good',
  partly: 'hard',
  incorrect: 'again',
};

const CHECKER_NAME = 'answer check';

interface Marking {
  verdict: QuizVerdict;
  score: number;
  feedback: string;
  markedBy: string;
}

/** Makes quizzes from the bank, a document or notes; marks answers and sends each one to spaced review. */
@Injectable()
export class QuizzesService {
  constructor(
    private readonly repo: QuizzesRepository,
    private readonly parts: PracticePartsService,
    private readonly documents: DocumentsService,
    private readonly checker: AnswerChecker,
    private readonly review: ReviewService,
    private readonly transactions: TransactionRunner,
    @Inject(QUIZ_ITEM_ENGINE) private readonly itemEngine: QuizItemEngine,
    @Inject(SHORT_ANSWER_MARKER) private readonly marker: ShortAnswerMarker,
  ) {}

  async create(userId: string, options: CreateQuizOptions): Promise<Quiz> {
    const types = options.types ?? QUIZ_ITEM_TYPES;
    const { title, source, items } = await this.draft(userId, options, types);
    if (!items.length) throw QuizErrors.nothingToAsk(sourceName(source));
    const notice =
      items.length < options.count
        ? `Only ${items.length} of the ${options.count} items asked for could be made from ${sourceName(source)} with these options.`
        : null;
    const id = await this.repo.create(
      userId,
      { title, source, difficulty: options.difficulty, notice },
      items,
    );
    return this.get(userId, id);
  }

  async get(userId: string, id: string): Promise<Quiz> {
    const found = await this.repo.find(userId, id);
    if (!found) throw QuizErrors.notFound();
    return toQuiz(found.quiz, found.items);
  }

  async answer(userId: string, quizId: string, body: QuizAnswerRequest): Promise<QuizAnswerResult> {
    const item = await this.repo.findItem(userId, quizId, body.itemId);
    if (!item)
      throw (await this.repo.quizExists(userId, quizId)) ? QuizErrors.unknownItem() : QuizErrors.notFound();
    if (item.result) throw QuizErrors.alreadyAnswered();
    const marking = await this.mark(item, body.answer);
    if (marking.verdict === 'unreadable')
      return toResult(item, { ...marking, answer: body.answer, cardId: null, maxScore: item.marks });
    const verdict = marking.verdict;
    const cardId = await this.transactions.run(async (tx) => {
      const card = await this.review.recordAnswer(tx, userId, {
        itemKey: item.part_id ? `part:${item.part_id}` : `item:${item.id}`,
        partId: item.part_id,
        rating: RATING_OF[verdict],
        content: {
          type: item.type,
          prompt: item.prompt,
          choices: item.choices,
          expectedAnswer: item.expected_answer,
          workedSolution: item.worked_solution,
          sourceTitle: item.source_title,
        },
      });
      const saved = await this.repo.saveAnswer(tx, {
        itemId: item.id,
        userId,
        answer: body.answer,
        verdict,
        score: marking.score,
        max_score: item.marks,
        feedback: marking.feedback,
        marked_by: marking.markedBy,
        card_id: card,
      });
      if (!saved) throw QuizErrors.alreadyAnswered();
      return card;
    });
    return toResult(item, { ...marking, answer: body.answer, cardId, maxScore: item.marks });
  }

  /** The questions module's checker where it can mark the item; the short-answer marker otherwise. */
  private async mark(item: ItemRow, answer: string): Promise<Marking> {
    if (this.checker.isAutoMarked(item.check_type, item.answer)) {
      const { verdict, feedback } = this.checker.check(item.check_type, item.answer, answer);
      if (verdict === 'unreadable') return { verdict, score: 0, feedback, markedBy: CHECKER_NAME };
      const right = verdict === 'correct';
      return {
        verdict: right ? 'correct' : 'incorrect',
        score: right ? item.marks : 0,
        feedback,
        markedBy: CHECKER_NAME,
      };
    }
    const mark = await this.marker.mark({
      prompt: item.prompt,
      markScheme: item.mark_scheme,
      maxScore: item.marks,
      answer,
    });
    const verdict = mark.score >= item.marks ? 'correct' : mark.score > 0 ? 'partly' : 'incorrect';
    return { verdict, score: mark.score, feedback: mark.feedback, markedBy: this.marker.name };
  }

  private async draft(
    userId: string,
    options: CreateQuizOptions,
    types: readonly (typeof QUIZ_ITEM_TYPES)[number][],
  ): Promise<{ title: string; source: QuizRow['source']; items: QuizItemDraft[] }> {
    if (options.documentId) {
      const doc = await this.documents.get(userId, options.documentId);
      const items = this.itemEngine.itemsFromText(
        { title: doc.title, text: doc.latexCode },
        { ...options, types },
      );
      return { title: `Quiz on ${doc.title}`, source: 'document', items };
    }
    if (options.notes) {
      const items = this.itemEngine.itemsFromText(
        { title: 'Your notes', text: options.notes },
        { ...options, types },
      );
      return { title: 'Quiz on your notes', source: 'notes', items };
    }
    const rows = await this.parts.find({
      topicIds: options.topicIds ?? null,
      questionIds: options.questionIds ?? null,
      answerTypes: answerTypesFor(types),
      difficulty: DIFFICULTY_RANGE[options.difficulty],
      // From topics, enough parts of every answer type for each requested type to have its turns.
      limit: options.topicIds ? options.count * QUESTION_ANSWER_TYPES.length : options.count,
      limitPerType: options.count,
      seed: randomUUID(),
    });
    const dealt = options.topicIds
      ? dealParts(rows, types, options.count)
      : rows.map((part, i) => ({ part, type: typeInOrder(part, types, i) }));
    const items = dealt.map(({ part: row, type }, i) =>
      bankItem(
        row,
        type,
        i,
        this.checker.isAutoMarked(row.answer_type, row.answer)
          ? this.checker.acceptedAnswer(row.answer_type, row.answer)
          : null,
      ),
    );
    const topicNames = [...new Set(dealt.flatMap(({ part: r }) => (r.topics ?? []).map((t) => t.name)))];
    const title = options.topicIds
      ? `Quiz on ${topicNames.slice(0, 3).join(', ') || 'your topics'}`
      : `Quiz on ${rows.length === 1 ? rows[0].title : 'chosen questions'}`;
    return { title, source: options.topicIds ? 'topics' : 'questions', items };
  }
}

function sourceName(source: QuizRow['source']): string {
  return {
    topics: 'these topics',
    questions: 'these questions',
    document: 'this document',
    notes: 'these notes',
  }[source];
}
