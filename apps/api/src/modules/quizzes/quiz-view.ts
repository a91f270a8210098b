import type { Quiz, QuizAnswerResult, QuizVerdict } from '@eps/contracts';
import type { ItemRow, QuizRow } from './quizzes.repository';

export interface ResultFields {
  answer: string;
  verdict: QuizVerdict;
  score: number;
  maxScore: number;
  feedback: string;
  markedBy: string;
  cardId: string | null;
}

/** An item's marking with what the student sees after answering: the answer, the worked solution, hints. */
export function toResult(item: ItemRow, r: ResultFields): QuizAnswerResult {
  return {
    itemId: item.id,
    answer: r.answer,
    verdict: r.verdict,
    score: r.score,
    maxScore: r.maxScore,
    feedback: r.feedback,
    expectedAnswer: item.expected_answer,
    workedSolution: item.worked_solution,
    hints: item.hints,
    markedBy: r.markedBy,
    cardId: r.cardId,
  };
}

/** The quiz as its maker sees it: answers and solutions only for the items already answered. */
export function toQuiz(quiz: QuizRow, items: ItemRow[]): Quiz {
  const answered = items.filter((i) => i.result);
  return {
    id: quiz.id,
    title: quiz.title,
    source: quiz.source,
    difficulty: quiz.difficulty,
    createdAt: quiz.created_at.toISOString(),
    notice: quiz.notice,
    items: items.map((i) => ({
      id: i.id,
      position: i.position,
      type: i.type,
      prompt: i.prompt,
      choices: i.choices,
      units: i.units,
      marks: i.marks,
      sourceTitle: i.source_title,
      questionId: i.question_id,
      topics: i.topics ?? [],
      result: i.result
        ? toResult(i, {
            answer: i.result.answer,
            verdict: i.result.verdict,
            score: i.result.score,
            maxScore: i.result.max_score,
            feedback: i.result.feedback,
            markedBy: i.result.marked_by,
            cardId: i.result.card_id,
          })
        : null,
    })),
    score: {
      answered: answered.length,
      score: answered.reduce((s, i) => s + (i.result?.score ?? 0), 0),
      maxScore: items.reduce((s, i) => s + i.marks, 0),
    },
  };
}
