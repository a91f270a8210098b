import request from 'supertest';
import {
  ZQuestionDetailSchema,
  ZQuestionSearchResponseSchema,
  ZSyllabusListResponseSchema,
  ZSyllabusTopicsResponseSchema,
  type QuestionSearchResponse,
  type TopicNode,
} from '@eps/contracts';
import { importContent } from '../../apps/api/src/modules/questions/import/content-importer';
import { startTestApp, type TestApp } from './support/test-app';

/**
 * The question bank on real Postgres: the global setup's runMigrations has run the seed step that imports
 * data/ (OATutor, syllabuses); here the real API searches and serves it, with no session (guests may).
 */

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

async function search(query: Record<string, string | number>): Promise<QuestionSearchResponse> {
  const res = await request(t.http).get('/api/questions').query(query);
  if (res.status !== 200)
    throw new Error(`search ${JSON.stringify(query)}: ${res.status} ${JSON.stringify(res.body)}`);
  return ZQuestionSearchResponseSchema.parse(res.body);
}

const sum = (buckets: { count: number }[]) => buckets.reduce((s, b) => s + b.count, 0);
const textOf = (item: QuestionSearchResponse['items'][number]) =>
  `${item.title} ${item.snippet}`.toLowerCase();

/**
 * Everything the OATutor import could have changed, in one comparable value. Scoped to its own rows,
 * since other test files write questions of their own into the same database meanwhile.
 */
async function bankState() {
  const [row] = await t.db.query(
    `WITH o AS (SELECT * FROM questions WHERE source = 'oatutor')
     SELECT (SELECT count(*)::int FROM o) AS questions,
            (SELECT md5(string_agg(source_key || content_hash || version || updated_at || status, ',' ORDER BY source_key))
               FROM o) AS questions_digest,
            (SELECT md5(string_agg(p.id::text || p.prompt || p.answer::text, ',' ORDER BY p.id))
               FROM question_parts p JOIN o ON o.id = p.question_id) AS parts,
            (SELECT count(*)::int FROM mark_scheme_points m JOIN question_parts p ON p.id = m.part_id
               JOIN o ON o.id = p.question_id) AS points,
            (SELECT count(*)::int FROM question_topics qt JOIN o ON o.id = qt.question_id) AS links,
            (SELECT count(*)::int FROM question_versions v JOIN o ON o.id = v.question_id) AS versions,
            (SELECT count(*)::int FROM audit_log a JOIN o ON o.id::text = a.entity_id) AS audit,
            (SELECT md5(string_agg(t.id::text || t.code || t.name || coalesce(t.parent_id::text, ''), ',' ORDER BY t.id))
               FROM topics t WHERE t.syllabus_id IN ('alevel-maths-edexcel', 'ap-calculus-ab-bc', 'ap-statistics', 'ib-maths-aa')) AS topics,
            (SELECT count(*)::int FROM topic_closure tc JOIN topics t ON t.id = tc.descendant_id
               WHERE t.syllabus_id IN ('alevel-maths-edexcel', 'ap-calculus-ab-bc', 'ap-statistics', 'ib-maths-aa')) AS closure`,
  );
  return row;
}

describe('the OATutor import (seed step)', () => {
  it('yields more than 10,000 approved questions, each with parts, a mark scheme and its attribution line', async () => {
    const [row] = await t.db.query(
      `SELECT count(*)::int AS approved,
              count(*) FILTER (WHERE attribution ~ '^Problem from .+, hints by OATutor, CC BY 4\\.0$')::int AS attributed,
              count(*) FILTER (WHERE NOT EXISTS (SELECT 1 FROM question_parts p WHERE p.question_id = q.id))::int AS without_parts,
              count(*) FILTER (WHERE cardinality(subjects) > 0)::int AS with_subject
       FROM questions q WHERE q.source = 'oatutor' AND q.status = 'approved'`,
    );
    expect(row.approved).toBeGreaterThan(10_000);
    expect(row.attributed).toBe(row.approved);
    expect(row.without_parts).toBe(0);
    // Lessons are mapped to topics; only physics and chemistry wait for their syllabus files.
    expect(row.with_subject).toBeGreaterThan(10_000);
    const [{ missing }] = await t.db.query(
      `SELECT count(*)::int AS missing FROM question_parts p
       WHERE NOT EXISTS (SELECT 1 FROM mark_scheme_points m WHERE m.part_id = p.id)`,
    );
    expect(missing).toBe(0);
    const [calculus] = await t.db.query(
      `SELECT attribution FROM questions WHERE source_key LIKE 'oatutor:%' AND attribution LIKE '%Calculus Volume 1%' LIMIT 1`,
    );
    expect(calculus.attribution).toBe('Problem from OpenStax Calculus Volume 1, hints by OATutor, CC BY 4.0');
  });

  it('changes nothing when it runs again: unchanged data is skipped, and a forced re-run writes no row', async () => {
    // The importer's own sources are part of the fingerprint, and `npm test` may have imported the
    // database it copied through the built CLI (.js files): one run here makes this code the last importer.
    await importContent(t.db);
    const before = await bankState();
    const skipped = await importContent(t.db);
    expect(skipped.skipped).toBe(true);
    const forced = await importContent(t.db, { force: true });
    expect(forced.skipped).toBe(false);
    expect(forced.oatutor.inserted + forced.oatutor.updated).toBe(0);
    expect(forced.oatutor.unchanged).toBeGreaterThan(10_000);
    expect(forced.syllabusRowsChanged).toBe(0);
    expect(await bankState()).toEqual(before);
    // A forced run reads and compares the whole bank (the seed step's 40 s on a loaded machine), while
    // another jest worker uses the other core.
  }, 180_000);
});

