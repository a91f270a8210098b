import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type {
  GradedAnswer,
  GradedPoint,
  GraderHistoryItem,
  GraderMarkResult,
  QuestionDetail,
  QuestionSearchResponse,
} from '@eps/contracts';
import { installFetch, type FakeAnswer, type RecordedCall } from '@/testing/fake-fetch';
import { renderRoutes } from '@/testing/render-with-providers';
import { ExamGraderPage } from './ExamGraderPage';

const QUESTION_ID = '11111111-1111-4111-8111-111111111111';
const PART_ID = '22222222-2222-4222-8222-222222222222';
const RESULT_ID = '33333333-3333-4333-8333-333333333333';

const QUESTION: QuestionDetail = {
  id: QUESTION_ID,
  title: 'Competitive and non-competitive inhibitors',
  stem: 'Inhibitors reduce the rate of enzyme-controlled reactions.',
  commandWord: 'Explain',
  difficulty: 3,
  year: null,
  totalMarks: 2,
  hints: [],
  parts: [
    {
      id: PART_ID,
      label: 'a',
      prompt: 'Explain why more substrate reduces the effect of a competitive inhibitor.',
      commandWord: 'Explain',
      marks: 2,
      answerType: 'extended',
      choices: null,
      units: null,
      hints: [],
      markScheme: [
        { point: 'inhibitor binds to the active site', marks: 1, alternatives: [], reject: [] },
        { point: 'substrate outcompetes the inhibitor', marks: 1, alternatives: [], reject: [] },
      ],
      workedSolution: null,
    },
  ],
  topics: [],
  subjects: ['Biology'],
  source: { kind: 'original', url: null, licence: 'CC BY 4.0', attribution: 'Original question, CC BY 4.0' },
  version: 1,
  updatedAt: '2026-11-01T00:00:00.000Z',
};

const SEARCH: QuestionSearchResponse = {
  items: [
    {
      id: QUESTION_ID,
      title: QUESTION.title,
      snippet: 'Inhibitors reduce the rate of <mark>enzyme</mark>-controlled reactions.',
      subject: 'Biology',
      subjects: ['Biology'],
      topics: [],
      marks: 4,
      difficulty: 3,
      source: QUESTION.source,
    },
  ],
  total: 1,
  page: 1,
  pageSize: 8,
  facets: {
    board: [],
    qualification: [],
    subject: [],
    year: [],
    marks: [],
    commandWord: [],
    difficulty: [],
    type: [],
    source: [],
    topic: [],
  },
  correctedQuery: null,
};

const point = (text: string, verdict: GradedPoint['verdict'], evidence: string[], confidence: number) => ({
  point: text,
  marks: 1,
  awarded: verdict === 'awarded',
  verdict,
  evidence,
  confidence,
  votes: null,
  partLabel: null,
});

const ANSWER = 'The inhibitor binds to the active site so the enzyme stops.';
const RESULT: GraderMarkResult = {
  id: RESULT_ID,
  score: 1,
  maxScore: 2,
  points: [
    point('inhibitor binds to the active site', 'awarded', ['inhibitor binds to the active site'], 0.93),
    point('substrate outcompetes the inhibitor', 'missing', ['the enzyme'], 0.62),
  ],
  feedback: '1 of 2 marks. To earn more, include: "substrate outcompetes the inhibitor".',
  borderline: true,
  flags: [],
  engine: 'offline',
  questionId: QUESTION_ID,
  partId: null,
};

const HISTORY_ITEM: GraderHistoryItem = {
  id: RESULT_ID,
  questionId: null,
  partId: null,
  question: 'How is salt got from salt water?',
  answer: 'Evaporate the water.',
  score: 1,
  maxScore: 1,
  borderline: false,
  engine: 'offline',
  createdAt: '2026-11-24T10:00:00.000Z',
};

