import net from 'node:net';
import { Global, Logger, Module } from '@nestjs/common';
import { Test } from '@nestjs/testing';
import {
  ZGenerationRequestSchema,
  ZRegenerateFrameRequestSchema,
  ZRegeneratePlotRequestSchema,
  ZRegenerateSectionRequestSchema,
  ZRegenerateSubsectionRequestSchema,
} from '@eps/contracts';
import { appErrorOf } from '../../apps/api/src/testing/app-error-of';
import { OSCILLATIONS_LECTURE, OSCILLATIONS_SECTIONS } from '../../apps/api/src/testing/lecture-fixture';
import { loadConfig } from '../../apps/api/src/config/app-config';
import { ConfigModule } from '../../apps/api/src/config/config.module';
import { AiProvider } from '../../apps/api/src/modules/ai/ai-provider';
import { AiModule } from '../../apps/api/src/modules/ai/ai.module';
import { OpenAiChatTransport } from '../../apps/api/src/modules/ai/openai-chat';
import { ApiMetrics } from '../../apps/api/src/modules/metrics/api-metrics';
import { StructuredCompletion } from '../../apps/api/src/modules/ai/structured-completion';
import { ESSAY_ENGINE, type EssayEngine } from '../../apps/api/src/modules/essay/engines/essay-engine';
import { essayEngineProvider } from '../../apps/api/src/modules/essay/engines/essay-engine.provider';
import {
  GENERATION_ENGINE,
  type GenerationEngine,
} from '../../apps/api/src/modules/generation/engines/generation-engine';
import { generationEngineProvider } from '../../apps/api/src/modules/generation/engines/generation-engine.provider';
import { ModelGenerationEngine } from '../../apps/api/src/modules/generation/engines/model/model-generation-engine';
import { RedisModule } from '../../apps/api/src/redis/redis.module';
import { startFakeOpenAi, type FakeOpenAi } from './support/fake-openai';

/**
 * The real `openai` SDK inside the AI provider's transport, under the model generation engine, against the fake OpenAI-compatible server
 * (test/support/fake-openai/server.mjs, run as its CLI) on loopback.
 */
const API_KEY = 'sk-test-Secret-Key-4f9a2c71d0';
const TIMEOUT_MS = 2000;

let fake: FakeOpenAi;
let engine: GenerationEngine;
const logged: string[] = [];

const engineFor = (baseUrl: string) =>
  new ModelGenerationEngine(
    new StructuredCompletion(
      new OpenAiChatTransport({ baseUrl, apiKey: API_KEY, model: 'fake-model', timeoutMs: TIMEOUT_MS }),
    ),
  );

/** A loopback port nothing listens on. */
async function closedPort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

const lecture = (options: Record<string, unknown> = {}) =>
  ZGenerationRequestSchema.parse({ userMaterial: OSCILLATIONS_LECTURE, ...options });
const otherMaterial = () =>
  ZGenerationRequestSchema.parse({ userMaterial: '# Photosynthesis\nPlants make glucose from light.' });
const section = () =>
  ZRegenerateSectionRequestSchema.parse({
    sectionTitle: 'Damping and Resonance',
    originalContent: '\\section{Damping and Resonance}\nReal oscillators lose energy.',
    documentContext: '\\documentclass{article}\\begin{document}\\section{Summary}\\end{document}',
    requirement: 'Add an exam tip.',
  });

beforeAll(async () => {
  for (const level of ['log', 'warn', 'error'] as const)
    jest.spyOn(Logger.prototype, level).mockImplementation((message: unknown, ..._rest: unknown[]) => {
      logged.push(String(message));
    });
  fake = await startFakeOpenAi();
  engine = engineFor(`${fake.url}/v1`);
});

afterAll(() => fake.stop());

