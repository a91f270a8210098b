import type {
  GradedAnswer,
  GraderHistoryResponse,
  GraderMarkRequest,
  GraderMarkResult,
  QuestionDetail,
} from '@eps/contracts';
import { api } from '@/lib/api';

/** The grader's calls: marking, the caller's graded answers, and the bank question to mark against. */
export const examGraderApi = api.injectEndpoints({
  endpoints: (build) => ({
    markAnswer: build.mutation<GraderMarkResult, GraderMarkRequest>({
      query: (body) => ({ url: 'grader/mark', method: 'POST', body }),
      invalidatesTags: ['GradedAnswers'],
    }),
    graderHistory: build.query<GraderHistoryResponse, void>({
      query: () => 'grader/history',
      providesTags: ['GradedAnswers'],
    }),
    gradedAnswer: build.query<GradedAnswer, string>({
      query: (id) => `grader/history/${encodeURIComponent(id)}`,
    }),
    bankQuestion: build.query<QuestionDetail, string>({
      query: (id) => `questions/${encodeURIComponent(id)}`,
    }),
  }),
});

export const {
  useMarkAnswerMutation,
  useGraderHistoryQuery,
  useLazyGradedAnswerQuery,
  useBankQuestionQuery,
} = examGraderApi;
