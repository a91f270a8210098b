export { PdfAnnotatorPage } from './PdfAnnotatorPage';
