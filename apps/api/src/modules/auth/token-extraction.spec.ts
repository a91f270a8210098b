import type { Request } from 'express';
import { tokenOf } from './token-extraction';

const req = (cookies: Record<string, string> | undefined, authorization?: string) =>
  ({ cookies, headers: { authorization } }) as unknown as Request;

describe('tokenOf', () => {
  it('takes the cookie first, else the Bearer header', () => {
    expect(tokenOf(req({ token: 'c' }, 'Bearer b'))).toBe('c');
    expect(tokenOf(req(undefined, 'bearer  b '))).toBe('b');
    expect(tokenOf(req({ token: '' }, 'Bearer b'))).toBe('b');
  });

  it('finds none in other schemes, empty values or a missing header', () => {
    expect(tokenOf(req({ token: '' }, 'Basic abc'))).toBeNull();
    expect(tokenOf(req({}, 'Bearer'))).toBeNull();
    expect(tokenOf(req(undefined))).toBeNull();
  });
});
