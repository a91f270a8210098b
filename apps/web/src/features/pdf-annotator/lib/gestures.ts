import type { Point } from '@eps/pdf-annotate/model';
import { changePage, type AnnotatorState, type GestureAction } from './annotator-model';
import { boxFromDrag, clickPlacement, isClick, type Box } from './placement';

/** Pen points closer than this (page units) to the previous one add nothing visible and are skipped. */
const MIN_POINT_DISTANCE = 0.5;

type Press = Extract<GestureAction, { type: 'pressed' }>;

function press(state: AnnotatorState, { page, point, hit }: Press): AnnotatorState {
  const base = { ...state, page, draft: null };
  const hitImage = hit?.kind === 'image' ? { page, id: hit.id } : null;
  switch (state.mode) {
    case 'view':
      return { ...base, selectedImage: hitImage };
    case 'draw':
      return { ...base, draft: { kind: 'stroke', page, drawing: { ...state.pen, points: [point] } } };
    case 'text':
      if (hit?.kind === 'text') return { ...base, selectedText: { page, id: hit.id } };
      return { ...base, selectedText: null, textPosition: { page, point } };
    case 'image':
      if (state.pendingImage)
        return { ...base, selectedImage: null, draft: { kind: 'box', page, start: point, end: point } };
      return { ...base, selectedImage: hitImage };
    case 'delete':
      return { ...base, draft: { kind: 'box', page, start: point, end: point } };
  }
}

function move(state: AnnotatorState, point: Point): AnnotatorState {
  const draft = state.draft;
  if (!draft) return state;
  if (draft.kind === 'box') return { ...state, draft: { ...draft, end: point } };
  const last = draft.drawing.points[draft.drawing.points.length - 1]!;
  if (Math.hypot(point.x - last.x, point.y - last.y) < MIN_POINT_DISTANCE) return state;
  return {
    ...state,
    draft: { ...draft, drawing: { ...draft.drawing, points: [...draft.drawing.points, point] } },
  };
}

function release(state: AnnotatorState, point: Point): AnnotatorState {
  const moved = move(state, point);
  const draft = moved.draft;
  const done = { ...moved, draft: null };
  if (!draft) return done;
  if (draft.kind === 'stroke') {
    const points = draft.drawing.points;
    // A tap leaves a dot: a stroke needs two points to be drawn with its round caps.
    const drawing = { ...draft.drawing, points: points.length === 1 ? [points[0]!, points[0]!] : points };
    return changePage(done, draft.page, (p) => ({ ...p, drawings: [...p.drawings, drawing] }));
  }
  const box = boxFromDrag(draft.start, draft.end);
  if (state.mode === 'delete') {
    if (isClick(box)) return done;
    const deletion = { ...box, opacity: state.deletionOpacity };
    return changePage(done, draft.page, (p) => ({ ...p, deletions: [...p.deletions, deletion] }));
  }
  const image = state.pendingImage;
  if (state.mode !== 'image' || !image) return done;
  const size = state.pageSizes[draft.page - 1]!;
  return placePendingImage(done, draft.page, isClick(box) ? clickPlacement(draft.start, image, size) : box);
}

/** Places the pending image in `box` with the chosen shape; the pending image is used up. */
export function placePendingImage(state: AnnotatorState, page: number, box: Box): AnnotatorState {
  const image = state.pendingImage;
  if (!image) return state;
  const placed = { id: `image-${state.nextId}`, image, shape: state.imageShape, ...box };
  const next = changePage(state, page, (p) => ({ ...p, images: [...p.images, placed] }));
  return { ...next, pendingImage: null, nextId: state.nextId + 1 };
}

/** Press, move and release on a page, by mode (spec section 4); a cancelled gesture leaves nothing. */
export function gestureReducer(state: AnnotatorState, action: GestureAction): AnnotatorState {
  switch (action.type) {
    case 'pressed':
      return press(state, action);
    case 'moved':
      return move(state, action.point);
    case 'released':
      return release(state, action.point);
    case 'gestureCancelled':
      return state.draft ? { ...state, draft: null } : state;
  }
}
