import type { Value } from './numeric';

/**
 * Every complex root of a polynomial with number coefficients, by the Durand–Kerner iteration (all roots
 * at once, from distinct complex starting points) and a few Newton steps to polish. The fallback when
 * nerdamer's closed-form roots fail the substitution check (its cubic formula picks the wrong cube roots
 * for x⁵ + x + 1): the roots are then shown as decimals, and said to be numerical.
 */

const add = (a: Value, b: Value): Value => ({ re: a.re + b.re, im: a.im + b.im });
const sub = (a: Value, b: Value): Value => ({ re: a.re - b.re, im: a.im - b.im });
const mul = (a: Value, b: Value): Value => ({ re: a.re * b.re - a.im * b.im, im: a.re * b.im + a.im * b.re });
function div(a: Value, b: Value): Value {
  const d = b.re * b.re + b.im * b.im;
  return { re: (a.re * b.re + a.im * b.im) / d, im: (a.im * b.re - a.re * b.im) / d };
}
const size = (a: Value) => Math.hypot(a.re, a.im);

/** p(z) and p'(z) by Horner's rule; `monic` from the highest power down. */
function evaluate(monic: number[], z: Value): { p: Value; dp: Value } {
  let p: Value = { re: 0, im: 0 };
  let dp: Value = { re: 0, im: 0 };
  for (const c of monic) {
    dp = add(mul(dp, z), p);
    p = add(mul(p, z), { re: c, im: 0 });
  }
  return { p, dp };
}

/** `coefficients` from the constant term up (c₀ + c₁x + … + cₙxⁿ, cₙ ≠ 0); n roots, repeated ones repeated. */
export function polynomialRoots(coefficients: number[]): Value[] {
  const lead = coefficients[coefficients.length - 1];
  const monic = [...coefficients].reverse().map((c) => c / lead);
  const degree = monic.length - 1;
  const seed: Value = { re: 0.4, im: 0.9 };
  let roots: Value[] = [];
  let power: Value = { re: 1, im: 0 };
  for (let k = 0; k < degree; k++) roots.push((power = mul(power, seed)));
  for (let iteration = 0; iteration < 1000; iteration++) {
    let change = 0;
    roots = roots.map((z, k) => {
      let denominator: Value = { re: 1, im: 0 };
      roots.forEach((other, j) => {
        if (j !== k) denominator = mul(denominator, sub(z, other));
      });
      const step = div(evaluate(monic, z).p, denominator);
      change = Math.max(change, size(step));
      return sub(z, step);
    });
    if (change < 1e-15) break;
  }
  return roots.map((root) => {
    let z = root;
    for (let i = 0; i < 5; i++) {
      const { p, dp } = evaluate(monic, z);
      if (size(dp) === 0) break;
      z = sub(z, div(p, dp));
    }
    return Math.abs(z.im) < 1e-10 * Math.max(1, Math.abs(z.re)) ? { re: z.re, im: 0 } : z;
  });
}
