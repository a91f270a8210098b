/**
 * Child processes for the scripts: prefixed output, one place that stops everything (children in their
 * own process groups, plus cleanup hooks such as the embedded Postgres), SIGINT/SIGTERM forwarding, and
 * "a child died unexpectedly" => stop the rest and exit non-zero.
 */
import { spawn } from 'node:child_process';
import readline from 'node:readline';
import { color, error, info } from './log.mjs';

const PALETTE = [color.green, color.yellow, color.cyan, (s) => s];

export class Supervisor {
  /** @param {{ onUnexpectedExit?: (name: string, code: number|null, signal: string|null) => void }} opts */
  constructor(opts = {}) {
    this.children = new Set();
    this.cleanups = [];
    this.stopping = false;
    this.onUnexpectedExit =
      opts.onUnexpectedExit ?? ((name, code, signal) => this.failFast(name, code, signal));
    this.colorIndex = 0;
  }

  /** Register an async cleanup run after the children are gone (last registered runs first). */
  addCleanup(fn) {
    this.cleanups.push(fn);
  }

  /**
   * Spawn a child. prefix: true => output lines are prefixed with [name]; false => inherited stdio.
   * skipLine: a RegExp of output lines not worth showing (prefixed output only).
   * logFd: an open file descriptor that receives stdout and stderr instead (prefix is then ignored).
   * critical: true => its exit while we are not stopping is an error that stops everything.
   * stopLast: true => infrastructure (e.g. Redis): stopped only after all other children are gone.
   * Returns { child, name, exited: Promise<{code, signal}> }.
   */
  spawn(
    name,
    cmd,
    args = [],
    { env = process.env, cwd, prefix = true, critical = true, logFd, skipLine, stopLast = false } = {},
  ) {
    if (logFd !== undefined) prefix = false;
    const child = spawn(cmd, args, {
      env,
      cwd,
      detached: true, // own process group: we can stop the whole tree, and Ctrl+C reaches us first
      stdio:
        logFd !== undefined
          ? ['ignore', logFd, logFd]
          : prefix
            ? ['ignore', 'pipe', 'pipe']
            : ['ignore', 'inherit', 'inherit'],
    });
    const paint = PALETTE[this.colorIndex++ % PALETTE.length];
    const tag = paint(`[${name}]`);
    if (prefix) {
      for (const [stream, out] of [
        [child.stdout, process.stdout],
        [child.stderr, process.stderr],
      ]) {
        readline.createInterface({ input: stream }).on('line', (line) => {
          if (!skipLine?.test(line)) out.write(`${tag} ${line}\n`);
        });
      }
    }
    const entry = { child, name, stopLast };
    this.children.add(entry);
    entry.exited = new Promise((resolve) => {
      child.once('error', (err) => {
        error(`${name}: could not start ${cmd}: ${err.message}`);
        this.children.delete(entry);
        resolve({ code: 127, signal: null });
        if (critical && !this.stopping) this.onUnexpectedExit(name, 127, null);
      });
      child.once('exit', (code, signal) => {
        this.children.delete(entry);
        resolve({ code, signal });
        if (critical && !this.stopping) this.onUnexpectedExit(name, code, signal);
      });
    });
    return entry;
  }

  /** Run a command to completion with inherited output; resolves with its exit code (signal => 1). */
  async run(name, cmd, args = [], opts = {}) {
    const entry = this.spawn(name, cmd, args, { prefix: false, critical: false, ...opts });
    const { code, signal } = await entry.exited;
    return code ?? (signal ? 1 : 0);
  }

  static killGroup(child, signal) {
    try {
      process.kill(-child.pid, signal);
    } catch {
      try {
        child.kill(signal);
      } catch {
        /* already gone */
      }
    }
  }

  /** SIGTERM the child groups, SIGKILL after timeoutMs. */
  static async stopEntries(entries, timeoutMs) {
    for (const { child } of entries) Supervisor.killGroup(child, 'SIGTERM');
    const timer = setTimeout(() => {
      for (const { child } of entries) Supervisor.killGroup(child, 'SIGKILL');
    }, timeoutMs);
    await Promise.all(entries.map((e) => e.exited));
    clearTimeout(timer);
  }

  /**
   * Stops the app children first, then the stopLast ones (so the app can still say goodbye to Redis),
   * then runs the cleanups (e.g. the embedded Postgres). Idempotent.
   */
  async stopAll(timeoutMs = 8000) {
    if (this.stopPromise) return this.stopPromise;
    this.stopping = true;
    this.stopPromise = (async () => {
      const all = [...this.children];
      await Supervisor.stopEntries(
        all.filter((e) => !e.stopLast),
        timeoutMs,
      );
      await Supervisor.stopEntries(
        all.filter((e) => e.stopLast),
        timeoutMs,
      );
      for (const fn of this.cleanups.reverse()) {
        try {
          await fn();
        } catch (err) {
          error(`cleanup failed: ${err?.message ?? err}`);
        }
      }
    })();
    return this.stopPromise;
  }

  /** Default reaction to a critical child dying: say so, stop the rest, exit 1. */
  failFast(name, code, signal) {
    error(
      `${name} exited unexpectedly (${signal ? `signal ${signal}` : `code ${code}`}); stopping everything`,
    );
    this.stopAll().finally(() => process.exit(1));
  }

  /** Ctrl+C / SIGTERM: stop children and cleanups, then exit 130 / 143. A second Ctrl+C forces it. */
  installSignalHandlers({ quiet = false } = {}) {
    let count = 0;
    const handler = (sig) => {
      count += 1;
      if (count > 1) {
        for (const { child } of this.children) Supervisor.killGroup(child, 'SIGKILL');
        process.exit(sig === 'SIGINT' ? 130 : 143);
      }
      if (!quiet) info(`${sig} received, stopping…`);
      this.stopAll().finally(() => process.exit(sig === 'SIGINT' ? 130 : 143));
    };
    process.on('SIGINT', handler);
    process.on('SIGTERM', handler);
    process.on('SIGHUP', handler);
  }
}

const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

/**
 * Poll url until isReady(response, body) is true. abortIf() may return a reason string to stop early
 * (e.g. the server process died). Throws with the last error on timeout.
 */
export async function waitForHttp(
  url,
  { timeoutMs = 60000, intervalMs = 150, isReady = (res) => res.ok, abortIf } = {},
) {
  const deadline = Date.now() + timeoutMs;
  let last = 'no answer yet';
  while (Date.now() < deadline) {
    const reason = abortIf?.();
    if (reason) throw new Error(reason);
    try {
      const res = await fetch(url, { signal: AbortSignal.timeout(3000) });
      const text = await res.text();
      let body = text;
      try {
        body = JSON.parse(text);
      } catch {
        /* not json */
      }
      if (await isReady(res, body)) return { res, body };
      last = `HTTP ${res.status} ${text.slice(0, 200)}`;
    } catch (err) {
      last = err?.cause?.code ?? err?.message ?? String(err);
    }
    await sleep(intervalMs);
  }
  throw new Error(`timed out after ${timeoutMs} ms waiting for ${url} (${last})`);
}
