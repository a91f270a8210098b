import { ForbiddenException, NotFoundException, PayloadTooLargeException } from '@nestjs/common';
import { ThrottlerException } from '@nestjs/throttler';
import { ZApiErrorSchema } from '@eps/contracts';
import { AppError } from './app-error';
import { mapError } from './error-mapping';

describe('mapError', () => {
  it('passes typed errors through with their code and details', () => {
    const mapped = mapError(
      new AppError(409, 'AUTH_EMAIL_TAKEN', 'taken', [{ path: 'email', message: 'taken' }]),
    );
    expect(mapped).toEqual({
      status: 409,
      body: { error: 'taken', code: 'AUTH_EMAIL_TAKEN', details: [{ path: 'email', message: 'taken' }] },
      unexpected: false,
    });
  });

  it('maps the throttler to 429 RATE_LIMITED with the readable sentence', () => {
    expect(mapError(new ThrottlerException())).toMatchObject({
      status: 429,
      body: { code: 'RATE_LIMITED', error: 'Too many attempts. Please wait a minute and try again.' },
    });
  });

  it('maps Nest HTTP exceptions to stable codes', () => {
    expect(mapError(new NotFoundException('Cannot GET /api/x')).body).toEqual({
      error: 'Not found.',
      code: 'NOT_FOUND',
    });
    expect(mapError(new ForbiddenException('Nope')).body).toEqual({ error: 'Nope', code: 'FORBIDDEN' });
    expect(mapError(new PayloadTooLargeException()).status).toBe(413);
  });

  it('maps body-parser errors to client errors', () => {
    expect(mapError({ type: 'entity.parse.failed', status: 400 })).toMatchObject({
      status: 400,
      body: { code: 'INVALID_JSON' },
    });
    expect(mapError({ type: 'entity.too.large', status: 413 })).toMatchObject({
      status: 413,
      body: { code: 'PAYLOAD_TOO_LARGE' },
    });
    expect(mapError({ type: 'charset.unsupported', status: 415 })).toMatchObject({
      status: 415,
      unexpected: false,
    });
  });

  it('maps text Postgres cannot store (a NUL) to a 400 that names the character, from pg or TypeORM', () => {
    for (const err of [{ code: '22021' }, { driverError: { code: '22P05' } }]) {
      expect(mapError(err)).toMatchObject({
        status: 400,
        unexpected: false,
        body: { code: 'VALIDATION_FAILED', error: expect.stringContaining('NUL character (U+0000)') },
      });
    }
  });

  it('hides unknown errors behind a 500 that is flagged for logging', () => {
    const mapped = mapError(new Error('connection refused at 10.0.0.3'));
    expect(mapped.status).toBe(500);
    expect(mapped.unexpected).toBe(true);
    expect(mapped.body.error).not.toContain('10.0.0.3');
    expect(ZApiErrorSchema.parse(mapped.body).code).toBe('INTERNAL_ERROR');
  });
});
