import { evaluate } from 'mathjs';
import { AppError } from '../../common/app-error';
import { BATTERY } from './battery/battery-items';
import { judge } from './battery/judge';
import { MathsService } from './maths.service';

/**
 * The engine over the battery (battery/battery-items.ts, typed as students type), each answer judged by an
 * independent numeric route (battery/judge.ts), and the engine's own check must say "passed" for it.
 */
const service = new MathsService();
afterAll(() => service.onModuleDestroy());

describe('MathsService.evaluate on the battery', () => {
  it('has at least 60 items covering every operation', () => {
    expect(BATTERY.length).toBeGreaterThanOrEqual(60);
    expect(new Set(BATTERY.map((item) => item.operation)).size).toBe(8);
  });

  it.each(BATTERY.map((item) => [item.operation, item.expression, item] as const))(
    '%s %s',
    async (_operation, _expression, item) => {
      const result = await service.evaluate({
        expression: item.expression,
        operation: item.operation,
        variable: item.variable,
        approaching: item.approaching,
        angleUnit: item.angleUnit ?? 'rad',
      });
      expect(judge(item, result)).toBeNull();
      if (!item.si) expect(result.check.status).toBe('passed');
    },
  );
});

async function refusal(request: Parameters<MathsService['evaluate']>[0]): Promise<AppError> {
  const error = await service.evaluate(request).then(
    () => null,
    (err: unknown) => err,
  );
  if (!(error instanceof AppError)) throw new Error(`expected an AppError, got ${String(error)}`);
  return error;
}

describe('MathsService.evaluate refusals and honesty', () => {
  it('refuses unreadable input with a 400 that shows what works', async () => {
    const error = await refusal({ expression: 'x +* (2', operation: 'simplify' });
    expect(error.status).toBe(400);
    expect(error.code).toBe('MATH_UNREADABLE');
    expect(error.message).toContain('Examples that work');
  });

  it('refuses an unknown operation and a function the engine does not know', async () => {
    const unknown = await refusal({ expression: 'x', operation: 'plot' as never });
    expect(unknown.status).toBe(400);
    expect(unknown.message).toContain('operation must be one of');
    const fn = await refusal({ expression: 'zeta(x)', operation: 'differentiate' });
    expect(fn.status).toBe(400);
  });

  it('sends an equation given to an operation other than solve to solve', async () => {
    const error = await refusal({ expression: 'x^2 = 4', operation: 'expand' });
    expect(error.code).toBe('MATH_UNSUPPORTED');
    expect(error.message).toContain('solve');
  });

  it('refuses a half-written definite integral, an inequality and an unknown unit instead of guessing', async () => {
    expect((await refusal({ expression: '2x+1 from 0 to', operation: 'integrate' })).message).toContain(
      '"from"',
    );
    expect((await refusal({ expression: 'x^2 < 4', operation: 'solve' })).message).toContain('inequalities');
    expect((await refusal({ expression: '60 mph to km/h', operation: 'evaluate' })).message).toContain(
      '"mph"',
    );
    expect((await refusal({ expression: '3 m + 2 s', operation: 'evaluate' })).message).toContain('units');
  });

  it('refuses an improper integral over a singularity rather than give a finite value', async () => {
    const error = await refusal({ expression: '\\int_{-1}^{1} \\frac{1}{x^2} dx', operation: 'integrate' });
    expect(error.message).toContain('undefined at x = 0');
  });

  it('says a non-elementary antiderivative was not checked rather than passed or failed', async () => {
    const result = await service.evaluate({ expression: 'sin(x)/x', operation: 'integrate' });
    expect(result.check.status).toBe('none');
  });

  it('reads d/dx written in front as the operator, not as a fraction', async () => {
    const result = await service.evaluate({ expression: '\\frac{d}{dt} t^3', operation: 'differentiate' });
    // d/dt t³ = 3t², which is 12 at t = 2 (evaluated by mathjs, not the engine).
    expect(evaluate(result.resultText, { t: 2 })).toBeCloseTo(12, 9);
    expect(result.check.status).toBe('passed');
  });

  it('refuses to solve for a letter that is not in the equation', async () => {
    const error = await refusal({ expression: 'x + 1 = 3', operation: 'solve', variable: 'y' });
    expect(error.message).toContain('y does not occur');
  });

  it('reads the variable and the point of a limit written in LaTeX', async () => {
    const result = await service.evaluate({
      expression: '\\lim_{t \\to \\infty} \\frac{2t+1}{t}',
      operation: 'limit',
    });
    // (2t + 1)/t = 2 + 1/t, which tends to 2.
    expect(Number(result.approximation)).toBe(2);
    expect(result.check.status).toBe('passed');
  });

  it('reports a failed check instead of presenting a two-sided limit that does not exist', async () => {
    const result = await service.evaluate({ expression: '1/x', operation: 'limit', approaching: '0' });
    expect(result.check.status).not.toBe('passed');
  });

  it('shows the working of a quadratic and of a product-rule derivative', async () => {
    const quadratic = await service.evaluate({ expression: 'x^2 + 2x + 5 = 0', operation: 'solve' });
    expect(quadratic.steps.map((s) => s.description).join(' ')).toMatch(/Discriminant .*-16.*complex/);
    const product = await service.evaluate({ expression: 'x^2 sin(x)', operation: 'differentiate' });
    expect(product.steps[0].description).toContain('Product rule');
  });
});
