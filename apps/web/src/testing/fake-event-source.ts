/** A fake EventSource for component tests (jsdom has none). Never imported by app code. */
import { act } from '@testing-library/react';
import type { JobEvent } from '@eps/contracts';

const g = globalThis as unknown as Record<string, unknown>;

export class FakeEventSource {
  readonly url: string;
  readonly withCredentials: boolean;
  closed = false;
  onmessage: ((event: MessageEvent) => void) | null = null;
  onerror: ((event: Event) => void) | null = null;

  constructor(url: string, init?: { withCredentials?: boolean }) {
    this.url = url;
    this.withCredentials = !!init?.withCredentials;
    opened.push(this);
  }

  close() {
    this.closed = true;
  }

  /** Delivers one job event as the server would, a `data:` line holding its JSON (the page re-renders in act). */
  emit(event: Omit<JobEvent, 'jobId' | 'at'> & Partial<Pick<JobEvent, 'jobId' | 'at'>>) {
    const full: JobEvent = { jobId: this.url.split('/')[3] ?? '', at: new Date(0).toISOString(), ...event };
    act(() => this.onmessage?.(new MessageEvent('message', { data: JSON.stringify(full) })));
  }
}

const opened: FakeEventSource[] = [];

/** Installs the fake as the global EventSource; returns the list of streams the page opens. */
export function installEventSource(): FakeEventSource[] {
  opened.length = 0;
  g.EventSource = FakeEventSource;
  return opened;
}
