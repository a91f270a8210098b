export { PdfViewer, type PdfViewerProps } from './PdfViewer';
export { PdfPage, type PdfPageProps } from './PdfPage';
export { loadPdfjs } from './load-pdfjs';
export { useClientWidth } from './use-client-width';
export type { PageSize, PdfSource } from './use-pdf-document';
export { clampZoom, MAX_ZOOM, MIN_ZOOM, ZOOM_STEP } from './zoom';
