import type { AnnotationImage } from '@eps/pdf-annotate/model';
import { initialAnnotatorState, type AnnotatorAction, type AnnotatorState } from '../lib/annotator-model';
import { annotatorReducer } from '../lib/annotator-reducer';

/** A US Letter page, an A4 page and a landscape page (a rotated Letter page as the viewer sees it). */
export const PAGE_SIZES = [
  { width: 612, height: 792 },
  { width: 595, height: 842 },
  { width: 792, height: 612 },
];

/** A 400 × 100 px image (its bytes are never decoded in these tests). */
export const WIDE_IMAGE: AnnotationImage = {
  mimeType: 'image/png',
  bytes: new Uint8Array([137, 80, 78, 71]),
  naturalWidth: 400,
  naturalHeight: 100,
};

/** Runs actions through the reducer from a state with a loaded three-page document. */
export function run(actions: AnnotatorAction[], from?: AnnotatorState): AnnotatorState {
  const start =
    from ?? annotatorReducer(initialAnnotatorState, { type: 'documentLoaded', pageSizes: PAGE_SIZES });
  return actions.reduce(annotatorReducer, start);
}

/** A drag from `start` to `end` on `page`. */
export const drag = (page: number, start: [number, number], end: [number, number]): AnnotatorAction[] => [
  { type: 'pressed', page, point: { x: start[0], y: start[1] }, hit: null },
  { type: 'moved', point: { x: (start[0] + end[0]) / 2, y: (start[1] + end[1]) / 2 } },
  { type: 'released', point: { x: end[0], y: end[1] } },
];
