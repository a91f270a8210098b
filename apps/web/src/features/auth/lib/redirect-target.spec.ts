import { isSafeLocalPath, loginRedirectTarget } from './redirect-target';

describe('loginRedirectTarget (spec "Login": origin, else ?redirect=, else /home)', () => {
  it('goes to /home when nothing is asked for', () => {
    expect(loginRedirectTarget(null, '')).toBe('/home');
    expect(loginRedirectTarget(undefined, '?foo=1')).toBe('/home');
  });

  it('prefers the route guard origin, keeping path and search', () => {
    const state = { from: { pathname: '/profile', search: '?tab=password', hash: '' } };
    expect(loginRedirectTarget(state, '?redirect=/chatbox')).toBe('/profile?tab=password');
  });

  it('accepts an origin given as a string', () => {
    expect(loginRedirectTarget({ from: '/past-papers' }, '')).toBe('/past-papers');
  });

  it('uses the redirect parameter when there is no origin', () => {
    expect(loginRedirectTarget(null, '?redirect=%2Fexam-grader%3Fq%3D1')).toBe('/exam-grader?q=1');
    expect(loginRedirectTarget({ other: 1 }, '?redirect=/quiz-generator')).toBe('/quiz-generator');
  });

  it.each([
    ['another site', 'https://evil.example/'],
    ['protocol-relative', '//evil.example/x'],
    ['backslash trick', '/\\evil.example'],
    ['relative path', 'home'],
    ['javascript url', 'javascript:alert(1)'],
    ['control characters', '/\t/evil.example'],
    ['empty', ''],
  ])('ignores an unsafe redirect parameter (%s)', (_name, value) => {
    expect(loginRedirectTarget(null, `?redirect=${encodeURIComponent(value)}`)).toBe('/home');
  });

  it('ignores an unsafe origin and falls back to the redirect parameter', () => {
    expect(loginRedirectTarget({ from: { pathname: '//evil.example' } }, '?redirect=/chatbox')).toBe(
      '/chatbox',
    );
  });

  it('never sends the user back to /login or /logout', () => {
    expect(loginRedirectTarget({ from: { pathname: '/login', search: '' } }, '')).toBe('/home');
    expect(loginRedirectTarget(null, '?redirect=/logout')).toBe('/home');
  });

  it('isSafeLocalPath accepts only same-site absolute paths', () => {
    expect(isSafeLocalPath('/home')).toBe(true);
    expect(isSafeLocalPath('//x')).toBe(false);
    expect(isSafeLocalPath(42)).toBe(false);
  });
});
