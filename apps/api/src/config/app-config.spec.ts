import { ConfigError, ENV_VARS, loadConfig } from './app-config';

const base = {
  DATABASE_URL: 'postgres://u@localhost/db',
  REDIS_URL: 'redis://localhost:6379',
  JWT_SECRET: 'x'.repeat(32),
};

describe('loadConfig', () => {
  it('applies the documented defaults', () => {
    const c = loadConfig(base);
    expect(c).toMatchObject({
      port: 3000,
      host: '0.0.0.0',
      publicUrl: 'http://localhost:3000',
      cookieSecure: 'auto',
      sessionTtlHours: 12,
      guestInactivityHours: 72,
      passwordResetTtlMinutes: 30,
      rateLimitAuthPerMinute: 10,
      logLevel: 'info',
      redisPrefix: 'eps',
      teacherAccessCodes: [],
      admin: undefined,
    });
    expect(c.webDistDir).toMatch(/apps[/\\]web[/\\]dist$/);
    expect(c.fileStorageDir).toMatch(/\.data[/\\]files$/);
  });

  it('parses optional values', () => {
    const c = loadConfig({
      ...base,
      PORT: '3301',
      COOKIE_SECURE: 'true',
      TEACHER_ACCESS_CODES: ' abc, ,def ',
      ADMIN_EMAIL: 'Boss@Example.com',
      ADMIN_PASSWORD: 'pw123456',
      PUBLIC_URL: 'https://exams.school.org/',
    });
    expect(c.port).toBe(3301);
    expect(c.cookieSecure).toBe(true);
    expect(c.teacherAccessCodes).toEqual(['abc', 'def']);
    expect(c.admin).toEqual({ email: 'boss@example.com', password: 'pw123456', fullName: 'Administrator' });
    expect(c.publicUrl).toBe('https://exams.school.org');
  });

  it('reports every problem on its own line', () => {
    let error: unknown;
    try {
      loadConfig({ JWT_SECRET: 'short', PORT: 'abc', ADMIN_EMAIL: 'a@b.co' });
    } catch (e) {
      error = e;
    }
    expect(error).toBeInstanceOf(ConfigError);
    const problems = (error as ConfigError).problems;
    expect(problems).toEqual(
      expect.arrayContaining([
        'DATABASE_URL: DATABASE_URL is required.',
        'REDIS_URL: REDIS_URL is required.',
        'JWT_SECRET: JWT_SECRET must be at least 32 characters.',
        'PORT: PORT must be a number.',
      ]),
    );
    expect((error as ConfigError).message.split('\n')).toHaveLength(problems.length + 1);
  });

  it('documents every variable it reads', () => {
    const names = ENV_VARS.map((v) => v.name);
    expect(new Set(names).size).toBe(names.length);
    for (const v of ['DATABASE_URL', 'REDIS_URL', 'JWT_SECRET'])
      expect(ENV_VARS.find((e) => e.name === v)?.required).toBe(true);
    expect(names).toEqual(
      expect.arrayContaining([
        'SMTP_URL',
        'TEACHER_ACCESS_CODES',
        'RATE_LIMIT_AUTH_PER_MINUTE',
        'REDIS_PREFIX',
      ]),
    );
  });
});
