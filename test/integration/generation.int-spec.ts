import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import request from 'supertest';
import { DEFAULT_AUTHOR, MATERIAL_MAX_CHARS, TITLE_PAGE_PATTERN } from '@eps/contracts';
import { guestSession, post, type Agent } from './support/compile-client';
import { modelEngineEnv, startFakeOpenAi, type FakeOpenAi } from './support/fake-openai';
import { LECTURE_CORPUS, OSCILLATIONS_LECTURE } from '../../apps/api/src/testing/lecture-fixture';
import { startTestApp, type TestApp } from './support/test-app';

/** Spec section 7 "Generation" on the offline engine (the default): the real API, Postgres and Redis. */

const HEADINGS = [
  'Introduction to Oscillations',
  'The Defining Equation',
  'The Mass-Spring System',
  'The Simple Pendulum',
  'Damping and Resonance',
];

const escapeRegExp = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The text of `\section{title}` up to the next section or the end of the document. */
function sectionOf(latex: string, title: string): string {
  const start = latex.search(new RegExp(`\\\\section\\*?\\{${escapeRegExp(title)}\\}`));
  if (start < 0) throw new Error(`no section "${title}" in:\n${latex}`);
  const rest = latex.slice(start + 1);
  const end = rest.search(/\\section\*?\{|\\end\{document\}/);
  return latex.slice(start, start + 1 + (end < 0 ? rest.length : end));
}

const framesOf = (latex: string) => latex.match(/\\begin\{frame\}[\s\S]*?\\end\{frame\}/g) ?? [];

let t: TestApp;
let agent: Agent;

beforeAll(async () => {
  // The rate limit has a test of its own below; here it must not get in the way.
  t = await startTestApp({ RATE_LIMIT_AI_PER_MINUTE: '1000' });
  agent = (await guestSession(t)).agent;
});
afterAll(() => t.close());

describe('generating notes and slides', () => {
  let notes: { latexCode: string; documentId: string; version: number; engine: string };
  let slides: typeof notes;

  beforeAll(async () => {
    const notesRes = await agent
      .post('/api/generate-latex-lecture')
      .send({ userMaterial: OSCILLATIONS_LECTURE, customAuthor: 'Dr. Ada Park', includeExamples: true });
    expect(notesRes.status).toBe(200);
    notes = notesRes.body;
    const slidesRes = await agent
      .post('/api/generate-latex-slides')
      .send({ userMaterial: OSCILLATIONS_LECTURE });
    expect(slidesRes.status).toBe(200);
    slides = slidesRes.body;
  });

  it('turns the material into lecture notes with its sections, written by the offline engine', () => {
    expect(notes).toEqual({
      latexCode: expect.any(String),
      documentId: expect.stringMatching(/^[0-9a-f-]{36}$/),
      version: 1,
      engine: 'offline',
    });
    expect(notes.latexCode).toMatch(/\\documentclass(\[[^\]]*\])?\{article\}/);
    for (const heading of HEADINGS) expect(notes.latexCode).toMatch(`\\section{${heading}}`);
    expect(notes.latexCode).toContain('\\author{Dr. Ada Park}');
    expect(notes.latexCode).toContain('\\end{document}');
  });

  it('turns the material into beamer slides with a title page and frames', () => {
    expect(slides).toMatchObject({ version: 1, engine: 'offline' });
    expect(slides.latexCode).toMatch(/\\documentclass(\[[^\]]*\])?\{beamer\}/);
    expect(slides.latexCode).toContain(`\\author{${DEFAULT_AUTHOR}}`);
    const frames = framesOf(slides.latexCode);
    expect(frames.filter((f) => TITLE_PAGE_PATTERN.test(f))).toHaveLength(1);
    for (const heading of HEADINGS) expect(slides.latexCode).toContain(heading);
  });

  it('saves each generated document for its owner as version 1, options without the material', async () => {
    const list = await agent.get('/api/documents');
    expect(list.body.documents.slice(0, 2)).toEqual([
      expect.objectContaining({ id: slides.documentId, kind: 'slides', version: 1 }),
      expect.objectContaining({ id: notes.documentId, kind: 'notes', version: 1 }),
    ]);
    const doc = await agent.get(`/api/documents/${notes.documentId}`);
    expect(doc.body).toMatchObject({
      kind: 'notes',
      title: 'Oscillations and Simple Harmonic Motion',
      latexCode: notes.latexCode,
      change: 'Generated',
      canUndo: false,
      options: {
        userRequirement: '',
        customAuthor: 'Dr. Ada Park',
        includeImages: false,
        includeExamples: true,
        compactLayout: false,
        isHigh: false,
      },
    });
    expect(doc.body.options).not.toHaveProperty('userMaterial');

    const stranger = await guestSession(t);
    expect((await stranger.agent.get(`/api/documents/${notes.documentId}`)).status).toBe(404);
  });

  it('regenerates a section, heading included, and saves nothing', async () => {
    const original = sectionOf(notes.latexCode, 'The Simple Pendulum');
    const res = await agent.post('/api/regenerate-section').send({
      sectionTitle: 'The Simple Pendulum',
      originalContent: original,
      documentContext: notes.latexCode,
      requirement: 'Make it shorter',
    });
    expect(res.status).toBe(200);
    expect(Object.keys(res.body)).toEqual(['regeneratedSection', 'report']);
    expect(res.body.regeneratedSection).toMatch(/\\section\*?\{The Simple Pendulum\}/);
    expect((await agent.get(`/api/documents/${notes.documentId}`)).body.version).toBe(1);
  });

  it('regenerates a subsection', async () => {
    const section = sectionOf(notes.latexCode, 'The Defining Equation');
    const start = section.search(/\\subsection\*?\{/);
    expect(start).toBeGreaterThan(0);
    const subsection = section.slice(start);
    const res = await agent.post('/api/regenerate-subsection').send({
      subsectionTitle: 'Energy in Simple Harmonic Motion',
      originalContent: subsection,
      sectionTitle: 'The Defining Equation',
      sectionContext: section,
      documentContext: notes.latexCode,
      requirement: 'Add a worked example',
    });
    expect(res.status).toBe(200);
    expect(Object.keys(res.body)).toEqual(['regeneratedSubsection', 'report']);
    expect(res.body.regeneratedSubsection).toMatch(/\\subsection\*?\{Energy in Simple Harmonic Motion\}/);
  });

  it('regenerates a frame, but never a title page', async () => {
    const frames = framesOf(slides.latexCode);
    const content = frames.find((f) => !TITLE_PAGE_PATTERN.test(f))!;
    const res = await agent.post('/api/regenerate-frame').send({
      frameTitle: /^\\begin\{frame\}\{([^}]*)\}/.exec(content)?.[1] ?? 'Slide 2',
      originalContent: content,
      slideContext: slides.latexCode,
      requirement: 'Use fewer bullet points',
    });
    expect(res.status).toBe(200);
    expect(Object.keys(res.body)).toEqual(['regeneratedFrame', 'report']);
    expect(res.body.regeneratedFrame).toMatch(/^\s*\\begin\{frame\}[\s\S]*\\end\{frame\}\s*$/);

    const titlePage = frames.find((f) => TITLE_PAGE_PATTERN.test(f))!;
    const refused = await agent.post('/api/regenerate-frame').send({
      frameTitle: 'Slide 1',
      originalContent: titlePage,
      slideContext: slides.latexCode,
    });
    expect(refused.status).toBe(400);
    expect(refused.body).toEqual({
      error: 'Title pages cannot be regenerated',
      code: 'TITLE_PAGE_NOT_REGENERABLE',
    });
  });

  it('regenerates a plot as Python code, for notes and for slides', async () => {
    const originalCode =
      'import numpy as np\nimport matplotlib.pyplot as plt\nt = np.linspace(0, 10, 200)\nplt.plot(t, np.cos(t))\n';
    const fromNotes = await agent.post('/api/regenerate-plot').send({
      plotTitle: 'Displacement over time',
      originalCode,
      sectionContext: sectionOf(notes.latexCode, 'The Defining Equation'),
      documentContext: notes.latexCode,
      requirement: 'Label the axes',
    });
    expect(fromNotes.status).toBe(200);
    expect(Object.keys(fromNotes.body)).toEqual(['regeneratedPlotCode', 'report']);
    expect(fromNotes.body.regeneratedPlotCode).toContain('plt.');
    expect(fromNotes.body.regeneratedPlotCode).not.toContain('\\begin{pythonplot}');

    const fromSlides = await agent.post('/api/regenerate-plot').send({
      plotTitle: 'Displacement over time',
      originalCode,
      frameContext: framesOf(slides.latexCode)[1],
      slideContext: slides.latexCode,
    });
    expect(fromSlides.status).toBe(200);
    expect(fromSlides.body.regeneratedPlotCode).toContain('plt.');
  });

  it('reports per clause what a regenerate did and could not do, and when nothing changed', async () => {
    const plot = await agent.post('/api/regenerate-plot').send({
      plotTitle: 'Period against mass',
      originalCode:
        "import matplotlib.pyplot as plt\nm = [0.1, 0.2, 0.3]\nT = [0.44, 0.63, 0.77]\nplt.plot(m, T, 'o-')\n",
      requirement: 'markers only and a straight best-fit line, then add error bars',
    });
    expect(plot.status).toBe(200);
    expect(plot.body.regeneratedPlotCode).toContain('np.polyfit(');
    expect(plot.body.regeneratedPlotCode).toContain("linestyle='none'");
    expect(plot.body.report.changed).toBe(true);
    expect(plot.body.report.outcomes).toEqual([
      { request: 'markers only', done: ['markers only, without a connecting line'], notDone: [] },
      {
        request: 'a straight best-fit line',
        done: ['added a straight best-fit line (least-squares fit of the data)'],
        notDone: [],
      },
      {
        request: 'add error bars',
        done: [],
        notDone: ['this request ("error bars") is beyond the offline engine\'s rules'],
      },
    ]);

    const original = sectionOf(notes.latexCode, 'The Simple Pendulum');
    const section = await agent.post('/api/regenerate-section').send({
      sectionTitle: 'The Simple Pendulum',
      originalContent: original,
      documentContext: notes.latexCode,
      requirement: 'translate it into French',
    });
    expect(section.status).toBe(200);
    expect(section.body.regeneratedSection.replace(/\s+/g, ' ').trim()).toBe(
      original.replace(/\s+/g, ' ').trim(),
    );
    expect(section.body.report).toEqual({
      changed: false,
      outcomes: [
        {
          request: 'translate it into French',
          done: [],
          notDone: ['this request ("translate French") is beyond the offline engine\'s rules'],
        },
      ],
    });
  });
});

