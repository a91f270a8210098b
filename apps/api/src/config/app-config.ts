import path from 'node:path';
import { z } from 'zod';
import { readEnvInt } from '@eps/contracts';

/**
 * Every environment variable the API reads, with its meaning. This list is the single source the README
 * is checked against, so a new variable must be added here first.
 */
export const ENV_VARS: ReadonlyArray<{ name: string; required: boolean; description: string }> = [
  { name: 'PORT', required: false, description: 'HTTP port (default 3000).' },
  { name: 'HOST', required: false, description: 'Interface to bind (default 0.0.0.0).' },
  { name: 'DATABASE_URL', required: true, description: 'Postgres connection URL.' },
  {
    name: 'REDIS_URL',
    required: true,
    description: 'Redis connection URL (rate limits, worker heartbeats).',
  },
  {
    name: 'JWT_SECRET',
    required: true,
    description: 'HS256 secret for session tokens, at least 32 characters.',
  },
  {
    name: 'PUBLIC_URL',
    required: false,
    description: 'Public base URL used in password reset links (default http://localhost:PORT).',
  },
  {
    name: 'COOKIE_SECURE',
    required: false,
    description: 'auto | true | false (default auto: Secure when the request is HTTPS).',
  },
  {
    name: 'SESSION_TTL_HOURS',
    required: false,
    description: 'Idle expiry of sessions without remember-me (default 12).',
  },
  {
    name: 'GUEST_INACTIVITY_HOURS',
    required: false,
    description: 'Guests inactive this long are deleted (default 72).',
  },
  {
    name: 'PASSWORD_RESET_TTL_MINUTES',
    required: false,
    description: 'Validity of a password reset link (default 30).',
  },
  {
    name: 'SMTP_URL',
    required: false,
    description: 'SMTP URL for outgoing mail; without it mail goes to the log and the dev outbox.',
  },
  {
    name: 'MAIL_FROM',
    required: false,
    description: 'Sender address of outgoing mail (default no-reply@localhost).',
  },
  {
    name: 'ADMIN_EMAIL',
    required: false,
    description: 'With ADMIN_PASSWORD: the admin account ensured at boot.',
  },
  { name: 'ADMIN_PASSWORD', required: false, description: 'Password of the admin ensured at boot.' },
  {
    name: 'ADMIN_FULL_NAME',
    required: false,
    description: 'Full name of the admin ensured at boot (default Administrator).',
  },
  {
    name: 'TEACHER_ACCESS_CODES',
    required: false,
    description: 'Comma-separated teacher access codes seeded at boot.',
  },
  {
    name: 'RATE_LIMIT_AUTH_PER_MINUTE',
    required: false,
    description: 'Attempts per minute on login, register, guest-login, forgot/reset password (default 10).',
  },
  {
    name: 'RATE_LIMIT_ANSWERS_PER_MINUTE',
    required: false,
    description: 'Answers checked on the exam question page per user per minute (default 60).',
  },
  {
    name: 'RATE_LIMIT_UPLOADS_PER_MINUTE',
    required: false,
    description: 'Papers uploaded or resubmitted for review per user per minute (default 10).',
  },
  {
    name: 'RATE_LIMIT_COMPILE_PER_MINUTE',
    required: false,
    description: 'LaTeX compiles and plot runs per user per minute (default 60).',
  },
  {
    name: 'COMPILE_CACHE_MB',
    required: false,
    description: 'Size bound of the compile cache in Postgres (PDFs and plots by content hash; default 256).',
  },
  {
    name: 'COMPILE_WAIT_SECONDS',
    required: false,
    description: 'How long a compile or plot request waits for its job, queueing included (default 120).',
  },
  {
    name: 'AI_BASE_URL',
    required: false,
    description:
      'Base URL of an OpenAI-compatible API (OpenAI, Azure, vLLM, Ollama…). With it or AI_API_KEY the model engine is used; without both, the offline engine.',
  },
  { name: 'AI_API_KEY', required: false, description: 'API key of the OpenAI-compatible service.' },
  { name: 'AI_MODEL', required: false, description: "Model name to ask (default 'gpt-4o-mini')." },
  {
    name: 'AI_TIMEOUT_SECONDS',
    required: false,
    description: 'How long one model call may take before it is abandoned (default 120).',
  },
  {
    name: 'RATE_LIMIT_AI_PER_MINUTE',
    required: false,
    description: 'Generation, enhance, regenerate and image-to-text calls per user per minute (default 20).',
  },
  {
    name: 'WEB_DIST_DIR',
    required: false,
    description: 'Directory of the built SPA (default apps/web/dist).',
  },
  {
    name: 'FILE_STORAGE_DIR',
    required: false,
    description:
      'Directory of user files: drive files and their versions, uploaded papers (default .data/files).',
  },
  {
    name: 'DRIVE_MAX_FILE_MB',
    required: false,
    description: 'Largest file a user may put in the Math Papers drive (default 20).',
  },
  {
    name: 'DRIVE_QUOTA_MB',
    required: false,
    description: "Space of each user's drive, every version of every file counted (default 200).",
  },
  {
    name: 'LOG_LEVEL',
    required: false,
    description: 'fatal | error | warn | info | debug | trace | silent (default info).',
  },
  { name: 'REDIS_PREFIX', required: false, description: "Prefix of every Redis key (default 'eps')." },
  {
    name: 'METRICS_TOKEN',
    required: false,
    description:
      'Bearer token for GET /metrics from other machines, at least 16 characters (unset: only this machine may scrape).',
  },
];

