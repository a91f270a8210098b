import {
  JOB_ID_HEADER,
  type FeedbackBatch,
  type FeedbackBatchListResponse,
  type FeedbackBatchRequest,
  type FeedbackStudent,
  type FeedbackStudentEdit,
} from '@eps/contracts';
import { api } from '@/lib/api';

/** The feedback generator's routes (libs/contracts/src/feedback.ts); teachers and admins only. */
export const feedbackApi = api.enhanceEndpoints({ addTagTypes: ['FeedbackBatches'] }).injectEndpoints({
  endpoints: (build) => ({
    feedbackBatches: build.query<FeedbackBatchListResponse, void>({
      query: () => 'feedback/batches',
      providesTags: ['FeedbackBatches'],
    }),
    feedbackBatch: build.query<FeedbackBatch, string>({
      query: (id) => `feedback/batches/${id}`,
    }),
    createFeedbackBatch: build.mutation<FeedbackBatch, { request: FeedbackBatchRequest; jobId: string }>({
      query: ({ request, jobId }) => ({
        url: 'feedback/batches',
        method: 'POST',
        body: request,
        headers: { [JOB_ID_HEADER]: jobId },
      }),
      invalidatesTags: ['FeedbackBatches'],
    }),
    editFeedbackStudent: build.mutation<
      FeedbackStudent,
      { batchId: string; studentId: string; edit: FeedbackStudentEdit }
    >({
      query: ({ batchId, studentId, edit }) => ({
        url: `feedback/batches/${batchId}/students/${studentId}`,
        method: 'PATCH',
        body: edit,
      }),
    }),
    /** An export (CSV or PDF) as a Blob; a refusal keeps its JSON body for the message. */
    feedbackFile: build.mutation<Blob, string>({
      query: (path) => ({
        url: path,
        responseHandler: (response) => (response.ok ? response.blob() : response.json()),
      }),
    }),
  }),
});

export const {
  useFeedbackBatchesQuery,
  useLazyFeedbackBatchQuery,
  useCreateFeedbackBatchMutation,
  useEditFeedbackStudentMutation,
  useFeedbackFileMutation,
} = feedbackApi;
