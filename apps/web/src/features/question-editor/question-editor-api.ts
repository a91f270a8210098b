import type {
  AuthoredQuestion,
  AuthoredQuestionList,
  EditableQuestion,
  ImportReport,
  QuestionSaveRequest,
  SyllabusListResponse,
  SyllabusTopicsResponse,
} from '@eps/contracts';
import { api } from '@/lib/api';

/** Writing questions: save (draft or submit), the author's list, the editor's content, bulk import. */
export const questionEditorApi = api
  .enhanceEndpoints({ addTagTypes: ['AuthoredQuestions'] })
  .injectEndpoints({
    endpoints: (build) => ({
      myQuestions: build.query<AuthoredQuestionList, void>({
        query: () => 'questions/mine',
        providesTags: ['AuthoredQuestions'],
      }),
      editableQuestion: build.query<EditableQuestion, string>({
        query: (id) => `questions/${encodeURIComponent(id)}/edit`,
        providesTags: ['AuthoredQuestions'],
      }),
      createQuestion: build.mutation<AuthoredQuestion, QuestionSaveRequest>({
        query: (body) => ({ url: 'questions', method: 'POST', body }),
        invalidatesTags: ['AuthoredQuestions'],
      }),
      updateQuestion: build.mutation<AuthoredQuestion, { id: string; body: QuestionSaveRequest }>({
        query: ({ id, body }) => ({ url: `questions/${encodeURIComponent(id)}`, method: 'PUT', body }),
        invalidatesTags: ['AuthoredQuestions'],
      }),
      importQuestions: build.mutation<ImportReport, File>({
        query: (file) => {
          const body = new FormData();
          body.append('file', file);
          return { url: 'questions/import', method: 'POST', body };
        },
        invalidatesTags: ['AuthoredQuestions'],
      }),
      editorSyllabuses: build.query<SyllabusListResponse, void>({ query: () => 'syllabuses' }),
      editorTopics: build.query<SyllabusTopicsResponse, string>({
        query: (id) => `syllabuses/${encodeURIComponent(id)}/topics`,
      }),
    }),
  });

export const {
  useMyQuestionsQuery,
  useEditableQuestionQuery,
  useCreateQuestionMutation,
  useUpdateQuestionMutation,
  useImportQuestionsMutation,
  useEditorSyllabusesQuery,
  useEditorTopicsQuery,
} = questionEditorApi;
