import type { PaperUpload, QuestionReport, User } from '@eps/contracts';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { installFetch, type FetchHandler } from '@/testing/fake-fetch';
import { renderRoutes, TEST_USER } from '@/testing/render-with-providers';
import { PendingPaperPage } from './PendingPaperPage';
import { PendingQuestionsPage } from './PendingQuestionsPage';

const ADMIN: User = { ...TEST_USER, role: 'admin' };
const ID = '55555555-5555-4555-8555-555555555555';
const REPORT_ID = '66666666-6666-4666-8666-666666666666';
const paper: PaperUpload = {
  id: ID,
  syllabusId: 'alevel-physics-aqa',
  board: 'AQA',
  qualification: 'A-level',
  subject: 'Physics',
  year: 2019,
  session: 'May/June',
  paperNumber: 2,
  title: 'Fields and their consequences',
  timeAllowedMinutes: 120,
  totalMarks: 85,
  notes: 'From the board’s public archive.',
  questionPaper: { pages: 24, bytes: 2_097_152, url: `/api/paper-uploads/${ID}/question-paper.pdf` },
  markScheme: { pages: 12, bytes: 524_288, url: `/api/paper-uploads/${ID}/mark-scheme.pdf` },
  status: 'pending',
  suggestion: true,
  version: 2,
  uploaderName: 'Sam Student',
  review: null,
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-01-03T00:00:00.000Z',
};
const report: QuestionReport = {
  id: REPORT_ID,
  questionId: '77777777-7777-4777-8777-777777777777',
  questionTitle: 'Cart accelerating on a track',
  reason: 'wrong-answer',
  details: 'Part (a) should be 26 m.',
  reporterName: 'Guest',
  status: 'open',
  createdAt: '2026-01-04T00:00:00.000Z',
  resolvedAt: null,
  resolverName: null,
  resolutionNote: null,
};

const handler: FetchHandler = (call) => {
  if (call.url === '/api/paper-uploads/pending') return { status: 200, body: { items: [paper] } };
  if (call.url === `/api/paper-uploads/${ID}/review` && call.method === 'GET')
    return {
      status: 200,
      body: {
        upload: paper,
        previousVersion: 1,
        changes: [
          {
            field: 'Mark scheme',
            before: '12 pages, 0.5 MB (sha256 aaa)',
            after: '12 pages, 0.5 MB (sha256 bbb)',
          },
        ],
      },
    };
  if (call.url === `/api/paper-uploads/${ID}/review`)
    return { status: 200, body: { ...paper, status: 'approved' } };
  if (call.url.endsWith('.pdf'))
    return { status: 200, text: '%PDF-1.5 fake', contentType: 'application/pdf' };
  if (call.url === '/api/questions/reports') return { status: 200, body: { items: [report] } };
  if (call.url === `/api/questions/reports/${REPORT_ID}/resolve`)
    return { status: 200, body: { ...report, status: 'dismissed' } };
  return { status: 404, body: { error: 'Not found.', code: 'NOT_FOUND' } };
};

function renderReview(url: string) {
  const calls = installFetch(handler);
  renderRoutes(
    [
      { path: '/pending-questions', element: <PendingQuestionsPage /> },
      { path: '/pending-questions/papers/:id', element: <PendingPaperPage /> },
    ],
    { url, user: ADMIN },
  );
  return calls;
}

describe('papers and reports in the review queue', () => {
  it('lists uploaded papers in their tab, each linking to its review page', async () => {
    const calls = renderReview('/pending-questions?tab=papers');
    expect(await screen.findByRole('link', { name: 'Fields and their consequences' })).toHaveAttribute(
      'href',
      `/pending-questions/papers/${ID}`,
    );
    expect(screen.getByText('Student suggestion')).toBeInTheDocument();
    // Only the open tab asks the API.
    expect(calls.map((c) => c.url)).toEqual(['/api/paper-uploads/pending']);
  });

  it('shows the paper, its diff and both PDFs, and approves it', async () => {
    const calls = renderReview(`/pending-questions/papers/${ID}`);
    const table = await screen.findByRole('table', { name: 'Changes since version 1' });
    expect(table).toHaveTextContent('sha256 bbb');
    expect(screen.getByText('Notes: From the board’s public archive.')).toBeInTheDocument();
    expect(screen.getByText('24 pages · 2.0 MB')).toBeInTheDocument();
    await waitFor(() =>
      expect(calls.map((c) => c.url)).toEqual(
        expect.arrayContaining([paper.questionPaper.url, paper.markScheme.url]),
      ),
    );
    fireEvent.click(screen.getByRole('button', { name: 'Approve' }));
    expect(await screen.findByText('Approved: the paper is now in Past Papers.')).toBeInTheDocument();
    expect(calls.find((c) => c.method === 'POST')).toMatchObject({
      url: `/api/paper-uploads/${ID}/review`,
      body: { decision: 'approve' },
    });
  });

  it('lists open reports and resolves one as dismissed with a note', async () => {
    const calls = renderReview('/pending-questions?tab=reports');
    const list = await screen.findByRole('list', { name: 'Open problem reports' });
    expect(within(list).getByRole('link', { name: 'Cart accelerating on a track' })).toHaveAttribute(
      'href',
      `/exam-question/${report.questionId}`,
    );
    expect(within(list).getByText('Part (a) should be 26 m.')).toBeInTheDocument();
    expect(within(list).getByText(/Reported by Guest/)).toBeInTheDocument();
    fireEvent.click(
      within(list).getByRole('button', { name: 'Resolve the report on Cart accelerating on a track' }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Resolve the report' });
    fireEvent.click(within(dialog).getByRole('radio', { name: /Dismissed/ }));
    fireEvent.change(within(dialog).getByRole('textbox', { name: /Note/ }), {
      target: { value: 'The answer is right.' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(calls.find((c) => c.method === 'POST')).toMatchObject({
        url: `/api/questions/reports/${REPORT_ID}/resolve`,
        body: { outcome: 'dismissed', note: 'The answer is right.' },
      }),
    );
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });
});
