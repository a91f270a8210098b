import request from 'supertest';
import {
  DEFAULT_AUTHOR,
  DOCUMENT_VERSIONS_KEPT,
  type GeneratedDocument,
  type GenerationKind,
} from '@eps/contracts';
import { DocumentsService } from '../../apps/api/src/modules/documents/documents.service';
import { guestSession, type Agent } from './support/compile-client';
import { startTestApp, type TestApp } from './support/test-app';

/** Saved notes and slides with their versions: the real API on the run's Postgres. */

const OPTIONS = {
  userRequirement: '',
  customAuthor: DEFAULT_AUTHOR,
  includeImages: true,
  includeExamples: false,
  compactLayout: false,
  isHigh: false,
};

const latex = (body: string) =>
  `\\documentclass{article}\n\\title{Waves}\n\\begin{document}\n\\maketitle\n${body}\n\\end{document}\n`;

let t: TestApp;

beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

interface User {
  agent: Agent;
  userId: string;
}

const newUser = async (): Promise<User> => guestSession(t);

/** Seeds a document the way the generation routes save one (their own tests cover the route). */
function seed(user: User, kind: GenerationKind = 'notes', title = 'Waves', body = 'Generated body.') {
  return t.app.get(DocumentsService).createGenerated({
    ownerId: user.userId,
    kind,
    title,
    options: OPTIONS,
    latexCode: latex(body),
  });
}

const saveVersion = (user: User, id: string, latexCode: string, change: string) =>
  user.agent.post(`/api/documents/${id}/versions`).send({ latexCode, change });

const NOT_FOUND = { error: 'Document not found.', code: 'DOCUMENT_NOT_FOUND' };

