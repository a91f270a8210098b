import fc from 'fast-check';
import { polynomialRoots } from './polynomial-roots';

/** Roots of polynomials built from known roots (repeats included): every root found, each within 1e-5 of one put in. */
describe('polynomialRoots', () => {
  it('finds the roots a polynomial was multiplied out from, real and complex', () => {
    const root = fc.record({
      re: fc.integer({ min: -5, max: 5 }),
      im: fc.constantFrom(0, 0, 1, 2),
    });
    fc.assert(
      fc.property(fc.array(root, { minLength: 1, maxLength: 3 }), (picked) => {
        // A complex root comes with its conjugate, so the coefficients are real.
        const roots = picked.flatMap((r) => (r.im ? [r, { re: r.re, im: -r.im }] : [r]));
        let coefficients = [{ re: 1, im: 0 }];
        for (const r of roots) {
          const next = Array.from({ length: coefficients.length + 1 }, () => ({ re: 0, im: 0 }));
          coefficients.forEach((c, k) => {
            next[k + 1].re += c.re;
            next[k + 1].im += c.im;
            next[k].re -= c.re * r.re - c.im * r.im;
            next[k].im -= c.re * r.im + c.im * r.re;
          });
          coefficients = next;
        }
        const found = polynomialRoots(coefficients.map((c) => c.re));
        expect(found).toHaveLength(roots.length);
        for (const r of roots)
          expect(Math.min(...found.map((f) => Math.hypot(f.re - r.re, f.im - r.im)))).toBeLessThan(1e-5);
      }),
      { numRuns: 200, seed: 5 },
    );
  });
});
