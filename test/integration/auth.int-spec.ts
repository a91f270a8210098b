import { JwtService } from '@nestjs/jwt';
import { AuthGuard } from '@nestjs/passport';
import request from 'supertest';
import { ZApiErrorSchema, ZLoginResponseSchema, ZUserResponseSchema } from '@eps/contracts';
import { AccessCodesService } from '../../apps/api/src/modules/access-codes/access-codes.service';
import { JwtAuthGuard } from '../../apps/api/src/modules/auth/jwt-auth.guard';
import { JwtSessionStrategy } from '../../apps/api/src/modules/auth/jwt-session.strategy';
import {
  PASSWORD,
  loginAs,
  postRegister,
  registerStudent,
  startTestApp,
  tokenCookieOf,
  uniqueEmail,
  type TestApp,
} from './support/test-app';

describe('authentication (spec section 7)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(() => t.close());

  it('register → login → check-auth → logout, after which the old token is refused', async () => {
    const email = uniqueEmail();
    const reg = await postRegister(t, email, { role: 'student', accessCode: '', fullName: 'Ann Lee' });
    expect(reg.status).toBe(201);
    expect(reg.body.message).toBe('Registration successful');
    expect(reg.body.user).toMatchObject({
      email,
      username: email,
      fullName: 'Ann Lee',
      role: 'student',
      isGuest: false,
    });
    expect(JSON.stringify(reg.body)).not.toMatch(/password|hash/i);
    // Registering does not log in.
    expect(tokenCookieOf(reg)).toBeUndefined();

    const { agent, token, res } = await loginAs(t, email);
    expect(ZLoginResponseSchema.parse(res.body).user.email).toBe(email);

    const me = await agent.get('/api/check-auth');
    expect(me.status).toBe(200);
    expect(ZUserResponseSchema.parse(me.body).user.email).toBe(email);
    const bearer = await request(t.http).get('/api/check-auth').set('Authorization', `Bearer ${token}`);
    expect(bearer.status).toBe(200);

    const out = await agent.get('/api/logout');
    expect(out.status).toBe(200);
    expect(out.body.message).toEqual(expect.any(String));
    expect(tokenCookieOf(out)).toMatch(/^token=;/);

    // The session row is revoked server-side: the token is dead both as cookie and as Bearer.
    const byCookie = await request(t.http).get('/api/check-auth').set('Cookie', `token=${token}`);
    expect(byCookie.status).toBe(401);
    expect(byCookie.body).toEqual({ error: 'Not authenticated', code: 'AUTH_NOT_AUTHENTICATED' });
    const byBearer = await request(t.http).get('/api/check-auth').set('Authorization', `Bearer ${token}`);
    expect(byBearer.status).toBe(401);
  });

  it('logout without a session still answers 200', async () => {
    const res = await request(t.http).get('/api/logout');
    expect(res.status).toBe(200);
  });

  it('check-auth refuses garbage and foreign-secret tokens with 401', async () => {
    const { email } = await registerStudent(t);
    const { token } = await loginAs(t, email);
    // The claims of a live session, signed with a secret other than this app's JWT_SECRET.
    const { sub, sid } = new JwtService().decode<{ sub: string; sid: string }>(token);
    const forged = new JwtService({ secret: 'not-the-apps-secret' }).sign({ sub, sid });
    for (const bad of ['garbage', 'a.b.c', forged]) {
      const res = await request(t.http).get('/api/check-auth').set('Cookie', `token=${bad}`);
      expect(res.status).toBe(401);
      expect(res.body).toEqual({ error: 'Not authenticated', code: 'AUTH_NOT_AUTHENTICATED' });
    }
    expect((await request(t.http).get('/api/check-auth').set('Cookie', `token=${token}`)).status).toBe(200);
  });

  describe('through @nestjs/passport', () => {
    it("guards with AuthGuard('jwt'), whose strategy validates the claims of every guarded request", async () => {
      expect(t.app.get(JwtAuthGuard)).toBeInstanceOf(AuthGuard('jwt'));
      const { email } = await registerStudent(t);
      const { agent, user } = await loginAs(t, email);
      const validate = jest.spyOn(t.app.get(JwtSessionStrategy), 'validate');
      try {
        await agent.get('/api/check-auth').expect(200);
        expect(validate.mock.calls.map(([claims]) => claims)).toEqual([
          expect.objectContaining({ sub: user.id, sid: expect.any(String) }),
        ]);
      } finally {
        validate.mockRestore();
      }
    });

    it('keeps each app to its own secret and database while two run in one process', async () => {
      const other = await startTestApp();
      try {
        const here = await loginAs(t, (await registerStudent(t)).email);
        const there = await loginAs(other, (await registerStudent(other)).email);
        await here.agent.get('/api/check-auth').expect(200);
        await there.agent.get('/api/check-auth').expect(200);
        // Each app signs with its own JWT_SECRET, so the other app refuses the token.
        const crossed = await request(other.http).get('/api/check-auth').set('Cookie', `token=${here.token}`);
        expect(crossed.status).toBe(401);
      } finally {
        await other.close();
      }
      const after = await loginAs(t, (await registerStudent(t)).email);
      await after.agent.get('/api/check-auth').expect(200);
    });
  });

  it('sets a 7-day cookie with remember-me and a session cookie without it', async () => {
    const { email } = await registerStudent(t);
    const remembered = (await loginAs(t, email, PASSWORD, true)).res;
    const cookie = tokenCookieOf(remembered)!;
    expect(cookie).toMatch(/Max-Age=604800/);
    expect(cookie).toMatch(/HttpOnly/);
    expect(cookie).toMatch(/SameSite=Lax/);
    expect(cookie).toMatch(/Path=\//);

    const session = tokenCookieOf((await loginAs(t, email)).res)!;
    expect(session).not.toMatch(/Max-Age/i);
    expect(session).not.toMatch(/Expires/i);
  });

  it('refuses wrong credentials with the spec message', async () => {
    const { email } = await registerStudent(t);
    for (const body of [
      { username: email, password: 'wrong-pass1' },
      { username: uniqueEmail('nobody'), password: PASSWORD },
    ]) {
      const res = await request(t.http).post('/api/login').send(body);
      expect(res.status).toBe(401);
      expect(res.body).toEqual({ error: 'Invalid email or password', code: 'AUTH_INVALID_CREDENTIALS' });
    }
  });

  it('refuses a second account with the same email (any case) with 409', async () => {
    const { email } = await registerStudent(t);
    const upper = email.toUpperCase();
    const res = await postRegister(t, upper, { role: 'student', fullName: 'Copy' });
    expect(res.status).toBe(409);
    expect(res.body.error).toBe('An account with this email already exists.');
  });

  describe('guests', () => {
    it('creates a real guest user and reuses the guest session on a second call', async () => {
      const agent = request.agent(t.http);
      const first = await agent.post('/api/guest-login');
      expect(first.status).toBe(200);
      const guest = ZUserResponseSchema.parse(first.body).user;
      expect(guest).toMatchObject({ isGuest: true, fullName: 'Guest', email: null });
      expect(guest.username).toMatch(/^guest-/);
      expect(tokenCookieOf(first)).toBeDefined();

      const again = await agent.post('/api/guest-login');
      expect(again.status).toBe(200);
      expect(again.body.user.id).toBe(guest.id);
      expect(tokenCookieOf(again)).toBeUndefined();

      const me = await agent.get('/api/check-auth');
      expect(me.body.user).toMatchObject({ id: guest.id, isGuest: true });

      // A guest has no credentials, so its username can never be used to log in.
      const login = await request(t.http)
        .post('/api/login')
        .send({ username: guest.username, password: PASSWORD });
      expect(login.status).toBe(401);
    });

    it('gives a new visitor a different guest', async () => {
      const a = await request(t.http).post('/api/guest-login');
      const b = await request(t.http).post('/api/guest-login');
      expect(a.body.user.id).not.toBe(b.body.user.id);
    });
  });

  describe('teachers and access codes', () => {
    const registerTeacher = (accessCode?: string) =>
      postRegister(t, uniqueEmail('teacher'), { role: 'teacher', fullName: 'Tess Teacher', accessCode });

    it('asks for the access code when a teacher gives none', async () => {
      for (const code of [undefined, '', '   ']) {
        const res = await registerTeacher(code);
        expect(res.status).toBe(400);
        expect(res.body.error).toBe('Please enter your teacher access code');
      }
    });

    it('refuses an unknown, revoked or expired code with 403', async () => {
      const codes = t.app.get(AccessCodesService);
      const revoked = await codes.create({});
      await codes.revoke(revoked.id);
      const expired = await codes.create({ expiresAt: new Date(Date.now() - 1000) });
      for (const code of ['NOPE-NOPE', revoked.code, expired.code]) {
        const res = await registerTeacher(code);
        expect(res.status).toBe(403);
        expect(res.body).toEqual({ error: 'Invalid teacher access code.', code: 'AUTH_INVALID_ACCESS_CODE' });
      }
    });

    it('registers teachers with a valid code (any case) until max uses is reached', async () => {
      const code = await t.app.get(AccessCodesService).create({ maxUses: 2, label: 'test' });
      const first = await registerTeacher(code.code.toLowerCase());
      expect(first.status).toBe(201);
      expect(first.body.user.role).toBe('teacher');
      expect((await registerTeacher(code.code)).status).toBe(201);
      const third = await registerTeacher(code.code);
      expect(third.status).toBe(403);
      const [{ uses }] = await t.db.query('SELECT uses FROM teacher_access_codes WHERE id = $1', [code.id]);
      expect(uses).toBe(2);
    });

    it('does not spend a use when the registration fails for another reason', async () => {
      const code = await t.app.get(AccessCodesService).create({ maxUses: 1 });
      const { email } = await registerStudent(t);
      const dup = await postRegister(t, email, { role: 'teacher', fullName: 'X', accessCode: code.code });
      expect(dup.status).toBe(409);
      expect((await registerTeacher(code.code)).status).toBe(201);
    });

    it('lets only one of two concurrent registrations take the last use', async () => {
      const code = await t.app.get(AccessCodesService).create({ maxUses: 1 });
      const results = await Promise.all([1, 2, 3].map(() => registerTeacher(code.code)));
      expect(results.map((r) => r.status).sort()).toEqual([201, 403, 403]);
    });
  });

  describe('bad input gets a readable 4xx, never a 500', () => {
    const email = 'bad-input@example.com';
    const valid = { username: email, email, password: PASSWORD, role: 'student', fullName: 'B' };
    it.each([
      [
        'login',
        { username: 'a@b.c', password: PASSWORD, rememberMe: 'yes' },
        'rememberMe must be true or false.',
      ],
      ['login', { username: 'a@b.c', password: 123 }, 'Password must be text.'],
      ['login', { username: '', password: '' }, 'Email and password are required'],
      ['login', {}, 'Username must be text.'],
      ['login', [], undefined],
      ['register', { ...valid, role: 'admin' }, "Role must be 'student' or 'teacher'."],
      ['register', { ...valid, role: 'wizard' }, "Role must be 'student' or 'teacher'."],
      ['register', { ...valid, password: 'short' }, undefined],
      ['register', { ...valid, email: 'nope', username: 'nope' }, 'Please enter a valid email address.'],
      ['register', { ...valid, fullName: { $gt: '' } }, 'Full name must be text.'],
      ['forgot-password', { email: 42 }, 'Email must be text.'],
      ['reset-password', { token: 'x', password: PASSWORD }, 'This reset link is invalid.'],
    ])('POST /api/%s %j', async (route, body, message) => {
      const res = await request(t.http)
        .post(`/api/${route}`)
        .send(body as object);
      expect(res.status).toBe(400);
      expect(ZApiErrorSchema.parse(res.body).code).toBe('VALIDATION_FAILED');
      if (message) expect(res.body.error).toBe(message);
      expect(res.body.details.length).toBeGreaterThan(0);
    });

    it('answers malformed JSON with 400', async () => {
      const res = await request(t.http)
        .post('/api/login')
        .set('Content-Type', 'application/json')
        .send('{"username": ');
      expect(res.status).toBe(400);
      expect(res.body).toEqual({ error: 'Request body is not valid JSON.', code: 'INVALID_JSON' });
    });

    it('answers a 2 MB body with 413', async () => {
      const res = await request(t.http)
        .post('/api/register')
        .set('Content-Type', 'application/json')
        .send(JSON.stringify({ ...valid, fullName: 'x'.repeat(2 * 1024 * 1024) }));
      expect(res.status).toBe(413);
      expect(res.body.code).toBe('PAYLOAD_TOO_LARGE');
      expect(res.body.error).toMatch(/too large/);
    });

    it('answers a body that is not JSON at all with a validation message', async () => {
      const res = await request(t.http).post('/api/login').set('Content-Type', 'text/plain').send('hello');
      expect(res.status).toBe(400);
      expect(res.body.code).toBe('VALIDATION_FAILED');
    });
  });
});
