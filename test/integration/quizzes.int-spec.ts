import request from 'supertest';
import {
  DEFAULT_AUTHOR,
  ZMasteryResponseSchema,
  ZQuizAnswerResultSchema,
  ZQuizSchema,
  type Quiz,
  type QuizItem,
} from '@eps/contracts';
import { DocumentsService } from '../../apps/api/src/modules/documents/documents.service';
import { guestSession, type Agent } from './support/compile-client';
import { loginAs, registerStudent, startTestApp, type TestApp } from './support/test-app';

/**
 * The quiz generator on real Postgres and Redis over the imported bank: quizzes from topics, chosen
 * questions, a document or notes; marking of every item type; one answer per item; another user's quiz
 * is 404; guests' answers count towards their own mastery. Questions and topics are found by their
 * source keys and codes, never by database ids.
 */

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp({ RATE_LIMIT_AI_PER_MINUTE: '1000' });
});
afterAll(() => t.close());

const idOf = async (sql: string, params: unknown[]) =>
  ((await t.db.query(sql, params))[0] as { id: string }).id;
const questionId = (slug: string) =>
  idOf(`SELECT id FROM questions WHERE source_key = $1`, [`original:${slug}`]);
const topicId = (syllabus: string, code: string) =>
  idOf(`SELECT id FROM topics WHERE syllabus_id = $1 AND code = $2`, [syllabus, code]);

async function makeQuiz(agent: Agent, body: object): Promise<Quiz> {
  const res = await agent.post('/api/quizzes').send(body);
  if (res.status !== 201) throw new Error(`POST /api/quizzes: ${res.status} ${JSON.stringify(res.body)}`);
  return ZQuizSchema.parse(res.body);
}

const answer = (agent: Agent, quiz: Quiz, item: QuizItem, text: string) =>
  agent.post(`/api/quizzes/${quiz.id}/answers`).send({ itemId: item.id, answer: text });