/** The API as the page uses it; `mark` answers POST /api/grader/mark. */
function installApi(mark: (call: RecordedCall) => FakeAnswer = () => ({ status: 200, body: RESULT })) {
  return installFetch((call) => {
    if (call.url.startsWith('/api/questions?')) return { status: 200, body: SEARCH };
    if (call.url === `/api/questions/${QUESTION_ID}`) return { status: 200, body: QUESTION };
    if (call.url === '/api/grader/mark') return mark(call);
    if (call.url === '/api/grader/history') return { status: 200, body: { items: [HISTORY_ITEM] } };
    if (call.url === `/api/grader/history/${RESULT_ID}`) {
      const reopened: GradedAnswer = {
        ...RESULT,
        questionId: null,
        score: 1,
        maxScore: 1,
        borderline: false,
        points: [point('the water evaporates', 'awarded', ['Evaporate the water'], 0.95)],
        question: HISTORY_ITEM.question,
        answer: 'Evaporate the water.',
        markScheme: [
          {
            point: 'the water evaporates',
            marks: 1,
            alternatives: ['boils off'],
            reject: [],
            partLabel: null,
          },
        ],
        createdAt: HISTORY_ITEM.createdAt,
      };
      return { status: 200, body: reopened };
    }
    if (call.url === '/api/image-to-text')
      return { status: 200, body: { success: true, result: 'Heat it.' } };
    return { status: 404, body: { error: 'Not found', code: 'NOT_FOUND' } };
  });
}

function renderGrader(url = '/exam-grader', state?: unknown) {
  const utils = renderRoutes([{ path: '/exam-grader', element: <ExamGraderPage /> }], { url: '/start' });
  // The page mounts on arrival, as it does when another page links here with state.
  act(() => void utils.router.navigate(url, { state }));
  return utils;
}

const markCalls = (calls: RecordedCall[]) => calls.filter((c) => c.url === '/api/grader/mark');
const answerBox = () => screen.getByRole('textbox', { name: /Your answer/ });

