export * from './model';
export { saveAnnotatedPdf, type SaveOptions } from './save-annotated-pdf';
export { PdfAnnotateError, isPdfAnnotateError, type PdfAnnotateErrorCode } from './errors';
export { EMBEDDED_FONTS, type EmbeddedFontName, type LoadFont } from './fonts';
