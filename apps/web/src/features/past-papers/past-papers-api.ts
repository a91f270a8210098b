import type { PastPaperListResponse } from '@eps/contracts';
import { api } from '@/lib/api';

/** A PDF as a Blob; an error body (JSON `{ error, code }`) is read as JSON so its message can be shown. */
async function readPdf(response: Response): Promise<unknown> {
  if (response.ok) return response.blob();
  return response.headers.get('content-type')?.includes('json') ? response.json() : response.text();
}

/** GET /api/past-papers and a paper's two PDFs (libs/contracts/src/past-papers.ts). */
export const pastPapersApi = api.injectEndpoints({
  endpoints: (build) => ({
    listPastPapers: build.query<PastPaperListResponse, void>({
      query: () => 'past-papers',
    }),
    /** `url` is the list's questionPaperUrl or markSchemeUrl (under /api). */
    pastPaperPdf: build.query<Blob, string>({
      query: (url) => ({ url: url.replace(/^\/api\//, ''), responseHandler: readPdf }),
    }),
  }),
});

export const { useListPastPapersQuery, usePastPaperPdfQuery } = pastPapersApi;
