import type { PaperUpload, User } from '@eps/contracts';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { installFetch, type FetchHandler, type RecordedCall } from '@/testing/fake-fetch';
import { GUEST_USER, renderAt, TEST_USER } from '@/testing/render-with-providers';
import { PaperUploadPage } from './PaperUploadPage';

const TEACHER: User = { ...TEST_USER, role: 'teacher' };
const SYLLABUSES = [
  {
    id: 'alevel-physics-aqa',
    board: 'AQA',
    qualification: 'A-level',
    subject: 'Physics',
    title: 'AQA A-level Physics',
    topicCount: 1,
    questionCount: 1,
  },
  {
    id: 'ap-calculus-ab-bc',
    board: 'College Board',
    qualification: 'AP',
    subject: 'Calculus',
    title: 'AP Calculus AB/BC',
    topicCount: 1,
    questionCount: 1,
  },
];
const UPLOAD: PaperUpload = {
  id: '33333333-3333-4333-8333-333333333333',
  syllabusId: 'alevel-physics-aqa',
  board: 'AQA',
  qualification: 'A-level',
  subject: 'Physics',
  year: 2019,
  session: 'May/June',
  paperNumber: 1,
  title: 'A-level Physics Paper 1',
  timeAllowedMinutes: null,
  totalMarks: null,
  notes: null,
  questionPaper: { pages: 24, bytes: 1000, url: '/api/paper-uploads/3/question-paper.pdf' },
  markScheme: { pages: 12, bytes: 1000, url: '/api/paper-uploads/3/mark-scheme.pdf' },
  status: 'changes_requested',
  suggestion: false,
  version: 1,
  uploaderName: 'Ada Lovelace',
  review: {
    decision: 'changes',
    reason: 'The mark scheme is for paper 2.',
    at: '2026-01-02T00:00:00.000Z',
    reviewerName: 'Ann Admin',
  },
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-01-02T00:00:00.000Z',
};

const handler: FetchHandler = (call) => {
  if (call.url === '/api/syllabuses') return { status: 200, body: { syllabuses: SYLLABUSES } };
  if (call.url === '/api/paper-uploads/mine') return { status: 200, body: { items: [UPLOAD] } };
  if (call.method === 'POST' && call.url === '/api/paper-uploads')
    return {
      status: 201,
      body: { ...UPLOAD, id: '44444444-4444-4444-8444-444444444444', status: 'pending', review: null },
    };
  if (call.method === 'PUT') return { status: 200, body: { ...UPLOAD, status: 'pending', version: 2 } };
  return { status: 404, body: { error: 'Not found.', code: 'NOT_FOUND' } };
};

const pdf = (name: string, bytes = 10) =>
  new File([new Uint8Array(bytes)], name, { type: 'application/pdf' });
const fileInputs = (scope: HTMLElement) => [
  ...scope.querySelectorAll<HTMLInputElement>('input[type="file"]'),
];
const posts = (calls: RecordedCall[]) => calls.filter((c) => c.method !== 'GET');
const fields = (body: unknown) =>
  Object.fromEntries(
    [...(body as FormData).entries()].map(([k, v]) => [k, typeof v === 'string' ? v : (v as File).name]),
  );

async function fillForm(form: HTMLElement) {
  const scope = within(form);
  fireEvent.click(scope.getByRole('combobox', { name: 'Syllabus' }));
  fireEvent.click(await screen.findByRole('option', { name: 'AQA A-level Physics' }));
  fireEvent.change(scope.getByRole('textbox', { name: /Year/ }), { target: { value: '2019' } });
  fireEvent.change(scope.getByRole('combobox', { name: 'Session' }), { target: { value: 'May/June' } });
  fireEvent.change(scope.getByRole('textbox', { name: /Paper number/ }), { target: { value: '1' } });
}

