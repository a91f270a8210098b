import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import request from 'supertest';
import {
  ZCourseTreeResponseSchema,
  ZKnowledgeGraphResponseSchema,
  ZOriginalQuestionFileSchema,
  ZPastPaperFileSchema,
  type CoursePoint,
  type CourseTreeResponse,
} from '@eps/contracts';
import { guestSession } from './support/compile-client';
import { startTestApp, type TestApp } from './support/test-app';

/**
 * The course helper's tree and the Knowledge Galaxy's graph on real Postgres over the imported bank. The
 * expected counts are read from the data files themselves (AP Physics 1's original questions and its
 * practice papers), notes are made through the real generator and mastery through the real attempt route.
 */

const SYLLABUS = 'ap-physics-1';
const DATA = path.join(__dirname, '../../data');
const questions = ZOriginalQuestionFileSchema.parse(
  JSON.parse(readFileSync(path.join(DATA, 'questions/original', `${SYLLABUS}.json`), 'utf8')),
).questions;
const paperSlugs = new Set(
  readdirSync(path.join(DATA, 'papers'))
    .filter((f) => f.startsWith(`${SYLLABUS}-`))
    .flatMap(
      (f) =>
        ZPastPaperFileSchema.parse(JSON.parse(readFileSync(path.join(DATA, 'papers', f), 'utf8'))).questions,
    ),
);
/** Questions of the data file on `code` or any point below it. */
const questionsUnder = (code: string) =>
  questions.filter((q) => q.topics.some((c) => c === code || c.startsWith(`${code}.`)));

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp({ RATE_LIMIT_AI_PER_MINUTE: '1000', RATE_LIMIT_ANSWERS_PER_MINUTE: '1000' });
});
afterAll(() => t.close());

/** Approved questions tagged with `code` or a point below it, counted by code, not through the closure. */
async function approvedUnder(code: string): Promise<number> {
  const [row] = await t.db.query(
    `SELECT count(DISTINCT q.id)::int AS n FROM questions q
     JOIN question_topics qt ON qt.question_id = q.id JOIN topics tp ON tp.id = qt.topic_id
     WHERE tp.syllabus_id = $1 AND (tp.code = $2 OR tp.code LIKE $2 || '.%') AND q.status = 'approved'`,
    [SYLLABUS, code],
  );
  return row.n;
}

function flat(points: CoursePoint[]): CoursePoint[] {
  return points.flatMap((p) => [p, ...flat(p.children)]);
}

async function treeOf(agent: request.Agent): Promise<Map<string, CoursePoint>> {
  const res = await agent.get(`/api/courses/${SYLLABUS}`);
  expect(res.status).toBe(200);
  const tree: CourseTreeResponse = ZCourseTreeResponseSchema.parse(res.body);
  return new Map(flat(tree.points).map((p) => [p.code, p]));
}

