import type {
  PaperReviewItem,
  PaperUpload,
  PaperUploadList,
  ReviewRequest,
  SyllabusListResponse,
} from '@eps/contracts';
import { api } from '@/lib/api';

/** A PDF as a Blob; an error body (JSON `{ error, code }`) is read as JSON so its message can be shown. */
async function readPdf(response: Response): Promise<unknown> {
  if (response.ok) return response.blob();
  return response.headers.get('content-type')?.includes('json') ? response.json() : response.text();
}

/** Uploaded papers (libs/contracts/src/paper-uploads.ts): the uploader's side and the admins' review. */
export const paperUploadApi = api.enhanceEndpoints({ addTagTypes: ['PaperUploads'] }).injectEndpoints({
  endpoints: (build) => ({
    uploadSyllabuses: build.query<SyllabusListResponse, void>({ query: () => 'syllabuses' }),
    myPaperUploads: build.query<PaperUploadList, void>({
      query: () => 'paper-uploads/mine',
      providesTags: ['PaperUploads'],
    }),
    /** The form's fields and files as multipart (FormData); the browser sets the boundary. */
    uploadPaper: build.mutation<PaperUpload, FormData>({
      query: (body) => ({ url: 'paper-uploads', method: 'POST', body }),
      invalidatesTags: ['PaperUploads'],
    }),
    resubmitPaper: build.mutation<PaperUpload, { id: string; body: FormData }>({
      query: ({ id, body }) => ({ url: `paper-uploads/${encodeURIComponent(id)}`, method: 'PUT', body }),
      invalidatesTags: ['PaperUploads'],
    }),
    /** `url` is an upload's questionPaper.url or markScheme.url (under /api). */
    paperUploadPdf: build.query<Blob, string>({
      query: (url) => ({ url: url.replace(/^\/api\//, ''), responseHandler: readPdf }),
      providesTags: ['PaperUploads'],
    }),
    pendingPapers: build.query<PaperUploadList, void>({
      query: () => 'paper-uploads/pending',
      providesTags: ['PaperUploads'],
    }),
    paperReviewItem: build.query<PaperReviewItem, string>({
      query: (id) => `paper-uploads/${encodeURIComponent(id)}/review`,
      providesTags: ['PaperUploads'],
    }),
    decidePaper: build.mutation<PaperUpload, { id: string; body: ReviewRequest }>({
      query: ({ id, body }) => ({
        url: `paper-uploads/${encodeURIComponent(id)}/review`,
        method: 'POST',
        body,
      }),
      invalidatesTags: ['PaperUploads'],
    }),
  }),
});

export const {
  useUploadSyllabusesQuery,
  useMyPaperUploadsQuery,
  useUploadPaperMutation,
  useResubmitPaperMutation,
  usePaperUploadPdfQuery,
  usePendingPapersQuery,
  usePaperReviewItemQuery,
  useDecidePaperMutation,
} = paperUploadApi;
