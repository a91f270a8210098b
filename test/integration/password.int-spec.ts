import request from 'supertest';
import { PASSWORD, loginAs, registerStudent, startTestApp, type TestApp } from './support/test-app';

async function latestResetToken(t: TestApp, email: string): Promise<string> {
  const [row] = await t.db.query(
    'SELECT body FROM mail_outbox WHERE to_address = $1 ORDER BY created_at DESC LIMIT 1',
    [email],
  );
  const match = /http:\/\/app\.test\/reset-password\?token=([A-Za-z0-9_-]+)/.exec(row?.body ?? '');
  if (!match) throw new Error(`no reset link mailed to ${email}`);
  return match[1];
}

describe('forgot / reset password', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(() => t.close());

  it('answers the same for known and unknown emails, and mails only real accounts', async () => {
    const { email } = await registerStudent(t);
    const known = await request(t.http).post('/api/forgot-password').send({ email: email.toUpperCase() });
    const unknown = await request(t.http)
      .post('/api/forgot-password')
      .send({ email: 'nobody-here@example.com' });
    expect(known.status).toBe(200);
    expect(unknown.status).toBe(200);
    expect(known.body).toEqual(unknown.body);
    const rows = await t.db.query('SELECT to_address FROM mail_outbox WHERE to_address IN ($1, $2)', [
      email,
      'nobody-here@example.com',
    ]);
    expect(rows).toEqual([{ to_address: email }]);
    // Only the hash is stored, never the token from the mail.
    const token = await latestResetToken(t, email);
    const stored = await t.db.query('SELECT token_hash FROM password_reset_tokens WHERE token_hash = $1', [
      token,
    ]);
    expect(stored).toHaveLength(0);
  });

  it('resets once, ends old sessions, and refuses a second use', async () => {
    const { email } = await registerStudent(t);
    const old = await loginAs(t, email);
    await request(t.http).post('/api/forgot-password').send({ email }).expect(200);
    const token = await latestResetToken(t, email);

    const reset = await request(t.http)
      .post('/api/reset-password')
      .send({ token, password: 'brand-new-pass9' });
    expect(reset.body).toEqual({ message: expect.any(String) });
    expect(reset.status).toBe(200);
    expect((await old.agent.get('/api/check-auth')).status).toBe(401);
    expect(
      (await request(t.http).post('/api/login').send({ username: email, password: PASSWORD })).status,
    ).toBe(401);
    await loginAs(t, email, 'brand-new-pass9');

    const again = await request(t.http)
      .post('/api/reset-password')
      .send({ token, password: 'another-pass9' });
    expect(again.status).toBe(400);
    expect(again.body).toEqual({
      error: 'This reset link is invalid or has expired.',
      code: 'AUTH_INVALID_RESET_TOKEN',
    });
  });

  it('refuses an expired token and an unknown one', async () => {
    const { email } = await registerStudent(t);
    await request(t.http).post('/api/forgot-password').send({ email }).expect(200);
    const token = await latestResetToken(t, email);
    await t.db.query(
      `UPDATE password_reset_tokens SET expires_at = now() - interval '1 minute' WHERE user_id = (SELECT id FROM users WHERE email = $1)`,
      [email],
    );
    for (const tk of [token, 'x'.repeat(43)]) {
      const res = await request(t.http)
        .post('/api/reset-password')
        .send({ token: tk, password: 'brand-new-pass9' });
      expect(res.status).toBe(400);
      expect(res.body.error).toBe('This reset link is invalid or has expired.');
    }
  });

  it('does not send reset mails to guests', async () => {
    const before = await t.db.query('SELECT count(*)::int AS n FROM mail_outbox');
    const guest = await request(t.http).post('/api/guest-login').expect(200);
    expect(guest.body.user.email).toBeNull();
    const after = await t.db.query('SELECT count(*)::int AS n FROM mail_outbox');
    expect(after[0].n).toBe(before[0].n);
  });
});

describe('change password (profile)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(() => t.close());

  it('needs the current password, then keeps this session and ends the others', async () => {
    const { email } = await registerStudent(t);
    const here = await loginAs(t, email);
    const elsewhere = await loginAs(t, email);

    const wrong = await here.agent
      .post('/api/profile/password')
      .send({ oldPassword: 'not-it-123', newPassword: 'next-pass99' });
    expect(wrong.status).toBe(400);
    expect(wrong.body.error).toBe('Current password is incorrect.');
    const missing = await here.agent.post('/api/profile/password').send({ newPassword: 'next-pass99' });
    expect(missing.status).toBe(400);
    const weak = await here.agent
      .post('/api/profile/password')
      .send({ oldPassword: PASSWORD, newPassword: 'weak' });
    expect(weak.status).toBe(400);
    expect(weak.body.error).toBe(
      'Password must be at least 8 characters long and contain letters and numbers.',
    );
    expect((await elsewhere.agent.get('/api/check-auth')).status).toBe(200);

    const ok = await here.agent
      .post('/api/profile/password')
      .send({ oldPassword: PASSWORD, newPassword: 'next-pass99' });
    expect(ok.status).toBe(200);
    expect((await here.agent.get('/api/check-auth')).status).toBe(200);
    expect((await elsewhere.agent.get('/api/check-auth')).status).toBe(401);
    await loginAs(t, email, 'next-pass99');
  });
});