describe('a document and its versions', () => {
  let owner: User;
  beforeAll(async () => {
    owner = await newUser();
  });

  it('lists the caller’s documents newest first, filtered by kind', async () => {
    const notes = await seed(owner, 'notes', 'Oscillations');
    const slides = await seed(owner, 'slides', 'Optics');
    const stranger = await newUser();
    await seed(stranger, 'notes', 'Not yours');

    const all = await owner.agent.get('/api/documents');
    expect(all.status).toBe(200);
    expect(all.body.documents.map((d: { title: string }) => d.title)).toEqual(['Optics', 'Oscillations']);
    expect(all.body.documents[0]).toEqual({
      id: slides.id,
      kind: 'slides',
      title: 'Optics',
      version: 1,
      createdAt: expect.any(String),
      updatedAt: expect.any(String),
    });

    const onlyNotes = await owner.agent.get('/api/documents?kind=notes');
    expect(onlyNotes.body.documents.map((d: { id: string }) => d.id)).toEqual([notes.id]);

    // An edit makes a document the newest again.
    expect((await saveVersion(owner, notes.id, latex('Edited.'), 'Edited')).status).toBe(201);
    const after = await owner.agent.get('/api/documents');
    expect(after.body.documents.map((d: { id: string; version: number }) => [d.id, d.version])).toEqual([
      [notes.id, 2],
      [slides.id, 1],
    ]);
  });

  it('rejects an unknown kind filter with 400', async () => {
    const res = await owner.agent.get('/api/documents?kind=essays');
    expect(res.status).toBe(400);
    expect(res.body.code).toBe('VALIDATION_FAILED');
  });

  it('gets the latest version with what changed and whether it can be undone', async () => {
    const doc = await seed(owner, 'notes', 'Waves', 'First words.');
    const res = await owner.agent.get(`/api/documents/${doc.id}`);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      id: doc.id,
      kind: 'notes',
      title: 'Waves',
      version: 1,
      createdAt: doc.createdAt,
      updatedAt: doc.updatedAt,
      latexCode: latex('First words.'),
      change: 'Generated',
      options: OPTIONS,
      canUndo: false,
    });
  });

  it('saves edits as new versions and undoes them one by one down to the first, then answers 409', async () => {
    const doc = await seed(owner, 'notes', 'Waves', 'Version one.');
    const second = await saveVersion(owner, doc.id, latex('Version two.'), 'Deleted section "Waves"');
    expect(second.status).toBe(201);
    expect(second.body).toMatchObject({
      id: doc.id,
      version: 2,
      latexCode: latex('Version two.'),
      change: 'Deleted section "Waves"',
      canUndo: true,
    });
    const third = await saveVersion(owner, doc.id, latex('Version three.'), 'Regenerated section "Light"');
    expect(third.body).toMatchObject({ version: 3, canUndo: true });
    expect((await owner.agent.get(`/api/documents/${doc.id}`)).body.latexCode).toBe(latex('Version three.'));

    const back = await owner.agent.post(`/api/documents/${doc.id}/undo`);
    expect(back.status).toBe(200);
    expect(back.body).toMatchObject({
      version: 2,
      latexCode: latex('Version two.'),
      change: 'Deleted section "Waves"',
      canUndo: true,
    });
    const first = await owner.agent.post(`/api/documents/${doc.id}/undo`);
    expect(first.body).toMatchObject({
      version: 1,
      latexCode: latex('Version one.'),
      change: 'Generated',
      canUndo: false,
    });

    const none = await owner.agent.post(`/api/documents/${doc.id}/undo`);
    expect(none.status).toBe(409);
    expect(none.body.code).toBe('DOCUMENT_NOTHING_TO_UNDO');
    expect(none.body.error).toMatch(/Nothing to undo/);
    expect((await owner.agent.get(`/api/documents/${doc.id}`)).body).toMatchObject({
      version: 1,
      canUndo: false,
    });

    // The next edit after an undo continues from the version it undid to.
    expect((await saveVersion(owner, doc.id, latex('Again.'), 'Edited')).body.version).toBe(2);
  });

  it('validates a saved version', async () => {
    const doc = await seed(owner);
    const blank = await saveVersion(owner, doc.id, '  \n', 'Edited');
    expect(blank.status).toBe(400);
    expect(blank.body.error).toBe('latexCode must not be empty.');
    const noChange = await owner.agent
      .post(`/api/documents/${doc.id}/versions`)
      .send({ latexCode: 'x', change: ' ' });
    expect(noChange.status).toBe(400);
    expect(noChange.body.error).toBe('Say what changed (change).');
    expect((await owner.agent.get(`/api/documents/${doc.id}`)).body.version).toBe(1);
  });

  it('accepts a whole document larger than the default 1 MB body limit', async () => {
    const doc = await seed(owner);
    // ~900,000 characters whose backslashes and newlines JSON doubles: about 1.3 MB on the wire.
    const big = latex('\\item x\n'.repeat(112_000));
    expect(Buffer.byteLength(JSON.stringify({ latexCode: big }))).toBeGreaterThan(1024 * 1024);
    const res = await saveVersion(owner, doc.id, big, 'Pasted a long document');
    expect(res.status).toBe(201);
    expect(res.body.latexCode).toBe(big);
  });

  it('deletes a document with its versions', async () => {
    const doc = await seed(owner, 'slides', 'To delete');
    await saveVersion(owner, doc.id, latex('Edit.'), 'Edited');
    const res = await owner.agent.delete(`/api/documents/${doc.id}`);
    expect(res.status).toBe(204);
    expect((await owner.agent.get(`/api/documents/${doc.id}`)).status).toBe(404);
    expect((await owner.agent.delete(`/api/documents/${doc.id}`)).status).toBe(404);
    const ids = (await owner.agent.get('/api/documents')).body.documents.map((d: { id: string }) => d.id);
    expect(ids).not.toContain(doc.id);
    const left = await t.db.query(`SELECT count(*)::int AS n FROM document_versions WHERE document_id = $1`, [
      doc.id,
    ]);
    expect(left[0].n).toBe(0);
  });
});

