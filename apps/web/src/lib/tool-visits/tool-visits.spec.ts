import { renderHook } from '@testing-library/react';
import { toolOfPath } from './tool-of-path';
import { useToolVisitTimer } from './useToolVisitTimer';

describe('toolOfPath', () => {
  it('names the tool of a tool page, its sub-routes and a trailing slash, and nothing else', () => {
    expect(toolOfPath('/exam-grader')).toBe('exam-grader');
    expect(toolOfPath('/exam-grader/')).toBe('exam-grader');
    expect(toolOfPath('/exam-question/4f1c')).toBe('exam-question');
    expect(toolOfPath('/google-drive')).toBe('math-papers');
    expect(toolOfPath('/exam-question')).toBeNull();
    expect(toolOfPath('/exam-graderx')).toBeNull();
    expect(toolOfPath('/home')).toBeNull();
    expect(toolOfPath('/user-stat')).toBeNull();
  });
});

describe('useToolVisitTimer', () => {
  // jsdom's Blob cannot be read back, so the JSON the hook puts in one is kept as it is made.
  let lastBlobJson: unknown;
  const RealBlob = Blob;
  beforeAll(() => {
    globalThis.Blob = class extends RealBlob {
      constructor(parts: BlobPart[] = [], options?: BlobPropertyBag) {
        super(parts, options);
        lastBlobJson = JSON.parse(String(parts[0]));
      }
    };
  });
  afterAll(() => {
    globalThis.Blob = RealBlob;
  });

  let beacons: Array<{ url: string; body: unknown }>;
  let visibility: DocumentVisibilityState;
  let now: number;

  beforeEach(() => {
    beacons = [];
    visibility = 'visible';
    now = 1_000_000;
    jest.spyOn(Date, 'now').mockImplementation(() => now);
    jest.spyOn(document, 'visibilityState', 'get').mockImplementation(() => visibility);
    Object.defineProperty(navigator, 'sendBeacon', {
      configurable: true,
      value: (url: string, blob: Blob) => {
        beacons.push({ url, body: lastBlobJson });
        return blob instanceof Blob;
      },
    });
  });
  afterEach(() => jest.restoreAllMocks());

  const setVisibility = (state: DocumentVisibilityState) => {
    visibility = state;
    document.dispatchEvent(new Event('visibilitychange'));
  };

  it('sends the visible seconds when the page is hidden, not the hidden time, and again when left', () => {
    const { rerender } = renderHook(({ path }) => useToolVisitTimer(path), {
      initialProps: { path: '/plot-generator' },
    });
    now += 95_400;
    setVisibility('hidden');
    now += 600_000;
    setVisibility('visible');
    now += 30_000;
    rerender({ path: '/home' });
    expect(beacons).toEqual([
      { url: '/api/stats/visits', body: { tool: 'plot-generator', seconds: 95 } },
      { url: '/api/stats/visits', body: { tool: 'plot-generator', seconds: 30 } },
    ]);
  });

  it('sends nothing for a page that is not a tool or a visit under a second', () => {
    const { rerender, unmount } = renderHook(({ path }) => useToolVisitTimer(path), {
      initialProps: { path: '/home' },
    });
    now += 60_000;
    rerender({ path: '/calculator' });
    now += 500;
    unmount();
    expect(beacons).toEqual([]);
  });

  it('caps a visit left open for hours at the most the server accepts', () => {
    const { unmount } = renderHook(() => useToolVisitTimer('/calculator'));
    now += 10 * 3600_000;
    unmount();
    expect(beacons).toEqual([{ url: '/api/stats/visits', body: { tool: 'calculator', seconds: 14_400 } }]);
  });
});
