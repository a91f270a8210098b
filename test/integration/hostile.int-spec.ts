import { execFileSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { liveWorkersKey } from '@eps/contracts';
import type Redis from 'ioredis';
import { REDIS } from '../../apps/api/src/redis/redis.module';
import {
  compile,
  fresh,
  guestAgent,
  isPdf,
  pdfText,
  plot,
  pngSize,
  type Agent,
} from './support/compile-client';
import { startTestApp, type TestApp } from './support/test-app';
import { CompileWorkers } from './support/workers';

/**
 * The hostile corpus of test/fixtures/hostile through the real API and two real workers: every case
 * gets a clear 4xx or a harmless PDF, leaks nothing, and afterwards the workers still serve normal
 * work and nothing was written outside the job directories.
 */

interface HostileCase {
  file: string;
  kind: 'latex' | 'python';
  expect: 'error' | 'pdf';
  assets?: Array<{ name: string; file: string }>;
  /** For a huge input that should not live in the repo: `marker` becomes `text` repeated `times`. */
  fill?: { marker: string; text: string; times: number };
  mustContain?: string[];
  mustNotContain?: string[];
}

const ROOT = path.resolve(__dirname, '../..');
const FIXTURES = path.join(ROOT, 'test/fixtures/hostile');
const { cases } = JSON.parse(fs.readFileSync(path.join(FIXTURES, 'hostile.json'), 'utf8')) as {
  cases: HostileCase[];
};
const COMPILE_TIMEOUT_SECONDS = 8;
/** 4 s would do on an idle machine; a normal plot on a heavily loaded CI box can take that long. */
const PLOT_TIMEOUT_SECONDS = 5;
/** A compile that hits the timeout, plus queueing and a second attempt's margin. */
const CASE_TIMEOUT_MS = 40_000;

/** Files a case tries to create on the host; none may appear (or change) during the run. */
const HOST_TARGETS = [
  '/tmp/x',
  '/tmp/x.tex',
  '/tmp/plot.png',
  path.join(os.tmpdir(), 'x.tex'),
  ...[
    'eps-hostile-write18',
    'eps-hostile-latexmkrc',
    'eps-hostile-lua',
    'eps-hostile-system',
    'escape.tex',
  ].map((n) => path.join('/tmp', n)),
];

const canary = `eps-canary-${randomBytes(8).toString('hex')}`;
const workers = new CompileWorkers();
let t: TestApp;
let agent: Agent;
let secrets: string[];
let repoTracesBefore: string[];
const targetsBefore = new Map<string, number | null>();

const mtimeOf = (file: string) => (fs.existsSync(file) ? fs.lstatSync(file).mtimeMs : null);
/** Names a case would leave behind if it escaped its job directory. */
const TRACE = /(^|\/)(pwned\.txt|escape\.tex|x\.tex|\.latexmkrc|leak\.txt|big\.bin)$/;
/**
 * Untracked files of the repo with such a name (the worker runs with the repo as its working
 * directory). Not the whole `git status`: other people may be editing the tree while this runs.
 */
const repoTraces = () =>
  execFileSync('git', ['ls-files', '--others', '--exclude-standard'], { cwd: ROOT, encoding: 'utf8' })
    .split('\n')
    .filter((f) => TRACE.test(f));

function sourceOf(c: HostileCase): string {
  // latin1 keeps binary garbage byte for byte (as code points 0–255) instead of replacing it.
  const text = fs.readFileSync(path.join(FIXTURES, c.file), 'latin1');
  return fresh(c.fill ? text.replace(c.fill.marker, c.fill.text.repeat(c.fill.times)) : text, c.kind);
}

beforeAll(async () => {
  t = await startTestApp({ RATE_LIMIT_COMPILE_PER_MINUTE: '10000' });
  secrets = [
    'root:x:0:0',
    t.config.jwtSecret,
    process.env.DATABASE_URL!,
    t.config.redisUrl,
    canary,
    'REDIS_URL',
    'DATABASE_URL',
    'JWT_SECRET',
  ];
  // The workers get the secrets a production worker started by npm start would have, and a canary.
  await workers.start(t, 2, {
    COMPILE_TIMEOUT_SECONDS: String(COMPILE_TIMEOUT_SECONDS),
    PLOT_TIMEOUT_SECONDS: String(PLOT_TIMEOUT_SECONDS),
    JWT_SECRET: t.config.jwtSecret,
    DATABASE_URL: process.env.DATABASE_URL!,
    EPS_CANARY_SECRET: canary,
  });
  agent = await guestAgent(t);
  repoTracesBefore = repoTraces();
  for (const file of HOST_TARGETS) targetsBefore.set(file, mtimeOf(file));
}, 90_000);

afterAll(async () => {
  await workers.stop();
  await t?.close();
});

describe('hostile corpus', () => {
  it('has at least 40 cases, each with its fixture files, and no secret inside a fixture', () => {
    expect(cases.length).toBeGreaterThanOrEqual(40);
    for (const c of cases) {
      expect(fs.existsSync(path.join(FIXTURES, c.file))).toBe(true);
      for (const a of c.assets ?? []) expect(fs.existsSync(path.join(FIXTURES, a.file))).toBe(true);
      // A secret inside the source could be echoed in an error message and fail the case wrongly.
      for (const bad of secrets) expect(sourceOf(c)).not.toContain(bad);
    }
  });

  for (const c of cases) {
    it(
      c.file,
      workers.explain(async () => {
        const res =
          c.kind === 'latex'
            ? await compile(agent, {
                latexCode: sourceOf(c),
                assets: (c.assets ?? []).map((a) => ({
                  name: a.name,
                  base64: fs.readFileSync(path.join(FIXTURES, a.file)).toString('base64'),
                })),
              })
            : await plot(agent, sourceOf(c));

        let visible: string;
        if (c.expect === 'pdf') {
          expect({ status: res.status, body: isPdf(res.body) ? 'pdf' : res.text.slice(0, 500) }).toEqual({
            status: 200,
            body: 'pdf',
          });
          visible = pdfText(res.body);
        } else {
          expect(res.status).toBe(422);
          if (c.kind === 'latex') {
            expect(res.type).toMatch(/^text\/plain/);
            visible = res.body.toString('utf8');
          } else {
            const body = JSON.parse(res.body.toString('utf8')) as { error: string; code: string };
            expect(body.code).toBe('PLOT_FAILED');
            visible = body.error;
          }
          // A person can act on it: a real sentence, not an empty body or a stack trace.
          expect(visible.split('\n')[0]!.trim().length).toBeGreaterThan(5);
          expect(visible).not.toMatch(/\n\s+at .*\(.*:\d+:\d+\)/);
        }
        for (const needle of c.mustContain ?? []) expect(visible).toContain(needle);
        for (const bad of [...secrets, ...(c.mustNotContain ?? [])]) {
          expect(visible).not.toContain(bad);
          expect(res.text).not.toContain(bad);
        }
      }),
      CASE_TIMEOUT_MS,
    );
  }
});

describe('after the corpus', () => {
  it(
    'both workers are still the same live processes',
    workers.explain(async () => {
      expect(workers.processes.map((p) => p.exit ?? 'alive')).toEqual(['alive', 'alive']);
      const live = await t.app
        .get<Redis>(REDIS)
        .zrangebyscore(liveWorkersKey(t.config.redisPrefix), Date.now(), '+inf');
      expect(live.sort()).toEqual(workers.processes.map((p) => p.workerId).sort());
    }),
  );

  it(
    'a normal document and a normal plot still work',
    workers.explain(async () => {
      const doc = await compile(agent, {
        latexCode: fresh(
          '\\documentclass{article}\\begin{document}Still standing after the corpus.\\end{document}',
        ),
      });
      expect(doc.status).toBe(200);
      expect(pdfText(doc.body)).toContain('Still standing after the corpus.');
      const png = await plot(agent, fresh('plt.plot([0, 1, 2], [2, 0, 1])\nplt.title("after")', 'python'));
      expect({ status: png.status, body: png.status === 200 ? '' : png.body.toString('utf8') }).toEqual({
        status: 200,
        body: '',
      });
      const size = pngSize(Buffer.from(JSON.parse(png.body.toString('utf8')).plotBase64, 'base64'));
      expect(size?.width).toBeGreaterThan(0);
    }),
    CASE_TIMEOUT_MS,
  );

  it('wrote nothing outside the job directories', () => {
    for (const [file, before] of targetsBefore)
      expect({ file, mtime: mtimeOf(file) }).toEqual({ file, mtime: before });
    expect(repoTraces()).toEqual(repoTracesBefore);
    // The work directory holds the workers' own folders only, and no job left a trace of a shell.
    const workDir = workers.workDir!;
    for (const name of fs.readdirSync(workDir)) expect(name).toMatch(/^(formats|warm-\d+|plots-\d+)$/);
    const found = fs
      .readdirSync(workDir, { recursive: true })
      .map(String)
      .filter((f) => TRACE.test(f));
    expect(found).toEqual([]);
  });
});
