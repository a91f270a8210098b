import request from 'supertest';
import { ZMathEvaluateResultSchema } from '@eps/contracts';
import { loginAs, registerStudent, startTestApp, type TestApp } from './support/test-app';

/** POST /api/math/evaluate (issue 20 item 1): the maths engine over HTTP, open to anyone, rate limited. */

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

const evaluate = (body: Record<string, unknown>, agent = request(t.http)) =>
  agent.post('/api/math/evaluate').send(body);

describe('POST /api/math/evaluate', () => {
  it('answers an anonymous caller with a checked result in LaTeX and text', async () => {
    const res = await evaluate({ expression: '\\int_0^3 x^2 \\, dx', operation: 'integrate' });
    expect(res.status).toBe(200);
    const result = ZMathEvaluateResultSchema.parse(res.body);
    expect(Number(result.approximation)).toBeCloseTo(9, 9);
    expect(result.check.status).toBe('passed');
    expect(result.inputLatex).toContain('\\int');
  });

  it('solves for a guest and for a signed-in student alike, complex roots included', async () => {
    const guest = request.agent(t.http);
    await guest.post('/api/guest-login').expect(200);
    const asGuest = await evaluate({ expression: 'x² + 4 = 0', operation: 'solve' }, guest);
    expect(asGuest.status).toBe(200);
    const roots = asGuest.body.resultText.split(' or ').map((part: string) => part.split(' = ')[1]);
    expect(roots).toHaveLength(2);
    for (const root of roots) expect(root).toMatch(/i/);
    expect(asGuest.body.check.status).toBe('passed');

    const { email } = await registerStudent(t);
    const { agent } = await loginAs(t, email);
    const asStudent = await evaluate({ expression: 'x² + 4 = 0', operation: 'solve' }, agent);
    expect(asStudent.status).toBe(200);
    expect(asStudent.body).toEqual(asGuest.body);
  });

  it('answers garbage with a 400 that says what was not understood and what works', async () => {
    const res = await evaluate({ expression: '3x +* )(', operation: 'simplify' });
    expect(res.status).toBe(400);
    expect(res.body.code).toBe('MATH_UNREADABLE');
    expect(res.body.error).toContain('3x +* )(');
    expect(res.body.error).toContain('Examples that work');
  });

  it('answers an unsupported operation, a missing field and an over-long expression with 400s', async () => {
    const unknown = await evaluate({ expression: 'x^2', operation: 'plot' });
    expect(unknown.status).toBe(400);
    expect(JSON.stringify(unknown.body)).toContain('operation must be one of');
    const noPoint = await evaluate({ expression: 'sin(x)/x', operation: 'limit' });
    expect(noPoint.status).toBe(400);
    expect(noPoint.body.error).toContain('approaching');
    const long = await evaluate({ expression: 'x+'.repeat(600) + '1', operation: 'simplify' });
    expect(long.status).toBe(400);
    const equation = await evaluate({ expression: 'x = 2', operation: 'differentiate' });
    expect(equation.status).toBe(400);
    expect(equation.body.code).toBe('MATH_UNSUPPORTED');
  });
});

describe('POST /api/math/evaluate rate limit', () => {
  it('refuses a client address after 60 requests in a minute with 429 and Retry-After', async () => {
    const fresh = await startTestApp();
    try {
      const responses: request.Response[] = [];
      for (let i = 0; i < 61; i++)
        responses.push(
          await evaluate({ expression: `${i} + 1`, operation: 'evaluate' }, request(fresh.http)),
        );
      expect(responses.slice(0, 60).map((res) => res.status)).toEqual(Array(60).fill(200));
      expect(responses[60].status).toBe(429);
      expect(Number(responses[60].headers['retry-after'])).toBeGreaterThan(0);
    } finally {
      await fresh.close();
    }
  });
});
