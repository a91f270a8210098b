import type { z } from 'zod';
import {
  JOB_ID_HEADER,
  type AnalyzeEssayRequest,
  type DictionaryResponse,
  type EssayAnalysis,
  type EssayBankResponse,
  type EssayCheckResult,
  type GenerateEssayRequest,
  type GenerateEssayResponse,
  type WritingOption,
  type ZApplyOptionResponseSchema,
  type ZIdentifyEssentialResponseSchema,
  type ZWritingOptionsResponseSchema,
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
    generateEssay: build.mutation<GenerateEssayResponse, WithJob<GenerateEssayRequest>>({
      query: (args) => post(args, 'generate'),
    }),
    identifyEssential: build.mutation<
      z.infer<typeof ZIdentifyEssentialResponseSchema>,
      WithJob<{ essay: string }>
    >({ query: (args) => post(args, 'identify-essential') }),
    writingOptions: build.mutation<
      z.infer<typeof ZWritingOptionsResponseSchema>,
      WithJob<{ currentEssay: string; analysis?: EssayAnalysis }>
    >({ query: (args) => post(args, 'writing-options') }),
    applyOption: build.mutation<
      z.infer<typeof ZApplyOptionResponseSchema>,
      WithJob<{ currentEssay: string; option: WritingOption }>
    >({ query: (args) => post(args, 'apply-option') }),
    analyzeEssay: build.mutation<EssayCheckResult, WithJob<AnalyzeEssayRequest>>({
      query: (args) => post(args, 'analyze'),
    }),
    lookUpWord: build.mutation<DictionaryResponse, { word: string }>({
      query: (body) => ({ url: 'essay/dictionary', method: 'POST', body }),
    }),
    explainText: build.mutation<{ explanation: string }, { sentence: string; context: string }>({
      query: (body) => ({ url: 'essay/explain', method: 'POST', body }),
    }),
    rewriteText: build.mutation<
      { rewrittenSentence: string },
      { sentence: string; context: string; instruction: string }
    >({ query: (body) => ({ url: 'essay/rewrite', method: 'POST', body }) }),
  }),
});

export const {
  useEssayQuestionsQuery,
  useGenerateEssayMutation,
  useIdentifyEssentialMutation,
  useWritingOptionsMutation,
  useApplyOptionMutation,
  useAnalyzeEssayMutation,
  useLookUpWordMutation,
  useExplainTextMutation,
  useRewriteTextMutation,
} = essayApi;
