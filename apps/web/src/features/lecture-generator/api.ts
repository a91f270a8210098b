import {
  JOB_ID_HEADER,
  type DocumentListResponse,
  type EnhanceMaterialRequest,
  type EnhanceMaterialResponse,
  type GeneratedDocument,
  type GenerationKind,
  type GenerationRequest,
  type GenerationResponse,
  type RegenerateFrameRequest,
  type RegenerateFrameResponse,
  type RegeneratePlotRequest,
  type RegeneratePlotResponse,
  type RegenerateSectionRequest,
  type RegenerateSectionResponse,
  type RegenerateSubsectionRequest,
  type RegenerateSubsectionResponse,
  type SaveDocumentVersionRequest,
} from '@eps/contracts';
import { api } from '@/lib/api';

/** The generation routes (spec section 7) and the saved documents of libs/contracts/src/documents.ts. */
const generatorApi = api.enhanceEndpoints({ addTagTypes: ['GeneratedDocuments'] }).injectEndpoints({
  endpoints: (build) => ({
    generateDocument: build.mutation<
      GenerationResponse,
      /** `jobId` goes out as x-job-id: the server reports the generation's steps on that job. */
      { kind: GenerationKind; request: GenerationRequest; jobId: string }
    >({
      query: ({ kind, request, jobId }) => ({
        url: kind === 'notes' ? 'generate-latex-lecture' : 'generate-latex-slides',
        method: 'POST',
        body: request,
        headers: { [JOB_ID_HEADER]: jobId },
      }),
      invalidatesTags: ['GeneratedDocuments'],
    }),
    enhanceMaterial: build.mutation<EnhanceMaterialResponse, EnhanceMaterialRequest>({
      query: (body) => ({ url: 'enhance-material', method: 'POST', body }),
    }),
    regenerateSection: build.mutation<RegenerateSectionResponse, RegenerateSectionRequest>({
      query: (body) => ({ url: 'regenerate-section', method: 'POST', body }),
    }),
    regenerateSubsection: build.mutation<RegenerateSubsectionResponse, RegenerateSubsectionRequest>({
      query: (body) => ({ url: 'regenerate-subsection', method: 'POST', body }),
    }),
    regeneratePlot: build.mutation<RegeneratePlotResponse, RegeneratePlotRequest>({
      query: (body) => ({ url: 'regenerate-plot', method: 'POST', body }),
    }),
    regenerateFrame: build.mutation<RegenerateFrameResponse, RegenerateFrameRequest>({
      query: (body) => ({ url: 'regenerate-frame', method: 'POST', body }),
    }),
    listDocuments: build.query<DocumentListResponse, GenerationKind>({
      query: (kind) => ({ url: 'documents', params: { kind } }),
      providesTags: ['GeneratedDocuments'],
    }),
    /** A mutation rather than a query: opening a document is an action, and its answer is not cached. */
    openDocument: build.mutation<GeneratedDocument, string>({
      query: (id) => ({ url: `documents/${encodeURIComponent(id)}` }),
    }),
    saveDocumentVersion: build.mutation<GeneratedDocument, { id: string } & SaveDocumentVersionRequest>({
      query: ({ id, ...body }) => ({
        url: `documents/${encodeURIComponent(id)}/versions`,
        method: 'POST',
        body,
      }),
      invalidatesTags: ['GeneratedDocuments'],
    }),
    undoDocumentChange: build.mutation<GeneratedDocument, string>({
      query: (id) => ({ url: `documents/${encodeURIComponent(id)}/undo`, method: 'POST' }),
      invalidatesTags: ['GeneratedDocuments'],
    }),
  }),
});

export const {
  useGenerateDocumentMutation,
  useEnhanceMaterialMutation,
  useRegenerateSectionMutation,
  useRegenerateSubsectionMutation,
  useRegeneratePlotMutation,
  useRegenerateFrameMutation,
  useListDocumentsQuery,
  useOpenDocumentMutation,
  useSaveDocumentVersionMutation,
  useUndoDocumentChangeMutation,
} = generatorApi;