describe('saved documents are named by their material (issue 15.9)', () => {
  it('names notes and slides of plain materials by their titles, not all "Lecture Notes"', async () => {
    const materials = LECTURE_CORPUS.filter(({ material }) => !/^#/m.test(material));
    const saved: string[] = [];
    for (const [i, { material }] of materials.entries()) {
      const route = i % 2 ? '/api/generate-latex-slides' : '/api/generate-latex-lecture';
      const res = await agent.post(route).send({ userMaterial: material });
      expect(res.status).toBe(200);
      saved.push((await agent.get(`/api/documents/${res.body.documentId}`)).body.title);
    }
    expect(saved).toEqual(materials.map(({ material }) => material.split('\n')[0]!.trim()));
    const untitled = await agent
      .post('/api/generate-latex-lecture')
      .send({ userMaterial: 'Revision works best with a plan. Start early and review often.' });
    const doc = await agent.get(`/api/documents/${untitled.body.documentId}`);
    expect(doc.body.title).toBe('Revision works best with a plan.');
  });
});

describe('enhancing material', () => {
  it('answers the cleaned text and says which engine wrote it', async () => {
    const res = await agent
      .post('/api/enhance-material')
      .send({ text: 'oscillations\n\n  a pendulum   swings back and forth .the period is T.' });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ enhancedText: expect.any(String), engine: 'offline' });
    expect(res.body.enhancedText.trim().length).toBeGreaterThan(0);
    expect(res.body.enhancedText).toContain('pendulum');
  });
});

