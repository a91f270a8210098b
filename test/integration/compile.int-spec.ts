import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { parseLatexErrors } from '@eps/contracts';
import {
  compile,
  fresh,
  guestSession,
  isPdf,
  makePng,
  pdfText,
  plot,
  pngSize,
  poppler,
  type Agent,
} from './support/compile-client';
import { openEventStream, stagesOf } from './support/sse';
import { startTestApp } from './support/test-app';
import { appWithWorkers } from './support/workers';

/** Issue 5's compile service end to end: the real API, real Redis and a real compile worker. */

const fixture = (name: string) =>
  fresh(fs.readFileSync(path.join(__dirname, '../fixtures/compile', name), 'utf8'));
/** Sections, an equation, a list, \label/\ref both ways and a table of contents. */
const ARTICLE = fixture('article.tex');
/** A title frame and two frames. */
const BEAMER = fixture('beamer.tex');

/** An error before \begin{document}: the part a warm directory and a preamble format are about. */
const BROKEN_PREAMBLE = [
  '\\documentclass{article}',
  '% a failed compile must not be remembered by latexmk',
  '\\usepackage{amsmath}',
  '\\preambleTypo',
  '\\begin{document}',
  'Hello',
  '\\end{document}',
].join('\n');
const BROKEN = fresh(
  [
    '\\documentclass{article}',
    '\\begin{document}',
    'This line is fine.',
    '',
    'Here comes \\notARealMacro{} on line five.',
    '\\end{document}',
  ].join('\n'),
);

const stack = appWithWorkers(1);
const { workers } = stack;
let user: { agent: Agent; cookie: string };
let articlePdf: Buffer;

beforeAll(async () => {
  user = await guestSession(stack.t);
});

const completedJobs = async () => (await stack.queue.getJobCounts('completed')).completed;

