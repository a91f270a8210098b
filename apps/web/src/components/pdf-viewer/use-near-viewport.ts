import { useEffect, useState, type RefObject } from 'react';

/**
 * True while `target` is within about one screen of the visible part of `root`, so a long PDF renders
 * only the pages around the reader. Without IntersectionObserver everything counts as near.
 */
export function useNearViewport(target: RefObject<Element | null>, root: Element | null): boolean {
  const [near, setNear] = useState(typeof IntersectionObserver === 'undefined');

  useEffect(() => {
    const element = target.current;
    if (!element || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver((entries) => setNear(entries.some((e) => e.isIntersecting)), {
      root,
      rootMargin: '100% 0px',
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, [target, root]);

  return near;
}