/** An integer variable, read by the helper the compile worker uses too; a problem joins the list. */
const intFrom = (name: string, def: number, min: number, max: number) =>
  z
    .string()
    .optional()
    .transform((raw, ctx) => {
      const reading = readEnvInt(name, raw, { default: def, min, max });
      if (reading.ok) return reading.value;
      ctx.addIssue({ code: 'custom', message: reading.problem });
      return z.NEVER;
    });

const optionalText = z
  .string()
  .trim()
  .optional()
  .transform((v) => (v ? v : undefined));

const EnvSchema = z
  .object({
    PORT: intFrom('PORT', 3000, 0, 65535),
    HOST: z.string().trim().min(1).default('0.0.0.0'),
    DATABASE_URL: z
      .string({ error: 'DATABASE_URL is required.' })
      .regex(/^postgres(ql)?:\/\//, 'DATABASE_URL must be a postgres:// URL.'),
    REDIS_URL: z
      .string({ error: 'REDIS_URL is required.' })
      .regex(/^rediss?:\/\//, 'REDIS_URL must be a redis:// URL.'),
    JWT_SECRET: z
      .string({ error: 'JWT_SECRET is required.' })
      .min(32, 'JWT_SECRET must be at least 32 characters.'),
    PUBLIC_URL: optionalText.pipe(z.url('PUBLIC_URL must be a URL.').optional()),
    COOKIE_SECURE: z
      .enum(['auto', 'true', 'false'], { error: 'COOKIE_SECURE must be auto, true or false.' })
      .default('auto'),
    SESSION_TTL_HOURS: intFrom('SESSION_TTL_HOURS', 12, 1, 24 * 365),
    GUEST_INACTIVITY_HOURS: intFrom('GUEST_INACTIVITY_HOURS', 72, 1, 24 * 365),
    PASSWORD_RESET_TTL_MINUTES: intFrom('PASSWORD_RESET_TTL_MINUTES', 30, 1, 24 * 60),
    SMTP_URL: optionalText.pipe(
      z
        .string()
        .regex(/^smtps?:\/\//, 'SMTP_URL must be an smtp:// or smtps:// URL.')
        .optional(),
    ),
    MAIL_FROM: optionalText,
    ADMIN_EMAIL: optionalText.pipe(z.email('ADMIN_EMAIL must be an email address.').optional()),
    ADMIN_PASSWORD: optionalText,
    ADMIN_FULL_NAME: optionalText,
    TEACHER_ACCESS_CODES: optionalText,
    RATE_LIMIT_AUTH_PER_MINUTE: intFrom('RATE_LIMIT_AUTH_PER_MINUTE', 10, 1, 100000),
    RATE_LIMIT_COMPILE_PER_MINUTE: intFrom('RATE_LIMIT_COMPILE_PER_MINUTE', 60, 1, 100000),
    RATE_LIMIT_ANSWERS_PER_MINUTE: intFrom('RATE_LIMIT_ANSWERS_PER_MINUTE', 60, 1, 100000),
    RATE_LIMIT_UPLOADS_PER_MINUTE: intFrom('RATE_LIMIT_UPLOADS_PER_MINUTE', 10, 1, 100000),
    COMPILE_CACHE_MB: intFrom('COMPILE_CACHE_MB', 256, 1, 1024 * 1024),
    COMPILE_WAIT_SECONDS: intFrom('COMPILE_WAIT_SECONDS', 120, 5, 3600),
    AI_BASE_URL: optionalText.pipe(
      z.url('AI_BASE_URL must be a URL such as http://localhost:11434/v1.').optional(),
    ),
    AI_API_KEY: optionalText,
    AI_MODEL: optionalText,
    AI_TIMEOUT_SECONDS: intFrom('AI_TIMEOUT_SECONDS', 120, 5, 3600),
    RATE_LIMIT_AI_PER_MINUTE: intFrom('RATE_LIMIT_AI_PER_MINUTE', 20, 1, 100000),
    WEB_DIST_DIR: optionalText,
    FILE_STORAGE_DIR: optionalText,
    DRIVE_MAX_FILE_MB: intFrom('DRIVE_MAX_FILE_MB', 20, 1, 1024),
    DRIVE_QUOTA_MB: intFrom('DRIVE_QUOTA_MB', 200, 1, 1024 * 1024),
    LOG_LEVEL: z
      .enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'], {
        error: 'LOG_LEVEL is not a pino level.',
      })
      .default('info'),
    REDIS_PREFIX: z
      .string()
      .trim()
      .regex(/^[A-Za-z0-9_.:-]+$/, 'REDIS_PREFIX may only hold letters, digits and _.:-')
      .default('eps'),
    METRICS_TOKEN: optionalText.pipe(
      z.string().min(16, 'METRICS_TOKEN must be at least 16 characters.').optional(),
    ),
  })
  .refine((e) => !e.ADMIN_EMAIL === !e.ADMIN_PASSWORD, {
    message: 'ADMIN_EMAIL and ADMIN_PASSWORD must be given together.',
    path: ['ADMIN_PASSWORD'],
  });

export interface AppConfig {
  port: number;
  host: string;
  databaseUrl: string;
  redisUrl: string;
  redisPrefix: string;
  jwtSecret: string;
  publicUrl: string;
  cookieSecure: 'auto' | boolean;
  sessionTtlHours: number;
  guestInactivityHours: number;
  passwordResetTtlMinutes: number;
  smtpUrl?: string;
  mailFrom: string;
  admin?: { email: string; password: string; fullName: string };
  teacherAccessCodes: string[];
  rateLimitAuthPerMinute: number;
  rateLimitCompilePerMinute: number;
  rateLimitAnswersPerMinute: number;
  rateLimitUploadsPerMinute: number;
  compileCacheBytes: number;
  compileWaitMs: number;
  /** Set when AI_BASE_URL or AI_API_KEY is: the OpenAI-compatible engine; else the offline engine. */
  ai?: { baseUrl?: string; apiKey: string; model: string; timeoutMs: number };
  rateLimitAiPerMinute: number;
  webDistDir: string;
  /** Root of LocalDiskFileStorage. */
  fileStorageDir: string;
  driveMaxFileBytes: number;
  driveQuotaBytes: number;
  /** Bearer token for /metrics; without it only loopback callers may scrape. */
  metricsToken?: string;
  logLevel: 'fatal' | 'error' | 'warn' | 'info' | 'debug' | 'trace' | 'silent';
}

export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid configuration:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
  }
}

