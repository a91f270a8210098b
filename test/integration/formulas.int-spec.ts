import request from 'supertest';
import { ZFormulaDetailSchema, ZFormulaSearchResponseSchema } from '@eps/contracts';
import { startTestApp, type TestApp } from './support/test-app';

/**
 * Formula search through the real API, with no session (guests may): words, symbol and LaTeX search,
 * filters, bad input, and a formula's bank questions found by the question bank's search on real
 * Postgres (the global setup imported data/ into it).
 */

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

async function search(query: Record<string, string>) {
  const res = await request(t.http).get('/api/formulas').query(query);
  expect(res.status).toBe(200);
  return ZFormulaSearchResponseSchema.parse(res.body);
}

describe('GET /api/formulas', () => {
  it('finds by words, best first, with scores and how each matched', async () => {
    const body = await search({ q: 'kinetic energy' });
    expect(body.items[0]).toMatchObject({ id: 'kinetic-energy', matchedBy: ['words'] });
    expect(body.items[0].score).toBeGreaterThan(body.items[1]?.score ?? 0);
    expect(body.subjects).toEqual(['Chemistry', 'Mathematics', 'Physics', 'Statistics']);
  });

  it('finds by LaTeX with other variable names and order', async () => {
    const body = await search({ q: '\\frac{M u^2}{2}' });
    expect(body.items.slice(0, 3).map((f) => f.id)).toContain('kinetic-energy');
    expect(body.items[0].matchedBy).toContain('structure');
    const ideal = await search({ q: 'nRT = pV', subject: 'Physics' });
    expect(ideal.items[0].id).toBe('ideal-gas-equation-moles');
  });

  it('finds by a symbol', async () => {
    const body = await search({ q: '\\lambda', limit: '100' });
    expect(body.items.map((f) => f.id)).toEqual(expect.arrayContaining(['wave-equation', 'half-life']));
    for (const item of body.items) expect(item.matchedBy).toContain('symbol');
  });

  it('filters by subject and topic, and lists everything without q', async () => {
    const chemistry = await search({ subject: 'chemistry', limit: '250' });
    expect(chemistry.total).toBeGreaterThanOrEqual(20);
    for (const item of chemistry.items) expect(item.subjects).toContain('Chemistry');
    const fields = await search({ topic: 'alevel-physics-aqa:3.7', limit: '250' });
    expect(fields.items.length).toBeGreaterThan(5);
    for (const item of fields.items) expect(item.topic.startsWith('alevel-physics-aqa:3.7.')).toBe(true);
    const all = await search({ limit: '250' });
    expect(all.total).toBeGreaterThanOrEqual(150);
  });

  it('refuses bad input with a readable 400', async () => {
    const unknown = await request(t.http).get('/api/formulas').query({ topic: 'alevel-physics-aqa:99' });
    expect(unknown.status).toBe(400);
    expect(unknown.body.code).toBe('UNKNOWN_TOPIC');
    const limit = await request(t.http).get('/api/formulas').query({ limit: '0' });
    expect(limit.status).toBe(400);
    expect(limit.body.error).toMatch(/limit/);
    const extra = await request(t.http).get('/api/formulas').query({ sort: 'name' });
    expect(extra.status).toBe(400);
  });
});

describe('GET /api/formulas/:id', () => {
  it('answers the formula with the approved bank questions about it', async () => {
    const res = await request(t.http).get('/api/formulas/kinetic-energy');
    expect(res.status).toBe(200);
    const formula = ZFormulaDetailSchema.parse(res.body);
    expect(formula.latex).toBe('E_k = \\frac{1}{2}mv^2');
    expect(formula.questions.length).toBeGreaterThan(0);
    const question = await request(t.http).get(`/api/questions/${formula.questions[0].id}`);
    expect(question.status).toBe(200);
    expect(JSON.stringify(question.body).toLowerCase()).toContain('kinetic');
  });

  it('answers 404 for an unknown id', async () => {
    const res = await request(t.http).get('/api/formulas/no-such-formula');
    expect(res.status).toBe(404);
    expect(res.body.code).toBe('FORMULA_NOT_FOUND');
  });
});
