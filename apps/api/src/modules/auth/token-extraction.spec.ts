import type { Request } from 'express';
import { tokensOf } from './token-extraction';

const req = (cookies: Record<string, string> | undefined, authorization?: string) =>
  ({ cookies, headers: { authorization } }) as unknown as Request;

describe('tokensOf', () => {
  it('takes the cookie first, then the Bearer header', () => {
    expect(tokensOf(req({ token: 'c' }, 'Bearer b'))).toEqual(['c', 'b']);
    expect(tokensOf(req(undefined, 'bearer  b '))).toEqual(['b']);
  });

  it('ignores other schemes, empty values and duplicates', () => {
    expect(tokensOf(req({ token: '' }, 'Basic abc'))).toEqual([]);
    expect(tokensOf(req({ token: 't' }, 'Bearer t'))).toEqual(['t']);
  });
});
