import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';

/**
 * The fake OpenAI-compatible server (test/support/fake-openai/server.mjs) as a child process: it is
 * ESM, which jest's CommonJS runtime cannot import. Replays test/fixtures/openai unless `fixturesDir`.
 */
const SERVER = path.join(__dirname, '../../support/fake-openai/server.mjs');

export type FakeAnswerKind =
  'recorded' | 'malformed' | 'wrong-shape' | 'http-500' | 'hang' | 'malformed-stream' | 'drop';

export interface FakeRequest {
  task: string;
  time: string;
  messages: number;
  maxTokens: number | null;
  stream: boolean;
}

export interface FakeOpenAi {
  url: string;
  /** Queues answers for the next calls of `task`. */
  script(task: string, answers: FakeAnswerKind[]): Promise<void>;
  /** Forgets the scripted answers and the calls seen. */
  reset(): Promise<void>;
  /** The calls the server received, oldest first. */
  requests(): Promise<FakeRequest[]>;
  /** Ends the server and waits until it has exited. */
  stop(): Promise<void>;
}

export async function startFakeOpenAi(fixturesDir?: string): Promise<FakeOpenAi> {
  const args = [SERVER, '--port', '0', ...(fixturesDir ? ['--fixtures', fixturesDir] : [])];
  const child: ChildProcess = spawn(process.execPath, args, { stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  const url = await new Promise<string>((resolve, reject) => {
    child.stdout!.on('data', (chunk: Buffer) => {
      output += chunk.toString('utf8');
      const found = /^(http:\/\/\S+)$/m.exec(output);
      if (found) resolve(found[1]);
    });
    child.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString('utf8')));
    child.once('exit', (code) => reject(new Error(`the fake OpenAI server exited (${code}):\n${output}`)));
  });
  const call = async (route: string, body?: unknown) => {
    const res = await fetch(`${url}/__fake/${route}`, {
      method: body === undefined ? 'GET' : 'POST',
      headers: { 'content-type': 'application/json' },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    if (!res.ok) throw new Error(`fake OpenAI server: /__fake/${route} answered ${res.status}`);
    return res.json();
  };
  return {
    url,
    script: async (task, answers) => void (await call('script', { task, answers })),
    reset: async () => void (await call('reset', {})),
    requests: () => call('requests') as Promise<FakeRequest[]>,
    stop: async () => {
      if (child.exitCode !== null || child.signalCode !== null) return;
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill();
      await exited;
    },
  };
}

/** A test app's environment for the model engine at the fake server. */
export const modelEngineEnv = (fake: FakeOpenAi): Record<string, string> => ({
  AI_BASE_URL: `${fake.url}/v1`,
  AI_API_KEY: 'test-key',
  AI_MODEL: 'fake-model',
});
