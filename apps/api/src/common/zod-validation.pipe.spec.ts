import { ZLoginRequestSchema, ZRegisterRequestSchema } from '@eps/contracts';
import { AppError } from './app-error';
import { ZodValidationPipe } from './zod-validation.pipe';

function failure(fn: () => unknown): AppError {
  try {
    fn();
  } catch (err) {
    if (err instanceof AppError) return err;
  }
  throw new Error('expected an AppError');
}

describe('ZodValidationPipe', () => {
  it('returns the parsed value with defaults applied', () => {
    expect(
      new ZodValidationPipe(ZLoginRequestSchema).transform({ username: ' a@b.c ', password: 'x' }),
    ).toEqual({
      username: 'a@b.c',
      password: 'x',
      rememberMe: false,
    });
  });

  it('puts the first issue in the message and every issue in details', () => {
    const err = failure(() =>
      new ZodValidationPipe(ZRegisterRequestSchema).transform({ role: 'wizard', password: 1 }),
    );
    expect(err.status).toBe(400);
    expect(err.code).toBe('VALIDATION_FAILED');
    expect(err.message).toBe(err.details![0].message);
    expect(err.details!.map((d) => d.path)).toEqual(
      expect.arrayContaining(['email', 'password', 'role', 'fullName']),
    );
  });

  it('treats a missing body as an empty object', () => {
    const err = failure(() => new ZodValidationPipe(ZLoginRequestSchema).transform(undefined));
    expect(err.details?.[0].path).toBe('username');
  });
});