describe('GET /api/questions (search)', () => {
  it('finds questions by words, ranked, with <mark> highlights in an HTML-safe snippet', async () => {
    const res = await search({ q: 'quadratic formula' });
    expect(res.total).toBeGreaterThan(10);
    expect(res.correctedQuery).toBeNull();
    expect(res.items.length).toBe(20);
    expect(textOf(res.items[0])).toMatch(/quadratic/);
    expect(res.items.some((i) => i.snippet.includes('<mark>'))).toBe(true);
    for (const item of res.items) {
      expect(item.source.attribution).toMatch(/CC BY 4\.0/);
      expect(item.marks).toBeGreaterThan(0);
    }
  });

  it('escapes every tag but <mark> in snippets, whatever the stored text holds (< and > of inequalities)', async () => {
    const snippets: string[] = [];
    for (const q of ['inequality', 'less than', 'absolute value inequality', 'interval notation']) {
      snippets.push(...(await search({ q, pageSize: 50 })).items.map((i) => i.snippet));
    }
    expect(snippets.some((s) => s.includes('&lt;') || s.includes('&gt;'))).toBe(true);
    for (const s of snippets) expect(s.replace(/<\/?mark>/g, '')).not.toMatch(/[<>]/);
  });

  it.each([
    ['pythagorus', /pythagor/],
    ['diferentiation', /differentia/],
    ['probabilty of independant events', /probabilit|independent/],
    ['hyperbolla', /hyperbola/],
  ])('still finds questions when a word is misspelt (%s)', async (q, expected) => {
    const res = await search({ q });
    expect(res.total).toBeGreaterThan(0);
    expect(res.correctedQuery).not.toBeNull();
    expect(res.correctedQuery).not.toBe(q);
    expect(textOf(res.items[0])).toMatch(expected);
  });

  it('combines filters with AND, and every facet counts the matching questions per value', async () => {
    const all = await search({});
    const stats = await search({ subject: 'statistics' });
    const statsMc = await search({ subject: 'Statistics', type: 'multiple-choice' });
    expect(stats.total).toBeGreaterThan(0);
    expect(statsMc.total).toBeGreaterThan(0);
    expect(statsMc.total).toBeLessThan(stats.total);
    expect(all.facets.subject.find((b) => b.value === 'Statistics')?.count).toBe(stats.total);
    expect(stats.facets.type.find((b) => b.value === 'multiple-choice')?.count).toBe(statsMc.total);
    for (const item of statsMc.items) expect(item.subjects).toContain('Statistics');

    const withWords = await search({ q: 'normal distribution', subject: 'Statistics', qualification: 'AP' });
    expect(withWords.total).toBeGreaterThan(0);
    expect(withWords.total).toBeLessThanOrEqual((await search({ q: 'normal distribution' })).total);

    // Single-valued facets add up to the total; a question has one source and one mark total.
    for (const res of [all, stats, statsMc, withWords]) {
      expect(sum(res.facets.source)).toBe(res.total);
      expect(sum(res.facets.marks)).toBe(res.total);
      expect(sum(res.facets.commandWord)).toBeLessThanOrEqual(res.total);
    }
    const oneMark = await search({ marks: 1, subject: 'Mathematics' });
    expect(oneMark.total).toBe(
      (await search({ subject: 'Mathematics' })).facets.marks.find((b) => b.value === '1')?.count,
    );
    const find = await search({ commandWord: 'find' });
    expect(find.total).toBe(all.facets.commandWord.find((b) => b.value === 'Find')?.count);
  });

  it('filters by a topic and everything below it, given as <syllabus>:<code> or as its id', async () => {
    const unit = await search({ topic: 'ap-calculus-ab-bc:3' });
    const chainRule = await search({ topic: 'ap-calculus-ab-bc:3.1' });
    expect(chainRule.total).toBeGreaterThan(0);
    expect(unit.total).toBeGreaterThanOrEqual(chainRule.total);
    for (const item of unit.items) {
      expect(
        item.topics.some((tp) => tp.syllabusId === 'ap-calculus-ab-bc' && /^3(\.|$)/.test(tp.code)),
      ).toBe(true);
    }
    const topicId = chainRule.items[0].topics.find((tp) => tp.code === '3.1')!.id;
    expect((await search({ topic: topicId })).total).toBe(chainRule.total);
  });

  it('counts the matches per topic of a syllabus named in topicFacets, each as many as its topic filter finds', async () => {
    const queries: Record<string, string | number>[] = [
      {},
      { q: 'derivative' },
      { q: 'limit', type: 'numeric' },
    ];
    for (const query of queries) {
      const res = await search({ ...query, topicFacets: 'ap-calculus-ab-bc' });
      expect(res.facets.topic.length).toBeGreaterThan(0);
      expect(res.facets.topic.every((b) => b.value.startsWith('ap-calculus-ab-bc:'))).toBe(true);
      for (const bucket of [...res.facets.topic.slice(0, 2), ...res.facets.topic.slice(-2)])
        expect((await search({ ...query, topic: bucket.value })).total).toBe(bucket.count);
    }
    expect((await search({ q: 'derivative' })).facets.topic).toEqual([]);
  });

  it('answers 400 naming the syllabus when topicFacets names none', async () => {
    const res = await request(t.http).get('/api/questions').query({ topicFacets: 'no-such-syllabus' });
    expect(res.status).toBe(400);
    expect(res.body.error).toContain('No syllabus "no-such-syllabus"');
  });

  it('pages through the results without repeats', async () => {
    const first = await search({ q: 'slope', pageSize: 10, page: 1 });
    const second = await search({ q: 'slope', pageSize: 10, page: 2 });
    expect(first.total).toBeGreaterThan(20);
    expect(second.items).toHaveLength(10);
    const ids = new Set([...first.items, ...second.items].map((i) => i.id));
    expect(ids.size).toBe(20);
    const beyond = await search({ q: 'slope', pageSize: 10, page: Math.ceil(first.total / 10) + 1 });
    expect(beyond.items).toEqual([]);
    expect(beyond.total).toBe(first.total);
  });

  it('searches approved questions only', async () => {
    const [draft] = await t.db.query(
      `INSERT INTO questions (source_key, title, stem, total_marks, source, licence, attribution, status, content_hash)
       VALUES ('user:' || gen_random_uuid(), 'Zorblax manifold draft', 'A zorblax stem', 1, 'user', 'CC BY 4.0',
               'by a teacher', 'draft', 'x')
       RETURNING id`,
    );
    try {
      expect((await search({ q: 'zorblax manifold' })).items.map((i) => i.id)).not.toContain(draft.id);
      const res = await request(t.http).get(`/api/questions/${draft.id}`);
      expect(res.status).toBe(404);
      expect(res.body.error).toBe('Question not found.');
    } finally {
      await t.db.query(`DELETE FROM questions WHERE id = $1`, [draft.id]);
    }
  });

  it.each([
    [{ pageSize: '500' }, 'pageSize must be between 1 and 50.'],
    [{ page: '0' }, 'page must be between 1 and 10000.'],
    [{ difficulty: 'hard' }, 'difficulty must be a whole number.'],
    [{ marks: '-1' }, 'marks must be a whole number.'],
    [{ type: 'essay' }, 'type must be one of numeric, algebraic, multiple-choice, short-text, extended.'],
    [{ sort: 'new' }, 'Unknown query parameter: sort.'],
    [{ q: ['a', 'b'] }, 'q must be given once, as text.'],
    [{ q: 'x'.repeat(201) }, 'q must be at most 200 characters.'],
  ])('answers 400 with a clear message for bad parameters (%j)', async (query, message) => {
    const res = await request(t.http).get('/api/questions').query(query);
    expect(res.status).toBe(400);
    expect(res.body.error).toBe(message);
  });

  it.each(['the', '"unbalanced quote', '- or -', '$$x^2 + 1$$', "o'brien's <script>", '\\frac{1}{2}', '%_*'])(
    'answers any free text with 200 and a well-formed result (%s)',
    async (q) => {
      const res = await search({ q });
      expect(res.total).toBe(sum(res.facets.source));
      for (const item of res.items) expect(item.snippet.replace(/<\/?mark>/g, '')).not.toMatch(/[<>]/);
    },
  );

  it('answers 400 naming the topic when it does not exist', async () => {
    for (const topic of ['ap-calculus-ab-bc:99.9', 'nothing', '00000000-0000-4000-8000-000000000000']) {
      const res = await request(t.http).get('/api/questions').query({ topic });
      expect(res.status).toBe(400);
      expect(res.body.error).toContain(`No topic "${topic}"`);
    }
  });
});