describe('a quiz from chosen bank questions, every item type', () => {
  let guest: { agent: Agent; userId: string };
  let quiz: Quiz;
  const item = (pred: (i: QuizItem) => boolean) => quiz.items.find(pred) as QuizItem;

  beforeAll(async () => {
    guest = await guestSession(t);
    quiz = await makeQuiz(guest.agent, {
      questionIds: [await questionId('ap-physics-1-022'), await questionId('ap-physics-1-032')],
      count: 30,
    });
  });

  it('makes items of all five types from the questions’ parts, in the order chosen, without answers', () => {
    expect(quiz.items.map((i) => i.type)).toEqual([
      'numeric',
      'short-answer',
      'algebraic',
      'true-false',
      'multiple-choice',
      'true-false',
      'multiple-choice',
    ]);
    expect(quiz).toMatchObject({ source: 'questions', score: { answered: 0, score: 0 } });
    expect(quiz.notice).toBe(
      'Only 7 of the 30 items asked for could be made from these questions with these options.',
    );
    expect(quiz.items.every((i) => i.result === null && i.topics.length > 0)).toBe(true);
    expect(JSON.stringify(quiz)).not.toMatch(/sqrt\(4\*g\*h\/3\)|"correct"/);
  });

  it('marks numbers with units, algebra by equivalence and choices, with the worked solution and hints', async () => {
    const numeric = await answer(
      guest.agent,
      quiz,
      item((i) => i.type === 'numeric'),
      '396 cm/s',
    );
    expect(numeric.status).toBe(200);
    expect(ZQuizAnswerResultSchema.parse(numeric.body)).toMatchObject({
      verdict: 'correct',
      score: 3,
      expectedAnswer: '3.96 m/s',
      markedBy: 'answer check',
    });
    expect(numeric.body.workedSolution).toEqual(expect.any(String));
    expect(numeric.body.cardId).toEqual(expect.any(String));

    const algebraic = await answer(
      guest.agent,
      quiz,
      item((i) => i.type === 'algebraic'),
      '\\sqrt{\\frac{4gh}{3}}',
    );
    expect(algebraic.body).toMatchObject({ verdict: 'correct' });

    const mc = item((i) => i.type === 'multiple-choice');
    const wrongChoice = await answer(guest.agent, quiz, mc, mc.choices![0]);
    expect(wrongChoice.body).toMatchObject({ verdict: 'incorrect', score: 0 });
    expect(wrongChoice.body.expectedAnswer).not.toBe(mc.choices![0]);

    const tf = item((i) => i.type === 'true-false');
    expect(tf.choices).toEqual(['True', 'False']);
    const tfResult = await answer(guest.agent, quiz, tf, 'True');
    expect(['correct', 'incorrect']).toContain(tfResult.body.verdict);
  });

  it('marks a written answer with the short-answer marker, point by point', async () => {
    const written = item((i) => i.type === 'short-answer');
    const res = await answer(
      guest.agent,
      quiz,
      written,
      'For the block all energy becomes translational KE; the cylinder shares energy between translational and rotational KE so it has a lower v.',
    );
    expect(res.body).toMatchObject({ verdict: 'correct', markedBy: 'marking engine (offline)' });
  });

  it('answers each item once, and lets an unreadable answer be tried again', async () => {
    const numeric = item((i) => i.type === 'numeric');
    const again = await answer(guest.agent, quiz, numeric, '3.96 m/s');
    expect(again.status).toBe(409);
    expect(again.body.code).toBe('QUIZ_ITEM_ANSWERED');
    const mc = quiz.items.filter((i) => i.type === 'multiple-choice')[1];
    const unreadable = await answer(guest.agent, quiz, mc, 'none of these');
    expect(unreadable.body).toMatchObject({ verdict: 'unreadable', cardId: null });
    expect((await answer(guest.agent, quiz, mc, mc.choices![1])).body.verdict).toBe('correct');
  });

  it('shows the score and the marking of answered items on GET', async () => {
    const res = await guest.agent.get(`/api/quizzes/${quiz.id}`);
    const saved = ZQuizSchema.parse(res.body);
    expect(saved.score.answered).toBe(6);
    expect(saved.score.score).toBeGreaterThanOrEqual(3 + 2 + 1 + 1);
    expect(saved.items.find((i) => i.type === 'numeric')?.result).toMatchObject({
      answer: '396 cm/s',
      verdict: 'correct',
    });
  });

  it('counts the guest’s answers towards the guest’s mastery of the questions’ topics', async () => {
    const res = await guest.agent.get('/api/mastery');
    const mastery = ZMasteryResponseSchema.parse(res.body);
    expect(mastery.method).toBe('fsrs-retrievability');
    const rotation = mastery.specificationPoints.find(
      (p) => p.syllabusId === 'ap-physics-1' && p.code === '6.5',
    );
    expect(rotation).toMatchObject({ attempts: 3, correct: 3 });
    expect(rotation!.mastery).toBeGreaterThan(0.75);
    expect(mastery.topics.find((p) => p.code === '6')).toMatchObject({ partsPractised: 3 });
    const fresh = await guestSession(t);
    expect((await fresh.agent.get('/api/mastery')).body).toEqual({
      method: 'fsrs-retrievability',
      topics: [],
      specificationPoints: [],
    });
  });
});

describe('a quiz from topics', () => {
  it('mixes every requested type the topics have, subtopics included, at the chosen difficulty', async () => {
    const { agent } = await guestSession(t);
    const topics = [await topicId('ap-physics-1', '1'), await topicId('ap-physics-1', '6')];
    const quiz = await makeQuiz(agent, { topicIds: topics, count: 5 });
    expect(new Set(quiz.items.map((i) => i.type))).toEqual(
      new Set(['multiple-choice', 'numeric', 'algebraic', 'true-false', 'short-answer']),
    );
    expect(quiz.source).toBe('topics');
    const codes = quiz.items.flatMap((i) => i.topics.map((tp) => tp.code.split('.')[0]));
    expect(codes.some((c) => c === '1' || c === '6')).toBe(true);

    const easy = await makeQuiz(agent, {
      topicIds: topics,
      count: 30,
      types: ['numeric'],
      difficulty: 'easy',
    });
    const difficulties: { difficulty: number | null }[] = await t.db.query(
      `SELECT q.difficulty FROM questions q WHERE q.id = ANY($1::uuid[])`,
      [easy.items.map((i) => i.questionId)],
    );
    expect(difficulties.every((d) => (d.difficulty ?? 3) <= 2)).toBe(true);
    expect(easy.notice).toMatch(/^Only \d+ of the 30 items/);
  });

  it('says which topic ids are unknown, and when the topics have nothing of the asked types', async () => {
    const { agent } = await guestSession(t);
    const unknown = await agent
      .post('/api/quizzes')
      .send({ topicIds: ['00000000-0000-4000-8000-000000000000'], count: 5 });
    expect(unknown.status).toBe(400);
    expect(unknown.body.error).toMatch(/No topic with id 00000000-0000-4000-8000-000000000000/);
    const empty = await agent
      .post('/api/quizzes')
      .send({ topicIds: [await topicId('ap-physics-1', '8')], types: ['algebraic'], count: 5 });
    expect(empty.status).toBe(422);
    expect(empty.body.error).toMatch(/No quiz items could be made from these topics/);
  });
});

