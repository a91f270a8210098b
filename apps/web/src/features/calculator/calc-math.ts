import { all, create, type MathNode } from 'mathjs';

/**
 * The calculator's own mathjs: everything the page works out in the browser (so it keeps working with
 * no network once loaded). Trigonometry goes through `trigFunctions`, which know the angle unit and say
 * "undefined" where the exact answer is undefined, instead of floating-point noise such as
 * tan(90°) = 16331239353195370.
 */
export const math = create(all, {});
let fractions: typeof math | null = null;
/**
 * The same library counting in exact fractions, for answers such as 1/3 + 1/6 = 1/2; made on first use,
 * since a mathjs instance takes a while to build and the page should show at once.
 */
export function fractionMath(): typeof math {
  fractions ??= create(all, { number: 'Fraction' });
  return fractions;
}

export type AngleUnit = 'rad' | 'deg';

/** A value the calculator refuses to print, with the reason in words. */
export class UndefinedValueError extends Error {}

const TRIG = ['sin', 'cos', 'tan', 'sec', 'csc', 'cot'] as const;
const INVERSE_TRIG = ['asin', 'acos', 'atan'] as const;
type Trig = (typeof TRIG)[number];

/** Below this a sine or cosine is rounding error around an exact zero (sin π = 1.2e-16). */
const ZERO_NOISE = 1e-15;

/**
 * A sine or cosine without the last bit of binary rounding: sin 30° is 0.49999999999999994 in floating
 * point, so sums of such values (memory, ans) would drift from the exact 0.5 a student expects.
 */
function sineCosine(name: 'sin' | 'cos', radians: number): number {
  const value = name === 'sin' ? Math.sin(radians) : Math.cos(radians);
  return Math.abs(value) < ZERO_NOISE ? 0 : Number(value.toPrecision(15));
}

function trigOf(name: Trig, radians: number, shown: string): number {
  const s = sineCosine('sin', radians);
  const c = sineCosine('cos', radians);
  const ratio = (top: number, bottom: number) => {
    if (bottom === 0) throw new UndefinedValueError(`${name}(${shown}) is undefined.`);
    return top / bottom;
  };
  switch (name) {
    case 'sin':
      return s;
    case 'cos':
      return c;
    case 'tan':
      return ratio(s, c);
    case 'sec':
      return ratio(1, c);
    case 'csc':
      return ratio(1, s);
    case 'cot':
      return ratio(c, s);
  }
}

/** Degrees to radians, exact at multiples of 90° (so cos 90° is 0, not 6e-17). */
function degreesToRadians(degrees: number): number {
  const turnsOfQuarter = degrees / 90;
  if (Number.isInteger(turnsOfQuarter)) return (((turnsOfQuarter % 4) + 4) % 4) * (Math.PI / 2);
  return (degrees * Math.PI) / 180;
}

const isPlainNumber = (value: unknown): value is number => typeof value === 'number';

/**
 * sin, cos, … for a scope: plain numbers read in `unit`; anything else (a complex number, a value with
 * a unit such as 30 deg, a matrix) goes to mathjs's own function.
 */
export function trigFunctions(unit: AngleUnit): Record<string, (value: unknown) => unknown> {
  const functions: Record<string, (value: unknown) => unknown> = {};
  for (const name of TRIG) {
    functions[name] = (value) => {
      if (!isPlainNumber(value)) return (math[name] as (v: unknown) => unknown)(value);
      const radians = unit === 'deg' ? degreesToRadians(value) : value;
      return trigOf(name, radians, unit === 'deg' ? `${value}°` : String(value));
    };
  }
  for (const name of INVERSE_TRIG) {
    functions[name] = (value) => {
      const result = (math[name] as (v: unknown) => unknown)(value);
      return unit === 'deg' && isPlainNumber(result) ? (result * 180) / Math.PI : result;
    };
  }
  return functions;
}

/** Names in an expression that are not functions or constants: x, a, k. */
export function freeSymbols(node: MathNode): string[] {
  const names = new Set<string>();
  node.traverse((n, path, parent) => {
    if (n.type !== 'SymbolNode') return;
    if (parent?.type === 'FunctionNode' && path === 'fn') return;
    const name = (n as unknown as { name: string }).name;
    if (!(name in math) || name === 'x') names.add(name);
  });
  return [...names];
}
