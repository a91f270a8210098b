import { JOB_ID_HEADER, type PlotRequest } from '@eps/contracts';
import { api } from '@/lib/api';

export interface RunPlotArgs {
  request: PlotRequest;
  /** Sent as x-job-id so the page can follow the run on /api/jobs/:id/events. */
  jobId: string;
}

export const plotGeneratorApi = api.injectEndpoints({
  endpoints: (build) => ({
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

export const { useRunPlotMutation } = plotGeneratorApi;
