import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { QuestionDetail } from '@eps/contracts';
import { installFetch, type RecordedCall } from '@/testing/fake-fetch';
import { useLocation } from 'react-router';
import { renderRoutes } from '@/testing/render-with-providers';
import { ExamQuestionPage } from './ExamQuestionPage';

const ID = '11111111-1111-4111-8111-111111111111';
const PART_A = '22222222-2222-4222-8222-222222222222';
const PART_B = '33333333-3333-4333-8333-333333333333';
const TOPIC = '44444444-4444-4444-8444-444444444444';

const QUESTION: QuestionDetail = {
  id: ID,
  title: 'Cart accelerating on a track',
  stem: 'A cart has a constant acceleration of 2.0 m/s$^2$.',
  commandWord: 'Calculate',
  difficulty: 1,
  year: null,
  totalMarks: 3,
  hints: [],
  parts: [
    {
      id: PART_A,
      label: 'a',
      prompt: 'Calculate the displacement from $t = 0$ to $t = 4.0$ s.',
      commandWord: 'Calculate',
      marks: 2,
      answerType: 'numeric',
      choices: null,
      units: 'm',
      hints: [
        { kind: 'hint', text: 'Use $\\Delta x = v_0t + \\frac12at^2$.' },
        { kind: 'hint', title: 'Numbers', text: 'Put in $v_0 = 3.0$.' },
      ],
      markScheme: [
        { point: '$\\Delta x = v_0t + \\frac12at^2$', marks: 1, alternatives: [], reject: [] },
        { point: '28 m', marks: 1, alternatives: [], reject: ['28 without a unit'] },
      ],
      workedSolution: '$3.0(4.0) + \\frac12(2.0)(4.0)^2 = 28$ m.',
    },
    {
      id: PART_B,
      label: 'b',
      prompt: 'Which graph shape fits?',
      commandWord: null,
      marks: 1,
      answerType: 'multiple-choice',
      choices: ['A straight line', 'A parabola'],
      units: null,
      hints: [],
      markScheme: [{ point: 'A parabola', marks: 1, alternatives: [], reject: [] }],
      workedSolution: null,
    },
  ],
  topics: [
    { id: TOPIC, syllabusId: 'ap-physics-1', code: '1.2', name: 'Displacement, velocity and acceleration' },
  ],
  subjects: ['Physics'],
  source: {
    kind: 'original',
    url: null,
    licence: 'CC BY 4.0',
    attribution: 'Original question by Exam Prep Studio',
  },
  version: 1,
  updatedAt: '2026-11-24T00:00:00.000Z',
};

function renderPage(
  answers: Partial<Record<string, (call: RecordedCall) => { status: number; body?: unknown }>> = {},
) {
  const calls = installFetch((call) => {
    const key = `${call.method} ${call.url}`;
    const handler = answers[key];
    if (handler) return handler(call);
    if (key === `GET /api/questions/${ID}`) return { status: 200, body: QUESTION };
    if (key === `GET /api/questions/${ID}/similar`)
      return {
        status: 200,
        body: {
          items: [
            {
              id: '55555555-5555-4555-8555-555555555555',
              title: 'Ball thrown upwards',
              marks: 4,
              difficulty: 2,
              topics: [],
              sharedTopics: 1,
            },
          ],
        },
      };
    return { status: 404, body: { error: 'Question not found.', code: 'QUESTION_NOT_FOUND' } };
  });
  renderRoutes([{ path: '/exam-question/:id', element: <ExamQuestionPage /> }], {
    url: `/exam-question/${ID}`,
  });
  return calls;
}