describe('ModelGenerationEngine against the fake OpenAI server', () => {
  beforeEach(() => fake.reset());

  it('answers every method, each call tagged with its task', async () => {
    const notes = await engine.generateNotes(lecture({ includeImages: true }));
    expect(notes).toMatch(/^\\documentclass\[11pt\]\{article\}/);
    for (const title of OSCILLATIONS_SECTIONS) expect(notes).toContain(`\\section{${title}}`);
    expect(notes).toContain('\\subsection{Energy in Simple Harmonic Motion}');
    expect(notes).toMatch(/\\begin\{pythonplot\}\{[^}]+\}\n[\s\S]*?\\end\{pythonplot\}\n\\begin\{figure\}/);

    const slides = await engine.generateSlides(lecture());
    expect(slides).toMatch(/\\documentclass\{beamer\}[\s\S]*\\begin\{frame\}\n\\titlepage\n\\end\{frame\}/);
    expect(slides).toContain('\\begin{pythonplot}');

    expect(await engine.enhanceMaterial(OSCILLATIONS_LECTURE)).toContain('## The Mass-Spring System');
    expect((await engine.regenerateSection(section())).text).toMatch(/^\\section\{Damping and Resonance\}/);
    const { text: subsection } = await engine.regenerateSubsection(
      ZRegenerateSubsectionRequestSchema.parse({
        subsectionTitle: 'Energy in Simple Harmonic Motion',
        sectionTitle: 'The Defining Equation',
        originalContent: '\\subsection{Energy in Simple Harmonic Motion}\nEnergy is exchanged.',
      }),
    );
    expect(subsection).toMatch(/^\\subsection\{Energy in Simple Harmonic Motion\}/);
    const { text: frame } = await engine.regenerateFrame(
      ZRegenerateFrameRequestSchema.parse({
        frameTitle: 'Damping and Resonance',
        originalContent: '\\begin{frame}{Damping and Resonance}x\\end{frame}',
      }),
    );
    expect(frame).toMatch(/^\\begin\{frame\}\{Damping and Resonance\}[\s\S]*\\end\{frame\}$/);
    const { text: plot } = await engine.regeneratePlot(
      ZRegeneratePlotRequestSchema.parse({ plotTitle: 'Displacement in SHM', originalCode: 'plt.plot([1])' }),
    );
    expect(plot).toMatch(/^import numpy as np\nimport matplotlib.pyplot as plt/);
    expect(plot).not.toContain('```');

    expect((await fake.requests()).map((r) => r.task)).toEqual([
      'generate-notes',
      'generate-slides',
      'enhance-material',
      'regenerate-section',
      'regenerate-subsection',
      'regenerate-frame',
      'regenerate-plot',
    ]);
  });

  it('answers other material with the generic recordings', async () => {
    expect(await engine.generateNotes(otherMaterial())).toContain('\\title{Radioactive Decay}');
    expect(await engine.generateSlides(otherMaterial())).toContain('\\titlepage');
  });

  it('gives Advanced Thinking a larger token budget', async () => {
    await engine.generateNotes(lecture());
    await engine.generateNotes(lecture({ isHigh: true }));
    const [normal, thorough] = await fake.requests();
    expect(thorough.maxTokens).toBeGreaterThan(normal.maxTokens!);
  });

  it('retries one malformed answer and succeeds with the second', async () => {
    await fake.script('generate-notes', ['malformed']);
    expect(await engine.generateNotes(lecture())).toContain('\\section{The Simple Pendulum}');
    const calls = await fake.requests();
    expect(calls.map((r) => r.task)).toEqual(['generate-notes', 'generate-notes']);
    // The retry carries the corrective note as a third message.
    expect(calls.map((r) => r.messages)).toEqual([2, 3]);
  });

  it('retries one answer of the wrong shape and succeeds', async () => {
    await fake.script('regenerate-section', ['wrong-shape']);
    expect((await engine.regenerateSection(section())).text).toContain('\\section{Damping and Resonance}');
    expect(await fake.requests()).toHaveLength(2);
  });

  it('answers the spec message after two malformed generation answers', async () => {
    await fake.script('generate-notes', ['malformed', 'malformed']);
    await fake.script('generate-slides', ['wrong-shape', 'malformed']);
    for (const call of [() => engine.generateNotes(lecture()), () => engine.generateSlides(lecture())]) {
      const err = await appErrorOf(call());
      expect(err.code).toBe('AI_NO_LATEX');
      expect(err.status).toBe(502);
      expect(err.message).toBe('No LaTeX code was returned from OpenAI.');
    }
    expect(await fake.requests()).toHaveLength(4);
  });

  it('answers AI_MALFORMED_ANSWER after two malformed answers of the other tasks', async () => {
    const calls: Array<[string, () => Promise<unknown>]> = [
      ['enhance-material', () => engine.enhanceMaterial('waves')],
      ['regenerate-section', () => engine.regenerateSection(section())],
      [
        'regenerate-plot',
        () =>
          engine.regeneratePlot(
            ZRegeneratePlotRequestSchema.parse({ plotTitle: 'A', originalCode: 'plt.plot()' }),
          ),
      ],
    ];
    for (const [task, call] of calls) {
      await fake.script(task, ['malformed', 'wrong-shape']);
      const err = await appErrorOf(call());
      expect(err.code).toBe('AI_MALFORMED_ANSWER');
      expect(err.status).toBe(502);
    }
    expect(await fake.requests()).toHaveLength(6);
  });

  it('answers AI_UNAVAILABLE when the service answers HTTP 500, without retrying', async () => {
    await fake.script('generate-slides', ['http-500']);
    const err = await appErrorOf(engine.generateSlides(lecture()));
    expect(err).toMatchObject({ status: 502, code: 'AI_UNAVAILABLE' });
    expect(err.message).toContain('HTTP 500');
    expect(await fake.requests()).toHaveLength(1);
  });

  it('answers AI_UNAVAILABLE naming AI_BASE_URL when the base URL is wrong or nothing listens', async () => {
    const wrongPath = await appErrorOf(engineFor(fake.url).enhanceMaterial('waves'));
    expect(wrongPath).toMatchObject({ status: 502, code: 'AI_UNAVAILABLE' });
    expect(wrongPath.message).toContain('HTTP 404');
    expect(wrongPath.message).toContain('AI_BASE_URL');

    const nobody = await appErrorOf(
      engineFor(`http://127.0.0.1:${await closedPort()}/v1`).enhanceMaterial('waves'),
    );
    expect(nobody).toMatchObject({ status: 503, code: 'AI_UNAVAILABLE' });
    expect(nobody.message).toContain('AI_BASE_URL');
  });

  it('answers AI_TIMEOUT when the service never answers', async () => {
    await fake.script('regenerate-frame', ['hang']);
    const err = await appErrorOf(
      engine.regenerateFrame(
        ZRegenerateFrameRequestSchema.parse({
          frameTitle: 'A',
          originalContent: '\\begin{frame}x\\end{frame}',
        }),
      ),
    );
    expect(err).toMatchObject({ status: 504, code: 'AI_TIMEOUT' });
    expect(err.message).toContain('did not answer within 2 s');
    expect(await fake.requests()).toHaveLength(1);
  });

  it('never puts the API key in an error or a log line', async () => {
    await fake.script('generate-notes', ['http-500']);
    await fake.script('enhance-material', ['malformed', 'malformed']);
    const errors = [
      await appErrorOf(engine.generateNotes(lecture())),
      await appErrorOf(engine.enhanceMaterial('waves')),
      await appErrorOf(engineFor(fake.url).enhanceMaterial('waves')),
    ];
    expect(logged.length).toBeGreaterThan(0);
    for (const text of [...errors.map((e) => `${e.message} ${JSON.stringify(e)}`), ...logged])
      expect(text).not.toContain(API_KEY);
  });
});

