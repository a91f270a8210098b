import { useId, useMemo } from 'react';
import {
  ROUNDED_RECT_RADIUS_RATIO,
  inkLine,
  type AnnotationImage,
  type Deletion,
  type Drawing,
  type ImageShape,
  type Point,
  type TextAnnotation,
} from '@eps/pdf-annotate/model';
import classes from '../annotator.module.css';
import { FONT_STACKS } from '../lib/font-stacks';
import { imageUrl } from '../lib/image-file';
import { LatexLabel } from './LatexLabel';
import { PlainText } from './PlainText';
import type { Box } from '../lib/placement';

function strokePath(points: Point[]): string {
  return points.map((p, i) => `${i ? 'L' : 'M'}${p.x} ${p.y}`).join(' ');
}

/** The stroke along the smoothed line the saved PDF draws too (inkLine), not the raw pointer samples. */
export function StrokeLine({ drawing }: { drawing: Drawing }) {
  const path = useMemo(() => strokePath(inkLine(drawing.points)), [drawing.points]);
  return (
    <path
      d={path}
      stroke={drawing.color}
      strokeWidth={drawing.size}
      strokeLinecap="round"
      strokeLinejoin="round"
      fill="none"
    />
  );
}

export function WhiteOut({ deletion, draft = false }: { deletion: Deletion; draft?: boolean }) {
  const { x, y, width, height, opacity } = deletion;
  return (
    <rect
      x={x}
      y={y}
      width={width}
      height={height}
      fill="white"
      fillOpacity={opacity}
      className={draft ? classes.draftWhiteOut : undefined}
    />
  );
}

/** The clip outline of an image: its box, the box with rounded corners, or the ellipse inside it. */
function ShapeOutline({ box, shape, ...rest }: { box: Box; shape: ImageShape; className?: string }) {
  const { x, y, width, height } = box;
  if (shape === 'circle') {
    return <ellipse cx={x + width / 2} cy={y + height / 2} rx={width / 2} ry={height / 2} {...rest} />;
  }
  const radius = shape === 'roundedRect' ? Math.min(width, height) * ROUNDED_RECT_RADIUS_RATIO : 0;
  return <rect x={x} y={y} width={width} height={height} rx={radius} {...rest} />;
}

export interface ShapedImageProps {
  image: AnnotationImage;
  box: Box;
  shape: ImageShape;
  /** The placed image's id, for hit-testing; a draft (being dragged) has none. */
  id?: string;
  selected?: boolean;
}

export function ShapedImage({ image, box, shape, id, selected = false }: ShapedImageProps) {
  const clipId = useId();
  return (
    <g data-image-id={id} className={id ? undefined : classes.draftImage}>
      <clipPath id={clipId}>
        <ShapeOutline box={box} shape={shape} />
      </clipPath>
      <image href={imageUrl(image)} {...box} preserveAspectRatio="none" clipPath={`url(#${clipId})`} />
      {(selected || !id) && <ShapeOutline box={box} shape={shape} className={classes.outline} />}
    </g>
  );
}

export function PlacedText({ text, selected }: { text: TextAnnotation; selected: boolean }) {
  return text.isLatex ? (
    <LatexLabel text={text} selected={selected} />
  ) : (
    <PlainText text={text} selected={selected} />
  );
}

/** The 'will appear here' marker: the words sit where the text's baseline will start. */
export function TextMarker({
  point,
  fontFamily,
  fontSize,
}: {
  point: Point;
  fontFamily: TextAnnotation['fontFamily'];
  fontSize: number;
}) {
  return (
    <g className={classes.marker} aria-hidden>
      <line x1={point.x} y1={point.y} x2={point.x + fontSize * 6} y2={point.y} />
      <text x={point.x} y={point.y} fontFamily={FONT_STACKS[fontFamily]} fontSize={fontSize}>
        will appear here
      </text>
    </g>
  );
}
