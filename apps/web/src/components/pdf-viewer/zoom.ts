/** Zoom from 50% to 300% in steps of 10%. */
export const MIN_ZOOM = 0.5;
export const MAX_ZOOM = 3;
export const ZOOM_STEP = 0.1;

/** Clamped and rounded to one decimal, so repeated steps never drift (0.1 + 0.2 !== 0.3). */
export const clampZoom = (zoom: number) => Math.round(Math.min(MAX_ZOOM, Math.max(MIN_ZOOM, zoom)) * 10) / 10;
