import { useEffect } from 'react';
import { MAX_VISIT_SECONDS, type StatToolId, type ToolVisitRequest } from '@eps/contracts';
import { toolOfPath } from './tool-of-path';

const VISITS_URL = '/api/stats/visits';

/**
 * Sends one visit. sendBeacon survives the page being closed and carries the session cookie; where it is
 * missing or refuses the payload, a keepalive fetch does the same job.
 */
export function sendVisit(visit: ToolVisitRequest): void {
  const body = JSON.stringify(visit);
  const queued = navigator.sendBeacon?.(VISITS_URL, new Blob([body], { type: 'application/json' }));
  if (!queued)
    void fetch(VISITS_URL, {
      method: 'POST',
      body,
      headers: { 'Content-Type': 'application/json' },
      credentials: 'include',
      keepalive: true,
    }).catch(() => undefined);
}

/**
 * Times the tool page at `pathname` while it is visible and reports the visit when it is left, hidden
 * (another tab, a minimised window, a phone locked) or closed. Time while hidden does not count; a
 * visit under a second is not sent, and one over MAX_VISIT_SECONDS is sent as that much.
 */
export function useToolVisitTimer(pathname: string): void {
  const tool = toolOfPath(pathname);
  useEffect(() => {
    if (!tool) return;
    let shownAt: number | null = document.visibilityState === 'visible' ? Date.now() : null;
    const report = (name: StatToolId) => {
      if (shownAt === null) return;
      const seconds = Math.min(MAX_VISIT_SECONDS, Math.floor((Date.now() - shownAt) / 1000));
      shownAt = null;
      if (seconds >= 1) sendVisit({ tool: name, seconds });
    };
    const onVisibility = () => {
      if (document.visibilityState === 'hidden') report(tool);
      else shownAt = Date.now();
    };
    const onPageHide = () => report(tool);
    document.addEventListener('visibilitychange', onVisibility);
    window.addEventListener('pagehide', onPageHide);
    return () => {
      document.removeEventListener('visibilitychange', onVisibility);
      window.removeEventListener('pagehide', onPageHide);
      report(tool);
    };
  }, [tool]);
}
