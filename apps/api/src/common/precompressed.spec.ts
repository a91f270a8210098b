import { chooseCoding } from './precompressed';

describe('chooseCoding', () => {
  const both = ['br', 'gzip'] as const;

  it.each([
    ['gzip, deflate, br, zstd', 'br'],
    ['gzip, deflate', 'gzip'],
    ['x-gzip', 'gzip'],
    ['*', 'br'],
    ['BR;Q=1', 'br'],
    ['br;q=0, gzip', 'gzip'],
    ['br;q=0.4, gzip;q=0.5', 'gzip'],
    ['br;q=0.5, gzip;q=0.5', 'br'],
    ['identity;q=1, br;q=0.9', null],
    ['gzip;q=0, br;q=0', null],
    ['*;q=0, identity', null],
    ['identity', null],
    ['deflate', null],
    ['', null],
  ])('picks from "%s": %s', (header, expected) => {
    expect(chooseCoding(header, both)).toBe(expected);
  });

  it('sends the original when no header came', () => {
    expect(chooseCoding(undefined, both)).toBeNull();
  });

  it('only picks a coding the file has a copy in', () => {
    expect(chooseCoding('br, gzip', ['gzip'])).toBe('gzip');
    expect(chooseCoding('br', ['gzip'])).toBeNull();
  });

  it('sends the original rather than a 406 when the client refuses it and takes no coding there is', () => {
    expect(chooseCoding('identity;q=0, gzip', both)).toBe('gzip');
    expect(chooseCoding('identity;q=0, deflate', both)).toBeNull();
  });
});
