import type {
  AuthoredQuestion,
  AuthoredQuestionList,
  QuestionReport,
  QuestionReportList,
  ResolveReportBody,
  ReviewItem,
  ReviewRequest,
} from '@eps/contracts';
import { api } from '@/lib/api';

/** The admins' review queue: the list, one item with its diff, and the decision; problem reports. */
export const questionReviewApi = api
  .enhanceEndpoints({ addTagTypes: ['ReviewQueue', 'AuthoredQuestions', 'QuestionReports'] })
  .injectEndpoints({
    endpoints: (build) => ({
      pendingQuestions: build.query<AuthoredQuestionList, void>({
        query: () => 'questions/pending',
        providesTags: ['ReviewQueue'],
      }),
      reviewItem: build.query<ReviewItem, string>({
        query: (id) => `questions/${encodeURIComponent(id)}/review`,
        providesTags: ['ReviewQueue'],
      }),
      decide: build.mutation<AuthoredQuestion, { id: string; body: ReviewRequest }>({
        query: ({ id, body }) => ({
          url: `questions/${encodeURIComponent(id)}/review`,
          method: 'POST',
          body,
        }),
        invalidatesTags: ['ReviewQueue', 'AuthoredQuestions'],
      }),
      openReports: build.query<QuestionReportList, void>({
        query: () => 'questions/reports',
        providesTags: ['QuestionReports'],
      }),
      resolveReport: build.mutation<QuestionReport, { id: string; body: ResolveReportBody }>({
        query: ({ id, body }) => ({
          url: `questions/reports/${encodeURIComponent(id)}/resolve`,
          method: 'POST',
          body,
        }),
        invalidatesTags: ['QuestionReports'],
      }),
    }),
  });

export const {
  usePendingQuestionsQuery,
  useReviewItemQuery,
  useDecideMutation,
  useOpenReportsQuery,
  useResolveReportMutation,
} = questionReviewApi;
