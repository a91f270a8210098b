import {
  FONT_FAMILIES,
  type AnnotationImage,
  type Drawing,
  type FontFamily,
  type ImageShape,
  type PageAnnotations,
  type Point,
} from '@eps/pdf-annotate/model';
import { commitPageChange, type AnnotationStore } from './page-history';
import type { PageSize } from './placement';

export type Mode = 'view' | 'draw' | 'text' | 'image' | 'delete';
export type Layout = 'single' | 'scroll';

/** What a press on the page hit: a placed text or image (by id), or nothing. */
export type Hit = { kind: 'text' | 'image'; id: string } | null;

/** A gesture in progress: a pen stroke, or a box being dragged to place an image or a white-out. */
export type Draft =
  | { kind: 'stroke'; page: number; drawing: Drawing }
  | { kind: 'box'; page: number; start: Point; end: Point };

export interface ItemRef {
  page: number;
  id: string;
}

export interface TextOptions {
  content: string;
  isLatex: boolean;
  fontFamily: FontFamily;
  fontSize: number;
}

export interface AnnotatorState extends AnnotationStore {
  pageSizes: PageSize[];
  /** The page that undo, Clear Drawings and the Undo Last buttons act on (1-based). */
  page: number;
  zoom: number;
  layout: Layout;
  mode: Mode;
  draft: Draft | null;
  pen: { color: string; size: number };
  text: TextOptions;
  /** Where the next text goes; shown by the 'will appear here' marker while in text mode. */
  textPosition: { page: number; point: Point } | null;
  selectedText: ItemRef | null;
  pendingImage: AnnotationImage | null;
  imageShape: ImageShape;
  selectedImage: ItemRef | null;
  deletionOpacity: number;
  /** Source of the ids of placed texts and images. */
  nextId: number;
}

/** Spec section 9: pen black, stroke 2, Arial 16, opacity 1, shape rectangle. */
export const initialAnnotatorState: AnnotatorState = {
  pageSizes: [],
  page: 1,
  zoom: 1,
  layout: 'single',
  mode: 'view',
  annotations: {},
  history: {},
  draft: null,
  pen: { color: '#000000', size: 2 },
  text: { content: '', isLatex: false, fontFamily: FONT_FAMILIES[0], fontSize: 16 },
  textPosition: null,
  selectedText: null,
  pendingImage: null,
  imageShape: 'rectangle',
  selectedImage: null,
  deletionOpacity: 1,
  nextId: 1,
};

export type AnnotatorAction =
  | { type: 'documentLoaded'; pageSizes: PageSize[] }
  | { type: 'zoomBy'; steps: number }
  | { type: 'layoutChosen'; layout: Layout }
  | { type: 'pageChosen'; page: number }
  | { type: 'modeChosen'; mode: Mode }
  | { type: 'penChanged'; color?: string; size?: number }
  | { type: 'textOptionsChanged'; options: Partial<TextOptions> }
  | { type: 'textAdded' }
  | { type: 'imageChosen'; image: AnnotationImage }
  | { type: 'pendingImagePlaced' }
  | { type: 'imageShapeChosen'; shape: ImageShape }
  | { type: 'deletionOpacityChanged'; opacity: number }
  | { type: 'pressed'; page: number; point: Point; hit: Hit }
  | { type: 'moved'; point: Point }
  | { type: 'released'; point: Point }
  | { type: 'gestureCancelled' }
  | { type: 'selectionDeleted' }
  | { type: 'undo' }
  | { type: 'drawingsCleared' }
  | { type: 'lastImageRemoved' }
  | { type: 'lastDeletionRemoved' }
  | { type: 'deletionsCleared' };

export type GestureAction = Extract<
  AnnotatorAction,
  { type: 'pressed' | 'moved' | 'released' | 'gestureCancelled' }
>;

/** Applies a change to one page (with an undo snapshot) and makes that page the current one. */
export function changePage(
  state: AnnotatorState,
  page: number,
  change: (current: PageAnnotations) => PageAnnotations,
): AnnotatorState {
  return { ...state, ...commitPageChange(state, page, change), page };
}
