import { pageAnnotations, undoPage } from './page-history';
import { clampZoom, ZOOM_STEP } from '@/components/pdf-viewer';
import { clickPlacement, DEFAULT_POSITION, defaultTextPosition, LINE_SPACING } from './placement';
import { changePage, type AnnotatorAction, type AnnotatorState, type Mode } from './annotator-model';
import { gestureReducer, placePendingImage } from './gestures';

const clampOpacity = (opacity: number) => Math.round(Math.min(1, Math.max(0.5, opacity)) * 10) / 10;

function removeLast<K extends 'images' | 'deletions'>(state: AnnotatorState, key: K): AnnotatorState {
  return changePage(state, state.page, (p) => (p[key].length ? { ...p, [key]: p[key].slice(0, -1) } : p));
}

function addText(state: AnnotatorState): AnnotatorState {
  const content = state.text.content.trim();
  if (!content || !state.pageSizes.length) return state;
  const { fontFamily, fontSize, isLatex } = state.text;
  const page = state.textPosition?.page ?? state.page;
  const size = state.pageSizes[page - 1]!;
  const point =
    state.textPosition?.point ??
    defaultTextPosition(pageAnnotations(state.annotations, page).texts.length, fontSize, size);
  const id = `text-${state.nextId}`;
  const next = changePage(state, page, (p) => ({
    ...p,
    texts: [...p.texts, { id, content, x: point.x, y: point.y, isLatex, fontFamily, fontSize }],
  }));
  // The marker moves down a line, so adding another text does not cover this one.
  const below = { x: point.x, y: Math.min(size.height, point.y + fontSize * LINE_SPACING) };
  return {
    ...next,
    nextId: state.nextId + 1,
    text: { ...state.text, content: '' },
    textPosition: state.textPosition ? { page, point: below } : null,
  };
}

function deleteSelection(state: AnnotatorState): AnnotatorState {
  const text = state.mode === 'text' ? state.selectedText : null;
  if (text) {
    const next = changePage(state, text.page, (p) => ({
      ...p,
      texts: p.texts.filter((t) => t.id !== text.id),
    }));
    return { ...next, selectedText: null };
  }
  const image = state.selectedImage;
  if (!image) return state;
  const next = changePage(state, image.page, (p) => ({
    ...p,
    images: p.images.filter((i) => i.id !== image.id),
  }));
  return { ...next, selectedImage: null };
}

/** Spec section 4: switching mode cancels a drag and the selections; leaving text mode hides the marker. */
function chooseMode(state: AnnotatorState, mode: Mode): AnnotatorState {
  if (mode === state.mode) return state;
  return {
    ...state,
    mode,
    draft: null,
    selectedText: null,
    selectedImage: null,
    textPosition: mode === 'text' ? state.textPosition : null,
  };
}

/** The reducer of everything the annotator shows and edits, apart from the pdf.js document itself. */
export function annotatorReducer(state: AnnotatorState, action: AnnotatorAction): AnnotatorState {
  switch (action.type) {
    case 'documentLoaded':
      return {
        ...state,
        pageSizes: action.pageSizes,
        page: 1,
        annotations: {},
        history: {},
        draft: null,
        textPosition: null,
        selectedText: null,
        selectedImage: null,
      };
    case 'zoomBy':
      return { ...state, zoom: clampZoom(state.zoom + action.steps * ZOOM_STEP) };
    case 'layoutChosen':
      return {
        ...state,
        layout: action.layout,
        page: action.layout === 'scroll' ? 1 : state.page,
        draft: null,
      };
    case 'pageChosen':
      return {
        ...state,
        page: Math.min(Math.max(1, Math.round(action.page)), state.pageSizes.length || 1),
        draft: null,
      };
    case 'modeChosen':
      return chooseMode(state, action.mode);
    case 'penChanged':
      return {
        ...state,
        pen: { color: action.color ?? state.pen.color, size: action.size ?? state.pen.size },
      };
    case 'textOptionsChanged':
      return { ...state, text: { ...state.text, ...action.options } };
    case 'textAdded':
      return addText(state);
    case 'imageChosen':
      return { ...state, pendingImage: action.image, selectedImage: null };
    case 'pendingImagePlaced': {
      const size = state.pageSizes[state.page - 1];
      if (!size || !state.pendingImage) return state;
      return placePendingImage(state, state.page, clickPlacement(DEFAULT_POSITION, state.pendingImage, size));
    }
    case 'imageShapeChosen':
      return { ...state, imageShape: action.shape };
    case 'deletionOpacityChanged':
      return { ...state, deletionOpacity: clampOpacity(action.opacity) };
    case 'pressed':
    case 'moved':
    case 'released':
    case 'gestureCancelled':
      return gestureReducer(state, action);
    case 'selectionDeleted':
      return deleteSelection(state);
    case 'undo':
      return {
        ...state,
        ...undoPage(state, state.page),
        draft: null,
        selectedText: null,
        selectedImage: null,
      };
    case 'drawingsCleared':
      return changePage(state, state.page, (p) => (p.drawings.length ? { ...p, drawings: [] } : p));
    case 'lastImageRemoved':
      return { ...removeLast(state, 'images'), selectedImage: null };
    case 'lastDeletionRemoved':
      return removeLast(state, 'deletions');
    case 'deletionsCleared':
      return changePage(state, state.page, (p) => (p.deletions.length ? { ...p, deletions: [] } : p));
  }
}
