import {
  ZAnalyzeEssayRequestSchema,
  ZApplyOptionRequestSchema,
  ZApplyOptionResponseSchema,
  ZDictionaryRequestSchema,
  ZDictionaryResponseSchema,
  ZEssayBankItemSchema,
  ZEssayBankResponseSchema,
  ZEssayCheckResultSchema,
  ZEssayEngineInfoSchema,
  ZEssayHistoryResponseSchema,
  ZExplainRequestSchema,
  ZExplainResponseSchema,
  ZGenerateEssayRequestSchema,
  ZGenerateEssayResponseSchema,
  ZIdentifyEssentialRequestSchema,
  ZIdentifyEssentialResponseSchema,
  ZRewriteRequestSchema,
  ZRewriteResponseSchema,
  ZWritingOptionsRequestSchema,
  ZWritingOptionsResponseSchema,
} from '@eps/contracts';
import { json, type RouteDoc, type RouteGroup } from '../route-doc';
import type { ZodType } from 'zod';

const AI_LIMIT = 'Counted against the AI rate limit (429 beyond it).';

/** The essay writer's AI steps: each a JSON body in, a JSON answer out. */
function writerStep(path: string, summary: string, body: ZodType, answer: ZodType): RouteDoc {
  return { method: 'post', path, summary, description: AI_LIMIT, access: 'session', body, ok: json(answer) };
}

export const essayRoutes: RouteGroup = {
  tag: 'Essay',
  description: 'The AP essay question bank, the essay checker and the essay writer.',
  routes: [
    {
      method: 'get',
      path: '/essay/questions',
      summary: 'The essay question bank, by subject and year',
      access: 'session',
      ok: json(ZEssayBankResponseSchema),
    },
    {
      method: 'get',
      path: '/essay/questions/:id',
      summary: 'One essay question',
      access: 'session',
      ok: json(ZEssayBankItemSchema),
    },
    {
      method: 'post',
      path: '/essay/analyze',
      summary: 'Check an essay: grammar, style and the rubric',
      description: AI_LIMIT,
      access: 'session',
      body: ZAnalyzeEssayRequestSchema,
      progress: true,
      ok: json(ZEssayCheckResultSchema),
    },
    {
      method: 'get',
      path: '/essay/engine',
      summary: 'Which engine checks essays (model or offline)',
      access: 'session',
      ok: json(ZEssayEngineInfoSchema),
    },
    {
      method: 'get',
      path: '/essay/history',
      summary: 'My checked essays',
      access: 'session',
      ok: json(ZEssayHistoryResponseSchema),
    },
    writerStep(
      '/essay/generate',
      'Write an essay plan and draft',
      ZGenerateEssayRequestSchema,
      ZGenerateEssayResponseSchema,
    ),
    writerStep(
      '/essay/identify-essential',
      'Find the essential sentences of an essay',
      ZIdentifyEssentialRequestSchema,
      ZIdentifyEssentialResponseSchema,
    ),
    writerStep(
      '/essay/writing-options',
      'Ways to improve the essay',
      ZWritingOptionsRequestSchema,
      ZWritingOptionsResponseSchema,
    ),
    writerStep(
      '/essay/apply-option',
      'Apply one improvement',
      ZApplyOptionRequestSchema,
      ZApplyOptionResponseSchema,
    ),
    writerStep(
      '/essay/explain',
      'Explain a sentence in context',
      ZExplainRequestSchema,
      ZExplainResponseSchema,
    ),
    writerStep('/essay/rewrite', 'Rewrite a sentence', ZRewriteRequestSchema, ZRewriteResponseSchema),
    {
      method: 'post',
      path: '/essay/dictionary',
      summary: 'Look a word up in WordNet',
      access: 'session',
      body: ZDictionaryRequestSchema,
      ok: json(ZDictionaryResponseSchema),
    },
  ],
};
