/**
 * A local OpenAI-compatible chat completions server for tests: it replays recorded answers, so no test
 * needs a model or the internet. Plain ESM on node:http, no build step.
 *
 *   import { startFakeOpenAi } from './test/support/fake-openai/server.mjs';
 *   const fake = await startFakeOpenAi();          // fake.url = http://127.0.0.1:PORT; SDK baseURL: `${fake.url}/v1`
 *   node test/support/fake-openai/server.mjs --port 8765   # prints its URL
 *
 * POST /v1/chat/completions: the task is the `Task: <name>` first line of the system message. The answer
 * is the next scripted one for that task, else a recording from test/fixtures/openai/*.json:
 * { "task": "generate-notes", "match": "optional text of the user messages", "content": "<JSON string>" }.
 * A recording whose `match` occurs wins over one without `match`. No recording: HTTP 500 naming the task.
 * A recording with "format": "text" holds plain Markdown (the chat tutor's answers), not JSON.
 * With `stream: true` the answer comes as server-sent chat.completion.chunk events a few words at a
 * time, ending `data: [DONE]`.
 *
 * Control endpoints:
 *   POST /__fake/script {task, answers: [kind, ...]}  queues answers for the next calls of that task
 *   GET  /__fake/requests                             the calls received: [{task, time, messages, maxTokens}]
 *   POST /__fake/reset                                clears the scripts and the request list
 */
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const HERE = path.dirname(fileURLToPath(import.meta.url));
const DEFAULT_FIXTURES = path.resolve(HERE, '../../fixtures/openai');

/**
 * recorded: the recording; malformed: a JSON object cut off mid-string (as at a token limit);
 * wrong-shape: valid JSON without the asked field; http-500: a server error; hang: never answers (a
 * stream sends its first pieces, then nothing more). Streams only: malformed-stream: a chunk that is not
 * JSON midway; drop: the connection is destroyed midway.
 */
export const ANSWER_KINDS = [
  'recorded',
  'malformed',
  'wrong-shape',
  'http-500',
  'hang',
  'malformed-stream',
  'drop',
];
/** Pieces of a streamed answer sent before a hang, a broken chunk or a dropped connection. */
const PIECES_BEFORE_FAULT = 3;
/** A pause between streamed pieces, so a reader sees the text arrive (and can stop it midway). */
const PIECE_DELAY_MS = 15;
const MALFORMED_CONTENT = '{"answer": "\\\\documentclass{article}\\n\\\\begin{document}\\nThe notes begin';
const WRONG_SHAPE_CONTENT = JSON.stringify({ answer: 'done', note: 'The requested field is missing.' });

function loadRecordings(dir) {
  return fs
    .readdirSync(dir)
    .filter((f) => f.endsWith('.json'))
    .sort()
    .map((file) => {
      const rec = JSON.parse(fs.readFileSync(path.join(dir, file), 'utf8'));
      if (typeof rec.task !== 'string' || typeof rec.content !== 'string')
        throw new Error(`${file}: a recording needs "task" and "content" strings`);
      // A recording must be what a good model answers: a JSON object, unless it is a text answer.
      if (rec.format !== 'text') JSON.parse(rec.content);
      return { file, task: rec.task, match: rec.match, content: rec.content };
    });
}

function readBody(req) {
  return new Promise((resolve, reject) => {
    const chunks = [];
    req.on('data', (c) => chunks.push(c));
    req.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
    req.on('error', reject);
  });
}

function send(res, status, body) {
  res.writeHead(status, { 'content-type': 'application/json' });
  res.end(JSON.stringify(body));
}

const apiError = (message, type = 'invalid_request_error') => ({ error: { message, type, code: null } });

function taskOf(messages) {
  const system = messages.find((m) => m.role === 'system');
  return /^Task: (\S+)/.exec(typeof system?.content === 'string' ? system.content : '')?.[1];
}

function completion(model, content, messages, n) {
  const promptChars = messages.reduce((sum, m) => sum + String(m.content ?? '').length, 0);
  const promptTokens = Math.ceil(promptChars / 4);
  const completionTokens = Math.ceil(content.length / 4);
  return {
    id: `chatcmpl-fake-${n}`,
    object: 'chat.completion',
    created: Math.floor(Date.now() / 1000),
    model,
    choices: [{ index: 0, message: { role: 'assistant', content }, finish_reason: 'stop', logprobs: null }],
    usage: {
      prompt_tokens: promptTokens,
      completion_tokens: completionTokens,
      total_tokens: promptTokens + completionTokens,
    },
  };
}

/** The answer in pieces of about three words, white space kept, as a model streams tokens. */
function piecesOf(content) {
  return content.match(/(\S+\s*){1,3}|\s+/g) ?? [];
}

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

function chunk(id, model, delta, finishReason = null) {
  return {
    id,
    object: 'chat.completion.chunk',
    created: Math.floor(Date.now() / 1000),
    model,
    choices: [{ index: 0, delta, finish_reason: finishReason, logprobs: null }],
  };
}

