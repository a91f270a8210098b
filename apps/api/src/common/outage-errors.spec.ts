import { MaxRetriesPerRequestError } from 'ioredis/built/errors';
import { QueryFailedError } from 'typeorm';
import { mapError } from './error-mapping';
import { outageOf } from './outage-errors';

const codeOf = (err: unknown) => outageOf(err)?.code;

describe('outageOf: an unreachable store is a 503, anything else is not', () => {
  it('names Redis for ioredis giving up or a closed connection', () => {
    expect(codeOf(new MaxRetriesPerRequestError(2))).toBe('REDIS_UNAVAILABLE');
    expect(codeOf(new Error('Connection is closed.'))).toBe('REDIS_UNAVAILABLE');
  });

  it('names the database for a terminated backend, a lost connection or a refused connect', () => {
    const terminated = Object.assign(new Error('terminating connection due to administrator command'), {
      code: '57P01',
    });
    expect(codeOf(new QueryFailedError('SELECT 1', [], terminated))).toBe('DATABASE_UNAVAILABLE');
    expect(codeOf(new Error('Connection terminated unexpectedly'))).toBe('DATABASE_UNAVAILABLE');
    expect(
      codeOf(Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED' })),
    ).toBe('DATABASE_UNAVAILABLE');
  });

  it('leaves bugs and query errors alone: they stay 500s or their own typed errors', () => {
    const unique = Object.assign(new Error('duplicate key'), { code: '23505' });
    expect(outageOf(new QueryFailedError('INSERT', [], unique))).toBeUndefined();
    expect(outageOf(new TypeError('x is undefined'))).toBeUndefined();
    expect(outageOf(null)).toBeUndefined();
    expect(mapError(new TypeError('x')).status).toBe(500);
  });

  it('maps to a 503 body without flagging it as our bug', () => {
    expect(mapError(new MaxRetriesPerRequestError(2))).toMatchObject({
      status: 503,
      body: { code: 'REDIS_UNAVAILABLE', error: expect.stringMatching(/try again in a few seconds/) },
      unexpected: false,
    });
  });
});