describe('request validation', () => {
  const expect400 = async (url: string, body: unknown, message: string | RegExp) => {
    const res = await post(agent, url, body);
    expect(res.status).toBe(400);
    const json = JSON.parse(res.body.toString('utf8')) as { error: string; code: string };
    if (typeof message === 'string') expect(json.error).toBe(message);
    else expect(json.error).toMatch(message);
    return json;
  };

  it('rejects blank material', async () => {
    const json = await expect400(
      '/api/generate-latex-lecture',
      { userMaterial: ' \n ' },
      'userMaterial must not be empty.',
    );
    expect(json.code).toBe('VALIDATION_FAILED');
    await expect400('/api/generate-latex-slides', {}, 'userMaterial must be text.');
    await expect400('/api/enhance-material', { text: '' }, 'text must not be empty.');
  });

  it('rejects wrong types with the field’s message', async () => {
    await expect400('/api/generate-latex-lecture', { userMaterial: 42 }, 'userMaterial must be text.');
    await expect400(
      '/api/generate-latex-slides',
      { userMaterial: 'Waves', includeImages: 'yes' },
      'includeImages must be true or false.',
    );
    await expect400(
      '/api/regenerate-section',
      { sectionTitle: 'Waves', originalContent: ['\\section{Waves}'] },
      'originalContent must be text.',
    );
    await expect400(
      '/api/regenerate-plot',
      { plotTitle: 'Plot', originalCode: '   ' },
      'originalCode must not be empty.',
    );
  });

  it(`rejects material over ${MATERIAL_MAX_CHARS.toLocaleString('en-GB')} characters`, async () => {
    await expect400(
      '/api/generate-latex-lecture',
      { userMaterial: 'a'.repeat(MATERIAL_MAX_CHARS + 1) },
      'userMaterial must be at most 100,000 characters.',
    );
  });

  it('answers a 5 MB body with 413 and the limit', async () => {
    const res = await post(agent, '/api/generate-latex-lecture', {
      userMaterial: 'a'.repeat(5 * 1024 * 1024),
    });
    expect(res.status).toBe(413);
    expect(JSON.parse(res.body.toString('utf8'))).toEqual({
      error: 'The request body is too large (the limit is 4 MB).',
      code: 'PAYLOAD_TOO_LARGE',
    });
  });

  it('accepts a regenerate body over the default 1 MB (a long document as context)', async () => {
    const body = {
      sectionTitle: 'Waves',
      originalContent: '\\section{Waves}\nA wave carries energy.\n',
      // Under CONTEXT_MAX_CHARS characters, over 1 MB as UTF-8.
      documentContext: `\\section{Waves}\n${'Énergie et fréquence d’une onde. '.repeat(29_500)}`,
    };
    expect(Buffer.byteLength(JSON.stringify(body))).toBeGreaterThan(1024 * 1024);
    const res = await agent.post('/api/regenerate-section').send(body);
    expect(res.status).toBe(200);
  });

  it('rejects malformed JSON', async () => {
    const json = await expect400(
      '/api/generate-latex-lecture',
      '{"userMaterial": "x",',
      'Request body is not valid JSON.',
    );
    expect(json.code).toBe('INVALID_JSON');
  });

  it('answers 401 without a session', async () => {
    for (const url of ['/api/generate-latex-lecture', '/api/enhance-material', '/api/regenerate-frame']) {
      const res = await request(t.http).post(url).send({ userMaterial: 'Waves', text: 'Waves' });
      expect(res.status).toBe(401);
    }
  });
});

