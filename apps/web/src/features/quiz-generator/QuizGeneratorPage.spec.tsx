import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { Quiz, QuizAnswerResult, QuizItem, ReviewQueue } from '@eps/contracts';
import { installFetch, type RecordedCall } from '@/testing/fake-fetch';
import { renderAt } from '@/testing/render-with-providers';
import { QuizGeneratorPage } from './QuizGeneratorPage';

const QUIZ_ID = '11111111-1111-4111-8111-111111111111';
const item = (id: string, fields: Partial<QuizItem>): QuizItem => ({
  id,
  position: 0,
  type: 'numeric',
  prompt: 'Prompt',
  choices: null,
  units: null,
  marks: 1,
  sourceTitle: 'Your notes',
  questionId: null,
  topics: [],
  result: null,
  ...fields,
});

function makeQuiz(): Quiz {
  return {
    id: QUIZ_ID,
    title: 'Quiz on your notes',
    source: 'notes',
    difficulty: 'mixed',
    createdAt: '2027-01-01T00:00:00.000Z',
    notice: null,
    items: [
      item('a1111111-1111-4111-8111-111111111111', {
        type: 'multiple-choice',
        prompt: 'Which word completes the sentence? Sound is a _____ wave.',
        choices: ['transverse', 'longitudinal', 'standing', 'radio'],
      }),
      item('b1111111-1111-4111-8111-111111111111', {
        prompt: 'Sound travels at _____ m/s.',
        position: 1,
      }),
    ],
    score: { answered: 0, score: 0, maxScore: 2 },
  };
}

const result = (itemId: string, answer: string, right: boolean): QuizAnswerResult => ({
  itemId,
  answer,
  verdict: right ? 'correct' : 'incorrect',
  score: right ? 1 : 0,
  maxScore: 1,
  feedback: right ? 'Correct.' : 'Not right yet.',
  expectedAnswer: right ? answer : '340',
  workedSolution: 'From your notes: sound is a longitudinal wave at 340 m/s.',
  hints: ['Look again at the section “Waves”.'],
  markedBy: 'answer check',
  cardId: '22222222-2222-4222-8222-222222222222',
});

const emptyQueue: ReviewQueue = {
  cards: [],
  dueToday: 0,
  reviewedToday: 0,
  settings: { examDate: null, dailyLimit: 50 },
};

function serve(queue: () => ReviewQueue) {
  const quiz = makeQuiz();
  const calls = installFetch((call: RecordedCall) => {
    if (call.url === '/api/review/due') return { status: 200, body: queue() };
    if (call.url === '/api/syllabuses') return { status: 200, body: { syllabuses: [] } };
    if (call.method === 'POST' && call.url === '/api/quizzes') return { status: 201, body: quiz };
    if (call.url === `/api/quizzes/${QUIZ_ID}`) return { status: 200, body: quiz };
    if (call.url === `/api/quizzes/${QUIZ_ID}/answers`) {
      const { itemId, answer } = call.body as { itemId: string; answer: string };
      const r = result(itemId, answer, answer === 'longitudinal' || answer === '340');
      const answered = quiz.items.find((i) => i.id === itemId)!;
      answered.result = r;
      quiz.score = { answered: quiz.score.answered + 1, score: quiz.score.score + r.score, maxScore: 2 };
      return { status: 200, body: r };
    }
    if (call.url.startsWith('/api/review/'))
      return { status: 200, body: { cardId: 'x', due: '', state: 'review', intervalDays: 3 } };
    return { status: 404, body: { error: 'Not found.', code: 'NOT_FOUND' } };
  });
  return calls;
}

