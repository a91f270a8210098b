import fc from 'fast-check';
import { MATH_OPERATIONS } from '@eps/contracts';
import { AppError } from '../../common/app-error';
import { MathsService } from './maths.service';

/** Whatever is typed, the engine answers or refuses with a 4xx, never a crash (a 500 over HTTP). */
const service = new MathsService();
afterAll(() => service.onModuleDestroy());

const pieces = [
  'x',
  'y',
  '2',
  '0',
  '(',
  ')',
  '+',
  '-',
  '*',
  '/',
  '^',
  '=',
  ';',
  ' ',
  'sin',
  '\\frac{',
  '}',
  '{',
  '√',
  '²',
  'π',
  'ln',
  'e',
  '.',
  ',',
  '|',
  '!',
  'm',
  'km',
  'to',
];

describe('MathsService.evaluate on generated input', () => {
  it('returns a result or an AppError with a 4xx status', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.array(fc.constantFrom(...pieces), { minLength: 1, maxLength: 14 }).map((parts) => parts.join('')),
        fc.constantFrom(...MATH_OPERATIONS),
        async (expression, operation) => {
          try {
            const result = await service.evaluate({ expression, operation, approaching: '0' });
            expect(['passed', 'failed', 'none']).toContain(result.check.status);
          } catch (err) {
            expect(err).toBeInstanceOf(AppError);
            expect((err as AppError).status).toBeGreaterThanOrEqual(400);
            expect((err as AppError).status).toBeLessThan(500);
          }
        },
      ),
      { numRuns: 150, seed: 20 },
    );
  });
});
