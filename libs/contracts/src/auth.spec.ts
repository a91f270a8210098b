import { ZLoginRequestSchema, ZRegisterRequestSchema } from './auth';

describe('auth contracts', () => {
  const valid = {
    username: 'Ann@Example.com',
    email: 'ann@example.com',
    password: 'secret123',
    role: 'student',
    fullName: ' Ann Lee ',
  };

  it('normalises the email and trims the name of a valid registration', () => {
    const parsed = ZRegisterRequestSchema.parse(valid);
    expect(parsed.email).toBe('ann@example.com');
    expect(parsed.username).toBe('ann@example.com');
    expect(parsed.fullName).toBe('Ann Lee');
    expect(parsed.accessCode).toBe('');
  });

  it.each([
    [{ password: 'short1' }, 'Password must be at least 8 characters long and contain letters and numbers.'],
    [
      { password: 'lettersonly' },
      'Password must be at least 8 characters long and contain letters and numbers.',
    ],
    [{ role: 'admin' }, "Role must be 'student' or 'teacher'."],
    [{ role: 'teacher' }, 'Please enter your teacher access code'],
    [{ email: 'not-an-email', username: 'not-an-email' }, 'Please enter a valid email address.'],
  ])('refuses %j with a readable message', (change, message) => {
    const result = ZRegisterRequestSchema.safeParse({ ...valid, ...change });
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((i) => i.message)).toContain(message);
  });

  it('defaults rememberMe to false and refuses a non-boolean', () => {
    expect(ZLoginRequestSchema.parse({ username: 'a', password: 'b' }).rememberMe).toBe(false);
    expect(ZLoginRequestSchema.safeParse({ username: 'a', password: 'b', rememberMe: 'yes' }).success).toBe(
      false,
    );
  });
});
