import { useRef, type KeyboardEvent, type PointerEvent } from 'react';
import classes from '../lecture-generator.module.css';

/** The editor's narrowest width, and the room the PDF keeps beside it (also in the module's CSS). */
export const EDITOR_MIN_WIDTH = 360;
export const VIEWER_MIN_WIDTH = 560;
const KEY_STEP = 40;

interface SplitHandleProps {
  /** The editor's width in px. */
  width: number;
  onResize: (width: number) => void;
}

/**
 * The bar between the PDF and the editor: drag it (or focus it and use the arrow keys) to share the
 * width. The editor never gets narrower than EDITOR_MIN_WIDTH, the PDF never narrower than
 * VIEWER_MIN_WIDTH.
 */
export function SplitHandle({ width, onResize }: SplitHandleProps) {
  const handle = useRef<HTMLDivElement>(null);
  const maxWidth = () => {
    const layout = handle.current?.parentElement?.getBoundingClientRect().width ?? window.innerWidth;
    return Math.max(EDITOR_MIN_WIDTH, layout - VIEWER_MIN_WIDTH);
  };
  const clamp = (w: number) => Math.round(Math.min(maxWidth(), Math.max(EDITOR_MIN_WIDTH, w)));

  const onPointerMove = (event: PointerEvent<HTMLDivElement>) => {
    if (!event.currentTarget.hasPointerCapture(event.pointerId)) return;
    const right = event.currentTarget.parentElement!.getBoundingClientRect().right;
    onResize(clamp(right - event.clientX));
  };
  const onKeyDown = (event: KeyboardEvent) => {
    const step = { ArrowLeft: KEY_STEP, ArrowRight: -KEY_STEP }[event.key];
    if (step === undefined) return;
    event.preventDefault();
    // From the width on screen: the CSS may hold the editor narrower than asked (a maximized one).
    const shown = handle.current?.nextElementSibling?.getBoundingClientRect().width ?? width;
    onResize(clamp(shown + step));
  };

  return (
    <div
      ref={handle}
      className={classes.splitHandle}
      role="separator"
      aria-orientation="vertical"
      aria-label="Resize the editor"
      aria-valuenow={width}
      aria-valuemin={EDITOR_MIN_WIDTH}
      tabIndex={0}
      onPointerDown={(event) => event.currentTarget.setPointerCapture(event.pointerId)}
      onPointerMove={onPointerMove}
      onPointerUp={(event) => event.currentTarget.releasePointerCapture(event.pointerId)}
      onKeyDown={onKeyDown}
    />
  );
}
