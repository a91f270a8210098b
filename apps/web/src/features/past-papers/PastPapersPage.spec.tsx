import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { PastPaper } from '@eps/contracts';
import { installFetch } from '@/testing/fake-fetch';
import { renderAt } from '@/testing/render-with-providers';
import { PastPapersPage } from './PastPapersPage';

const paper = (
  id: string,
  board: string,
  qualification: string,
  subject: string,
  year: number,
): PastPaper => ({
  id,
  source: 'practice',
  board: board as PastPaper['board'],
  qualification: qualification as PastPaper['qualification'],
  subject,
  year,
  session: `Practice set 1 (${year})`,
  paperNumber: 1,
  title: `${qualification} ${subject} practice paper 1`,
  timeAllowedMinutes: 80,
  totalMarks: 5,
  questions: [
    { id: `${id}-q1`, number: 1, title: 'Specific charge of a nucleus', marks: 3 },
    { id: `${id}-q2`, number: 2, title: 'Photon wavelength', marks: 2 },
  ],
  questionPaperUrl: `/api/past-papers/${id}/question-paper.pdf`,
  markSchemeUrl: `/api/past-papers/${id}/mark-scheme.pdf`,
});

const PAPERS = [
  paper('phys-1', 'AQA', 'A-level', 'Physics', 2026),
  paper('chem-1', 'AQA', 'A-level', 'Chemistry', 2026),
  paper('ap-1', 'College Board', 'AP', 'Physics', 2025),
];

/** An approved upload: a UUID id, no questions in the bank, and marks and time only if its uploader gave them. */
const UPLOADED: PastPaper = {
  ...paper('8c1d7c1e-3f0a-4c4e-9a57-6b2a2d0f9e11', 'AQA', 'A-level', 'Physics', 2019),
  source: 'uploaded',
  session: 'May/June 2019',
  title: 'Mechanics and materials',
  timeAllowedMinutes: null,
  totalMarks: 85,
  questions: [],
};

function renderPage(url = '/past-papers', pdfStatus = 200, papers = PAPERS) {
  const calls = installFetch((call) => {
    if (call.url === '/api/past-papers') return { status: 200, body: { papers } };
    if (pdfStatus !== 200)
      return {
        status: pdfStatus,
        body: {
          error: 'The question paper is still being typeset. Try again in 10 s.',
          code: 'PAST_PAPER_BUILDING',
        },
      };
    return { status: 200, text: '%PDF-1.5 fake', contentType: 'application/pdf' };
  });
  renderAt(<PastPapersPage />, '/past-papers', { url });
  return calls;
}

const chooseOption = async (label: string, option: string) => {
  fireEvent.click(screen.getByRole('combobox', { name: label }));
  fireEvent.click(await screen.findByRole('option', { name: option }));
};

describe('PastPapersPage', () => {
  it('lists every paper, then narrows them by board and subject', async () => {
    renderPage();
    expect(await screen.findByText('3 papers')).toBeInTheDocument();
    await chooseOption('Board', 'AQA');
    expect(screen.getByText('2 papers')).toBeInTheDocument();
    await chooseOption('Subject', 'A-level Chemistry');
    expect(screen.getByText('1 paper')).toBeInTheDocument();
    expect(
      screen.getByRole('button', { name: 'Open A-level Chemistry practice paper 1' }),
    ).toBeInTheDocument();
    expect(
      screen.queryByRole('button', { name: 'Open A-level Physics practice paper 1' }),
    ).not.toBeInTheDocument();
  });

  it('opens a paper: both PDFs are fetched, each with a download, and its questions link to /exam-question/:id', async () => {
    const calls = renderPage();
    fireEvent.click(await screen.findByRole('button', { name: 'Open A-level Physics practice paper 1' }));
    expect(screen.getByRole('heading', { name: 'Question paper' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Mark scheme' })).toBeInTheDocument();
    await waitFor(() =>
      expect(calls.map((c) => c.url)).toEqual(
        expect.arrayContaining([
          '/api/past-papers/phys-1/question-paper.pdf',
          '/api/past-papers/phys-1/mark-scheme.pdf',
        ]),
      ),
    );
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Download the question paper' })).toBeEnabled(),
    );
    expect(screen.getByRole('button', { name: 'Download the mark scheme' })).toBeEnabled();
    const questions = within(screen.getByRole('region', { name: 'Questions in this paper' }));
    expect(questions.getByRole('link', { name: 'Specific charge of a nucleus' })).toHaveAttribute(
      'href',
      '/exam-question/phys-1-q1',
    );
    expect(questions.getByRole('link', { name: 'Photon wavelength' })).toHaveAttribute(
      'href',
      '/exam-question/phys-1-q2',
    );
    fireEvent.click(screen.getByRole('button', { name: 'All papers' }));
    expect(await screen.findByText('3 papers')).toBeInTheDocument();
  });

  it("opens the paper named in the address and shows the server's message while a PDF is still being typeset", async () => {
    renderPage('/past-papers?paper=ap-1', 503);
    expect(await screen.findByRole('heading', { name: 'AP Physics practice paper 1' })).toBeInTheDocument();
    const alerts = await screen.findAllByRole('alert');
    expect(alerts[0]).toHaveTextContent('The question paper is still being typeset. Try again in 10 s.');
    expect(screen.getByRole('button', { name: 'Download the question paper' })).toBeDisabled();
  });

  it('lists an uploaded paper beside the practice ones and opens its stored PDFs, without a question list', async () => {
    const calls = renderPage('/past-papers', 200, [...PAPERS, UPLOADED]);
    expect(await screen.findByText('85 marks · Uploaded paper')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Open Mechanics and materials' }));
    expect(
      await screen.findByText('AQA · A-level Physics · May/June 2019 · Paper 1 · 85 marks · Uploaded paper'),
    ).toBeInTheDocument();
    await waitFor(() =>
      expect(calls.map((c) => c.url)).toEqual(
        expect.arrayContaining([
          `/api/past-papers/${UPLOADED.id}/question-paper.pdf`,
          `/api/past-papers/${UPLOADED.id}/mark-scheme.pdf`,
        ]),
      ),
    );
    expect(screen.queryByRole('region', { name: 'Questions in this paper' })).not.toBeInTheDocument();
  });
});
