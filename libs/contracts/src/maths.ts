import { z } from 'zod';

/**
 * The maths engine (issue 20, item 1; the chat tutor and the grader use the same engine):
 *   POST /api/math/evaluate  MathEvaluateRequest → MathEvaluateResult (guests and anonymous callers too)
 * The expression is ASCII (`x^2 + 2*x`, `sqrt(2)`, `pi`), Unicode (`x²`, `√2`, `π`) or LaTeX
 * (`\frac{1}{2}x^2`). `solve` takes an equation (`x^2 = 4`), an expression (= 0) or a system separated
 * by `;` or newlines. Every algebra result is checked (an integral differentiated back, a solution
 * substituted); `check` says how, and a result whose check fails is reported as such, never as right.
 * Input the engine cannot read or an operation it cannot do is a 400 with a readable message.
 */
export const MATH_OPERATIONS = [
  'evaluate',
  'simplify',
  'expand',
  'factorise',
  'solve',
  'differentiate',
  'integrate',
  'limit',
] as const;
export type MathOperation = (typeof MATH_OPERATIONS)[number];

export const MATH_EXPRESSION_MAX_CHARS = 1_000;

export const ZMathEvaluateRequestSchema = z.object({
  expression: z
    .string({ error: 'expression must be text.' })
    .max(MATH_EXPRESSION_MAX_CHARS, `expression must be at most ${MATH_EXPRESSION_MAX_CHARS} characters.`)
    .refine((s) => s.trim().length > 0, 'expression must not be empty.'),
  operation: z.enum(MATH_OPERATIONS, {
    error: `operation must be one of: ${MATH_OPERATIONS.join(', ')}.`,
  }),
  /** The variable to solve for, differentiate or integrate by; found in the expression when omitted. */
  variable: z
    .string({ error: 'variable must be text.' })
    .regex(/^[A-Za-z][A-Za-z0-9_]{0,15}$/, 'variable must be a name such as x or theta.')
    .optional(),
  /** For `limit`: the value the variable tends to (`0`, `inf`, `-inf`, `pi/2`). */
  approaching: z.string().max(100, 'approaching must be at most 100 characters.').optional(),
  /** Angles in trigonometric functions, for `evaluate`. */
  angleUnit: z.enum(['rad', 'deg']).default('rad'),
});
export type MathEvaluateRequest = z.input<typeof ZMathEvaluateRequestSchema>;

export const ZMathStepSchema = z.object({
  /** What was done, in words: "Apply the power rule". */
  description: z.string(),
  latex: z.string(),
});
export type MathStep = z.infer<typeof ZMathStepSchema>;

export const ZMathEvaluateResultSchema = z.object({
  operation: z.enum(MATH_OPERATIONS),
  /** The input as the engine read it, in LaTeX, so the user sees what was understood. */
  inputLatex: z.string(),
  resultLatex: z.string(),
  resultText: z.string(),
  /** A decimal value when the result is a number (`\sqrt{2}` → "1.414213562"), else null. */
  approximation: z.string().nullable(),
  steps: z.array(ZMathStepSchema),
  check: z.object({
    /** passed: verified; failed: the check disagreed (the result must not be trusted); none: no check applies. */
    status: z.enum(['passed', 'failed', 'none']),
    /** How it was checked, in words: "Differentiating the result gives back the integrand." */
    description: z.string(),
  }),
});
export type MathEvaluateResult = z.infer<typeof ZMathEvaluateResultSchema>;
