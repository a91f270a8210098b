import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Client } from 'pg';
import { DEFAULT_AUTHOR } from '@eps/contracts';
import { DocumentsService } from '../../apps/api/src/modules/documents/documents.service';
import type { Agent } from './support/compile-client';
import { loginAs, registerStudent, startTestApp, type TestApp } from './support/test-app';

/**
 * npm run backup / npm run restore, run as a person runs them (the script, as a child process): a user
 * with an avatar, a document and a drive file are backed up from the run's database and file store, and
 * restored into an empty database and an empty directory; the app started on those finds all of them.
 */
const ROOT = path.resolve(__dirname, '../..');
const SCRIPT = path.join(ROOT, 'scripts/backup.mjs');
const PNG = Buffer.concat([
  Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
  Buffer.alloc(64, 7),
]);
const DRIVE_TEXT = `\\section{Backed up} ${randomBytes(6).toString('hex')}`;

function runScript(args: string[], env: Record<string, string>) {
  return new Promise<{ code: number | null; output: string }>((resolve) => {
    const child = spawn(process.execPath, [SCRIPT, ...args], {
      cwd: ROOT,
      env: { ...process.env, NO_COLOR: '1', ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.on('data', (c) => (output += c));
    child.stderr.on('data', (c) => (output += c));
    child.once('close', (code) => resolve({ code, output }));
  });
}

/** The body of a 200 answer as bytes, whatever its content type. */
async function bytesOf(agent: Agent, url: string): Promise<Buffer> {
  const res = await agent
    .get(url)
    .buffer(true)
    .parse((stream, done) => {
      const chunks: Buffer[] = [];
      stream.on('data', (c: Buffer) => chunks.push(c));
      stream.on('end', () => done(null, Buffer.concat(chunks)));
    });
  expect(res.status).toBe(200);
  return res.body as Buffer;
}

/**
 * An empty database to restore into: a new one on the run's Postgres server, or, when the run uses the
 * embedded PGlite (one database per server), a second embedded server in a child process.
 */
async function emptyDatabase(): Promise<{ url: string; drop: () => Promise<void> }> {
  const runUrl = new URL(process.env.DATABASE_URL!);
  const name = `eps_restore_${randomBytes(4).toString('hex')}`;
  const admin = new Client({ connectionString: runUrl.toString() });
  await admin.connect();
  try {
    await admin.query(`CREATE DATABASE ${name}`);
    const url = new URL(runUrl);
    url.pathname = `/${name}`;
    const probe = new Client({ connectionString: url.toString() });
    await probe.connect();
    const { rows } = await probe.query('SELECT current_database() AS db');
    await probe.end();
    if (rows[0].db !== name) throw new Error('the server ignores database names');
    return {
      url: url.toString(),
      drop: async () => {
        const c = new Client({ connectionString: runUrl.toString() });
        await c.connect();
        await c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
        await c.end();
      },
    };
  } catch {
    return embeddedDatabase();
  } finally {
    await admin.end();
  }
}

async function embeddedDatabase(): Promise<{ url: string; drop: () => Promise<void> }> {
  const code = `import { startEmbeddedPostgres } from './scripts/lib/embedded-postgres.mjs';
    const pg = await startEmbeddedPostgres(); console.log(pg.url);
    process.stdin.on('end', () => pg.stop().then(() => process.exit(0))); process.stdin.resume();`;
  const child: ChildProcess = spawn(process.execPath, ['--input-type=module', '-e', code], { cwd: ROOT });
  const url = await new Promise<string>((resolve, reject) => {
    child.stdout!.once('data', (c: Buffer) => resolve(c.toString().trim()));
    child.once('exit', (c) => reject(new Error(`embedded Postgres exited (${c})`)));
  });
  return { url, drop: async () => void child.stdin!.end() };
}

describe('npm run backup, then npm run restore into an empty database and file store', () => {
  let source: TestApp;
  let restored: TestApp | undefined;
  let target: { url: string; drop: () => Promise<void> };
  const work = fs.mkdtempSync(path.join(os.tmpdir(), 'eps-backup-int-'));
  const archive = path.join(work, 'backup.tar.gz');
  const restoredFiles = path.join(work, 'restored-files');
  const user = { email: '', id: '', documentId: '', driveFileId: '' };

  beforeAll(async () => {
    source = await startTestApp();
    const { email } = await registerStudent(source, undefined, 'Bea Backup');
    const login = await loginAs(source, email);
    await login.agent
      .post('/api/profile/avatar')
      .attach('avatar', PNG, { filename: 'me.png', contentType: 'image/png' })
      .expect(200);
    const document = await source.app.get(DocumentsService).createGenerated({
      ownerId: login.user.id,
      kind: 'notes',
      title: 'Backed-up notes',
      options: {
        userRequirement: '',
        customAuthor: DEFAULT_AUTHOR,
        includeImages: true,
        includeExamples: false,
        compactLayout: false,
        isHigh: false,
      },
      latexCode: '\\documentclass{article}\\begin{document}Kept.\\end{document}',
    });
    const drive = await login.agent
      .post('/api/drive/files')
      .attach('file', Buffer.from(DRIVE_TEXT), 'kept.tex');
    expect(drive.status).toBe(201);
    Object.assign(user, { email, id: login.user.id, documentId: document.id, driveFileId: drive.body.id });
    target = await emptyDatabase();
  }, 120_000);

  afterAll(async () => {
    await restored?.close();
    await source.close();
    await target?.drop();
    fs.rmSync(work, { recursive: true, force: true });
  });

  it('writes one archive with the rows and the files', async () => {
    const run = await runScript(['backup', '--out', archive], {
      DATABASE_URL: process.env.DATABASE_URL!,
      FILE_STORAGE_DIR: source.config.fileStorageDir,
    });
    expect(run.output).toMatch(/backup written to .*backup\.tar\.gz: \d+ rows in \d+ tables, [1-9]\d* files/);
    expect(run.code).toBe(0);
  }, 120_000);

  it('restores into the empty target, and the app finds the user, the avatar, the document and the drive file', async () => {
    const run = await runScript(['restore', archive], {
      DATABASE_URL: target.url,
      FILE_STORAGE_DIR: restoredFiles,
    });
    expect(run.output).toMatch(/restored \d+ rows and [1-9]\d* files/);
    expect(run.code).toBe(0);

    restored = await startTestApp({ DATABASE_URL: target.url, FILE_STORAGE_DIR: restoredFiles });
    const { agent } = await loginAs(restored, user.email);
    const profile = await agent.get('/api/profile').expect(200);
    expect(profile.body.user).toMatchObject({ id: user.id, fullName: 'Bea Backup' });
    expect(Buffer.compare(await bytesOf(agent, profile.body.user.avatarPath), PNG)).toBe(0);
    const document = await agent.get(`/api/documents/${user.documentId}`).expect(200);
    expect(document.body).toMatchObject({ title: 'Backed-up notes' });
    expect(document.body.latexCode).toContain('Kept.');
    const content = await bytesOf(agent, `/api/drive/files/${user.driveFileId}/content`);
    expect(content.toString()).toBe(DRIVE_TEXT);
  }, 600_000);

  it('refuses to restore over a database that has users unless told --force', async () => {
    const env = { DATABASE_URL: target.url, FILE_STORAGE_DIR: restoredFiles };
    const refused = await runScript(['restore', archive], env);
    expect(refused.code).toBe(1);
    expect(refused.output).toMatch(
      /The target is not empty: .* has \d+ users and .* has \d+ files\..*--force/s,
    );

    const forced = await runScript(['restore', archive, '--force'], env);
    expect(forced.output).toMatch(/restored \d+ rows/);
    expect(forced.code).toBe(0);
  }, 600_000);

  it('explains what is wrong with a file that is not a backup', async () => {
    const notBackup = await runScript(['restore', path.join(ROOT, 'package.json')], {});
    expect(notBackup.code).toBe(1);
    expect(notBackup.output).toContain('is not a .tar.gz archive made by npm run backup');
    const missing = await runScript(['restore', path.join(work, 'nope.tar.gz')], {});
    expect(missing.output).toContain('nope.tar.gz does not exist.');
  });
});