describe('POST /api/compile with a worker', () => {
  it(
    'compiles an article with sections, an equation, a list, cross-references and a table of contents',
    workers.explain(async () => {
      const res = await compile(user.agent, { latexCode: ARTICLE });
      expect(res.status).toBe(200);
      expect(res.type).toBe('application/pdf');
      expect(isPdf(res.body)).toBe(true);
      const text = pdfText(res.body);
      expect(text).toContain('Contents');
      expect(text).toMatch(/1 Projectile motion 1/); // a table of contents entry with its page
      expect(text).toContain('2 Energy conservation');
      expect(text).toContain('Horizontal velocity stays constant.');
      expect(text).toContain('Section 2 looks at its energy'); // \ref resolved: latexmk ran enough passes
      expect(text).toContain('Back in Section 1');
      expect(text).not.toContain('??');
      expect(text).toContain('(1)'); // the equation number
      articlePdf = res.body;
    }),
    60_000,
  );

  it(
    'edits of one document recompile correctly from the warm directory and, later, the cached preamble',
    workers.explain(async () => {
      const formats = path.join(workers.workDir!, 'formats');
      const formatCount = () => fs.readdirSync(formats).filter((n) => n.endsWith('.fmt')).length;
      const before = formatCount();
      const edit = (word: string) =>
        fresh(
          [
            '\\documentclass{article}',
            '\\usepackage{amsmath}',
            '\\begin{document}',
            `Draft ${word}.`,
            '\\end{document}',
          ].join('\n'),
        );
      for (const word of ['alpha', 'bravo']) {
        const res = await compile(user.agent, { latexCode: edit(word) });
        expect(res.status).toBe(200);
        expect(pdfText(res.body)).toContain(`Draft ${word}.`);
      }
      // The second compile of the preamble builds its format in the background.
      const deadline = Date.now() + 30_000;
      while (formatCount() === before && Date.now() < deadline) await new Promise((r) => setTimeout(r, 200));
      expect(formatCount()).toBe(before + 1);
      const res = await compile(user.agent, { latexCode: edit('charlie') });
      expect(res.status).toBe(200);
      const text = pdfText(res.body);
      expect(text).toContain('Draft charlie.');
      expect(text).not.toContain('bravo');
    }),
    90_000,
  );

  it(
    'compiles a beamer deck: a title frame and two frames',
    workers.explain(async () => {
      const res = await compile(user.agent, { latexCode: BEAMER });
      expect(res.status).toBe(200);
      expect(poppler('pdfinfo', res.body)).toMatch(/^Pages:\s+3$/m);
      const text = pdfText(res.body);
      for (const words of [
        'Thermodynamics Revision',
        'First Law',
        'Second Law',
        'Entropy of an isolated system',
      ])
        expect(text).toContain(words);
    }),
    60_000,
  );

  it(
    'answers a broken document with 422 text naming the line of the first error',
    workers.explain(async () => {
      const res = await compile(user.agent, { latexCode: BROKEN });
      expect(res.status).toBe(422);
      expect(res.type).toMatch(/^text\/plain/);
      const firstLine = res.body.toString('utf8').split('\n')[0];
      expect(firstLine).toMatch(/^Line 5: Undefined control sequence/);
      expect(firstLine).toContain('\\notARealMacro');
      expect(parseLatexErrors(res.body.toString('utf8'))[0]).toMatchObject({ line: 5 });
    }),
    60_000,
  );

  it(
    'quotes a character pdflatex cannot typeset as itself, not as mojibake (the log is read as UTF-8)',
    workers.explain(async () => {
      const latexCode = '\\documentclass{article}\n\\begin{document}\nTiles: \u{1F0A0}\n\\end{document}\n';
      const res = await compile(user.agent, { latexCode });
      expect(res.status).toBe(422);
      const firstLine = res.body.toString('utf8').split('\n')[0];
      expect(firstLine).toMatch(/^Line 3: .*Unicode character \u{1F0A0} \(U\+1F0A0\)/u);
    }),
    60_000,
  );

  it(
    'says what is wrong with a document that is only a comment (TeX reaches its end without \\end)',
    workers.explain(async () => {
      const res = await compile(user.agent, { latexCode: '%00' });
      expect(res.status).toBe(422);
      expect(res.body.toString('utf8')).toMatch(
        /^The file ended before \\end\{document\}: TeX ran out of input/,
      );
    }),
    60_000,
  );

  it(
    'names the line again when the same broken preamble is compiled twice (warm directory)',
    workers.explain(async () => {
      for (let attempt = 1; attempt <= 2; attempt++) {
        const res = await compile(user.agent, { latexCode: BROKEN_PREAMBLE });
        expect(res.status).toBe(422);
        expect(res.body.toString('utf8').split('\n')[0]).toMatch(/^Line 4: Undefined control sequence/);
      }
    }),
    60_000,
  );

  it(
    'answers an identical second request from the cache without running a job',
    workers.explain(async () => {
      expect(articlePdf).toBeDefined();
      const before = await completedJobs();
      const since = new Date();
      const other = await guestSession(stack.t); // the cache is by content, so another user's request hits it too
      const res = await compile(other.agent, { latexCode: ARTICLE });
      expect(res.status).toBe(200);
      expect(res.body.equals(articlePdf)).toBe(true);
      expect(await completedJobs()).toBe(before);
      const rows: Array<{ kind: string; bytes: number; last_used_at: Date }> = await stack.t.db.query(
        'SELECT kind, bytes, last_used_at FROM compile_artifacts WHERE body = $1',
        [articlePdf],
      );
      expect(rows).toHaveLength(1);
      expect(rows[0]).toMatchObject({ kind: 'pdf', bytes: articlePdf.length });
      expect(rows[0]!.last_used_at.getTime()).toBeGreaterThanOrEqual(since.getTime() - 1000);
    }),
  );

  it(
    'includes a PNG asset with \\includegraphics',
    workers.explain(async () => {
      const png = makePng(48, 32, [200, 40, 40]);
      const latexCode = String.raw`\documentclass{article}
\usepackage{graphicx}
\begin{document}
Figure below.\par
\includegraphics[width=4cm]{red-box.png}
\end{document}`;
      const res = await compile(user.agent, {
        latexCode: fresh(latexCode),
        assets: [{ name: 'red-box.png', base64: png.toString('base64') }],
      });
      expect(res.status).toBe(200);
      const images = poppler('pdfimages', res.body, ['-list']).trim().split('\n').slice(2);
      expect(images).toHaveLength(1);
      expect(images[0]!.trim().split(/\s+/).slice(3, 5)).toEqual(['48', '32']); // width and height
    }),
    60_000,
  );

  it(
    'accepts shellEscape: true but never enables shell escape',
    workers.explain(async () => {
      const latexCode = String.raw`\documentclass{article}
\begin{document}
\immediate\write18{echo ESCAPED > escaped.txt}
\IfFileExists{escaped.txt}{\input{escaped.txt}}{Shell escape stayed off.}
\end{document}`;
      const res = await compile(user.agent, { latexCode: fresh(latexCode), shellEscape: true });
      expect(res.status).toBe(200);
      expect(pdfText(res.body)).toContain('Shell escape stayed off.');
    }),
    60_000,
  );
});

describe('POST /api/python-image-generator with a worker', () => {
  it(
    'returns plotBase64 that decodes to a PNG with a real size',
    workers.explain(async () => {
      const code = fresh('x = np.linspace(0, 2 * np.pi, 50)\nplt.plot(x, np.sin(x))', 'python');
      const res = await plot(user.agent, code);
      expect(res.status).toBe(200);
      const body = JSON.parse(res.body.toString('utf8')) as { plotBase64: string };
      const size = pngSize(Buffer.from(body.plotBase64, 'base64'));
      expect(size).not.toBeNull();
      expect(size!.width).toBeGreaterThan(0);
      expect(size!.height).toBeGreaterThan(0);
    }),
    60_000,
  );

  it(
    'answers a failing script with 422 PLOT_FAILED naming the line',
    workers.explain(async () => {
      const res = await plot(user.agent, fresh('x = [1, 2]\nplt.plot(x, undefined_name)', 'python'));
      expect(res.status).toBe(422);
      expect(JSON.parse(res.body.toString('utf8'))).toEqual({
        error: "Line 2: NameError: name 'undefined_name' is not defined",
        code: 'PLOT_FAILED',
      });
    }),
    60_000,
  );
});