describe('AiModule and the engines each domain makes on it', () => {
  interface Engines {
    ai: AiProvider;
    generation: GenerationEngine;
    essay: EssayEngine;
  }

  // The app's MetricsModule is global and also reads Postgres and Redis at scrape time; the AI provider
  // only needs the counters.
  @Global()
  @Module({ providers: [ApiMetrics], exports: [ApiMetrics] })
  class AiMetricsModule {}

  async function enginesIn(env: Record<string, string>): Promise<Engines> {
    const config = loadConfig({
      DATABASE_URL: process.env.DATABASE_URL,
      REDIS_URL: process.env.REDIS_URL,
      REDIS_PREFIX: process.env.EPS_INT_REDIS_PREFIX,
      JWT_SECRET: 'a-secret-of-at-least-thirty-two-characters',
      ...env,
    });
    const moduleRef = await Test.createTestingModule({
      imports: [ConfigModule.forRoot(config), RedisModule, AiMetricsModule, AiModule],
      providers: [generationEngineProvider, essayEngineProvider],
    }).compile();
    try {
      return {
        ai: moduleRef.get(AiProvider),
        generation: moduleRef.get<GenerationEngine>(GENERATION_ENGINE),
        essay: moduleRef.get<EssayEngine>(ESSAY_ENGINE),
      };
    } finally {
      await moduleRef.close();
    }
  }

  // Nest logs its own boot lines too.
  const engineLines = () => logged.filter((line) => line.startsWith('AI engine:'));
  beforeEach(() => (logged.length = 0));

  it('has no model without AI configuration, so every domain is offline, and says so once at boot', async () => {
    const { ai, generation, essay } = await enginesIn({});
    expect(ai.isConfigured()).toBe(false);
    expect([generation.kind, essay.kind]).toEqual(['offline', 'offline']);
    expect(engineLines()).toEqual([expect.stringMatching(/^AI engine: offline/)]);
  });

  it('has the model with AI_BASE_URL, so every domain asks it, and logs where it goes without credentials', async () => {
    const { ai, generation, essay } = await enginesIn({
      AI_BASE_URL: 'http://operator:hunter22@127.0.0.1:8000/v1?token=abc',
      AI_API_KEY: API_KEY,
    });
    expect(ai.isConfigured()).toBe(true);
    expect([generation.kind, essay.kind]).toEqual(['openai', 'openai']);
    expect(engineLines()).toEqual(['AI engine: openai (model gpt-4o-mini at http://127.0.0.1:8000/v1)']);
    for (const secret of [API_KEY, 'hunter22', 'token=abc']) expect(logged.join('\n')).not.toContain(secret);
  });
});
