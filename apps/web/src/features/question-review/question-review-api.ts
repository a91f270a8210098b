import type { AuthoredQuestion, AuthoredQuestionList, ReviewItem, ReviewRequest } from '@eps/contracts';
import { api } from '@/lib/api';

/** The admins' review queue: the list, one item with its diff, and the decision. */
export const questionReviewApi = api
  .enhanceEndpoints({ addTagTypes: ['ReviewQueue', 'AuthoredQuestions'] })
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
    }),
  });

export const { usePendingQuestionsQuery, useReviewItemQuery, useDecideMutation } = questionReviewApi;
