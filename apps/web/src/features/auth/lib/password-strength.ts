export type PasswordStrength = 'weak' | 'medium' | 'strong';

/** Below this a password is always weak (spec section 9). */
export const STRENGTH_MIN_LENGTH = 8;
/** A strong password needs at least this many characters (spec section 9). */
export const STRENGTH_STRONG_LENGTH = 12;

/**
 * Strength of spec section 5 "Register": under 8 characters is weak; strong needs a digit, a letter
 * and a special character and at least 12 characters; medium is any two of digit, letter, special;
 * otherwise weak. Only advice: it never blocks submission.
 */
export function passwordStrength(password: string): PasswordStrength {
  if (password.length < STRENGTH_MIN_LENGTH) return 'weak';
  const hasDigit = /\d/.test(password);
  const hasLetter = /\p{L}/u.test(password);
  const hasSpecial = /[^\p{L}\d]/u.test(password);
  if (hasDigit && hasLetter && hasSpecial && password.length >= STRENGTH_STRONG_LENGTH) return 'strong';
  const kinds = [hasDigit, hasLetter, hasSpecial].filter(Boolean).length;
  return kinds >= 2 ? 'medium' : 'weak';
}