/** Validates the environment once at boot; throws a ConfigError listing one line per problem. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): AppConfig {
  const parsed = EnvSchema.safeParse(env);
  if (!parsed.success) {
    throw new ConfigError(parsed.error.issues.map((i) => `${i.path.join('.') || 'env'}: ${i.message}`));
  }
  const e = parsed.data;
  return {
    port: e.PORT,
    host: e.HOST,
    databaseUrl: e.DATABASE_URL,
    redisUrl: e.REDIS_URL,
    redisPrefix: e.REDIS_PREFIX,
    jwtSecret: e.JWT_SECRET,
    publicUrl: (e.PUBLIC_URL ?? `http://localhost:${e.PORT}`).replace(/\/+$/, ''),
    cookieSecure: e.COOKIE_SECURE === 'auto' ? 'auto' : e.COOKIE_SECURE === 'true',
    sessionTtlHours: e.SESSION_TTL_HOURS,
    guestInactivityHours: e.GUEST_INACTIVITY_HOURS,
    passwordResetTtlMinutes: e.PASSWORD_RESET_TTL_MINUTES,
    smtpUrl: e.SMTP_URL,
    mailFrom: e.MAIL_FROM ?? 'Exam Prep Studio <no-reply@localhost>',
    admin:
      e.ADMIN_EMAIL && e.ADMIN_PASSWORD
        ? {
            email: e.ADMIN_EMAIL.toLowerCase(),
            password: e.ADMIN_PASSWORD,
            fullName: e.ADMIN_FULL_NAME ?? 'Administrator',
          }
        : undefined,
    teacherAccessCodes: (e.TEACHER_ACCESS_CODES ?? '')
      .split(',')
      .map((c) => c.trim())
      .filter(Boolean),
    rateLimitAuthPerMinute: e.RATE_LIMIT_AUTH_PER_MINUTE,
    rateLimitCompilePerMinute: e.RATE_LIMIT_COMPILE_PER_MINUTE,
    rateLimitAnswersPerMinute: e.RATE_LIMIT_ANSWERS_PER_MINUTE,
    rateLimitUploadsPerMinute: e.RATE_LIMIT_UPLOADS_PER_MINUTE,
    compileCacheBytes: e.COMPILE_CACHE_MB * 1024 * 1024,
    compileWaitMs: e.COMPILE_WAIT_SECONDS * 1000,
    // From apps/api/{src,dist}/config this resolves to apps/web/dist.
    ai:
      e.AI_BASE_URL || e.AI_API_KEY
        ? {
            baseUrl: e.AI_BASE_URL,
            // Self-hosted servers (Ollama, llama.cpp) need no key, but the SDK wants one.
            apiKey: e.AI_API_KEY ?? 'no-key',
            model: e.AI_MODEL ?? 'gpt-4o-mini',
            timeoutMs: e.AI_TIMEOUT_SECONDS * 1000,
          }
        : undefined,
    rateLimitAiPerMinute: e.RATE_LIMIT_AI_PER_MINUTE,
    webDistDir: path.resolve(e.WEB_DIST_DIR ?? path.join(__dirname, '..', '..', '..', 'web', 'dist')),
    // From apps/api/{src,dist}/config this resolves to the repository's .data/files, where npm start keeps data.
    fileStorageDir: path.resolve(
      e.FILE_STORAGE_DIR ?? path.join(__dirname, '..', '..', '..', '..', '.data', 'files'),
    ),
    driveMaxFileBytes: e.DRIVE_MAX_FILE_MB * 1024 * 1024,
    driveQuotaBytes: e.DRIVE_QUOTA_MB * 1024 * 1024,
    logLevel: e.LOG_LEVEL,
    metricsToken: e.METRICS_TOKEN,
  };
}

export const APP_CONFIG = Symbol('APP_CONFIG');
