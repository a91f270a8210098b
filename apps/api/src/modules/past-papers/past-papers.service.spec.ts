import type { Response } from 'express';
import { AppError } from '../../common/app-error';
import type { CompileService } from '../compile/compile.service';
import type { PaperQuestion } from './latex/paper-content';
import { PastPapersController } from './past-papers.controller';
import { PDF_WAIT_MS, RETRY_AFTER_SECONDS } from './past-papers.errors';
import type { PaperUploadsService } from '../paper-uploads/paper-uploads.service';
import type { PastPapersRepository } from './past-papers.repository';
import { PastPapersService } from './past-papers.service';

const QUESTION: PaperQuestion = {
  id: '00000000-0000-4000-8000-000000000001',
  slug: 'alevel-physics-aqa-001',
  title: 'Specific charge',
  stem: 'A nucleus.',
  parts: [
    {
      label: 'a',
      prompt: 'State it.',
      marks: 1,
      answerType: 'short-text',
      answer: null,
      markScheme: [{ point: '8', marks: 1, alternatives: [], reject: [] }],
    },
  ],
};

/** The service over a fake bank and a compile service whose builds the test finishes by hand. */
function setup() {
  const finishers: Array<(pdf: Buffer) => void> = [];
  const compile = jest.fn(() => new Promise<Buffer>((resolve) => finishers.push(resolve)));
  const repo = {
    questionsBySlug: async (slugs: readonly string[]) =>
      new Map(slugs.map((s) => [s, { ...QUESTION, slug: s }])),
  };
  const uploads = { approvedPapers: async () => [], approvedPdf: async () => null };
  const service = new PastPapersService(
    repo as unknown as PastPapersRepository,
    { compile } as unknown as CompileService,
    uploads as unknown as PaperUploadsService,
  );
  service.onModuleInit();
  return { service, compile, finishers };
}

const PAPER = 'alevel-physics-aqa-practice-2026-1';

describe('PastPapersService: a PDF still being typeset', () => {
  afterEach(() => jest.useRealTimers());

  it('answers 503 once the wait is over, keeps building, and a retry gets the same build', async () => {
    jest.useFakeTimers();
    const { service, compile, finishers } = setup();
    const first = service.pdf(PAPER, 'question-paper');
    const outcome = first.catch((err: unknown) => err);
    await jest.advanceTimersByTimeAsync(PDF_WAIT_MS);
    const err = await outcome;
    expect(err).toBeInstanceOf(AppError);
    expect(err).toMatchObject({ status: 503, code: 'PAST_PAPER_BUILDING' });
    expect((err as AppError).message).toContain(`Try again in ${RETRY_AFTER_SECONDS} s`);

    const retry = service.pdf(PAPER, 'question-paper');
    await jest.advanceTimersByTimeAsync(0);
    expect(compile).toHaveBeenCalledTimes(1);
    finishers[0](Buffer.from('%PDF-1.5'));
    await expect(retry).resolves.toEqual({
      pdf: Buffer.from('%PDF-1.5'),
      filename: `${PAPER}-question-paper.pdf`,
    });
  });

  it('builds the question paper and the mark scheme as two documents, and 404s an unknown paper', async () => {
    const { service, compile, finishers } = setup();
    const qp = service.pdf(PAPER, 'question-paper');
    const ms = service.pdf(PAPER, 'mark-scheme');
    await new Promise((r) => setImmediate(r));
    expect(compile).toHaveBeenCalledTimes(2);
    finishers.forEach((finish, i) => finish(Buffer.from(`pdf ${i}`)));
    expect((await qp).filename).toBe(`${PAPER}-question-paper.pdf`);
    expect((await ms).filename).toBe(`${PAPER}-mark-scheme.pdf`);
    await expect(service.pdf('no-such-paper', 'mark-scheme')).rejects.toMatchObject({ status: 404 });
  });

  it('the controller sends Retry-After with the 503', async () => {
    const service = {
      pdf: jest.fn().mockRejectedValue(new AppError(503, 'PAST_PAPER_BUILDING', 'still building')),
    };
    const headers: Record<string, string> = {};
    const res = { setHeader: (k: string, v: string) => (headers[k] = v) } as unknown as Response;
    const controller = new PastPapersController(service as unknown as PastPapersService);
    await expect(controller.questionPaper(PAPER, res)).rejects.toMatchObject({ status: 503 });
    expect(headers['Retry-After']).toBe(String(RETRY_AFTER_SECONDS));
  });
});