describe('GET /api/courses/:syllabusId', () => {
  it('nests the specification and counts the approved and past-paper questions under each point', async () => {
    const { agent } = await guestSession(t);
    const res = await agent.get(`/api/courses/${SYLLABUS}`);
    const tree = ZCourseTreeResponseSchema.parse(res.body);
    expect(tree.syllabus.id).toBe(SYLLABUS);
    expect(tree.points.map((p) => p.code)).toEqual(['1', '2', '3', '4', '5', '6', '7', '8']);
    expect(tree.points[1].children.map((c) => c.code)).toContain('2.5');
    const points = new Map(flat(tree.points).map((p) => [p.code, p]));
    for (const code of ['1', '2', '2.5', '3.4', '6.6', '8.2']) {
      const point = points.get(code)!;
      expect([code, point.questionCount]).toEqual([code, await approvedUnder(code)]);
      // Our original questions are among them (the OATutor problems mapped to the syllabus are the rest).
      expect(point.questionCount).toBeGreaterThanOrEqual(questionsUnder(code).length);
      // Only our originals are printed in the practice papers.
      expect([code, point.pastPaperQuestionCount]).toEqual([
        code,
        questionsUnder(code).filter((q) => paperSlugs.has(q.slug)).length,
      ]);
    }
    // The practice papers print some of the chapter's questions, not all of them.
    const kinematics = points.get('1')!;
    expect(kinematics.pastPaperQuestionCount).toBeGreaterThan(0);
    expect(kinematics.pastPaperQuestionCount).toBeLessThanOrEqual(kinematics.questionCount);
    expect(kinematics).toMatchObject({ noteCount: 0, mastery: null, attempts: 0 });
  });

  it("counts the caller's own notes about a point, never another user's", async () => {
    const mine = await guestSession(t);
    const other = await guestSession(t);
    const material =
      "# Newton's Second Law\n\nThe net force on a system equals its mass times its acceleration.";
    const made = await mine.agent.post('/api/generate-latex-lecture').send({ userMaterial: material });
    expect(made.status).toBe(200);
    const doc = await mine.agent.get(`/api/documents/${made.body.documentId}`);
    expect(doc.body.title).toMatch(/Newton.s Second Law/i);

    const points = await treeOf(mine.agent);
    expect(points.get('2.5')!.noteCount).toBe(1);
    expect(points.get('2')!.noteCount).toBe(1);
    expect(points.get('2.3')!.noteCount).toBe(0);
    expect(points.get('1')!.noteCount).toBe(0);
    expect((await treeOf(other.agent)).get('2.5')!.noteCount).toBe(0);
  });

  it("shows the caller's mastery and attempts once they answer a question on the point", async () => {
    const { agent } = await guestSession(t);
    expect((await treeOf(agent)).get('1.2')).toMatchObject({ mastery: null, attempts: 0 });
    // AP Physics 1 question 1 is on 1.2 and 1.3; its numeric part's answer is 28 m.
    const [question] = await t.db.query(
      `SELECT id FROM questions WHERE source_key = 'original:ap-physics-1-001'`,
    );
    const detail = await agent.get(`/api/questions/${question.id}`);
    const part = detail.body.parts.find((p: { answerType: string }) => p.answerType === 'numeric');
    const answered = await agent
      .post(`/api/questions/${question.id}/attempts`)
      .send({ partId: part.id, answer: '28' });
    expect(answered.body.correct).toBe(true);

    const points = await treeOf(agent);
    for (const code of ['1', '1.2', '1.3']) {
      expect(points.get(code)!.attempts).toBe(1);
      expect(points.get(code)!.mastery).toBeGreaterThan(0);
    }
    expect(points.get('1.1')).toMatchObject({ mastery: null, attempts: 0 });
    expect(points.get('2')).toMatchObject({ mastery: null, attempts: 0 });
  });

  it('answers 404 for an unknown syllabus', async () => {
    const { agent } = await guestSession(t);
    const res = await agent.get('/api/courses/no-such-syllabus');
    expect(res.status).toBe(404);
    expect(res.body.error).toMatch(/Syllabus not found/);
  });

  it('asks for a session', async () => {
    expect((await request(t.http).get(`/api/courses/${SYLLABUS}`)).status).toBe(401);
  });
});

describe('GET /api/knowledge-graph', () => {
  it('gives every point as a node with its chapter, and parent and prerequisite edges', async () => {
    const { agent } = await guestSession(t);
    const res = await agent.get(`/api/knowledge-graph?syllabus=${SYLLABUS}`);
    expect(res.status).toBe(200);
    const graph = ZKnowledgeGraphResponseSchema.parse(res.body);
    const tree = await treeOf(agent);
    expect(graph.nodes).toHaveLength(tree.size);
    expect(graph.chapters.map((c) => c.code)).toEqual(['1', '2', '3', '4', '5', '6', '7', '8']);
    expect(graph.chapters[0].name).toBe('Kinematics');

    const byCode = new Map(graph.nodes.map((n) => [n.code, n]));
    const byId = new Map(graph.nodes.map((n) => [n.id, n]));
    expect(byCode.get('2')).toMatchObject({ depth: 0, parentId: null, chapterCode: '2' });
    expect(byCode.get('2.5')).toMatchObject({
      depth: 1,
      parentId: byCode.get('2')!.id,
      chapterCode: '2',
      questionCount: tree.get('2.5')!.questionCount,
      id: tree.get('2.5')!.id,
    });

    const parentEdges = graph.edges.filter((e) => e.kind === 'parent');
    expect(parentEdges).toHaveLength(graph.nodes.length - graph.chapters.length);
    expect(parentEdges).toContainEqual({
      source: byCode.get('2')!.id,
      target: byCode.get('2.5')!.id,
      kind: 'parent',
    });

    // data/syllabuses/ap-physics-1.json: 2.5 builds on 1.2 and 2.2, 3.4 on 3.1 and 3.3.
    const prerequisites = graph.edges
      .filter((e) => e.kind === 'prerequisite')
      .map((e) => `${byId.get(e.source)!.code}→${byId.get(e.target)!.code}`);
    expect(prerequisites).toEqual(expect.arrayContaining(['1.2→2.5', '2.2→2.5', '3.1→3.4', '3.3→3.4']));
    expect(prerequisites).not.toContain('2.5→1.2');
  });

  it('refuses a request without a syllabus with the message to act on, and 404s an unknown one', async () => {
    const { agent } = await guestSession(t);
    const missing = await agent.get('/api/knowledge-graph');
    expect(missing.status).toBe(400);
    expect(missing.body.error).toBe(
      'Choose a syllabus: add ?syllabus=<id> (the ids are listed by GET /api/syllabuses).',
    );
    expect((await agent.get('/api/knowledge-graph?syllabus=')).status).toBe(400);
    const unknown = await agent.get('/api/knowledge-graph?syllabus=no-such-syllabus');
    expect(unknown.status).toBe(404);
  });
});
