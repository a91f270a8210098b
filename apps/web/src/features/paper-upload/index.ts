export { PaperUploadPage } from './PaperUploadPage';
export {
  usePaperReviewItemQuery,
  usePaperUploadPdfQuery,
  usePendingPapersQuery,
  useDecidePaperMutation,
} from './paper-upload-api';
export { fileSize, uploadStatusLabel } from './lib/paper-form';