describe('request validation', () => {
  const expect400 = async (body: unknown, message: RegExp) => {
    const res = await compile(user.agent, body);
    expect(res.status).toBe(400);
    const json = JSON.parse(res.body.toString('utf8')) as { error: string; code: string };
    expect(json.error).toMatch(message);
    expect(json.code).toMatch(/^(VALIDATION_FAILED|INVALID_JSON)$/);
  };

  it('rejects an empty document', () => expect400({ latexCode: '  \n' }, /latexCode must not be empty/));
  it('rejects an asset name with a folder in it', () =>
    expect400({ latexCode: 'x', assets: [{ name: '../x.png', base64: 'AAAA' }] }, /plain file names/));
  it('rejects a shellEscape that is not a boolean', () =>
    expect400({ latexCode: 'x', shellEscape: 'yes' }, /shellEscape must be true or false/));
  it('rejects malformed JSON', () => expect400('{"latexCode": "x",', /not valid JSON/));
  it('rejects a job id that is not a UUID', async () => {
    const res = await compile(user.agent, { latexCode: 'x' }, { 'x-job-id': 'job-1' });
    expect(res.status).toBe(400);
    expect(JSON.parse(res.body.toString('utf8')).code).toBe('JOB_ID_INVALID');
  });
});

describe('GET /api/jobs/:id/events', () => {
  it(
    'streams queued, started, running and completed in order to the job owner only',
    workers.explain(async () => {
      const jobId = randomUUID();
      const stream = await openEventStream(stack.t, user.cookie, jobId);
      const latexCode = ARTICLE.replace('Energy conservation', 'Momentum');
      const res = await compile(user.agent, { latexCode }, { 'x-job-id': jobId });
      expect(res.status).toBe(200);
      expect(await stream.status).toBe(200);
      const events = await stream.events;
      expect(events.every((e) => e.jobId === jobId && e.kind === 'compile')).toBe(true);
      expect(stagesOf(events)).toEqual(['queued', 'started', 'running', 'completed']);

      const stranger = await guestSession(stack.t);
      const theirs = await openEventStream(stack.t, stranger.cookie, jobId);
      expect(await theirs.status).toBe(404);
      theirs.close();
    }),
    60_000,
  );

  it(
    'reports a cache hit as cached, then completed',
    workers.explain(async () => {
      const latexCode = BEAMER.replace('Second Law', 'Third Law');
      expect((await compile(user.agent, { latexCode })).status).toBe(200);
      const jobId = randomUUID();
      const stream = await openEventStream(stack.t, user.cookie, jobId);
      const res = await compile(user.agent, { latexCode }, { 'x-job-id': jobId });
      expect(res.status).toBe(200);
      expect(stagesOf(await stream.events)).toEqual(['cached', 'completed']);
    }),
    60_000,
  );
});

describe('without a worker, and over the rate limit', () => {
  it('answers 503 COMPILE_NO_WORKER when no worker is running', async () => {
    const lonely = await startTestApp(); // a fresh Redis prefix: no worker has ever announced itself there
    try {
      const { agent } = await guestSession(lonely);
      const res = await compile(agent, { latexCode: BROKEN.replace('five', 'five, uncached') });
      expect(res.status).toBe(503);
      expect(JSON.parse(res.body.toString('utf8'))).toMatchObject({ code: 'COMPILE_NO_WORKER' });
      const png = await plot(agent, fresh('plt.plot([1, 2, 3])', 'python'));
      expect(png.status).toBe(503);
    } finally {
      await lonely.close();
    }
  });

  it(
    'answers 429 with Retry-After past RATE_LIMIT_COMPILE_PER_MINUTE, compile and plot together',
    workers.explain(async () => {
      // A second API instance on the same Redis and workers, with a limit of 2 a minute.
      const limited = await startTestApp({
        REDIS_PREFIX: stack.t.config.redisPrefix,
        RATE_LIMIT_COMPILE_PER_MINUTE: '2',
      });
      try {
        const { agent } = await guestSession(limited);
        // The window is the clock minute: do not start the three requests just before it turns.
        const intoMinute = Date.now() % 60_000;
        if (intoMinute > 55_000) await new Promise((r) => setTimeout(r, 60_500 - intoMinute));
        expect((await compile(agent, { latexCode: ARTICLE })).status).toBe(200);
        expect((await compile(agent, { latexCode: ARTICLE })).status).toBe(200);
        const third = await plot(agent, 'plt.plot([3, 2, 1])');
        expect(third.status).toBe(429);
        expect(JSON.parse(third.body.toString('utf8'))).toMatchObject({ code: 'COMPILE_RATE_LIMITED' });
        expect(Number(third.headers['retry-after'])).toBeGreaterThan(0);
        // Per user: another user behind the same address is not limited.
        const other = await guestSession(limited);
        expect((await compile(other.agent, { latexCode: ARTICLE })).status).toBe(200);
      } finally {
        await limited.close();
      }
    }),
    60_000,
  );
});