describe('ExamQuestionPage', () => {
  it('shows the question with its parts, marks, maths, topics, source line and similar questions', async () => {
    renderPage();
    expect(await screen.findByRole('heading', { level: 1, name: QUESTION.title })).toBeInTheDocument();
    expect(screen.getByText('3 marks')).toBeInTheDocument();
    expect(screen.getByText('2 marks')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Part (a)' })).toBeInTheDocument();
    // LaTeX is typeset by KaTeX, not shown as source.
    expect(document.querySelectorAll('.katex').length).toBeGreaterThan(0);
    expect(screen.queryByText(/\$t = 0\$/)).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: /1\.2 Displacement/ })).toHaveAttribute(
      'href',
      `/question-search?topic=${TOPIC}`,
    );
    expect(screen.getByTestId('attribution')).toHaveTextContent('Original question by Exam Prep Studio');
    expect(await screen.findByRole('link', { name: 'Ball thrown upwards' })).toHaveAttribute(
      'href',
      '/exam-question/55555555-5555-4555-8555-555555555555',
    );
  });

  it('shows hints one at a time', async () => {
    renderPage();
    const show = await screen.findByRole('button', { name: /Show a hint/ });
    fireEvent.click(show);
    expect(screen.getByText('Hint 1')).toBeInTheDocument();
    expect(screen.queryByText(/Hint 2/)).not.toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: /Show the next hint/ }));
    expect(screen.getByText('Hint 2: Numbers')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Show the next hint/ })).not.toBeInTheDocument();
  });

  it('checks an answer on the server and shows the verdict with the accepted answer', async () => {
    const calls = renderPage({
      [`POST /api/questions/${ID}/attempts`]: () => ({
        status: 200,
        body: {
          partId: PART_A,
          verdict: 'correct',
          correct: true,
          feedback: 'Correct.',
          acceptedAnswer: '28 m',
          attemptId: PART_B,
        },
      }),
    });
    fireEvent.change(await screen.findByRole('textbox', { name: 'Your answer to part (a)' }), {
      target: { value: '0.028 km' },
    });
    fireEvent.click(
      within(screen.getByRole('form', { name: 'Answer part (a)' })).getByRole('button', {
        name: 'Check answer',
      }),
    );
    const status = await screen.findByRole('status');
    expect(status).toHaveTextContent('Correct');
    expect(status).toHaveTextContent('Accepted answer: 28 m');
    expect(calls.find((c) => c.method === 'POST')?.body).toEqual({ partId: PART_A, answer: '0.028 km' });
  });

  it('offers multiple choice as radio buttons and sends the chosen text', async () => {
    const calls = renderPage({
      [`POST /api/questions/${ID}/attempts`]: () => ({
        status: 200,
        body: {
          partId: PART_B,
          verdict: 'incorrect',
          correct: false,
          feedback: 'Not this one.',
          acceptedAnswer: null,
          attemptId: PART_A,
        },
      }),
    });
    const form = await screen.findByRole('form', { name: 'Answer part (b)' });
    fireEvent.click(within(form).getByRole('radio', { name: 'A straight line' }));
    fireEvent.click(within(form).getByRole('button', { name: 'Check answer' }));
    expect(await within(form).findByRole('status')).toHaveTextContent('Not right yet');
    expect(calls.find((c) => c.method === 'POST')?.body).toEqual({
      partId: PART_B,
      answer: 'A straight line',
    });
  });

  it('reveals the mark scheme and the worked solution on request', async () => {
    renderPage();
    expect(screen.queryByRole('list', { name: 'Mark scheme for part (a)' })).not.toBeInTheDocument();
    const [showScheme] = await screen.findAllByRole('button', { name: 'Show mark scheme' });
    fireEvent.click(showScheme);
    const scheme = screen.getByRole('list', { name: 'Mark scheme for part (a)' });
    expect(scheme).toHaveTextContent('28 m');
    expect(scheme).toHaveTextContent('Do not accept: 28 without a unit');
    fireEvent.click(screen.getByRole('button', { name: 'Show worked solution' }));
    expect(screen.getByText('Worked solution')).toBeInTheDocument();
  });

  it('sends a problem report from the dialog', async () => {
    const calls = renderPage({
      [`POST /api/questions/${ID}/reports`]: () => ({ status: 201, body: { id: PART_A, status: 'open' } }),
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Report a problem' }));
    const dialog = await screen.findByRole('dialog', { name: 'Report a problem' });
    fireEvent.click(within(dialog).getByRole('combobox', { name: /What is wrong/ }));
    fireEvent.click(await screen.findByRole('option', { name: 'There is a typo' }));
    fireEvent.change(within(dialog).getByRole('textbox', { name: /Details/ }), {
      target: { value: 'metres is misspelt' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Send report' }));
    expect(await within(dialog).findByText(/Your report is in the review queue/)).toBeInTheDocument();
    expect(calls.find((c) => c.url.endsWith('/reports'))?.body).toEqual({
      reason: 'typo',
      details: 'metres is misspelt',
    });
  });

  it('says so when the question does not exist', async () => {
    installFetch(() => ({ status: 404, body: { error: 'Question not found.', code: 'QUESTION_NOT_FOUND' } }));
    renderRoutes([{ path: '/exam-question/:id', element: <ExamQuestionPage /> }], {
      url: '/exam-question/nope',
    });
    expect(await screen.findByRole('alert')).toHaveTextContent('Question not found.');
    await waitFor(() =>
      expect(screen.getByRole('link', { name: 'Search for questions' })).toBeInTheDocument(),
    );
  });

  it('sends a written answer to the exam grader with one click, and offers it only for answers in words', async () => {
    const written: QuestionDetail = {
      ...QUESTION,
      parts: [{ ...QUESTION.parts[0], answerType: 'extended', units: null }, QUESTION.parts[1]],
    };
    installFetch((call) =>
      call.url === `/api/questions/${ID}`
        ? { status: 200, body: written }
        : { status: 200, body: { items: [] } },
    );
    function Grader() {
      const location = useLocation();
      return <output>{JSON.stringify({ search: location.search, state: location.state as unknown })}</output>;
    }
    renderRoutes(
      [
        { path: '/exam-question/:id', element: <ExamQuestionPage /> },
        { path: '/exam-grader', element: <Grader /> },
      ],
      { url: `/exam-question/${ID}` },
    );
    const grade = await screen.findByRole('button', { name: 'Grade this answer' });
    expect(screen.getAllByRole('button', { name: 'Grade this answer' })).toHaveLength(1);
    expect(grade).toBeDisabled();
    fireEvent.change(screen.getByRole('textbox', { name: 'Your answer to part (a)' }), {
      target: { value: 'It moves 28 m.' },
    });
    fireEvent.click(grade);
    expect(JSON.parse((await screen.findByRole('status')).textContent ?? '')).toEqual({
      search: `?question=${ID}&part=${PART_A}`,
      state: { answer: 'It moves 28 m.' },
    });
  });
});
