import type {
  CardRatingOutcome,
  CardRatingRequest,
  CreateQuizRequest,
  DocumentListResponse,
  Quiz,
  QuizAnswerRequest,
  QuizAnswerResult,
  ReviewQueue,
  ReviewSettings,
  UpdateReviewSettings,
} from '@eps/contracts';
import { api } from '@/lib/api';

/** The quiz generator's calls: quizzes, their answers, the review queue and its settings, and pickers' data. */
export const quizGeneratorApi = api
  .enhanceEndpoints({ addTagTypes: ['Quiz', 'ReviewQueue'] })
  .injectEndpoints({
    endpoints: (build) => ({
      createQuiz: build.mutation<Quiz, CreateQuizRequest>({
        query: (body) => ({ url: 'quizzes', method: 'POST', body }),
      }),
      getQuiz: build.query<Quiz, string>({
        query: (id) => `quizzes/${encodeURIComponent(id)}`,
        providesTags: (_r, _e, id) => [{ type: 'Quiz', id }],
      }),
      answerQuizItem: build.mutation<QuizAnswerResult, QuizAnswerRequest & { quizId: string }>({
        query: ({ quizId, ...body }) => ({
          url: `quizzes/${encodeURIComponent(quizId)}/answers`,
          method: 'POST',
          body,
        }),
        invalidatesTags: (_r, _e, { quizId }) => [{ type: 'Quiz', id: quizId }, 'ReviewQueue'],
      }),
      dueCards: build.query<ReviewQueue, void>({ query: () => 'review/due', providesTags: ['ReviewQueue'] }),
      rateCard: build.mutation<CardRatingOutcome, CardRatingRequest & { cardId: string }>({
        query: ({ cardId, ...body }) => ({
          url: `review/${encodeURIComponent(cardId)}`,
          method: 'POST',
          body,
        }),
      }),
      updateReviewSettings: build.mutation<ReviewSettings, UpdateReviewSettings>({
        query: (body) => ({ url: 'review/settings', method: 'PUT', body }),
        invalidatesTags: ['ReviewQueue'],
      }),
      quizDocuments: build.query<DocumentListResponse, void>({ query: () => 'documents' }),
    }),
  });

export const {
  useCreateQuizMutation,
  useGetQuizQuery,
  useAnswerQuizItemMutation,
  useDueCardsQuery,
  useRateCardMutation,
  useUpdateReviewSettingsMutation,
  useQuizDocumentsQuery,
} = quizGeneratorApi;
