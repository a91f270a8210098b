import { memo, useRef, type Dispatch, type MouseEvent, type PointerEvent } from 'react';
import type { AnnotationImage, ImageShape, PageAnnotations, Point } from '@eps/pdf-annotate/model';
import type { AnnotatorAction, Draft, Hit, Mode, TextOptions } from '../lib/annotator-model';
import classes from '../annotator.module.css';
import { PlacedText, ShapedImage, StrokeLine, TextMarker, WhiteOut } from './AnnotationShapes';
import { boxFromDrag, toPagePoint, type PageSize } from '../lib/placement';

export interface AnnotationOverlayProps {
  pageNumber: number;
  size: PageSize;
  annotations: PageAnnotations;
  mode: Mode;
  /** The gesture in progress on this page, if any. */
  draft: Draft | null;
  /** Where the next text goes, when it is on this page and the text mode is on. */
  marker: Point | null;
  text: TextOptions;
  selectedTextId: string | null;
  selectedImageId: string | null;
  pendingImage: AnnotationImage | null;
  imageShape: ImageShape;
  deletionOpacity: number;
  dispatch: Dispatch<AnnotatorAction>;
}

function hitOf(target: EventTarget): Hit {
  const element = target instanceof Element ? target : null;
  const text = element?.closest<HTMLElement | SVGElement>('[data-text-id]')?.dataset.textId;
  if (text) return { kind: 'text', id: text };
  const image = element?.closest<SVGElement>('[data-image-id]')?.dataset.imageId;
  return image ? { kind: 'image', id: image } : null;
}

/** Modes where a press starts a gesture (a stroke or a dragged box) rather than a click. */
export const isDragMode = (mode: Mode, pendingImage: AnnotationImage | null) =>
  mode === 'draw' || mode === 'delete' || (mode === 'image' && pendingImage !== null);

/**
 * The annotation layer of one page: an SVG whose viewBox is the page at 100%, so everything on it is in
 * page units and zoom only scales it. Pointer events (mouse, pen and touch alike) draw and place; while
 * a drawing mode is on it takes touches for itself, otherwise a finger still scrolls the document.
 */
export const AnnotationOverlay = memo(function AnnotationOverlay(props: AnnotationOverlayProps) {
  const { pageNumber, size, annotations, mode, draft, marker, text, dispatch } = props;
  const svgRef = useRef<SVGSVGElement>(null);
  // A placement ends in a click event too; that click must not also select what was just placed.
  const gestureEnded = useRef(false);
  const dragging = isDragMode(mode, props.pendingImage);

  const pointOf = (event: { clientX: number; clientY: number }) =>
    toPagePoint({ x: event.clientX, y: event.clientY }, svgRef.current!.getBoundingClientRect(), size);

  const onPointerDown = (event: PointerEvent<SVGSVGElement>) => {
    svgRef.current!.focus({ preventScroll: true });
    if (!dragging || (event.pointerType === 'mouse' && event.button !== 0)) return;
    event.preventDefault();
    event.currentTarget.setPointerCapture?.(event.pointerId);
    gestureEnded.current = false;
    dispatch({ type: 'pressed', page: pageNumber, point: pointOf(event), hit: hitOf(event.target) });
  };
  const onPointerMove = (event: PointerEvent<SVGSVGElement>) => {
    if (draft) dispatch({ type: 'moved', point: pointOf(event) });
  };
  const onPointerUp = (event: PointerEvent<SVGSVGElement>) => {
    if (!draft) return;
    gestureEnded.current = true;
    dispatch({ type: 'released', point: pointOf(event) });
  };
  const onClick = (event: MouseEvent<SVGSVGElement>) => {
    if (gestureEnded.current || dragging) {
      gestureEnded.current = false;
      return;
    }
    dispatch({ type: 'pressed', page: pageNumber, point: pointOf(event), hit: hitOf(event.target) });
  };

  const className = [classes.overlay, dragging ? classes.drawing : '', classes[`mode-${mode}`] ?? ''].join(
    ' ',
  );
  return (
    <svg
      ref={svgRef}
      className={className}
      viewBox={`0 0 ${size.width} ${size.height}`}
      preserveAspectRatio="none"
      role="group"
      aria-label={`Page ${pageNumber} annotations`}
      tabIndex={-1}
      onPointerDown={onPointerDown}
      onPointerMove={onPointerMove}
      onPointerUp={onPointerUp}
      onPointerCancel={() => draft && dispatch({ type: 'gestureCancelled' })}
      onClick={onClick}
    >
      {annotations.deletions.map((d, i) => (
        <WhiteOut key={i} deletion={d} />
      ))}
      {annotations.images.map((image) => (
        <ShapedImage
          key={image.id}
          id={image.id}
          image={image.image}
          box={image}
          shape={image.shape}
          selected={image.id === props.selectedImageId}
        />
      ))}
      {annotations.drawings.map((d, i) => (
        <StrokeLine key={i} drawing={d} />
      ))}
      {annotations.texts.map((t) => (
        <PlacedText key={t.id} text={t} selected={t.id === props.selectedTextId} />
      ))}
      {draft && <DraftShape {...props} draft={draft} />}
      {marker && <TextMarker point={marker} fontFamily={text.fontFamily} fontSize={text.fontSize} />}
    </svg>
  );
});

function DraftShape({
  draft,
  mode,
  pendingImage,
  imageShape,
  deletionOpacity,
}: AnnotationOverlayProps & { draft: Draft }) {
  if (draft.kind === 'stroke') return <StrokeLine drawing={draft.drawing} />;
  const box = boxFromDrag(draft.start, draft.end);
  if (mode === 'image' && pendingImage)
    return <ShapedImage image={pendingImage} box={box} shape={imageShape} />;
  return <WhiteOut deletion={{ ...box, opacity: deletionOpacity }} draft />;
}
