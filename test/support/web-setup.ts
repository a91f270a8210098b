/** Runs before every web spec: jest-dom matchers and the browser globals jsdom lacks. */
import '@testing-library/jest-dom';
import { configure } from '@testing-library/react';
import { TextDecoder, TextEncoder } from 'node:util';

// findBy/waitFor give up after 1 s by default; a Mantine modal on a busy 2-core CI machine can take longer
// to mount. This is how long to keep looking, not a speed requirement.
configure({ asyncUtilTimeout: 5000 });

const g = globalThis as unknown as Record<string, unknown>;

// react-router needs these.
if (!g.TextEncoder) g.TextEncoder = TextEncoder;
if (!g.TextDecoder) g.TextDecoder = TextDecoder;

// No network in component tests: a call fails like an offline browser would (and RTK Query stops warning).
// Specs that need answers install a fake with installFetch from '@/testing/fake-fetch'.
if (!g.fetch)
  g.fetch = () => Promise.reject(new TypeError('Failed to fetch (no network in component tests)'));

/** Width queries answered for jsdom's window (1024 px wide), like a laptop browser would. */
function matchesWidthQuery(query: string): boolean {
  const found = /\((min|max)-width:\s*([\d.]+)(px|em)\)/.exec(query);
  if (!found) return false;
  const px = Number(found[2]) * (found[3] === 'em' ? 16 : 1);
  return found[1] === 'min' ? window.innerWidth >= px : window.innerWidth <= px;
}

// Mantine needs these.
if (!window.matchMedia) {
  Object.defineProperty(window, 'matchMedia', {
    writable: true,
    value: (query: string) => ({
      matches: matchesWidthQuery(query),
      media: query,
      onchange: null,
      addListener: () => {},
      removeListener: () => {},
      addEventListener: () => {},
      removeEventListener: () => {},
      dispatchEvent: () => false,
    }),
  });
}
if (!('ResizeObserver' in window)) {
  class ResizeObserverStub {
    observe() {}
    unobserve() {}
    disconnect() {}
  }
  Object.defineProperty(window, 'ResizeObserver', { writable: true, value: ResizeObserverStub });
}
if (!Element.prototype.scrollIntoView) Element.prototype.scrollIntoView = () => {};