describe('a quiz from a document or notes', () => {
  const latex = String.raw`\documentclass{article}
\begin{document}
\section{Waves}
A \textbf{wave} is a disturbance that transfers energy without transferring matter.
In a \textbf{transverse} wave the oscillations are perpendicular to the direction of energy transfer.
In a \textbf{longitudinal} wave the oscillations are parallel to the direction of energy transfer.
Sound in air is a longitudinal wave with a speed of about 340 metres per second.
The \textbf{amplitude} is the maximum displacement of a point from its rest position.
\begin{equation} v = f \lambda \end{equation}
\end{document}`;

  it('makes items from the owner’s document; another user’s document is 404', async () => {
    const owner = await guestSession(t);
    const doc = await t.app.get(DocumentsService).createGenerated({
      ownerId: owner.userId,
      kind: 'notes',
      title: 'Waves',
      options: {
        userRequirement: '',
        customAuthor: DEFAULT_AUTHOR,
        includeImages: false,
        includeExamples: false,
        compactLayout: false,
        isHigh: false,
      },
      latexCode: latex,
    });
    const quiz = await makeQuiz(owner.agent, { documentId: doc.id, count: 6 });
    expect(quiz).toMatchObject({ source: 'document', title: 'Quiz on Waves' });
    expect(quiz.items.length).toBe(6);
    expect(quiz.items.every((i) => i.sourceTitle === 'Waves' && i.questionId === null)).toBe(true);
    const formula = quiz.items.find((i) => i.type === 'algebraic');
    expect(formula?.prompt).toMatch(/\$v = \\;\?\$/);
    expect((await answer(owner.agent, quiz, formula!, 'lambda*f')).body.verdict).toBe('correct');

    const other = await guestSession(t);
    const res = await other.agent.post('/api/quizzes').send({ documentId: doc.id, count: 5 });
    expect(res.status).toBe(404);
    expect(res.body.code).toBe('DOCUMENT_NOT_FOUND');
  });

  it('makes items from pasted notes', async () => {
    const { agent } = await guestSession(t);
    const notes = latex
      .replace(/\\[a-z]+\{(document|article)\}/g, '')
      .replace(/\\section\{Waves\}/, '# Waves');
    const quiz = await makeQuiz(agent, { notes, count: 4, types: ['true-false', 'short-answer'] });
    expect(quiz.source).toBe('notes');
    expect(quiz.items.map((i) => i.type).sort()).toEqual([
      'short-answer',
      'short-answer',
      'true-false',
      'true-false',
    ]);
  });
});

