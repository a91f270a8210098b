import { isLoopbackAddress, judgeScrape } from './metrics-access';

const TOKEN = 'a-long-metrics-token-1234';
const remote = { authorization: undefined, peerAddress: '203.0.113.9', forwarded: false };
const local = { authorization: undefined, peerAddress: '127.0.0.1', forwarded: false };

describe('judgeScrape', () => {
  it('lets a direct request from this machine in without a token', () => {
    expect(judgeScrape(local, TOKEN)).toEqual({ ok: true, via: 'loopback' });
    expect(judgeScrape({ ...local, peerAddress: '::1' }, undefined)).toEqual({ ok: true, via: 'loopback' });
    expect(judgeScrape({ ...local, peerAddress: '::ffff:127.0.0.1' }, TOKEN).ok).toBe(true);
  });

  it('treats a loopback socket that carries a forwarded client as remote (a local reverse proxy)', () => {
    const verdict = judgeScrape({ ...local, forwarded: true }, TOKEN);
    expect(verdict).toEqual({ ok: false, reason: expect.stringContaining('Authorization: Bearer') });
  });

  it('lets a remote caller in with the right token only', () => {
    expect(judgeScrape({ ...remote, authorization: `Bearer ${TOKEN}` }, TOKEN)).toEqual({
      ok: true,
      via: 'token',
    });
    expect(judgeScrape({ ...remote, authorization: `bearer ${TOKEN}` }, TOKEN).ok).toBe(true);
    for (const wrong of [`Bearer ${TOKEN}x`, `Bearer ${TOKEN.slice(0, -1)}`, 'Bearer x', `Basic ${TOKEN}`])
      expect(judgeScrape({ ...remote, authorization: wrong }, TOKEN).ok).toBe(false);
    expect(judgeScrape(remote, TOKEN)).toEqual({
      ok: false,
      reason: expect.stringContaining('METRICS_TOKEN'),
    });
  });

  it('refuses a wrong token even from this machine, and says so', () => {
    expect(judgeScrape({ ...local, authorization: 'Bearer nope' }, TOKEN)).toEqual({
      ok: false,
      reason: expect.stringContaining('not this server'),
    });
  });

  it('accepts no token when none is configured, and tells the operator how to allow remote scrapes', () => {
    expect(judgeScrape({ ...remote, authorization: 'Bearer anything' }, undefined)).toEqual({
      ok: false,
      reason: expect.stringContaining('METRICS_TOKEN is not set'),
    });
    expect(judgeScrape(remote, undefined)).toEqual({
      ok: false,
      reason: expect.stringContaining('set METRICS_TOKEN'),
    });
  });
});

describe('isLoopbackAddress', () => {
  it.each([
    ['127.0.0.1', true],
    ['127.8.9.10', true],
    ['::1', true],
    ['::ffff:127.0.0.1', true],
    ['10.0.0.1', false],
    ['::ffff:10.0.0.1', false],
    ['1270.0.0.1', false],
    [undefined, false],
  ])('%s → %s', (address, expected) => expect(isLoopbackAddress(address)).toBe(expected));
});