/** Streams `content` as OpenAI does; `kind` may break the stream after a few pieces. */
async function stream(req, res, model, content, kind, n) {
  const id = `chatcmpl-fake-${n}`;
  let open = true;
  res.on('close', () => (open = false));
  res.writeHead(200, {
    'content-type': 'text/event-stream',
    'cache-control': 'no-cache',
    connection: 'keep-alive',
  });
  const event = (data) => res.write(`data: ${typeof data === 'string' ? data : JSON.stringify(data)}\n\n`);
  event(chunk(id, model, { role: 'assistant', content: '' }));
  const pieces = piecesOf(content);
  for (const [i, piece] of pieces.entries()) {
    if (!open) return;
    if (i === PIECES_BEFORE_FAULT) {
      if (kind === 'hang') return; // the client's stop or timeout ends it
      if (kind === 'drop') return req.socket.destroy();
      if (kind === 'malformed-stream')
        event('{"id": "chatcmpl-broken", "choices": [{"delta": {"content": "cut');
    }
    event(chunk(id, model, { content: piece }));
    await sleep(PIECE_DELAY_MS);
  }
  if (!open) return;
  event(chunk(id, model, {}, 'stop'));
  event('[DONE]');
  res.end();
}

export async function startFakeOpenAi({ port = 0, host = '127.0.0.1', fixturesDir = DEFAULT_FIXTURES } = {}) {
  const recordings = loadRecordings(fixturesDir);
  const scripts = new Map();
  let requests = [];
  let calls = 0;

  function recordingFor(task, userText) {
    const ofTask = recordings.filter((r) => r.task === task);
    return ofTask.find((r) => r.match && userText.includes(r.match)) ?? ofTask.find((r) => !r.match);
  }

  async function chatCompletions(req, res) {
    let body;
    try {
      body = JSON.parse(await readBody(req));
    } catch {
      return send(res, 400, apiError('The body is not JSON.'));
    }
    const messages = Array.isArray(body.messages) ? body.messages : [];
    const task = taskOf(messages);
    if (!task) return send(res, 400, apiError('No "Task: <name>" first line in the system message.'));
    const streamed = body.stream === true;
    requests.push({
      task,
      time: new Date().toISOString(),
      messages: messages.length,
      maxTokens: body.max_tokens ?? body.max_completion_tokens ?? null,
      stream: streamed,
    });
    const kind = scripts.get(task)?.shift() ?? 'recorded';
    if (kind === 'hang' && !streamed) return; // The client's timeout (or close()) ends the request.
    if (kind === 'http-500')
      return send(res, 500, apiError('The fake server was scripted to fail this call.', 'server_error'));
    let content;
    if (kind === 'malformed') content = MALFORMED_CONTENT;
    else if (kind === 'wrong-shape') content = WRONG_SHAPE_CONTENT;
    else {
      const userText = messages
        .filter((m) => m.role === 'user')
        .map((m) => String(m.content ?? ''))
        .join('\n');
      const recording = recordingFor(task, userText);
      if (!recording)
        return send(
          res,
          500,
          apiError(`The fake OpenAI server has no recording for task "${task}".`, 'server_error'),
        );
      content = recording.content;
    }
    if (streamed) return stream(req, res, body.model ?? 'fake-model', content, kind, ++calls);
    send(res, 200, completion(body.model ?? 'fake-model', content, messages, ++calls));
  }

  async function script(req, res) {
    let body;
    try {
      body = JSON.parse(await readBody(req));
    } catch {
      return send(res, 400, { error: 'The body is not JSON.' });
    }
    const { task, answers } = body ?? {};
    if (typeof task !== 'string' || !Array.isArray(answers) || answers.some((a) => !ANSWER_KINDS.includes(a)))
      return send(res, 400, { error: `Send {task, answers} with answers among ${ANSWER_KINDS.join(', ')}.` });
    scripts.set(task, [...(scripts.get(task) ?? []), ...answers]);
    send(res, 200, { task, queued: scripts.get(task) });
  }

  const routes = {
    'POST /v1/chat/completions': chatCompletions,
    'POST /__fake/script': script,
    'GET /__fake/requests': (_req, res) => send(res, 200, requests),
    'POST /__fake/reset': (_req, res) => {
      scripts.clear();
      requests = [];
      send(res, 200, { reset: true });
    },
  };

  const server = http.createServer((req, res) => {
    const route = `${req.method} ${new URL(req.url, 'http://fake').pathname}`;
    const handler =
      routes[route] ?? (() => send(res, 404, apiError(`No route ${route} on the fake OpenAI server.`)));
    Promise.resolve(handler(req, res)).catch((err) =>
      send(res, 500, apiError(String(err?.message ?? err), 'server_error')),
    );
  });

  await new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, resolve);
  });
  const address = server.address();
  return {
    url: `http://${host}:${address.port}`,
    close: () =>
      new Promise((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections(); // Hanging requests included.
      }),
  };
}

function argValue(name) {
  const i = process.argv.indexOf(name);
  return i >= 0 ? process.argv[i + 1] : undefined;
}

if (process.argv[1] && import.meta.url === pathToFileURL(path.resolve(process.argv[1])).href) {
  const fake = await startFakeOpenAi({
    port: Number(argValue('--port') ?? 0),
    host: argValue('--host') ?? '127.0.0.1',
    fixturesDir: argValue('--fixtures') ?? DEFAULT_FIXTURES,
  });
  console.log(fake.url);
  for (const signal of ['SIGINT', 'SIGTERM'])
    process.once(signal, () => fake.close().then(() => process.exit(0)));
}
