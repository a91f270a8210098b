import { emptyPageAnnotations, type AnnotationsByPage, type PageAnnotations } from '@eps/pdf-annotate/model';

/** Undo keeps this many snapshots per page (spec section 9); older ones are dropped. */
export const MAX_SNAPSHOTS_PER_PAGE = 10;

export type PageHistory = Record<number, PageAnnotations[]>;

export interface AnnotationStore {
  annotations: AnnotationsByPage;
  history: PageHistory;
}

/** What a page without annotations shows; one shared object, so memoised page layers stay unchanged. */
const NO_ANNOTATIONS: PageAnnotations = Object.freeze(emptyPageAnnotations());

export const pageAnnotations = (annotations: AnnotationsByPage, page: number): PageAnnotations =>
  annotations[page] ?? NO_ANNOTATIONS;

/**
 * Applies `change` to one page's annotations after saving a snapshot of them, so Ctrl+Z can restore the
 * page as it was. A change that returns the same object is not a change and leaves no snapshot.
 */
export function commitPageChange(
  store: AnnotationStore,
  page: number,
  change: (current: PageAnnotations) => PageAnnotations,
): AnnotationStore {
  const current = pageAnnotations(store.annotations, page);
  const next = change(current);
  if (next === current) return store;
  const snapshots = [...(store.history[page] ?? []), current].slice(-MAX_SNAPSHOTS_PER_PAGE);
  return {
    annotations: { ...store.annotations, [page]: next },
    history: { ...store.history, [page]: snapshots },
  };
}

/** Restores the last snapshot of `page`; with none left it changes nothing. */
export function undoPage(store: AnnotationStore, page: number): AnnotationStore {
  const snapshots = store.history[page];
  if (!snapshots?.length) return store;
  return {
    annotations: { ...store.annotations, [page]: snapshots[snapshots.length - 1]! },
    history: { ...store.history, [page]: snapshots.slice(0, -1) },
  };
}

export const canUndo = (history: PageHistory, page: number) => (history[page]?.length ?? 0) > 0;
