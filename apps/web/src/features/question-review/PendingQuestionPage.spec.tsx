import type { User } from '@eps/contracts';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { installFetch, type FetchHandler } from '@/testing/fake-fetch';
import { renderRoutes, TEST_USER } from '@/testing/render-with-providers';
import { PendingQuestionPage } from './PendingQuestionPage';
import { PendingQuestionsPage } from './PendingQuestionsPage';

const ADMIN: User = { ...TEST_USER, role: 'admin' };
const ID = '22222222-2222-4222-8222-222222222222';
const question = {
  id: ID,
  title: 'Spring constant',
  status: 'pending',
  revisionStatus: null,
  suggestion: true,
  version: 2,
  authorName: 'Sam Student',
  review: null,
  updatedAt: '2026-01-01T00:00:00.000Z',
};
const item = {
  question,
  content: {
    title: 'Spring constant',
    stem: 'A spring.',
    commandWord: null,
    difficulty: null,
    topicIds: [],
    hints: [],
    parts: [],
  },
  topics: [],
  previousVersion: 1,
  changes: [{ field: 'Title', before: 'Spring', after: 'Spring constant' }],
};

function renderReview(url: string, handler: FetchHandler, user = ADMIN) {
  const calls = installFetch(handler);
  renderRoutes(
    [
      { path: '/pending-questions', element: <PendingQuestionsPage /> },
      { path: '/pending-questions/:id', element: <PendingQuestionPage /> },
    ],
    { url, user },
  );
  return calls;
}

const reviewHandler: FetchHandler = (call) => {
  if (call.url === `/api/questions/${ID}/review` && call.method === 'GET') return { status: 200, body: item };
  if (call.url === `/api/questions/${ID}/review`)
    return { status: 200, body: { ...question, status: 'approved' } };
  if (call.url === '/api/questions/pending') return { status: 200, body: { items: [question] } };
  return { status: 404, body: { error: 'Not found.', code: 'NOT_FOUND' } };
};

describe('the review pages', () => {
  it('tells a non-admin that only admins review, without asking the API', () => {
    const calls = renderReview('/pending-questions', reviewHandler, TEST_USER);
    expect(screen.getByText(/Only admins review questions/)).toBeInTheDocument();
    expect(calls).toHaveLength(0);
  });

  it('lists the queue with links to each item', async () => {
    renderReview('/pending-questions', reviewHandler);
    expect(await screen.findByRole('link', { name: 'Spring constant' })).toHaveAttribute(
      'href',
      `/pending-questions/${ID}`,
    );
    expect(screen.getByText('Student suggestion')).toBeInTheDocument();
  });

  it('shows the diff and needs a reason before rejecting', async () => {
    const calls = renderReview(`/pending-questions/${ID}`, reviewHandler);
    const table = await screen.findByRole('table', { name: 'Changes since version 1' });
    expect(table).toHaveTextContent('Spring constant');
    fireEvent.click(screen.getByRole('button', { name: 'Reject' }));
    expect(await screen.findByText('Give a reason when you reject or ask for changes.')).toBeInTheDocument();
    expect(calls.filter((c) => c.method === 'POST')).toHaveLength(0);

    fireEvent.change(screen.getByLabelText(/Reason for the author/), { target: { value: 'Duplicate.' } });
    fireEvent.click(screen.getByRole('button', { name: 'Reject' }));
    await waitFor(() =>
      expect(calls.find((c) => c.method === 'POST')?.body).toEqual({
        decision: 'reject',
        reason: 'Duplicate.',
      }),
    );
    expect(await screen.findByText(/Rejected: the author sees your reason/)).toBeInTheDocument();
  });
});
