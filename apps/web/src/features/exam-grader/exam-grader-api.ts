import type {
  GradedAnswer,
  GraderHistoryResponse,
  GraderMarkRequest,
  GraderMarkResult,
  QuestionDetail,
  QuestionSearchResponse,
} from '@eps/contracts';
import { api } from '@/lib/api';

/** How many bank questions one search shows: enough to pick from, short enough to scan on a phone. */
export const BANK_SEARCH_PAGE_SIZE = 8;

/** The grader's calls: marking, the caller's graded answers, and the bank questions to mark against. */
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
    findBankQuestions: build.query<QuestionSearchResponse, string>({
      query: (q) => `questions?${new URLSearchParams({ q, pageSize: String(BANK_SEARCH_PAGE_SIZE) })}`,
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
  useFindBankQuestionsQuery,
  useBankQuestionQuery,
} = examGraderApi;