describe('ExamGraderPage', () => {
  it('marks a typed answer against a bank question and shows points, evidence and what is missing', async () => {
    const calls = installApi();
    renderGrader();
    fireEvent.change(await screen.findByRole('searchbox', { name: 'Search the question bank' }), {
      target: { value: 'enzyme' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Search' }));
    const results = await screen.findByRole('list', { name: 'Bank questions' });
    expect(within(results).getByText('enzyme').tagName).toBe('MARK');
    fireEvent.click(within(results).getByText(QUESTION.title));
    expect(await screen.findByRole('heading', { name: QUESTION.title })).toBeInTheDocument();

    fireEvent.change(answerBox(), { target: { value: ANSWER } });
    fireEvent.click(screen.getByRole('button', { name: 'Mark' }));

    expect(await screen.findByRole('heading', { name: '1 / 2 marks' })).toBeInTheDocument();
    expect(markCalls(calls)[0].body).toEqual({ questionId: QUESTION_ID, answer: ANSWER });
    expect(screen.getByText('Borderline — ask your teacher')).toBeInTheDocument();
    const points = within(screen.getByRole('list', { name: 'Marking points' })).getAllByRole('listitem');
    expect(points[0]).toHaveTextContent('Awarded');
    expect(points[0]).toHaveTextContent('Very sure (93%)');
    expect(points[1]).toHaveTextContent('Missing');
    expect(points[1]).toHaveTextContent('Nearest in your answer: the enzyme');
    expect(
      within(points[1]).getByRole('progressbar', { name: 'Confidence: Unsure, 62%' }),
    ).toBeInTheDocument();
    const marked = screen.getByRole('region', { name: 'Your answer as marked' });
    expect(within(marked).getByText('inhibitor binds to the active site').tagName).toBe('MARK');
    const adds = screen.getByRole('region', { name: 'What a full-mark answer adds' });
    expect(adds).toHaveTextContent('substrate outcompetes the inhibitor');
    expect(screen.getByRole('button', { name: 'Mark again' })).toBeInTheDocument();
  });

  it('marks against my own scheme with Ctrl+Enter, and says what is missing before calling', async () => {
    const calls = installApi();
    renderGrader();
    fireEvent.click(await screen.findByRole('tab', { name: 'My own question' }));
    fireEvent.change(answerBox(), { target: { value: 'Evaporate the water.' } });
    fireEvent.keyDown(answerBox(), { key: 'Enter', ctrlKey: true });
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Write at least one marking point, or switch to a reference answer.',
    );
    expect(markCalls(calls)).toHaveLength(0);

    fireEvent.change(screen.getByRole('textbox', { name: 'Marking point 1' }), {
      target: { value: 'the water evaporates' },
    });
    fireEvent.change(screen.getByRole('textbox', { name: 'Also accept for point 1' }), {
      target: { value: 'boils off; vaporises' },
    });
    fireEvent.keyDown(answerBox(), { key: 'Enter', ctrlKey: true });
    await waitFor(() => expect(markCalls(calls)).toHaveLength(1));
    expect(markCalls(calls)[0].body).toEqual({
      markScheme: [
        { point: 'the water evaporates', marks: 1, alternatives: ['boils off', 'vaporises'], reject: [] },
      ],
      answer: 'Evaporate the water.',
    });
  });

  it('marks at once the answer handed over from the exam question page, then offers to mark an edit again', async () => {
    const calls = installApi();
    const { router } = renderGrader(`/exam-grader?question=${QUESTION_ID}&part=${PART_ID}`, {
      answer: ANSWER,
    });
    expect(await screen.findByRole('heading', { name: '1 / 2 marks' })).toBeInTheDocument();
    expect(markCalls(calls)[0].body).toEqual({ questionId: QUESTION_ID, partId: PART_ID, answer: ANSWER });
    expect(router.state.location.state).toBeNull();
    expect(answerBox()).toHaveValue(ANSWER);

    fireEvent.change(answerBox(), { target: { value: `${ANSWER} More substrate outcompetes it.` } });
    const notice = screen.getByRole('status', { name: '' });
    expect(notice).toHaveTextContent('You have changed your answer since it was marked.');
    fireEvent.click(within(notice).getByRole('button', { name: 'Mark again' }));
    await waitFor(() => expect(markCalls(calls)).toHaveLength(2));
    expect(markCalls(calls)[1].body).toMatchObject({ answer: `${ANSWER} More substrate outcompetes it.` });
  });

  it('reopens a graded answer from the history with its own scheme, answer and marks', async () => {
    installApi();
    renderGrader();
    const history = await screen.findByRole('list', { name: 'Graded answers' });
    fireEvent.click(within(history).getByText(HISTORY_ITEM.question));
    expect(await screen.findByRole('heading', { name: '1 / 1 mark' })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'My own question', selected: true })).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Marking point 1' })).toHaveValue('the water evaporates');
    expect(screen.getByRole('textbox', { name: 'Also accept for point 1' })).toHaveValue('boils off');
    expect(answerBox()).toHaveValue('Evaporate the water.');
  });

  it('fills the answer from a photo, keeping what was typed', async () => {
    const calls = installApi();
    renderGrader();
    fireEvent.change(await screen.findByRole('textbox', { name: /Your answer/ }), {
      target: { value: 'First.' },
    });
    const input = document.querySelector('input[type="file"]') as HTMLInputElement;
    fireEvent.change(input, { target: { files: [new File(['png'], 'answer.png', { type: 'image/png' })] } });
    await waitFor(() => expect(answerBox()).toHaveValue('First.\nHeat it.'));
    expect(calls.some((c) => c.url === '/api/image-to-text')).toBe(true);
  });

  it("shows the server's reason when marking fails", async () => {
    installApi(() => ({
      status: 422,
      body: { error: 'This question has no mark scheme.', code: 'GRADER_NO_MARK_SCHEME' },
    }));
    renderGrader(`/exam-grader?question=${QUESTION_ID}`);
    await screen.findByRole('heading', { name: QUESTION.title });
    fireEvent.change(answerBox(), { target: { value: 'Some answer.' } });
    fireEvent.click(screen.getByRole('button', { name: 'Mark' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Could not mark the answer: This question has no mark scheme.',
    );
  });
});