describe('another user’s document', () => {
  let owner: User;
  let stranger: User;
  let doc: GeneratedDocument;
  beforeAll(async () => {
    owner = await newUser();
    stranger = await newUser();
    doc = await seed(owner, 'notes', 'Private notes', 'Secret.');
    await saveVersion(owner, doc.id, latex('Secret, edited.'), 'Edited');
  });

  it('is 404 "Document not found." on every route, exactly like a missing one', async () => {
    const missing = '00000000-0000-4000-8000-000000000000';
    for (const id of [doc.id, missing, 'not-a-uuid']) {
      const answers = [
        await stranger.agent.get(`/api/documents/${id}`),
        await saveVersion(stranger, id, latex('Mine now.'), 'Edited'),
        await stranger.agent.post(`/api/documents/${id}/undo`),
        await stranger.agent.delete(`/api/documents/${id}`),
      ];
      for (const res of answers) {
        expect(res.status).toBe(404);
        expect(res.body).toEqual(NOT_FOUND);
      }
    }
    const list = await stranger.agent.get('/api/documents');
    expect(list.body.documents).toEqual([]);
  });

  it('is left untouched by those calls', async () => {
    const res = await owner.agent.get(`/api/documents/${doc.id}`);
    expect(res.body).toMatchObject({ version: 2, latexCode: latex('Secret, edited.'), canUndo: true });
  });

  it('answers 401 without a session', async () => {
    expect((await request(t.http).get('/api/documents')).status).toBe(401);
    expect((await request(t.http).get(`/api/documents/${doc.id}`)).status).toBe(401);
  });
});

describe('versions under load and over time', () => {
  it('gives concurrent saves distinct, consecutive version numbers', async () => {
    const owner = await newUser();
    const doc = await seed(owner);
    const saves = await Promise.all(
      Array.from({ length: 12 }, (_, i) => saveVersion(owner, doc.id, latex(`Edit ${i}.`), `Edit ${i}`)),
    );
    expect(saves.map((r) => r.status)).toEqual(Array(12).fill(201));
    const versions = saves.map((r) => r.body.version as number).sort((a, b) => a - b);
    expect(versions).toEqual(Array.from({ length: 12 }, (_, i) => i + 2));
    expect((await owner.agent.get(`/api/documents/${doc.id}`)).body.version).toBe(13);
  });

  it(`keeps the first version and the newest ones, ${DOCUMENT_VERSIONS_KEPT} in all`, async () => {
    const owner = await newUser();
    const doc = await seed(owner, 'notes', 'Waves', 'Generated.');
    const edits = DOCUMENT_VERSIONS_KEPT + 5;
    for (let i = 2; i <= edits + 1; i++) {
      expect((await saveVersion(owner, doc.id, latex(`Edit ${i}.`), `Edit ${i}`)).status).toBe(201);
    }
    const rows: Array<{ version: number }> = await t.db.query(
      `SELECT version FROM document_versions WHERE document_id = $1 ORDER BY version`,
      [doc.id],
    );
    const latest = edits + 1;
    const oldestKept = latest - (DOCUMENT_VERSIONS_KEPT - 2);
    expect(rows.map((r) => r.version)).toEqual([
      1,
      ...Array.from({ length: DOCUMENT_VERSIONS_KEPT - 1 }, (_, i) => oldestKept + i),
    ]);

    // Undo walks the kept versions; past the oldest kept edit it lands on the generated first version.
    const walked: number[] = [];
    for (let i = 0; i < DOCUMENT_VERSIONS_KEPT - 1; i++) {
      walked.push((await owner.agent.post(`/api/documents/${doc.id}/undo`)).body.version as number);
    }
    expect(walked.slice(-2)).toEqual([oldestKept, 1]);
    const first = await owner.agent.get(`/api/documents/${doc.id}`);
    expect(first.body).toMatchObject({ version: 1, latexCode: latex('Generated.'), canUndo: false });
  });

  it("goes with its owner: deleting a user deletes the user's documents", async () => {
    const owner = await newUser();
    const doc = await seed(owner);
    await t.db.query(`DELETE FROM users WHERE id = $1`, [owner.userId]);
    const rows = await t.db.query(`SELECT id FROM generated_documents WHERE id = $1`, [doc.id]);
    expect(rows).toEqual([]);
  });
});
