export { PdfViewer, MAX_ZOOM, MIN_ZOOM, type PdfViewerProps } from './PdfViewer';
export type { PdfSource } from './use-pdf-document';
