import {
  JOB_ID_HEADER,
  type AnalyzeEssayRequest,
  type ApplyOptionRequest,
  type ApplyOptionResponse,
  type DictionaryRequest,
  type DictionaryResponse,
  type EssayBankResponse,
  type EssayCheckResult,
  type EssayEngineInfo,
  type ExplainRequest,
  type ExplainResponse,
  type GenerateEssayRequest,
  type GenerateEssayResponse,
  type IdentifyEssentialRequest,
  type IdentifyEssentialResponse,
  type RewriteRequest,
  type RewriteResponse,
  type WritingOptionsRequest,
  type WritingOptionsResponse,
} from '@eps/contracts';
import { api } from '@/lib/api';

/** A request that reports its progress on the job stream named by `jobId`. */
interface WithJob<T> {
  request: T;
  jobId: string;
}

const post = <T>({ request, jobId }: WithJob<T>, url: string) => ({
  url: `essay/${url}`,
  method: 'POST',
  body: request,
  headers: { [JOB_ID_HEADER]: jobId },
});

/** The essay helper's routes (libs/contracts/src/essay.ts and essay-bank.ts). */
export const essayApi = api.injectEndpoints({
  endpoints: (build) => ({
    essayQuestions: build.query<EssayBankResponse, void>({ query: () => 'essay/questions' }),
    essayEngine: build.query<EssayEngineInfo, void>({ query: () => 'essay/engine' }),
    generateEssay: build.mutation<GenerateEssayResponse, WithJob<GenerateEssayRequest>>({
      query: (args) => post(args, 'generate'),
    }),
    identifyEssential: build.mutation<IdentifyEssentialResponse, WithJob<IdentifyEssentialRequest>>({
      query: (args) => post(args, 'identify-essential'),
    }),
    writingOptions: build.mutation<WritingOptionsResponse, WithJob<WritingOptionsRequest>>({
      query: (args) => post(args, 'writing-options'),
    }),
    applyOption: build.mutation<ApplyOptionResponse, WithJob<ApplyOptionRequest>>({
      query: (args) => post(args, 'apply-option'),
    }),
    analyzeEssay: build.mutation<EssayCheckResult, WithJob<AnalyzeEssayRequest>>({
      query: (args) => post(args, 'analyze'),
    }),
    lookUpWord: build.mutation<DictionaryResponse, DictionaryRequest>({
      query: (body) => ({ url: 'essay/dictionary', method: 'POST', body }),
    }),
    explainText: build.mutation<ExplainResponse, ExplainRequest>({
      query: (body) => ({ url: 'essay/explain', method: 'POST', body }),
    }),
    rewriteText: build.mutation<RewriteResponse, RewriteRequest>({
      query: (body) => ({ url: 'essay/rewrite', method: 'POST', body }),
    }),
  }),
});

export const {
  useEssayQuestionsQuery,
  useEssayEngineQuery,
  useGenerateEssayMutation,
  useIdentifyEssentialMutation,
  useWritingOptionsMutation,
  useApplyOptionMutation,
  useAnalyzeEssayMutation,
  useLookUpWordMutation,
  useExplainTextMutation,
  useRewriteTextMutation,
} = essayApi;