describe('GET /api/questions/:id', () => {
  it('returns an approved question with its parts, hints, mark scheme and attribution', async () => {
    const [{ id }] = await t.db.query(
      `SELECT q.id FROM questions q WHERE q.source = 'oatutor' AND q.status = 'approved'
         AND (SELECT count(*) FROM question_parts p WHERE p.question_id = q.id) > 1 LIMIT 1`,
    );
    const res = await request(t.http).get(`/api/questions/${id}`);
    expect(res.status).toBe(200);
    const q = ZQuestionDetailSchema.parse(res.body);
    expect(q.parts.length).toBeGreaterThan(1);
    expect(q.parts.map((p) => p.label).slice(0, 2)).toEqual(['a', 'b']);
    expect(q.totalMarks).toBe(q.parts.reduce((s, p) => s + p.marks, 0));
    for (const part of q.parts) expect(part.markScheme.length).toBeGreaterThan(0);
    expect(q.source.attribution).toMatch(/hints by OATutor, CC BY 4\.0$/);
    // Scaffold answers are checked on the server; the page never receives them.
    expect(JSON.stringify(q)).not.toMatch(/"answer"/);
  });

  it.each(['00000000-0000-4000-8000-000000000000', 'not-a-uuid', '1'])('answers 404 for %s', async (id) => {
    const res = await request(t.http).get(`/api/questions/${id}`);
    expect(res.status).toBe(404);
    expect(res.body.code).toBe('QUESTION_NOT_FOUND');
  });
});

