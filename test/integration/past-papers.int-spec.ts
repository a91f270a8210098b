import request from 'supertest';
import { ZPastPaperListResponseSchema, type PastPaper } from '@eps/contracts';
import { contentKey } from '../../apps/api/src/modules/compile/compile.service';
import { PastPapersService } from '../../apps/api/src/modules/past-papers/past-papers.service';
import { isPdf, pdfText } from './support/compile-client';
import { appWithWorkers } from './support/workers';

/** Issue 16's practice papers: listed from data/papers, typeset by a real compile worker, served as PDFs. */

const stack = appWithWorkers(1);
const { workers } = stack;

/**
 * The practice papers typeset from the bank. Papers teachers uploaded (paper-uploads.int-spec.ts may
 * approve some on the same database at the same time) have no bank questions and are tested there.
 */
async function list(query: Record<string, string> = {}): Promise<PastPaper[]> {
  const res = await request(stack.t.http).get('/api/past-papers').query(query);
  if (res.status !== 200)
    throw new Error(`list ${JSON.stringify(query)}: ${res.status} ${JSON.stringify(res.body)}`);
  return ZPastPaperListResponseSchema.parse(res.body).papers.filter((paper) => paper.source === 'practice');
}

const getPdf = (url: string) =>
  request(stack.t.http)
    .get(url)
    .buffer(true)
    .parse((res, done) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => done(null, Buffer.concat(chunks)));
    });

/** Removes the document's cached PDF, so the request below makes the worker typeset it. */
async function forget(id: string, document: 'question-paper' | 'mark-scheme'): Promise<void> {
  const latex = await stack.t.app.get(PastPapersService).latex(id, document);
  await stack.t.db.query('DELETE FROM compile_artifacts WHERE cache_key = $1', [
    contentKey('compile', latex),
  ]);
}

describe('GET /api/past-papers', () => {
  it('lists at least 12 papers with their questions (bank ids) and PDF links, filtered by board, subject and year', async () => {
    const all = await list();
    expect(all.length).toBeGreaterThanOrEqual(12);
    for (const paper of all) {
      expect(paper.questions.reduce((sum, q) => sum + q.marks, 0)).toBe(paper.totalMarks);
      expect(paper.questionPaperUrl).toBe(`/api/past-papers/${paper.id}/question-paper.pdf`);
      expect(paper.markSchemeUrl).toBe(`/api/past-papers/${paper.id}/mark-scheme.pdf`);
    }
    const question = await request(stack.t.http).get(`/api/questions/${all[0].questions[0].id}`);
    expect(question.status).toBe(200);
    expect(question.body.title).toBe(all[0].questions[0].title);

    const chemistry = await list({ board: 'aqa', subject: 'Chemistry' });
    expect(chemistry.length).toBeGreaterThan(0);
    expect(chemistry.every((p) => p.board === 'AQA' && p.subject === 'Chemistry')).toBe(true);
    const ap = await list({ qualification: 'AP', year: '2026' });
    expect(ap.map((p) => p.board)).toEqual(ap.map(() => 'College Board'));
    expect(await list({ year: '1999' })).toEqual([]);
  });

  it('refuses an unknown filter or a malformed year with a 400 that says what to send', async () => {
    const unknown = await request(stack.t.http).get('/api/past-papers').query({ colour: 'red' });
    expect(unknown.status).toBe(400);
    const year = await request(stack.t.http).get('/api/past-papers').query({ year: 'last' });
    expect(year.status).toBe(400);
    expect(JSON.stringify(year.body)).toContain('four-digit year');
  });
});

describe('GET /api/past-papers/:id/{question-paper,mark-scheme}.pdf', () => {
  it(
    'typesets the question paper with the real worker: front page, every question, marks in brackets',
    workers.explain(async () => {
      const [paper] = await list({ subject: 'Physics', qualification: 'A-level' });
      await forget(paper.id, 'question-paper');
      const res = await getPdf(paper.questionPaperUrl);
      expect(res.status).toBe(200);
      expect(res.headers['content-type']).toBe('application/pdf');
      expect(res.headers['content-disposition']).toBe(`inline; filename="${paper.id}-question-paper.pdf"`);
      expect(isPdf(res.body as Buffer)).toBe(true);
      const text = pdfText(res.body as Buffer);
      expect(text).toContain(paper.title);
      expect(text).toContain(`Total marks: ${paper.totalMarks}`);
      expect(text).toContain(`Time allowed: ${paper.timeAllowedMinutes} minutes`);
      for (const q of paper.questions) expect(text).toContain(`Question ${q.number} [${q.marks} mark`);
      expect(text).toMatch(/\(a\) .+ \[\d+ marks?\]/);
    }),
    120_000,
  );

  it(
    'typesets the mark scheme: a table per question with its marking points and marks',
    workers.explain(async () => {
      const [paper] = await list({ subject: 'Chemistry' });
      await forget(paper.id, 'mark-scheme');
      const res = await getPdf(paper.markSchemeUrl);
      expect(res.status).toBe(200);
      expect(res.headers['content-disposition']).toBe(`inline; filename="${paper.id}-mark-scheme.pdf"`);
      const text = pdfText(res.body as Buffer);
      expect(text).toContain(`Maximum mark: ${paper.totalMarks}`);
      expect(text).toContain('Part Marking points Marks Alternatives / do not accept');
      for (const q of paper.questions) expect(text).toContain(`Question ${q.number}: ${q.title}`);
      const detail = await request(stack.t.http).get(`/api/questions/${paper.questions[0].id}`);
      const firstPoint = detail.body.parts[0].markScheme[0].point as string;
      // The point's words outside its maths, as pdftotext prints them.
      const words = firstPoint
        .replace(/\$[^$]*\$/g, ' ')
        .split(/\s+/)
        .filter((w) => /^[A-Za-z]{4,}$/.test(w));
      for (const word of words) expect(text).toContain(word);
      // The second request is answered from the stored PDF, byte for byte.
      const again = await getPdf(paper.markSchemeUrl);
      expect(Buffer.compare(again.body as Buffer, res.body as Buffer)).toBe(0);
    }),
    120_000,
  );

  it('answers 404 for an unknown paper, for either document', async () => {
    for (const url of [
      '/api/past-papers/no-such-paper/question-paper.pdf',
      '/api/past-papers/x/mark-scheme.pdf',
      '/api/past-papers/..%2Fetc/mark-scheme.pdf',
    ]) {
      const res = await request(stack.t.http).get(url);
      expect(res.status).toBe(404);
    }
    const res = await request(stack.t.http).get('/api/past-papers/no-such-paper/question-paper.pdf');
    expect(res.body.code).toBe('PAST_PAPER_NOT_FOUND');
  });
});
