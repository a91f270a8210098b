import { PDFDocument } from '@cantoo/pdf-lib';
import { existsSync } from 'node:fs';
import path from 'node:path';
import request from 'supertest';
import type { DriveFile, DriveFileVersion, DriveOverview } from '@eps/contracts';
import { DriveBlobSweeper } from '../../apps/api/src/modules/drive/drive-blob-sweeper.service';
import { guestSession, type Agent } from './support/compile-client';
import { startTestApp, type TestApp } from './support/test-app';

/** The Math Papers drive: the real API on the run's Postgres and a temporary storage directory. */

const TEX_V1 =
  '\\documentclass{article}\n\\begin{document}\nQuadratic equations, first try.\n\\end{document}\n';
const TEX_V2 =
  '\\documentclass{article}\n\\begin{document}\nQuadratic equations, improved.\n\\end{document}\n';
/** A 1×1 PNG. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

async function pdfBytes(): Promise<Buffer> {
  const pdf = await PDFDocument.create();
  pdf.addPage([200, 200]);
  return Buffer.from(await pdf.save());
}

interface User {
  agent: Agent;
  userId: string;
}

function upload(user: User, name: string, bytes: Buffer | string, fields: Record<string, string> = {}) {
  const req = user.agent.post('/api/drive/files');
  for (const [key, value] of Object.entries(fields)) req.field(key, value);
  return req.attach('file', Buffer.from(bytes), name);
}

function saveVersion(user: User, id: string, bytes: Buffer | string, name = 'edit.tex') {
  return user.agent.post(`/api/drive/files/${id}/versions`).attach('file', Buffer.from(bytes), name);
}

async function uploadOk(
  user: User,
  name: string,
  bytes: Buffer | string,
  fields: Record<string, string> = {},
) {
  const res = await upload(user, name, bytes, fields);
  if (res.status !== 201) throw new Error(`upload failed: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body as DriveFile;
}

const contentOf = async (user: User, url: string) =>
  (await user.agent
    .get(url)
    .buffer(true)
    .parse((res, done) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => done(null, Buffer.concat(chunks)));
    })) as { status: number; body: Buffer; headers: Record<string, string> };

const NOT_FOUND = { error: 'File not found in your drive.', code: 'DRIVE_FILE_NOT_FOUND' };

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

const storedPath = (key: string) => path.join(t.config.fileStorageDir, ...key.split('/'));

describe('a .tex file and its versions', () => {
  let owner: User;
  let file: DriveFile;
  beforeAll(async () => {
    owner = await guestSession(t);
    file = await uploadOk(owner, 'quadratics.tex', TEX_V1, {
      folder: 'Algebra/Year 12/',
      tags: 'Algebra, past paper',
    });
  });

  it('stores the upload as version 1 with its folder and tags normalised', async () => {
    expect(file).toMatchObject({
      name: 'quadratics.tex',
      folder: '/Algebra/Year 12',
      tags: ['algebra', 'past paper'],
      kind: 'tex',
      mimeType: 'text/x-tex',
      size: Buffer.byteLength(TEX_V1),
      version: 1,
      versionCount: 1,
    });
    const content = await contentOf(owner, `/api/drive/files/${file.id}/content`);
    expect(content.status).toBe(200);
    expect(content.headers['content-type']).toBe('text/plain; charset=utf-8');
    expect(content.body.toString()).toBe(TEX_V1);
  });

  it('lists the folder, finds the file by its text, name part and tag, and sums the usage', async () => {
    const inFolder = await owner.agent.get('/api/drive/files').query({ folder: '/Algebra/Year 12' });
    expect(inFolder.body.files.map((f: DriveFile) => f.id)).toEqual([file.id]);
    expect((await owner.agent.get('/api/drive/files').query({ folder: '/' })).body.files).toEqual([]);
    for (const q of ['equation', 'quadr']) {
      const found = await owner.agent.get('/api/drive/files').query({ q });
      expect(found.body.files.map((f: DriveFile) => f.id)).toEqual([file.id]);
    }
    expect((await owner.agent.get('/api/drive/files').query({ q: 'integration' })).body.files).toEqual([]);
    const tagged = await owner.agent.get('/api/drive/files').query({ tag: 'Past Paper' });
    expect(tagged.body.files).toHaveLength(1);

    const overview = (await owner.agent.get('/api/drive')).body as DriveOverview;
    expect(overview.folders).toEqual(['/', '/Algebra', '/Algebra/Year 12']);
    expect(overview.tags).toEqual([
      { name: 'algebra', count: 1 },
      { name: 'past paper', count: 1 },
    ]);
    expect(overview.usage).toEqual({
      usedBytes: Buffer.byteLength(TEX_V1),
      quotaBytes: 200 * 1024 * 1024,
      maxFileBytes: 20 * 1024 * 1024,
    });
  });

  it('saves a version, makes none for the same bytes, restores by adding a version that shares the bytes', async () => {
    const saved = await saveVersion(owner, file.id, TEX_V2);
    expect(saved.status).toBe(200);
    expect(saved.body).toMatchObject({ version: 2, versionCount: 2, size: Buffer.byteLength(TEX_V2) });
    const again = await saveVersion(owner, file.id, TEX_V2);
    expect(again.body).toMatchObject({ version: 2, versionCount: 2 });

    const restored = await owner.agent.post(`/api/drive/files/${file.id}/versions/1/restore`);
    expect(restored.status).toBe(200);
    expect(restored.body).toMatchObject({ version: 3, versionCount: 3, size: Buffer.byteLength(TEX_V1) });
    expect((await contentOf(owner, `/api/drive/files/${file.id}/content`)).body.toString()).toBe(TEX_V1);
    const v2 = await contentOf(owner, `/api/drive/files/${file.id}/versions/2/content`);
    expect(v2.headers['content-disposition']).toBe(`attachment; filename*=UTF-8''quadratics.tex`);
    expect(v2.body.toString()).toBe(TEX_V2);

    const versions = (await owner.agent.get(`/api/drive/files/${file.id}/versions`)).body
      .versions as DriveFileVersion[];
    expect(versions.map((v) => [v.number, v.note])).toEqual([
      [3, 'Restored from v1'],
      [2, 'Saved'],
      [1, 'Uploaded'],
    ]);
    expect(versions[0]!.sha256).toBe(versions[2]!.sha256);
    const usage = (await owner.agent.get('/api/drive')).body.usage;
    expect(usage.usedBytes).toBe(Buffer.byteLength(TEX_V1) + Buffer.byteLength(TEX_V2));
    // The search follows the current text.
    expect((await owner.agent.get('/api/drive/files').query({ q: 'improved' })).body.files).toEqual([]);
  });

  it('renames, moves and tags; a taken name is a 409 and nothing changes', async () => {
    const other = await uploadOk(owner, 'limits.tex', TEX_V1, { folder: '/Calculus' });
    const moved = await owner.agent.put(`/api/drive/files/${other.id}`).send({ folder: '/Algebra/Year 12' });
    expect(moved.body).toMatchObject({ folder: '/Algebra/Year 12', name: 'limits.tex' });
    const clash = await owner.agent.put(`/api/drive/files/${other.id}`).send({ name: 'QUADRATICS.tex' });
    expect(clash.status).toBe(409);
    expect(clash.body.error).toBe(
      'There is already a file called "QUADRATICS.tex" in /Algebra/Year 12. Pick another name, or open that file and save a new version of it.',
    );
    const renamed = await owner.agent
      .put(`/api/drive/files/${other.id}`)
      .send({ name: 'Limits – Übung.tex', tags: ['calculus'] });
    expect(renamed.body).toMatchObject({ name: 'Limits – Übung.tex', tags: ['calculus'] });
    const bad = await owner.agent.put(`/api/drive/files/${other.id}`).send({ name: 'a/b.tex' });
    expect(bad.status).toBe(400);
    expect((await owner.agent.put(`/api/drive/files/${other.id}`).send({})).status).toBe(400);
    const duplicateUpload = await upload(owner, 'limits – übung.tex', TEX_V2, { folder: '/Algebra/Year 12' });
    expect(duplicateUpload.status).toBe(409);
  });
});

describe('what the drive takes', () => {
  let user: User;
  beforeAll(async () => {
    user = await guestSession(t);
  });

  it('takes PDFs and images by their content, whatever their names say', async () => {
    expect(await uploadOk(user, 'paper.pdf', await pdfBytes())).toMatchObject({
      kind: 'pdf',
      mimeType: 'application/pdf',
    });
    expect(await uploadOk(user, 'scan.jpg', PNG)).toMatchObject({ kind: 'image', mimeType: 'image/png' });
  });

  it.each([
    ['fake.pdf', 'Hello, I am text.', 415, '"fake.pdf" is not a PDF: a PDF file starts with %PDF-.'],
    [
      'cut.pdf',
      '%PDF-1.7\nnot really',
      422,
      expect.stringContaining('starts like a PDF but cannot be opened'),
    ],
    ['notes.docx', 'PK\u0003\u0004 zip', 415, expect.stringContaining('is not a file Math Papers takes')],
    ['latin1.tex', Buffer.from([0x5c, 0x64, 0xe9, 0x66]), 415, expect.stringContaining('must be UTF-8 text')],
  ])('refuses %s', async (name, bytes, status, error) => {
    const res = await upload(user, name, bytes);
    expect(res.status).toBe(status);
    expect(res.body.error).toEqual(error);
  });

  it('asks for a file, and says what is wrong with the fields', async () => {
    const none = await user.agent.post('/api/drive/files').field('folder', '/');
    expect(none.status).toBe(400);
    expect(none.body.code).toBe('DRIVE_NO_FILE');
    const badName = await upload(user, `${'x'.repeat(120)}.tex`, TEX_V1);
    expect(badName.status).toBe(400);
    expect(badName.body.error).toBe(
      'File names are at most 120 characters. Rename the file and upload it again.',
    );
    const deep = await upload(user, 'a.tex', TEX_V1, { folder: '/1/2/3/4/5/6/7' });
    expect(deep.status).toBe(400);
    expect(deep.body.error).toContain('Folders nest at most 6 deep.');
  });

  it('keeps a new version the same kind as the file', async () => {
    const tex = await uploadOk(user, 'kinds.tex', TEX_V1);
    const res = await saveVersion(user, tex.id, PNG, 'x.png');
    expect(res.status).toBe(415);
    expect(res.body.error).toContain('This is a .tex file, so a new version must be one too');
  });
});

describe('limits', () => {
  let small: TestApp;
  beforeAll(async () => {
    small = await startTestApp({ DRIVE_MAX_FILE_MB: '1', DRIVE_QUOTA_MB: '2' });
  });
  afterAll(() => small.close());

  it('refuses a file over the per-file limit and an upload past the quota, with the numbers', async () => {
    const user = await guestSession(small);
    const huge = await upload(user, 'huge.tex', 'x'.repeat(1024 * 1024 + 1));
    expect(huge.status).toBe(413);
    expect(huge.body.error).toBe('The file is larger than the 1 MB limit per file.');

    const part = 'y'.repeat(900 * 1024);
    await uploadOk(user, 'one.tex', part);
    await uploadOk(user, 'two.tex', `${part}z`);
    const third = await upload(user, 'three.tex', `${part}w`);
    expect(third.status).toBe(413);
    expect(third.body).toMatchObject({
      code: 'DRIVE_QUOTA_EXCEEDED',
      error:
        'Your drive is full: this file needs 0.9 MB and your drive uses 1.8 of 2 MB. Delete files you no longer need to make room.',
    });
    const listed = (await user.agent.get('/api/drive/files').query({ folder: '/' })).body
      .files as DriveFile[];
    expect(listed.map((f) => f.name).sort()).toEqual(['one.tex', 'two.tex']);
  });
});

describe("another user's file", () => {
  let owner: User;
  let intruder: User;
  let file: DriveFile;
  beforeAll(async () => {
    owner = await guestSession(t);
    intruder = await guestSession(t);
    file = await uploadOk(owner, 'private.tex', TEX_V1);
  });

  it.each([
    ['read', () => intruder.agent.get(`/api/drive/files/${file.id}`)],
    ['bytes', () => intruder.agent.get(`/api/drive/files/${file.id}/content`)],
    ['versions', () => intruder.agent.get(`/api/drive/files/${file.id}/versions`)],
    ['version bytes', () => intruder.agent.get(`/api/drive/files/${file.id}/versions/1/content`)],
    ['update', () => intruder.agent.put(`/api/drive/files/${file.id}`).send({ name: 'mine.tex' })],
    ['delete', () => intruder.agent.delete(`/api/drive/files/${file.id}`)],
    ['save', () => saveVersion(intruder, file.id, TEX_V2)],
    ['restore', () => intruder.agent.post(`/api/drive/files/${file.id}/versions/1/restore`)],
  ])('is a 404 to %s', async (_route, call) => {
    const res = await call();
    expect(res.status).toBe(404);
    expect(res.body).toEqual(NOT_FOUND);
  });

  it('is untouched after every attempt, and not in the intruder’s list or search', async () => {
    const mine = await owner.agent.get(`/api/drive/files/${file.id}`);
    expect(mine.body).toMatchObject({ name: 'private.tex', version: 1, versionCount: 1 });
    expect((await intruder.agent.get('/api/drive/files').query({ q: 'quadratic' })).body.files).toEqual([]);
  });

  it('is closed to callers without a session', async () => {
    expect((await request(t.http).get('/api/drive/files')).status).toBe(401);
    expect((await request(t.http).get(`/api/drive/files/${file.id}/content`)).status).toBe(401);
  });

  it('answers 404 for ids that are not UUIDs, unknown ids and versions that do not exist', async () => {
    expect((await owner.agent.get('/api/drive/files/not-an-id')).body).toEqual(NOT_FOUND);
    expect((await owner.agent.get('/api/drive/files/00000000-0000-4000-8000-000000000000')).status).toBe(404);
    for (const version of ['9', '0', 'abc']) {
      const res = await owner.agent.post(`/api/drive/files/${file.id}/versions/${version}/restore`);
      expect(res.status).toBe(404);
      expect(res.body.code).toBe('DRIVE_VERSION_NOT_FOUND');
    }
  });
});

describe('removing files', () => {
  const keysOf = async (fileId: string): Promise<string[]> =>
    (await t.db.query(`SELECT storage_key FROM drive_file_versions WHERE file_id = $1`, [fileId])).map(
      (r: { storage_key: string }) => r.storage_key,
    );

  it('deletes the rows and the stored bytes of every version', async () => {
    const user = await guestSession(t);
    const file = await uploadOk(user, 'gone.tex', TEX_V1);
    await saveVersion(user, file.id, TEX_V2);
    const keys = await keysOf(file.id);
    expect(keys.every((k) => existsSync(storedPath(k)))).toBe(true);

    expect((await user.agent.delete(`/api/drive/files/${file.id}`)).status).toBe(204);
    expect(keys.some((k) => existsSync(storedPath(k)))).toBe(false);
    expect((await user.agent.get(`/api/drive/files/${file.id}`)).status).toBe(404);
    expect((await user.agent.get('/api/drive')).body.usage.usedBytes).toBe(0);
  });

  it("removes an expired guest's bytes on the next sweep (the rows go by cascade)", async () => {
    const guest = await guestSession(t);
    const file = await uploadOk(guest, 'guest.png', PNG);
    const [key] = await keysOf(file.id);
    await t.db.query(`DELETE FROM users WHERE id = $1`, [guest.userId]);
    expect(existsSync(storedPath(key!))).toBe(true);

    await t.app.get(DriveBlobSweeper).sweep();
    expect(existsSync(storedPath(key!))).toBe(false);
    expect(await t.db.query(`SELECT 1 FROM drive_deleted_blobs WHERE storage_key = $1`, [key])).toEqual([]);
  });
});
