import { passwordStrength, type PasswordStrength } from './password-strength';

describe('passwordStrength (spec section 5 "Register", thresholds 8 and 12)', () => {
  const cases: [string, string, PasswordStrength][] = [
    ['empty', '', 'weak'],
    ['7 chars with all three kinds', 'ab1!cd2', 'weak'],
    ['8 letters only', 'abcdefgh', 'weak'],
    ['8 digits only', '12345678', 'weak'],
    ['8 specials only', '!@#$%^&*', 'weak'],
    ['8 chars letters + digits', 'abcdefg1', 'medium'],
    ['8 chars letters + special', 'abcdefg!', 'medium'],
    ['8 chars digits + special', '1234567!', 'medium'],
    ['11 chars all three kinds', 'abcdefg12!x', 'medium'],
    ['12 chars all three kinds', 'abcdefg12!xy', 'strong'],
    ['12 chars letters + digits only', 'abcdefgh1234', 'medium'],
    ['20 letters only', 'abcdefghijklmnopqrst', 'weak'],
    ['long passphrase with space and digit', 'correct horse 42 battery', 'strong'],
    ['non-Latin letters count as letters', 'пароль12345!', 'strong'],
  ];

  it.each(cases)('%s → %s', (_name, password, expected) => {
    expect(passwordStrength(password)).toBe(expected);
  });
});
