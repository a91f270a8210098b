import type { NestExpressApplication } from '@nestjs/platform-express';
import { randomBytes } from 'node:crypto';
import os from 'node:os';
import path from 'node:path';
import request from 'supertest';
import { DataSource } from 'typeorm';
import { createApp } from '../../../apps/api/src/app.factory';
import { UsersService } from '../../../apps/api/src/modules/users/users.service';
import { loadConfig, type AppConfig } from '../../../apps/api/src/config/app-config';

export interface TestApp {
  app: NestExpressApplication;
  http: ReturnType<NestExpressApplication['getHttpServer']>;
  config: AppConfig;
  db: DataSource;
  close(): Promise<void>;
}

/**
 * The production app (createApp) on the run's database and Redis. Each app gets its own Redis prefix
 * so rate-limit counters of one test file never leak into another; the auth limit is high unless a
 * test asks for a low one.
 */
export async function startTestApp(
  env: Record<string, string> = {},
  options: Parameters<typeof createApp>[1] = {},
): Promise<TestApp> {
  const config = loadConfig({
    DATABASE_URL: process.env.DATABASE_URL,
    REDIS_URL: process.env.REDIS_URL,
    REDIS_PREFIX: `${process.env.EPS_INT_REDIS_PREFIX ?? 'eps-int'}-${randomBytes(4).toString('hex')}`,
    JWT_SECRET: randomBytes(32).toString('hex'),
    LOG_LEVEL: process.env.EPS_INT_LOG_LEVEL ?? 'silent',
    RATE_LIMIT_AUTH_PER_MINUTE: '1000',
    WEB_DIST_DIR: path.join(os.tmpdir(), `eps-no-web-${randomBytes(4).toString('hex')}`),
    FILE_STORAGE_DIR: path.join(os.tmpdir(), `eps-int-files-${randomBytes(4).toString('hex')}`),
    PUBLIC_URL: 'http://app.test',
    ...env,
  });
  const app = await createApp(config, options);
  return { app, http: app.getHttpServer(), config, db: app.get(DataSource), close: () => app.close() };
}

export function uniqueEmail(prefix = 'user'): string {
  return `${prefix}-${randomBytes(5).toString('hex')}@example.com`;
}

export const PASSWORD = 'secret123';

/** POSTs /api/register for `email` (as username too) with PASSWORD; `fields` add to or override that body. */
export function postRegister(t: TestApp, email: string, fields: Record<string, unknown> = {}) {
  return request(t.http)
    .post('/api/register')
    .send({ username: email, email, password: PASSWORD, ...fields });
}

export async function registerStudent(t: TestApp, email = uniqueEmail(), fullName = 'Ann Lee') {
  const res = await postRegister(t, email, { role: 'student', accessCode: '', fullName });
  if (res.status !== 201) throw new Error(`register failed: ${res.status} ${JSON.stringify(res.body)}`);
  return { email, user: res.body.user as { id: string } };
}

/** Registers and logs in; returns the token and an agent that carries the cookie. */
export async function loginAs(t: TestApp, email: string, password = PASSWORD, rememberMe = false) {
  const agent = request.agent(t.http);
  const res = await agent.post('/api/login').send({ username: email, password, rememberMe });
  if (res.status !== 200) throw new Error(`login failed: ${res.status} ${JSON.stringify(res.body)}`);
  return { agent, token: res.body.token as string, user: res.body.user as { id: string }, res };
}

export function tokenCookieOf(res: request.Response): string | undefined {
  const cookies = ([] as string[]).concat(res.headers['set-cookie'] ?? []);
  return cookies.find((c) => c.startsWith('token='));
}

export const ADMIN_PASSWORD = 'admin-pass1';

/** Makes an admin the way the CLI does (admins cannot register) and logs in as them. */
export async function loginAsNewAdmin(t: TestApp, fullName = 'Ada Admin') {
  const email = uniqueEmail('admin');
  await t.app.get(UsersService).ensureAdmin({ email, password: ADMIN_PASSWORD, fullName });
  return loginAs(t, email, ADMIN_PASSWORD);
}

/** Registers a teacher with a fresh access code made by `admin`, and logs in as them. */
export async function registerTeacher(t: TestApp, admin: request.Agent, fullName = 'Tess Teacher') {
  const code = await admin
    .post('/api/admin/access-codes')
    .send({ label: 'Teachers', maxUses: 1 })
    .expect(201);
  const email = uniqueEmail('teacher');
  const reg = await postRegister(t, email, { role: 'teacher', fullName, accessCode: code.body.code });
  if (reg.status !== 201) throw new Error(`teacher register: ${reg.status} ${JSON.stringify(reg.body)}`);
  return loginAs(t, email);
}
