import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { JOB_ID_HEADER, type FeedbackBatch, type User } from '@eps/contracts';
import { installEventSource } from '@/testing/fake-event-source';
import { installFetch, type FetchHandler } from '@/testing/fake-fetch';
import { renderAt, TEST_USER } from '@/testing/render-with-providers';
import { StudentFeedbackGeneratorPage } from './StudentFeedbackGeneratorPage';

const TEACHER: User = { ...TEST_USER, role: 'teacher' };
const BATCH_ID = '33333333-3333-4333-8333-333333333333';
const ANA_ID = '44444444-4444-4444-8444-444444444444';

const point = (text: string, marks: number, awarded: boolean, evidence: string[] = []) => ({
  point: text,
  marks,
  awarded,
  verdict: awarded ? ('awarded' as const) : ('missing' as const),
  evidence,
  confidence: 0.9,
  votes: null,
  partLabel: null,
});

const batch: FeedbackBatch = {
  id: BATCH_ID,
  title: 'Photosynthesis',
  question: 'Describe photosynthesis.',
  questionId: null,
  partId: null,
  scheme: [
    { point: 'Light is absorbed by chlorophyll', marks: 2, partLabel: null },
    { point: 'Oxygen is released', marks: 1, partLabel: null },
  ],
  engine: 'offline',
  createdAt: '2026-11-24T10:00:00.000Z',
  students: [
    {
      id: ANA_ID,
      position: 1,
      name: 'Ana Lima',
      answer: 'Chlorophyll absorbs light.',
      points: [
        point('Light is absorbed by chlorophyll', 2, true, ['Chlorophyll absorbs light']),
        point('Oxygen is released', 1, false),
      ],
      score: 2,
      maxScore: 3,
      comment: 'Good work, Ana: 2 out of 3.',
      borderline: true,
      flags: [],
      edited: false,
    },
  ],
  summary: {
    students: 1,
    meanScore: 2,
    maxScore: 3,
    missedPoints: [
      { index: 1, point: 'Oxygen is released', marks: 1, missedBy: 1 },
      { index: 0, point: 'Light is absorbed by chlorophyll', marks: 2, missedBy: 0 },
    ],
    distribution: [0, 1, 2, 3].map((score) => ({ score, students: score === 2 ? 1 : 0 })),
  },
};

function renderPage(handler: FetchHandler, user: User = TEACHER) {
  installEventSource();
  const headers: (string | null)[] = [];
  const calls = installFetch((call, h) => {
    headers.push(h.get(JOB_ID_HEADER));
    return handler(call, h);
  });
  renderAt(<StudentFeedbackGeneratorPage />, '/student-feedback-generator', { user });
  return { calls, headers };
}

const teacherApi: FetchHandler = (call) => {
  if (call.url === '/api/feedback/batches' && call.method === 'GET')
    return { status: 200, body: { items: [] } };
  if (call.url === '/api/feedback/batches') return { status: 201, body: batch };
  if (call.url === `/api/feedback/batches/${BATCH_ID}/students/${ANA_ID}`)
    return { status: 200, body: { ...batch.students[0], edited: true } };
  if (call.url === `/api/feedback/batches/${BATCH_ID}`) return { status: 200, body: batch };
  return { status: 404, body: { error: 'Not found.', code: 'NOT_FOUND' } };
};

function writeRubricAndPaste(csv: string) {
  fireEvent.change(screen.getByLabelText('Marking point 1'), {
    target: { value: 'Light is absorbed by chlorophyll' },
  });
  fireEvent.change(screen.getByLabelText('Class answers (CSV)'), { target: { value: csv } });
  fireEvent.click(screen.getByRole('button', { name: 'Mark and write feedback' }));
}

