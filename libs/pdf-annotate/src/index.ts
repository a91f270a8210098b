export * from './model';
export { saveAnnotatedPdf, saveRedactedPdf, type SaveOptions, type SavedPdf } from './save-annotated-pdf';
export type { PageRedaction } from './redact/redact-page';
export { PdfAnnotateError, isPdfAnnotateError, type PdfAnnotateErrorCode } from './errors';
export { EMBEDDED_FONTS, type EmbeddedFontName, type LoadFont } from './fonts';