describe('QuizGeneratorPage', () => {
  it('makes a quiz from notes, marks each item as it is answered (keys 1–4 and Enter), then shows the results', async () => {
    const calls = serve(() => emptyQueue);
    renderAt(<QuizGeneratorPage />, '/quiz-generator');
    expect(await screen.findByText(/Nothing to review/)).toBeInTheDocument();

    fireEvent.click(screen.getByRole('radio', { name: 'Notes' }));
    fireEvent.change(screen.getByRole('textbox', { name: 'Your notes' }), {
      target: { value: 'Sound is a longitudinal wave. '.repeat(8) },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Make quiz' }));

    expect(await screen.findByText('Item 1 of 2')).toBeInTheDocument();
    expect(calls.find((c) => c.method === 'POST' && c.url === '/api/quizzes')?.body).toEqual({
      notes: 'Sound is a longitudinal wave. '.repeat(8),
      count: 10,
      types: ['multiple-choice', 'numeric', 'algebraic', 'true-false', 'short-answer'],
      difficulty: 'mixed',
    });

    fireEvent.keyDown(window, { key: '2' });
    expect(screen.getByRole('radio', { name: /longitudinal/ })).toBeChecked();
    fireEvent.keyDown(window, { key: 'Enter' });
    const marking = await screen.findByRole('status');
    expect(marking).toHaveTextContent('Correct: 1/1');
    expect(screen.getByText('Worked solution')).toBeInTheDocument();
    expect(screen.getByText(/Look again at the section/)).toBeInTheDocument();

    fireEvent.keyDown(window, { key: 'Enter' });
    const box = await screen.findByRole('textbox', { name: 'Your answer' });
    fireEvent.change(box, { target: { value: '300' } });
    fireEvent.submit(box.closest('form')!);
    expect(await screen.findByText('Not right: 0/1')).toBeInTheDocument();
    expect(within(screen.getByRole('status')).getByText('Not right yet.')).toBeInTheDocument();

    fireEvent.click(screen.getByRole('button', { name: 'See results' }));
    expect(await screen.findByRole('heading', { name: 'Results' })).toBeInTheDocument();
    expect(screen.getByLabelText('Score')).toHaveTextContent('1 / 2 (50%)');
  });

  it('shows what is due today and runs a review session with Again/Hard/Good/Easy', async () => {
    let reviewed = false;
    const card = {
      id: '33333333-3333-4333-8333-333333333333',
      due: '2027-01-01T00:00:00.000Z',
      state: 'learning' as const,
      reps: 1,
      lapses: 0,
      topics: [],
      content: {
        type: 'numeric' as const,
        prompt: 'Sound travels at _____ m/s.',
        choices: null,
        expectedAnswer: '340',
        workedSolution: null,
        sourceTitle: 'Your notes',
      },
    };
    const calls = serve(() => (reviewed ? emptyQueue : { ...emptyQueue, cards: [card], dueToday: 1 }));
    renderAt(<QuizGeneratorPage />, '/quiz-generator');
    expect(await screen.findByText(/1 card due today, 1 ready now/)).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Start review (1)' }));
    expect(screen.getByLabelText('Review session')).toHaveTextContent('Sound travels at _____ m/s.');
    fireEvent.click(screen.getByRole('button', { name: 'Show answer' }));
    expect(screen.getByText('340')).toBeInTheDocument();
    reviewed = true;
    fireEvent.click(screen.getByRole('button', { name: '3 Good' }));
    await waitFor(() => expect(screen.getByText(/Nothing to review/)).toBeInTheDocument());
    expect(calls.find((c) => c.url === `/api/review/${card.id}`)?.body).toEqual({ rating: 'good' });
  });

  it('saves the exam date and the daily limit', async () => {
    const calls = serve(() => emptyQueue);
    renderAt(<QuizGeneratorPage />, '/quiz-generator');
    fireEvent.change(await screen.findByLabelText(/I have an exam on/), { target: { value: '2027-06-14' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save settings' }));
    await waitFor(() =>
      expect(calls.find((c) => c.method === 'PUT')).toEqual({
        method: 'PUT',
        url: '/api/review/settings',
        body: { examDate: '2027-06-14', dailyLimit: 50 },
      }),
    );
  });
});
