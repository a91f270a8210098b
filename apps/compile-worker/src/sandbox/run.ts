import type { ChildProcess } from 'node:child_process';
import os from 'node:os';
import { killSandbox } from './sandbox';

export interface SandboxOutcome {
  code: number | null;
  signal: NodeJS.Signals | null;
  timedOut: boolean;
  /** The first maxOutputBytes of each stream; the rest is dropped (an output bomb costs nothing). */
  stdout: string;
  stderr: string;
  ms: number;
}

export interface AwaitOptions {
  /** Wall-clock limit; without one the caller kills the sandbox when it must. */
  timeoutMs?: number;
  maxOutputBytes: number;
  /** Called with each complete stdout line, for progress. */
  onStdoutLine?: (line: string) => void;
  /** Kills the sandbox early (the caller saw enough, e.g. too many pages). */
  signal?: AbortSignal;
}

function capped(max: number) {
  const chunks: Buffer[] = [];
  let size = 0;
  return {
    push(chunk: Buffer) {
      if (size >= max) return;
      const part = chunk.subarray(0, max - size);
      chunks.push(part);
      size += part.length;
    },
    text: () => Buffer.concat(chunks).toString('utf8'),
  };
}

/** Waits for a sandboxed program (call it right after spawning), killing its whole sandbox at the wall-clock limit. */
export function awaitSandbox(child: ChildProcess, options: AwaitOptions): Promise<SandboxOutcome> {
  const started = Date.now();
  const out = capped(options.maxOutputBytes);
  const err = capped(options.maxOutputBytes);
  let pending = '';
  child.stdout?.on('data', (chunk: Buffer) => {
    out.push(chunk);
    if (!options.onStdoutLine) return;
    pending += chunk.toString('utf8');
    const lines = pending.split('\n');
    pending = lines.pop() ?? '';
    if (pending.length > 4096) pending = '';
    for (const line of lines) options.onStdoutLine(line);
  });
  child.stderr?.on('data', (chunk: Buffer) => err.push(chunk));
  let timedOut = false;
  const timer =
    options.timeoutMs === undefined
      ? undefined
      : setTimeout(() => {
          timedOut = true;
          killSandbox(child);
        }, options.timeoutMs);
  options.signal?.addEventListener('abort', () => killSandbox(child), { once: true });
  return new Promise((resolve, reject) => {
    child.once('error', (e) => {
      clearTimeout(timer);
      reject(e);
    });
    child.once('close', (code, signal) => {
      clearTimeout(timer);
      // Whatever the program forked is gone with its sandbox, even when it exited by itself.
      killSandbox(child);
      resolve({ code, signal, timedOut, stdout: out.text(), stderr: err.text(), ms: Date.now() - started });
    });
  });
}

/**
 * The signal that ended the sandboxed program. bwrap reports a child killed by a signal as exit code
 * 128 + signal number, so both forms are read.
 */
export function terminatingSignal(outcome: SandboxOutcome): NodeJS.Signals | null {
  if (outcome.signal) return outcome.signal;
  if (outcome.code === null || outcome.code <= 128) return null;
  const number = outcome.code - 128;
  const entry = Object.entries(os.constants.signals).find(([, n]) => n === number);
  return (entry?.[0] as NodeJS.Signals | undefined) ?? null;
}
