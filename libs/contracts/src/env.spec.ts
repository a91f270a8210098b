import { envInt, readEnvInt } from './env';

const spec = { default: 30, min: 1, max: 600 };

describe('readEnvInt', () => {
  it('uses the default when the variable is unset or blank', () => {
    expect(readEnvInt('X', undefined, spec)).toEqual({ ok: true, value: 30 });
    expect(readEnvInt('X', '  ', spec)).toEqual({ ok: true, value: 30 });
  });

  it('reads a whole number within the bounds, spaces around it allowed', () => {
    expect(readEnvInt('X', ' 45 ', spec)).toEqual({ ok: true, value: 45 });
    expect(readEnvInt('X', '1', spec)).toEqual({ ok: true, value: 1 });
    expect(readEnvInt('X', '600', spec)).toEqual({ ok: true, value: 600 });
  });

  it('names the variable in every problem', () => {
    expect(readEnvInt('PORT', 'abc', spec)).toEqual({ ok: false, problem: 'PORT must be a number.' });
    expect(readEnvInt('PORT', '2.5', spec)).toEqual({ ok: false, problem: 'PORT must be a whole number.' });
    expect(readEnvInt('PORT', '0', spec)).toEqual({ ok: false, problem: 'PORT must be at least 1.' });
    expect(readEnvInt('PORT', '601', spec)).toEqual({ ok: false, problem: 'PORT must be at most 600.' });
  });
});

describe('envInt', () => {
  it('returns the value or throws the problem', () => {
    expect(envInt({ WORKER_CONCURRENCY: '4' }, 'WORKER_CONCURRENCY', spec)).toBe(4);
    expect(() => envInt({ WORKER_CONCURRENCY: 'four' }, 'WORKER_CONCURRENCY', spec)).toThrow(
      'WORKER_CONCURRENCY must be a number.',
    );
  });
});
