import { JOB_ID_HEADER, type CompileRequest } from '@eps/contracts';
import { api } from '@/lib/api';

export interface CompileLatexArgs {
  request: CompileRequest;
  /** Sent as x-job-id so the page can follow the compile on /api/jobs/:id/events. */
  jobId: string;
}

/**
 * POST /api/compile answers 200 with the PDF, 422 with the LaTeX errors as plain text (one per line,
 * see formatLatexErrors), and anything else with JSON `{ error, code }`.
 */
async function readCompileAnswer(response: Response): Promise<unknown> {
  if (response.ok) return response.blob();
  if (response.status === 422) return response.text();
  return response.headers.get('content-type')?.includes('json') ? response.json() : response.text();
}

export const latexEditorApi = api.injectEndpoints({
  endpoints: (build) => ({
    compileLatex: build.mutation<Blob, CompileLatexArgs>({
      query: ({ request, jobId }) => ({
        url: 'compile',
        method: 'POST',
        body: request,
        headers: { [JOB_ID_HEADER]: jobId },
        responseHandler: readCompileAnswer,
      }),
    }),
  }),
});

export const { useCompileLatexMutation } = latexEditorApi;
