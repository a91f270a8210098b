import fc from 'fast-check';
import { equivalentExpressions } from './equivalence';

/** Forms nobody listed by hand: a factorised quadratic against its expansion, and near misses of it. */
const coefficient = fc.integer({ min: -9, max: 9 }).filter((n) => n !== 0);
const signed = (n: number) => (n < 0 ? `- ${-n}` : `+ ${n}`);

describe('equivalentExpressions on generated forms', () => {
  it('accepts a(x + p)(x + q) as its expansion, in LaTeX too', () => {
    fc.assert(
      fc.property(coefficient, coefficient, coefficient, (a, p, q) => {
        const expanded = `${a}x^2 ${signed(a * (p + q))}x ${signed(a * p * q)}`;
        expect(equivalentExpressions(`${a}(x ${signed(p)})(x ${signed(q)})`, expanded)).toBe('equivalent');
        expect(
          equivalentExpressions(
            `$$${a}\\left(x ${signed(p)}\\right)\\left(x ${signed(q)}\\right)$$`,
            expanded,
          ),
        ).toBe('equivalent');
      }),
    );
  });

  it('refuses the expansion with any one coefficient off by one', () => {
    fc.assert(
      fc.property(coefficient, coefficient, coefficient, fc.integer({ min: 0, max: 2 }), (a, p, q, which) => {
        const terms = [a, a * (p + q), a * p * q];
        terms[which] += 1;
        const wrong = `${terms[0]}x^2 ${signed(terms[1])}x ${signed(terms[2])}`.replace(/\+ 0x|\+ 0$/, '');
        expect(equivalentExpressions(wrong, `${a}(x ${signed(p)})(x ${signed(q)})`)).toBe('different');
      }),
    );
  });
});
