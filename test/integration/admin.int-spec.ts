import request from 'supertest';
import { ZAccessCodeListResponseSchema, ZAccessCodeSchema, ZOutboxResponseSchema } from '@eps/contracts';
import { runCli } from '../../apps/api/src/cli';
import {
  loginAs,
  postRegister,
  registerStudent,
  startTestApp,
  uniqueEmail,
  type TestApp,
  loginAsNewAdmin,
} from './support/test-app';

describe('admin area', () => {
  let t: TestApp;
  let admin: request.Agent;
  beforeAll(async () => {
    t = await startTestApp();
    admin = (await loginAsNewAdmin(t)).agent;
  });
  afterAll(() => t.close());

  it('refuses guests and students with 403 and anonymous callers with 401', async () => {
    const guest = request.agent(t.http);
    await guest.post('/api/guest-login').expect(200);
    expect((await guest.get('/api/admin/access-codes')).status).toBe(403);

    const { email } = await registerStudent(t);
    const student = (await loginAs(t, email)).agent;
    const res = await student.get('/api/admin/access-codes');
    expect(res.status).toBe(403);
    expect(res.body.code).toBe('AUTH_FORBIDDEN');
    expect((await student.post('/api/admin/access-codes').send({})).status).toBe(403);
    expect((await student.get('/api/admin/outbox')).status).toBe(403);

    expect((await request(t.http).get('/api/admin/access-codes')).status).toBe(401);
  });

  it('lets the admin create, list and revoke access codes', async () => {
    const created = await admin.post('/api/admin/access-codes').send({ label: 'Physics dept', maxUses: 3 });
    expect(created.status).toBe(201);
    const code = ZAccessCodeSchema.parse(created.body);
    expect(code).toMatchObject({ label: 'Physics dept', maxUses: 3, uses: 0, revokedAt: null });
    expect(code.code).toMatch(/^[0-9A-Z]{10}$/);

    const list = ZAccessCodeListResponseSchema.parse(
      (await admin.get('/api/admin/access-codes').expect(200)).body,
    );
    expect(list.codes.map((c) => c.id)).toContain(code.id);

    const revoked = await admin.delete(`/api/admin/access-codes/${code.id}`);
    expect(revoked.status).toBe(200);
    expect(revoked.body.revokedAt).toEqual(expect.any(String));
    const email = uniqueEmail('teacher');
    const reg = await postRegister(t, email, { role: 'teacher', fullName: 'T', accessCode: code.code });
    expect(reg.status).toBe(403);

    expect((await admin.delete('/api/admin/access-codes/not-a-uuid')).status).toBe(404);
    expect((await admin.delete('/api/admin/access-codes/00000000-0000-4000-8000-000000000000')).status).toBe(
      404,
    );
    const bad = await admin.post('/api/admin/access-codes').send({ maxUses: 'many' });
    expect(bad.status).toBe(400);
    expect(bad.body.error).toBe('maxUses must be a number.');
  });

  it('shows dev outbox mails to the admin', async () => {
    const { email } = await registerStudent(t);
    await request(t.http).post('/api/forgot-password').send({ email }).expect(200);
    const outbox = ZOutboxResponseSchema.parse((await admin.get('/api/admin/outbox').expect(200)).body);
    expect(outbox.mails[0].to).toBe(email);
    expect(outbox.mails.length).toBeLessThanOrEqual(50);
  });

  describe('CLI', () => {
    const env = () => ({ DATABASE_URL: process.env.DATABASE_URL });

    it('creates an admin who can use the admin API', async () => {
      const email = uniqueEmail('cli-admin');
      const out = await runCli(
        ['create-admin', '--email', email, '--password', 'cli-pass12', '--name', 'Cli Admin'],
        env(),
      );
      expect(out).toContain(email);
      const { agent, user } = await loginAs(t, email, 'cli-pass12');
      expect(user).toMatchObject({ role: 'admin', fullName: 'Cli Admin' });
      expect((await agent.get('/api/admin/access-codes')).status).toBe(200);
    });

    it('creates an access code a teacher can register with', async () => {
      const code = await runCli(['create-access-code', '--label', 'cli', '--max-uses', '1'], env());
      expect(code).toMatch(/^[0-9A-Z]{10}$/);
      const email = uniqueEmail('teacher');
      const reg = await postRegister(t, email, { role: 'teacher', fullName: 'T', accessCode: code });
      expect(reg.status).toBe(201);
    });

    it('migrates idempotently and explains bad usage', async () => {
      await expect(runCli(['migrate'], env())).resolves.toBe('The database is up to date.');
      await expect(runCli(['create-admin', '--email', 'x@example.com'], env())).rejects.toThrow(/--password/);
      await expect(
        runCli(['create-admin', '--email', 'x@example.com', '--password', 'short'], env()),
      ).rejects.toThrow(/at least 8 characters/);
      await expect(runCli(['frobnicate'], env())).rejects.toThrow(/Unknown command/);
      await expect(runCli(['migrate'], {})).rejects.toThrow(/DATABASE_URL/);
    });
  });
});
