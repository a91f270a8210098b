import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { StatsResponse } from '@eps/contracts';
import { downloadBlob } from '@/lib/download';
import { installFetch, type FetchHandler } from '@/testing/fake-fetch';
import { renderAt } from '@/testing/render-with-providers';
import { UserStatsPage } from './UserStatsPage';
import { formatDuration } from './stats-format';

jest.mock('@/lib/download', () => ({ downloadBlob: jest.fn() }));

// jsdom lays nothing out, so recharts warns that each chart is 0 px wide; only that warning is dropped.
const warn = console.warn.bind(console);
beforeAll(() =>
  jest.spyOn(console, 'warn').mockImplementation((...args: unknown[]) => {
    if (!String(args[0]).includes('of chart should be greater than 0')) warn(...args);
  }),
);
afterAll(() => jest.restoreAllMocks());

const forecast = Array.from({ length: 14 }, (_, i) => ({
  date: `2026-05-${String(i + 1).padStart(2, '0')}`,
  due: i === 2 ? 3 : 0,
}));

const EMPTY: StatsResponse = {
  timeZone: 'Europe/London',
  today: '2026-05-01',
  tools: [],
  scores: [],
  mastery: [],
  streak: { current: 0, longest: 0, activeDays: 0, lastActiveDate: null },
  forecast: forecast.map((d) => ({ ...d, due: 0 })),
};

const FILLED: StatsResponse = {
  ...EMPTY,
  tools: [
    { tool: 'exam-grader', uses: 4, visits: 2, seconds: 750 },
    { tool: 'quiz-generator', uses: 1, visits: 0, seconds: 0 },
  ],
  scores: [{ date: '2026-05-01', quiz: 50, grader: 100, questions: null, attempts: 3 }],
  mastery: [
    {
      topicId: '00000000-0000-4000-8000-00000000000a',
      syllabusId: 'ap-physics-1',
      code: '1.2',
      name: 'Kinematics',
      mastery: 0.42,
      partsPractised: 1,
      attempts: 2,
      correct: 1,
      lastPractised: '2026-05-01T10:00:00.000Z',
    },
  ],
  streak: { current: 2, longest: 5, activeDays: 9, lastActiveDate: '2026-05-01' },
  forecast,
};

function renderStats(handler: FetchHandler) {
  const calls = installFetch(handler);
  renderAt(<UserStatsPage />, '/user-stat');
  return calls;
}

describe('UserStatsPage', () => {
  it('sends the browser’s time zone and says there is nothing yet, without export or delete', async () => {
    const calls = renderStats(() => ({ status: 200, body: EMPTY }));
    expect(await screen.findByText('Nothing here yet')).toBeInTheDocument();
    expect(calls[0].url).toMatch(/^\/api\/stats\/me\?tz=/);
    expect(screen.queryByRole('button', { name: 'Export CSV' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Delete my history' })).not.toBeInTheDocument();
  });

  it('shows streaks and every chart’s data as a table, visible on "Show as table"', async () => {
    renderStats(() => ({ status: 200, body: FILLED }));
    expect(await screen.findByText('2 days')).toBeInTheDocument();
    expect(screen.getByText('5 days')).toBeInTheDocument();
    expect(screen.getByText(/Days are counted in Europe\/London/)).toBeInTheDocument();

    const tools = screen.getByRole('region', { name: 'Time and use per tool' });
    const toolTable = within(tools).getByRole('table', { name: 'Uses, visits and time per tool' });
    expect(within(toolTable).getByRole('rowheader', { name: 'Exam Grader' })).toBeInTheDocument();
    expect(within(toolTable).getByText('13 min')).toBeInTheDocument();
    fireEvent.click(within(tools).getByRole('switch', { name: 'Show as table' }));
    expect(within(tools).getByRole('table')).toBeVisible();

    const scores = screen.getByRole('region', { name: 'Scores over time' });
    const scoreRow = within(scores).getByRole('row', { name: /2026-05-01/ });
    expect(
      within(scoreRow)
        .getAllByRole('cell')
        .map((c) => c.textContent),
    ).toEqual(['50%', '100%', '–', '3']);

    const mastery = screen.getByRole('region', { name: 'Mastery per topic, weakest first' });
    expect(within(mastery).getByRole('row', { name: /1\.2 Kinematics 42%/ })).toBeInTheDocument();

    const reviews = screen.getByRole('region', { name: 'Reviews due in the next 14 days' });
    expect(within(reviews).getAllByRole('row')).toHaveLength(15);
    expect(within(reviews).getByRole('row', { name: '2026-05-03 3' })).toBeInTheDocument();
  });

  it('downloads the CSV the server made', async () => {
    const csv = 'occurred_at,type\r\n';
    renderStats(({ url }) =>
      url.endsWith('export.csv')
        ? { status: 200, text: csv, contentType: 'text/csv' }
        : { status: 200, body: FILLED },
    );
    fireEvent.click(await screen.findByRole('button', { name: 'Export CSV' }));
    await waitFor(() => expect(downloadBlob).toHaveBeenCalledTimes(1));
    const [blob, name] = (downloadBlob as jest.Mock).mock.calls[0] as [Blob, string];
    expect(name).toBe('exam-prep-statistics-2026-05-01.csv');
    expect([blob.type, blob.size]).toEqual(['text/csv', csv.length]);
  });

  it('deletes the history only after the confirmation names what goes, then shows the empty page', async () => {
    let deleted = false;
    const calls = renderStats(({ method }) => {
      if (method === 'DELETE') {
        deleted = true;
        return {
          status: 200,
          body: { toolEvents: 5, questionAttempts: 0, quizAnswers: 1, gradedAnswers: 4, reviewCards: 1 },
        };
      }
      return { status: 200, body: deleted ? EMPTY : FILLED };
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Delete my history' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete my history' });
    expect(within(dialog).getByText(/your exam grader marks/)).toBeInTheDocument();
    expect(
      within(dialog).getByText(/drive files, essays, feedback batches and review settings stay/),
    ).toBeInTheDocument();
    expect(calls.some((c) => c.method === 'DELETE')).toBe(false);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Delete my history' }));
    expect(await screen.findByText('Your history was deleted.')).toBeInTheDocument();
    expect(await screen.findByText('Nothing here yet')).toBeInTheDocument();
    expect(calls.filter((c) => c.method === 'DELETE')).toEqual([
      { method: 'DELETE', url: '/api/stats/me', body: undefined },
    ]);
  });

  it('shows the server’s message when the statistics cannot be loaded', async () => {
    renderStats(() => ({
      status: 400,
      body: { error: 'tz must be an IANA time zone such as Europe/London.', code: 'VALIDATION' },
    }));
    expect(await screen.findByRole('alert')).toHaveTextContent('tz must be an IANA time zone');
  });
});

describe('formatDuration', () => {
  it('reads seconds, then minutes, then hours and minutes', () => {
    expect([formatDuration(45), formatDuration(750), formatDuration(3600), formatDuration(7530)]).toEqual([
      '45 s',
      '13 min',
      '1 h',
      '2 h 6 min',
    ]);
  });
});
