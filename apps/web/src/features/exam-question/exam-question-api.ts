import type {
  AttemptRequest,
  AttemptResult,
  QuestionDetail,
  QuestionReportCreated,
  QuestionReportRequest,
  SimilarQuestionsResponse,
} from '@eps/contracts';
import { api } from '@/lib/api';

/** The exam question page's calls: the question, checking an answer, reporting a problem, similar questions. */
export const examQuestionApi = api.injectEndpoints({
  endpoints: (build) => ({
    getQuestion: build.query<QuestionDetail, string>({
      query: (id) => `questions/${encodeURIComponent(id)}`,
    }),
    getSimilarQuestions: build.query<SimilarQuestionsResponse, string>({
      query: (id) => `questions/${encodeURIComponent(id)}/similar`,
    }),
    checkAnswer: build.mutation<AttemptResult, AttemptRequest & { questionId: string }>({
      query: ({ questionId, ...body }) => ({
        url: `questions/${encodeURIComponent(questionId)}/attempts`,
        method: 'POST',
        body,
      }),
    }),
    reportProblem: build.mutation<QuestionReportCreated, QuestionReportRequest & { questionId: string }>({
      query: ({ questionId, ...body }) => ({
        url: `questions/${encodeURIComponent(questionId)}/reports`,
        method: 'POST',
        body,
      }),
    }),
  }),
});

export const {
  useGetQuestionQuery,
  useGetSimilarQuestionsQuery,
  useCheckAnswerMutation,
  useReportProblemMutation,
} = examQuestionApi;
