import { JOB_ID_HEADER, type CompileRequest, type PlotRequest } from '@eps/contracts';
import { api } from '@/lib/api';

/** A compile or plot request, with the job id sent as x-job-id so a page can follow it on /api/jobs/:id/events. */
export interface CompileLatexArgs {
  request: CompileRequest;
  jobId: string;
}
export interface RunPlotArgs {
  request: PlotRequest;
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

/** The compile service's two calls, shared by the LaTeX editor, the plot generator and the generators. */
export const compileApi = api.injectEndpoints({
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
    /** The answer stays `unknown` until readPlotImage has checked it. */
    runPlot: build.mutation<unknown, RunPlotArgs>({
      query: ({ request, jobId }) => ({
        url: 'python-image-generator',
        method: 'POST',
        body: request,
        headers: { [JOB_ID_HEADER]: jobId },
      }),
    }),
  }),
});

export const { useCompileLatexMutation, useRunPlotMutation } = compileApi;