describe('who may see and answer a quiz', () => {
  it('answers 404 for another user’s quiz or an id that is not one, 400 for an item of another quiz', async () => {
    const student = await registerStudent(t);
    const { agent } = await loginAs(t, student.email);
    const quiz = await makeQuiz(agent, { questionIds: [await questionId('ap-physics-1-032')], count: 2 });
    const intruder = await guestSession(t);
    expect((await intruder.agent.get(`/api/quizzes/${quiz.id}`)).status).toBe(404);
    const steal = await answer(intruder.agent, quiz, quiz.items[0], 'Speed');
    expect(steal.status).toBe(404);
    expect(steal.body).toEqual({ error: 'Quiz not found.', code: 'QUIZ_NOT_FOUND' });
    expect((await agent.get('/api/quizzes/not-a-uuid')).status).toBe(404);
    const own = await makeQuiz(agent, { questionIds: [await questionId('ap-physics-1-032')], count: 1 });
    const crossed = await answer(agent, own, quiz.items[1], 'Speed');
    expect(crossed.status).toBe(400);
    expect(crossed.body.code).toBe('UNKNOWN_QUIZ_ITEM');
    expect((await request(t.http).get(`/api/quizzes/${quiz.id}`)).status).toBe(401);
  });

  it('refuses bodies a person can fix, with messages that say how', async () => {
    const { agent } = await guestSession(t);
    const q = await questionId('ap-physics-1-032');
    const cases: Array<[object, RegExp]> = [
      [{ count: 5 }, /exactly one source/],
      [{ questionIds: [q], notes: 'x'.repeat(300), count: 5 }, /exactly one source/],
      [{ questionIds: [q], count: 0 }, /count must be between 1 and 30/],
      [{ questionIds: [q], count: 5, types: ['essay'] }, /types must be among/],
      [{ questionIds: [q], count: 5, difficulty: 'brutal' }, /difficulty must be one of/],
      [{ notes: 'too short', count: 5 }, /at least 200 characters/],
      [{ questionIds: [q], count: 5, extra: 1 }, /Unknown field: extra/],
    ];
    for (const [body, message] of cases) {
      const res = await agent.post('/api/quizzes').send(body);
      expect([res.status, res.body.error]).toEqual([400, expect.stringMatching(message)]);
    }
  });
});

describe('the AI rate limit', () => {
  it('counts making and answering quizzes against RATE_LIMIT_AI_PER_MINUTE', async () => {
    const limited = await startTestApp({ RATE_LIMIT_AI_PER_MINUTE: '2' });
    try {
      const { agent } = await guestSession(limited);
      const [{ id }] = await limited.db.query(
        `SELECT id FROM questions WHERE source_key = 'original:ap-physics-1-032'`,
      );
      const first = await agent.post('/api/quizzes').send({ questionIds: [id], count: 1 });
      expect(first.status).toBe(201);
      const item = first.body.items[0] as QuizItem;
      expect(
        (await agent.post(`/api/quizzes/${first.body.id}/answers`).send({ itemId: item.id, answer: 'Speed' }))
          .status,
      ).toBe(200);
      const third = await agent.post('/api/quizzes').send({ questionIds: [id], count: 1 });
      expect(third.status).toBe(429);
      expect(third.headers['retry-after']).toEqual(expect.any(String));
    } finally {
      await limited.close();
    }
  });
});

describe('GET /api/mastery', () => {
  it('counts the exam question page’s checked answers with quiz answers, per specification point', async () => {
    const { agent } = await guestSession(t);
    const id = await questionId('ap-physics-1-001');
    const question = (await agent.get(`/api/questions/${id}`).expect(200)).body as {
      parts: Array<{ id: string; answerType: string }>;
      topics: Array<{ code: string }>;
    };
    const part = question.parts.find((p) => p.answerType === 'numeric')!;
    await agent.post(`/api/questions/${id}/attempts`).send({ partId: part.id, answer: '1' }).expect(200);
    const mastery = ZMasteryResponseSchema.parse((await agent.get('/api/mastery').expect(200)).body);
    const point = mastery.specificationPoints.find((p) => p.code === question.topics[0].code)!;
    expect(point).toMatchObject({ attempts: 1, correct: 0, partsPractised: 1 });
    expect(point.mastery).toBeLessThan(0.65);
  });

  it('counts an answer the grader marked towards the mastery of its question’s topics', async () => {
    const { agent } = await guestSession(t);
    const id = await questionId('ap-physics-1-001');
    const question = (await agent.get(`/api/questions/${id}`).expect(200)).body as {
      parts: Array<{ id: string; answerType: string }>;
      topics: Array<{ code: string }>;
    };
    const part = question.parts.find((p) => p.answerType === 'numeric')!;
    const before = ZMasteryResponseSchema.parse((await agent.get('/api/mastery').expect(200)).body);
    expect(before.specificationPoints).toEqual([]);
    await agent
      .post('/api/grader/mark')
      .send({ questionId: id, partId: part.id, answer: 'I do not know' })
      .expect(200);
    const mastery = ZMasteryResponseSchema.parse((await agent.get('/api/mastery').expect(200)).body);
    const point = mastery.specificationPoints.find((p) => p.code === question.topics[0].code)!;
    expect(point).toMatchObject({ attempts: 1, correct: 0, partsPractised: 1 });
  });
});
