import { ZGradedAnswerSchema, type GraderMarkResult } from '@eps/contracts';
import { guestSession } from './support/compile-client';
import { startTestApp, type TestApp } from './support/test-app';

/** GET /api/grader/history/:id reopens one graded answer in full, for its owner only. */

let t: TestApp;

beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

const MARK_SCHEME = [
  { point: 'water evaporates', marks: 1, alternatives: ['water turns to vapour'], reject: [] },
  { point: 'salt is left behind', marks: 2, alternatives: [], reject: ['salt evaporates'] },
];
const ANSWER = 'The water evaporates when it is heated and the salt is left behind in the dish.';

describe('GET /api/grader/history/:id', () => {
  it('gives the owner the answer, the scheme it was marked against and the same result', async () => {
    const owner = await guestSession(t);
    const marked = await owner.agent
      .post('/api/grader/mark')
      .send({ question: 'How is salt got from salt water?', markScheme: MARK_SCHEME, answer: ANSWER });
    expect(marked.status).toBe(200);
    const result = marked.body as GraderMarkResult;

    const res = await owner.agent.get(`/api/grader/history/${result.id}`);
    expect(res.status).toBe(200);
    const reopened = ZGradedAnswerSchema.parse(res.body);
    expect(reopened).toMatchObject({
      ...result,
      question: 'How is salt got from salt water?',
      answer: ANSWER,
      markScheme: MARK_SCHEME.map((p) => ({ ...p, partLabel: null })),
    });
  });

  it("answers 404 for another user's graded answer, an unknown id and a malformed one", async () => {
    const owner = await guestSession(t);
    const marked = await owner.agent
      .post('/api/grader/mark')
      .send({ referenceAnswer: 'the water evaporates', answer: 'It evaporates.' });
    expect(marked.status).toBe(200);
    const stranger = await guestSession(t);
    const ids = [(marked.body as GraderMarkResult).id, '3f1c2d4e-0000-4000-8000-000000000000', 'not-an-id'];
    for (const id of ids) {
      const res = await stranger.agent.get(`/api/grader/history/${id}`);
      expect(res.status).toBe(404);
      expect(res.body).toMatchObject({ code: 'GRADER_ANSWER_NOT_FOUND' });
    }
  });
});
