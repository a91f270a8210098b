import { requestIdFrom } from './request-context';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

describe('requestIdFrom', () => {
  it('keeps a sane id from a client or a proxy', () => {
    expect(requestIdFrom('a1b2c3')).toBe('a1b2c3');
    expect(requestIdFrom('lb-01:req.42_x')).toBe('lb-01:req.42_x');
    expect(requestIdFrom(['first-id', 'second-id'])).toBe('first-id');
    expect(requestIdFrom('x'.repeat(128))).toBe('x'.repeat(128));
  });

  it('makes a new UUID for a missing, too long or odd id (spaces, newlines, quotes)', () => {
    for (const bad of [
      undefined,
      '',
      'x'.repeat(129),
      'two words',
      'a\nfake log line',
      '"quoted"',
      '-dash',
    ]) {
      expect(requestIdFrom(bad)).toMatch(UUID);
    }
  });
});