describe('PaperUploadPage', () => {
  it('tells a guest to create an account, without asking the API', () => {
    const calls = installFetch(handler);
    renderAt(<PaperUploadPage />, '/upload', { user: GUEST_USER });
    expect(screen.getByText(/Guests cannot upload papers/)).toBeInTheDocument();
    expect(calls).toHaveLength(0);
  });

  it('names what is missing or wrong before sending anything', async () => {
    const calls = installFetch(handler);
    renderAt(<PaperUploadPage />, '/upload', { user: TEACHER });
    const form = screen.getByRole('region', { name: 'The paper' });
    fireEvent.click(within(form).getByRole('button', { name: 'Submit for review' }));
    expect(await screen.findByText('Choose the syllabus.')).toBeInTheDocument();
    expect(screen.getByText('Give the year of the exam.')).toBeInTheDocument();
    expect(screen.getByText('Attach the question paper as a PDF.')).toBeInTheDocument();
    expect(screen.getByText('Attach the mark scheme as a PDF.')).toBeInTheDocument();

    const [qp, ms] = fileInputs(form);
    fireEvent.change(qp, {
      target: { files: [new File(['hello'], 'paper.docx', { type: 'application/msword' })] },
    });
    fireEvent.change(ms, { target: { files: [pdf('ms.pdf', 25 * 1024 * 1024 + 1)] } });
    fireEvent.click(within(form).getByRole('button', { name: 'Submit for review' }));
    expect(await screen.findByText('The question paper must be a PDF file.')).toBeInTheDocument();
    expect(screen.getByText('The mark scheme is larger than 25 MB. Compress it first.')).toBeInTheDocument();
    expect(posts(calls)).toHaveLength(0);
  });

  it('sends the metadata and both PDFs as one multipart form and confirms it', async () => {
    const calls = installFetch(handler);
    renderAt(<PaperUploadPage />, '/upload', { user: TEACHER });
    const form = screen.getByRole('region', { name: 'The paper' });
    await fillForm(form);
    const [qp, ms] = fileInputs(form);
    fireEvent.change(qp, { target: { files: [pdf('qp.pdf')] } });
    fireEvent.change(ms, { target: { files: [pdf('ms.pdf')] } });
    fireEvent.click(within(form).getByRole('button', { name: 'Submit for review' }));
    expect(await screen.findByText(/was sent for review \(version 1\)/)).toBeInTheDocument();
    const [sent] = posts(calls);
    expect(sent.url).toBe('/api/paper-uploads');
    expect(fields(sent.body)).toEqual({
      syllabusId: 'alevel-physics-aqa',
      year: '2019',
      session: 'May/June',
      paperNumber: '1',
      questionPaper: 'qp.pdf',
      markScheme: 'ms.pdf',
    });
  });

  it("shows the reviewer's reason and resubmits with only the files that changed", async () => {
    const calls = installFetch(handler);
    renderAt(<PaperUploadPage />, '/upload', { user: TEACHER });
    const mine = await screen.findByRole('region', { name: 'My uploads' });
    expect(within(mine).getByText('Changes requested')).toBeInTheDocument();
    expect(
      within(mine).getByText('Reviewer (Ann Admin): The mark scheme is for paper 2.'),
    ).toBeInTheDocument();
    fireEvent.click(within(mine).getByRole('button', { name: 'Make the changes and resubmit' }));
    const dialog = await screen.findByRole('dialog', { name: /Resubmit/ });
    expect(within(dialog).getAllByText(/Leave empty to keep the file you sent/)).toHaveLength(2);
    fireEvent.change(fileInputs(dialog)[1], { target: { files: [pdf('ms-paper-1.pdf')] } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Resubmit for review' }));
    await waitFor(() => expect(posts(calls)).toHaveLength(1));
    const [sent] = posts(calls);
    expect(sent).toMatchObject({ method: 'PUT', url: `/api/paper-uploads/${UPLOAD.id}` });
    expect(fields(sent.body)).toMatchObject({ year: '2019', paperNumber: '1', markScheme: 'ms-paper-1.pdf' });
    expect(fields(sent.body)).not.toHaveProperty('questionPaper');
    expect(await screen.findByText(/was sent for review \(version 2\)/)).toBeInTheDocument();
  });
});