describe('GET /api/syllabuses and /api/syllabuses/:id/topics', () => {
  it('lists the shipped syllabuses with their topic and question counts', async () => {
    const res = await request(t.http).get('/api/syllabuses');
    expect(res.status).toBe(200);
    const { syllabuses } = ZSyllabusListResponseSchema.parse(res.body);
    const ids = syllabuses.map((s) => s.id);
    for (const id of ['alevel-maths-edexcel', 'ap-calculus-ab-bc', 'ap-statistics', 'ib-maths-aa'])
      expect(ids).toContain(id);
    for (const s of syllabuses.filter((x) => ['ap-calculus-ab-bc', 'ap-statistics'].includes(x.id))) {
      expect(s.topicCount).toBeGreaterThan(20);
      expect(s.questionCount).toBeGreaterThan(100);
    }
  });

  it('returns the topic tree, each node counting the questions on it and below it', async () => {
    const res = await request(t.http).get('/api/syllabuses/ap-calculus-ab-bc/topics');
    expect(res.status).toBe(200);
    const { syllabus, topics } = ZSyllabusTopicsResponseSchema.parse(res.body);
    expect(syllabus.board).toBe('College Board');
    const unit3 = topics.find((tp) => tp.code === '3')!;
    expect(unit3.name).toBe('Differentiation: Composite, Implicit, and Inverse Functions');
    expect(unit3.children.map((c) => c.code)).toContain('3.1');
    const within = (node: TopicNode): boolean =>
      node.children.every((c) => c.questionCount <= node.questionCount && within(c));
    expect(topics.every(within)).toBe(true);
    expect(unit3.questionCount).toBe((await search({ topic: unit3.id })).total);
  });

  it('answers 404 for an unknown syllabus', async () => {
    const res = await request(t.http).get('/api/syllabuses/no-such-syllabus/topics');
    expect(res.status).toBe(404);
    expect(res.body.code).toBe('SYLLABUS_NOT_FOUND');
  });
});
