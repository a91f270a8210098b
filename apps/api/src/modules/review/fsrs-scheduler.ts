import {
  createEmptyCard,
  fsrs,
  Rating,
  State,
  type Card,
  type FSRS,
  type Grade,
  type RecordLogItem,
} from 'ts-fsrs';
import type { CardState, ReviewRating } from '@eps/contracts';

const DAY_MS = 86_400_000;

/** FSRS's default target: a card comes back when the chance of recalling it has fallen to 90%. */
export const NORMAL_RETENTION = 0.9;
/**
 * Before an exam a forgotten item costs marks, so reviews are planned tighter: the chance of recall
 * between reviews stays above 95% (more reviews, each cheaper).
 */
export const EXAM_RETENTION = 0.95;

export const RATING_GRADES: Record<ReviewRating, Grade> = {
  again: Rating.Again,
  hard: Rating.Hard,
  good: Rating.Good,
  easy: Rating.Easy,
};

const STATE_NAMES: Record<State, CardState> = {
  [State.New]: 'new',
  [State.Learning]: 'learning',
  [State.Review]: 'review',
  [State.Relearning]: 'relearning',
};

export function stateName(state: State): CardState {
  return STATE_NAMES[state];
}

/** The start (00:00 UTC) of an exam day given as YYYY-MM-DD. */
export function examStart(examDate: string): Date {
  return new Date(`${examDate}T00:00:00Z`);
}

/** Whole days from `now` to the exam's start; null when there is no exam ahead. */
function daysToExam(now: Date, exam: Date | null): number | null {
  if (!exam || exam.getTime() <= now.getTime()) return null;
  return Math.floor((exam.getTime() - now.getTime()) / DAY_MS);
}

function scheduler(now: Date, exam: Date | null): FSRS {
  const days = daysToExam(now, exam);
  return fsrs({
    request_retention: days === null ? NORMAL_RETENTION : EXAM_RETENTION,
    // No interval may jump past the exam: at most the whole days left (and FSRS needs at least one).
    maximum_interval: days === null ? 36_500 : Math.max(1, days),
    // Reproducible schedules: the same answers give the same due dates (tests and explanations).
    enable_fuzz: false,
    enable_short_term: true,
  });
}

export function newCard(now: Date): Card {
  return createEmptyCard(now);
}

/**
 * Schedules the next review after rating `card` at `now`.
 *
 * Exam-date mode: recall on exam day is R = (1 + F·t/S)^D, where t is the time since the last review
 * and S the card's stability; it falls from 1 right after a review. So retention on exam day is highest
 * when every card's last review before the exam is as close to the exam as it can be, and when no
 * interval carries a card past the exam (its recall would be whatever it had decayed to). Three rules do
 * that: a higher requested retention while the exam is ahead (shorter intervals), a maximum interval of
 * the whole days left, and a due date after the exam's start pulled back to the day before the exam
 * (when that day is still ahead), so the last review lands the day before.
 */
export function schedule(card: Card, now: Date, rating: ReviewRating, exam: Date | null): RecordLogItem {
  const next = scheduler(now, exam).next(card, now, RATING_GRADES[rating]);
  if (exam && daysToExam(now, exam) !== null && next.card.due.getTime() > exam.getTime()) {
    const dayBefore = new Date(exam.getTime() - DAY_MS);
    if (dayBefore.getTime() > now.getTime()) {
      next.card.due = dayBefore;
      next.card.scheduled_days = Math.max(0, Math.round((dayBefore.getTime() - now.getTime()) / DAY_MS));
    }
  }
  return next;
}

/** The probability of recalling the card at `at` (0 for a card never reviewed). */
export function retrievability(card: Card, at: Date): number {
  if (card.state === State.New) return 0;
  return scheduler(at, null).get_retrievability(card, at, false);
}

/**
 * Replays a history of ratings (oldest first) on a new card: how the exam question page's checked
 * answers, quiz answers and reviews of one part become one FSRS memory state.
 */
export function replay(history: Array<{ at: Date; rating: ReviewRating }>): Card | null {
  if (!history.length) return null;
  let card = newCard(history[0].at);
  for (const { at, rating } of history) card = scheduler(at, null).next(card, at, RATING_GRADES[rating]).card;
  return card;
}
