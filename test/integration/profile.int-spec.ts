import request from 'supertest';
import { AVATAR_MAX_BYTES, ZUserResponseSchema } from '@eps/contracts';
import { loginAs, registerStudent, startTestApp, type TestApp } from './support/test-app';

const PNG = Buffer.concat([
  Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
  Buffer.alloc(64, 1),
]);

describe('profile and avatars', () => {
  let t: TestApp;
  let agent: request.Agent;
  let userId: string;
  beforeAll(async () => {
    t = await startTestApp();
    const { email } = await registerStudent(t, undefined, 'Pat Profile');
    const login = await loginAs(t, email);
    agent = login.agent;
    userId = login.user.id;
  });
  afterAll(() => t.close());

  it('reads and renames the profile', async () => {
    expect((await agent.get('/api/profile')).body.user.fullName).toBe('Pat Profile');
    const res = await agent.patch('/api/profile').send({ fullName: '  Pat Renamed ' });
    expect(res.status).toBe(200);
    expect(ZUserResponseSchema.parse(res.body).user.fullName).toBe('Pat Renamed');
    expect((await agent.patch('/api/profile').send({ fullName: '' })).body.error).toBe(
      'Full name is required.',
    );
    expect((await request(t.http).get('/api/profile')).status).toBe(401);
  });

  it('stores a PNG avatar, serves it with its type, and deletes it', async () => {
    const up = await agent
      .post('/api/profile/avatar')
      .attach('avatar', PNG, { filename: 'me.png', contentType: 'image/png' });
    expect(up.status).toBe(200);
    const path: string = up.body.user.avatarPath;
    expect(path).toMatch(new RegExp(`^/api/avatars/${userId}\\?v=\\d+$`));

    const img = await agent.get(path);
    expect(img.status).toBe(200);
    expect(img.headers['content-type']).toBe('image/png');
    expect(img.headers['x-content-type-options']).toBe('nosniff');
    expect(Buffer.compare(img.body as Buffer, PNG)).toBe(0);
    expect((await request(t.http).get(path)).status).toBe(401);

    const del = await agent.delete('/api/profile/avatar');
    expect(del.body.user.avatarPath).toBeNull();
    expect((await agent.get(path)).status).toBe(404);
    expect((await agent.get('/api/avatars/not-a-uuid')).status).toBe(404);
  });

  it('refuses a non-image (whatever its declared type), a missing file and a too large file', async () => {
    const html = await agent
      .post('/api/profile/avatar')
      .attach('avatar', Buffer.from('<html><script>alert(1)</script></html>'), {
        filename: 'x.png',
        contentType: 'image/png',
      });
    expect(html.status).toBe(400);
    expect(html.body).toEqual({
      error: 'The avatar must be a PNG, JPEG or WebP image.',
      code: 'PROFILE_AVATAR_NOT_IMAGE',
    });

    const none = await agent.post('/api/profile/avatar');
    expect(none.status).toBe(400);
    expect(none.body.code).toBe('PROFILE_AVATAR_MISSING');

    const wrongField = await agent.post('/api/profile/avatar').attach('picture', PNG, 'me.png');
    expect(wrongField.status).toBe(400);

    const big = Buffer.concat([PNG, Buffer.alloc(AVATAR_MAX_BYTES)]);
    const tooLarge = await agent.post('/api/profile/avatar').attach('avatar', big, 'big.png');
    expect(tooLarge.status).toBe(413);
    expect(tooLarge.body.error).toBe('The avatar must be at most 1 MB.');
  });

  it('refuses every profile write for guests with a readable 403', async () => {
    const guest = request.agent(t.http);
    await guest.post('/api/guest-login').expect(200);
    expect((await guest.get('/api/profile')).status).toBe(200);
    const writes = [
      guest.patch('/api/profile').send({ fullName: 'Sneaky' }),
      guest.post('/api/profile/avatar').attach('avatar', PNG, 'me.png'),
      guest.delete('/api/profile/avatar'),
      guest.post('/api/profile/password').send({ oldPassword: 'whatever1', newPassword: 'new-pass123' }),
    ];
    for (const res of await Promise.all(writes)) {
      expect(res.status).toBe(403);
      expect(res.body.error).toBe(
        'Guest accounts cannot change their profile. Please register for a full account.',
      );
    }
  });
});
