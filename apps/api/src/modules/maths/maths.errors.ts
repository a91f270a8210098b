import { AppError } from '../../common/app-error';

/** What works, so a refusal always shows the caller something to type instead. */
const EXAMPLES =
  'Examples that work: x^2 + 2x - 3, 3(x+1)/2, sqrt(2), sin(pi/6), \\frac{1}{2}x^2, x² − 4 = 0, 5 km to m.';

export const MathsErrors = {
  unreadable: (reason: string) =>
    new AppError(400, 'MATH_UNREADABLE', `The expression could not be read: ${reason}. ${EXAMPLES}`),
  unsupported: (reason: string) =>
    new AppError(400, 'MATH_UNSUPPORTED', `The maths engine cannot do this: ${reason}.`),
  tooHard: (operation: string) =>
    new AppError(
      400,
      'MATH_TOO_HARD',
      `The ${operation} took too long and was stopped. Try a smaller expression (a lower power, fewer terms).`,
    ),
};
