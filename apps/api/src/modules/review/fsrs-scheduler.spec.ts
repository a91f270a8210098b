import { State, type Card } from 'ts-fsrs';
import { examStart, newCard, replay, retrievability, schedule } from './fsrs-scheduler';

const DAY = 86_400_000;
const now = new Date('2027-03-01T10:00:00Z');

/** A card learnt well: last reviewed 30 days ago, stable for about 60 days. */
const mature: Card = {
  ...newCard(new Date(now.getTime() - 30 * DAY)),
  state: State.Review,
  stability: 60,
  difficulty: 5,
  reps: 6,
  scheduled_days: 30,
  last_review: new Date(now.getTime() - 30 * DAY),
  due: now,
};

describe('schedule', () => {
  it('follows FSRS without an exam: a new card comes back within minutes, a mature one after weeks', () => {
    const first = schedule(newCard(now), now, 'good', null).card;
    expect(first.state).toBe(State.Learning);
    expect(first.due.getTime() - now.getTime()).toBeLessThanOrEqual(10 * 60_000);
    expect(schedule(newCard(now), now, 'again', null).card.due.getTime()).toBeLessThan(first.due.getTime());
    const next = schedule(mature, now, 'good', null).card;
    expect(next.due.getTime() - now.getTime()).toBeGreaterThan(60 * DAY);
  });

  it('in exam-date mode never lets a review jump past the exam: it lands the day before', () => {
    const exam = examStart('2027-03-21');
    const next = schedule(mature, now, 'good', exam).card;
    expect(next.due.getTime()).toBeLessThan(exam.getTime());
    expect(next.due.getTime()).toBeGreaterThanOrEqual(exam.getTime() - DAY - 1);
  });

  it('makes recall on exam day higher than the schedule without an exam', () => {
    const exam = examStart('2027-03-21');
    const recallOnExamDay = (examMode: boolean) => {
      let card = mature;
      let at = now;
      // Review whenever a card is due, up to the exam, always remembering it.
      while (at.getTime() < exam.getTime()) {
        card = schedule(card, at, 'good', examMode ? exam : null).card;
        at = card.due;
      }
      return retrievability(card, exam);
    };
    expect(recallOnExamDay(true)).toBeGreaterThan(0.97);
    expect(recallOnExamDay(true)).toBeGreaterThan(recallOnExamDay(false) + 0.02);
  });

  it('plans tighter intervals while the exam is ahead (higher requested retention)', () => {
    const far = examStart('2028-03-01');
    const withExam = schedule(mature, now, 'good', far).card;
    const without = schedule(mature, now, 'good', null).card;
    expect(withExam.due.getTime()).toBeLessThan(without.due.getTime());
  });

  it('ignores an exam that is over', () => {
    const past = examStart('2027-01-01');
    expect(schedule(mature, now, 'good', past).card.due).toEqual(
      schedule(mature, now, 'good', null).card.due,
    );
  });
});

describe('replay and retrievability', () => {
  it('is 0 for nothing practised, high right after a right answer, lower after a wrong one and with time', () => {
    expect(replay([])).toBeNull();
    const right = replay([{ at: now, rating: 'good' }]) as Card;
    const wrong = replay([{ at: now, rating: 'again' }]) as Card;
    const tomorrow = new Date(now.getTime() + DAY);
    expect(retrievability(right, tomorrow)).toBeGreaterThan(retrievability(wrong, tomorrow));
    expect(retrievability(right, new Date(now.getTime() + 30 * DAY))).toBeLessThan(
      retrievability(right, tomorrow),
    );
    expect(retrievability(newCard(now), now)).toBe(0);
  });
});