describe('the AI rate limit', () => {
  it('answers 429 with Retry-After past RATE_LIMIT_AI_PER_MINUTE, across the AI routes, per user', async () => {
    const limited = await startTestApp({ RATE_LIMIT_AI_PER_MINUTE: '3' });
    try {
      const { agent: user } = await guestSession(limited);
      // The window is the clock minute: do not start the four requests just before it turns.
      const intoMinute = Date.now() % 60_000;
      if (intoMinute > 50_000) await new Promise((r) => setTimeout(r, 60_500 - intoMinute));
      expect((await user.post('/api/enhance-material').send({ text: 'Waves carry energy.' })).status).toBe(
        200,
      );
      expect(
        (await user.post('/api/generate-latex-lecture').send({ userMaterial: OSCILLATIONS_LECTURE })).status,
      ).toBe(200);
      const section = { sectionTitle: 'Waves', originalContent: '\\section{Waves}\nWaves carry energy.\n' };
      expect((await user.post('/api/regenerate-section').send(section)).status).toBe(200);
      const fourth = await user.post('/api/regenerate-section').send(section);
      expect(fourth.status).toBe(429);
      expect(fourth.body).toEqual({
        error: 'Too many AI requests: at most 3 a minute. Please wait a moment and try again.',
        code: 'AI_RATE_LIMITED',
      });
      expect(Number(fourth.headers['retry-after'])).toBeGreaterThan(0);

      const other = await guestSession(limited);
      expect((await other.agent.post('/api/enhance-material').send({ text: 'Waves.' })).status).toBe(200);
    } finally {
      await limited.close();
    }
  }, 90_000);
});

