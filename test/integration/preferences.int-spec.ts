import request from 'supertest';
import { DEFAULT_LIKED_TOOLS, DEFAULT_RECENT_TOOLS, ZSidebarPreferencesSchema } from '@eps/contracts';
import { startTestApp, type TestApp } from './support/test-app';

describe('sidebar preferences', () => {
  let t: TestApp;
  let agent: request.Agent;
  beforeAll(async () => {
    t = await startTestApp();
    agent = request.agent(t.http);
    // Guests are real users, so they have preferences too.
    await agent.post('/api/guest-login').expect(200);
  });
  afterAll(() => t.close());

  it('starts from the spec defaults', async () => {
    const res = await agent.get('/api/preferences/sidebar');
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      recent: DEFAULT_RECENT_TOOLS,
      liked: DEFAULT_LIKED_TOOLS,
      newFeatureSeen: false,
    });
  });

  it('merges and persists updates', async () => {
    const put = await agent
      .put('/api/preferences/sidebar')
      .send({ liked: ['calculator', 'calculator'], newFeatureSeen: true });
    expect(put.status).toBe(200);
    expect(put.body).toEqual({ recent: DEFAULT_RECENT_TOOLS, liked: ['calculator'], newFeatureSeen: true });
    expect(ZSidebarPreferencesSchema.parse((await agent.get('/api/preferences/sidebar')).body)).toEqual(
      put.body,
    );
  });

  it('moves a used tool to the front and keeps at most 5', async () => {
    for (const toolId of ['pdf-editor', 'math-papers', 'plot-generator']) {
      await agent.post('/api/preferences/sidebar/use').send({ toolId }).expect(200);
    }
    const res = await agent.get('/api/preferences/sidebar');
    expect(res.body.recent).toEqual([
      'plot-generator',
      'math-papers',
      'pdf-editor',
      'course-helper',
      'notes-generation',
    ]);
  });

  it('refuses unknown tools and oversized lists with 400', async () => {
    const unknown = await agent.post('/api/preferences/sidebar/use').send({ toolId: 'rm -rf' });
    expect(unknown.status).toBe(400);
    expect(unknown.body.error).toBe('Unknown tool id.');
    const tooMany = await agent.put('/api/preferences/sidebar').send({
      recent: ['calculator', 'pdf-editor', 'math-papers', 'course-helper', 'plot-generator', 'compile-latex'],
    });
    expect(tooMany.status).toBe(400);
  });

  it('keeps preferences per user and needs a session', async () => {
    const other = request.agent(t.http);
    await other.post('/api/guest-login').expect(200);
    expect((await other.get('/api/preferences/sidebar')).body.recent).toEqual(DEFAULT_RECENT_TOOLS);
    expect((await request(t.http).get('/api/preferences/sidebar')).status).toBe(401);
  });
});