describe('StudentFeedbackGeneratorPage', () => {
  it('tells a student it is for teachers, without asking the API', () => {
    const { calls } = renderPage(teacherApi, TEST_USER);
    expect(screen.getByRole('heading', { level: 1, name: 'Feedback Generator' })).toBeInTheDocument();
    expect(screen.getByText(/Only teachers can use the feedback generator/)).toBeInTheDocument();
    expect(calls).toHaveLength(0);
  });

  it('marks a pasted class against a rubric, then shows the summary and saves an edited student', async () => {
    const { calls, headers } = renderPage(teacherApi);
    expect(screen.getByText('Write at least one marking point.')).toBeInTheDocument();
    writeRubricAndPaste('name,answer\nAna Lima,Chlorophyll absorbs light.');

    expect(await screen.findByRole('heading', { name: 'Photosynthesis' })).toBeInTheDocument();
    const post = calls.find((c) => c.method === 'POST')!;
    expect(post.body).toEqual({
      question: '',
      rubric: [{ point: 'Light is absorbed by chlorophyll', marks: 1, alternatives: [], reject: [] }],
      csv: 'name,answer\nAna Lima,Chlorophyll absorbs light.',
    });
    expect(headers[calls.indexOf(post)]).toMatch(/^[0-9a-f-]{36}$/);
    expect(screen.getByRole('heading', { name: 'Most missed marking points' })).toBeInTheDocument();
    expect(screen.getByLabelText('1 of 1 students missed: Oxygen is released')).toBeInTheDocument();

    fireEvent.click(screen.getByRole('button', { name: /Ana Lima/ }));
    const marks = await screen.findByRole('group', { name: 'Marks for Ana Lima' });
    expect(within(marks).getByText('Earned by: “Chlorophyll absorbs light”')).toBeInTheDocument();
    fireEvent.click(within(marks).getByRole('checkbox', { name: 'Oxygen is released (1 mark)' }));
    fireEvent.change(screen.getByLabelText('Comment for Ana Lima'), {
      target: { value: 'Full marks, Ana.' },
    });
    expect(screen.getByText('Unsaved: 3 of 3')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(calls.some((c) => c.method === 'PATCH')).toBe(true));
    expect(calls.find((c) => c.method === 'PATCH')!.body).toEqual({
      comment: 'Full marks, Ana.',
      awarded: [true, true],
    });

    fireEvent.click(screen.getByRole('button', { name: 'New batch' }));
    expect(screen.getByRole('button', { name: 'Mark and write feedback' })).toBeInTheDocument();
  });

  it('lists every refused row of the class list', async () => {
    renderPage((call) =>
      call.method === 'POST'
        ? {
            status: 400,
            body: {
              error: '2 rows need fixing before the class can be marked.',
              code: 'FEEDBACK_CSV_ROWS',
              details: [
                { path: 'csv.line3', message: 'Line 3: the name is empty.' },
                { path: 'csv.line4', message: "Line 4: Cara's answer is empty." },
              ],
            },
          }
        : teacherApi(call, { get: () => null }),
    );
    writeRubricAndPaste('name,answer\nAna,x\n,y\nCara,\n');
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('2 rows need fixing');
    expect(alert).toHaveTextContent('Line 3: the name is empty.');
    expect(alert).toHaveTextContent("Line 4: Cara's answer is empty.");
  });

  it('takes several .txt files, one per student, named by the file', async () => {
    const { calls } = renderPage(teacherApi);
    fireEvent.change(screen.getByLabelText('Marking point 1'), { target: { value: 'Oxygen is released' } });
    fireEvent.click(screen.getByRole('radio', { name: 'Upload files' }));
    const input = document.querySelector('input[type="file"]')!;
    const files = [
      new File(['Oxygen is released.'], 'ana_lima.txt', { type: 'text/plain' }),
      new File(['It makes sugar.'], 'ben-okafor.txt', { type: 'text/plain' }),
    ];
    fireEvent.change(input, { target: { files } });
    expect(await screen.findByText('Loaded 2 answer files')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Mark and write feedback' }));
    await screen.findByRole('heading', { name: 'Photosynthesis' });
    expect(calls.find((c) => c.method === 'POST')!.body).toMatchObject({
      students: [
        { name: 'ana lima', answer: 'Oxygen is released.' },
        { name: 'ben okafor', answer: 'It makes sugar.' },
      ],
    });
  });

  it('refuses a file that is neither CSV nor text', async () => {
    renderPage(teacherApi);
    fireEvent.click(screen.getByRole('radio', { name: 'Upload files' }));
    fireEvent.change(document.querySelector('input[type="file"]')!, {
      target: { files: [new File(['%PDF'], 'class.pdf', { type: 'application/pdf' })] },
    });
    expect(await screen.findByRole('alert')).toHaveTextContent('class.pdf is not a CSV or .txt file.');
  });
});