/** The recorded model answers of the fake OpenAI server, one per task (written by the test itself). */
const MODEL_NOTES = [
  '\\documentclass{article}',
  '\\title{Oscillations: a model-written summary}',
  '\\author{AIAT}',
  '\\begin{document}',
  '\\maketitle',
  '\\section{Simple Harmonic Motion}',
  'The acceleration is proportional to the displacement: $a = -\\omega^2 x$.',
  '\\end{document}',
].join('\n');
const MODEL_SLIDES = [
  '\\documentclass{beamer}',
  '\\title{Oscillations}',
  '\\begin{document}',
  '\\begin{frame}\\titlepage\\end{frame}',
  '\\begin{frame}{Simple Harmonic Motion}$a = -\\omega^2 x$\\end{frame}',
  '\\end{document}',
].join('\n');
const MODEL_ANSWERS: Record<string, Record<string, string>> = {
  'generate-notes': { latexCode: MODEL_NOTES },
  'generate-slides': { latexCode: MODEL_SLIDES },
  'enhance-material': { enhancedText: 'Oscillations\n\nA pendulum swings back and forth.' },
  'regenerate-section': { regeneratedSection: '\\section{Waves}\nA shorter section, written by the model.' },
  'regenerate-subsection': { regeneratedSubsection: '\\subsection{Energy}\nKinetic plus potential.' },
  'regenerate-frame': { regeneratedFrame: '\\begin{frame}{Waves}\nFewer bullets.\n\\end{frame}' },
  'regenerate-plot': { regeneratedPlotCode: 'import matplotlib.pyplot as plt\nplt.plot([0, 1], [1, 0])' },
};

describe('on the model engine (AI_BASE_URL at the fake OpenAI server)', () => {
  let fixturesDir: string;
  let fake: FakeOpenAi;
  let modelApp: TestApp;
  let user: Agent;

  beforeAll(async () => {
    fixturesDir = fs.mkdtempSync(path.join(os.tmpdir(), 'eps-int-openai-'));
    for (const [task, answer] of Object.entries(MODEL_ANSWERS)) {
      const recording = { task, content: JSON.stringify(answer) };
      fs.writeFileSync(path.join(fixturesDir, `${task}.json`), JSON.stringify(recording));
    }
    fake = await startFakeOpenAi(fixturesDir);
    modelApp = await startTestApp(modelEngineEnv(fake));
    user = (await guestSession(modelApp)).agent;
  });
  afterAll(async () => {
    await modelApp?.close();
    await fake?.stop();
    fs.rmSync(fixturesDir, { recursive: true, force: true });
  });

  const modelCalls = async (): Promise<string[]> => (await fake.requests()).map((r) => r.task);

  it('generates and saves notes and slides answered by the model', async () => {
    const notes = await user.post('/api/generate-latex-lecture').send({ userMaterial: OSCILLATIONS_LECTURE });
    expect(notes.status).toBe(200);
    expect(notes.body).toMatchObject({ latexCode: MODEL_NOTES, version: 1, engine: 'openai' });
    const saved = await user.get(`/api/documents/${notes.body.documentId}`);
    expect(saved.body).toMatchObject({
      kind: 'notes',
      title: 'Oscillations: a model-written summary',
      latexCode: MODEL_NOTES,
    });

    const slides = await user.post('/api/generate-latex-slides').send({ userMaterial: OSCILLATIONS_LECTURE });
    expect(slides.status).toBe(200);
    expect(slides.body).toMatchObject({ latexCode: MODEL_SLIDES, engine: 'openai' });
  });

  it('enhances and regenerates through the model', async () => {
    const enhanced = await user
      .post('/api/enhance-material')
      .send({ text: 'oscillations. a pendulum swings' });
    expect(enhanced.body).toEqual({ ...MODEL_ANSWERS['enhance-material'], engine: 'openai' });

    const calls: Array<[string, Record<string, string>]> = [
      ['regenerate-section', { sectionTitle: 'Waves', originalContent: '\\section{Waves}\nLong text.' }],
      [
        'regenerate-subsection',
        { subsectionTitle: 'Energy', originalContent: '\\subsection{Energy}\nText.' },
      ],
      ['regenerate-frame', { frameTitle: 'Waves', originalContent: '\\begin{frame}{Waves}\n\\end{frame}' }],
      [
        'regenerate-plot',
        { plotTitle: 'Line', originalCode: 'import matplotlib.pyplot as plt\nplt.plot([1])' },
      ],
    ];
    for (const [route, body] of calls) {
      const res = await user.post(`/api/${route}`).send(body);
      expect(res.status).toBe(200);
      // The model says nothing per clause; whether the text changed is decided by the service.
      expect(res.body).toEqual({ ...MODEL_ANSWERS[route], report: { changed: true, outcomes: [] } });
    }
  });

  it('refuses a title page before asking the model', async () => {
    const before = (await modelCalls()).length;
    const res = await user
      .post('/api/regenerate-frame')
      .send({ frameTitle: 'Slide 1', originalContent: '\\begin{frame}\n\\titlepage\n\\end{frame}' });
    expect(res.status).toBe(400);
    expect(res.body.code).toBe('TITLE_PAGE_NOT_REGENERABLE');
    expect((await modelCalls()).length).toBe(before);
  });
});
