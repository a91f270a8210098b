import { clearTokenCookieOptions, REMEMBER_ME_MS, resolveSecure, tokenCookieOptions } from './cookies';

describe('token cookie options', () => {
  it('keeps a remember-me cookie for 7 days', () => {
    const opts = tokenCookieOptions(true, false);
    expect(opts.maxAge).toBe(REMEMBER_ME_MS);
    expect(REMEMBER_ME_MS / 1000).toBe(604800);
    expect(opts).toMatchObject({ httpOnly: true, sameSite: 'lax', path: '/', secure: false });
  });

  it('makes a session cookie (no maxAge, no expires) without remember-me', () => {
    const opts = tokenCookieOptions(false, true);
    expect(opts.maxAge).toBeUndefined();
    expect(opts.expires).toBeUndefined();
    expect(opts.secure).toBe(true);
  });

  it('clears with the same path and flags', () => {
    expect(clearTokenCookieOptions(true)).toEqual({
      httpOnly: true,
      sameSite: 'lax',
      secure: true,
      path: '/',
    });
  });

  it.each([
    ['auto', true, true],
    ['auto', false, false],
    [true, false, true],
    [false, true, false],
  ] as const)('resolves COOKIE_SECURE=%s on https=%s to %s', (setting, https, expected) => {
    expect(resolveSecure(setting, https)).toBe(expected);
  });
});
