import {
  ZFormulaDetailSchema,
  ZFormulaSearchQuerySchema,
  ZFormulaSearchResponseSchema,
  ZImageToTextResponseSchema,
  ZMathEvaluateRequestSchema,
  ZMathEvaluateResultSchema,
  ZPastPaperListResponseSchema,
  ZPastPaperQuerySchema,
  IMAGE_TO_TEXT_FIELD,
} from '@eps/contracts';
import { file, json, type RouteGroup } from '../route-doc';

const PDF_BUILDING = 'Answers 503 with Retry-After while the PDF is still being built.';

/** The open reference tools: formulas, past papers, the calculator's algebra, image to text. */
export const referenceRoutes: RouteGroup = {
  tag: 'Reference',
  description: 'Formula search, practice papers, the calculator’s algebra and image to text.',
  routes: [
    {
      method: 'get',
      path: '/formulas',
      summary: 'Search the formula booklets',
      access: 'public',
      query: ZFormulaSearchQuerySchema,
      ok: json(ZFormulaSearchResponseSchema),
    },
    {
      method: 'get',
      path: '/formulas/:id',
      summary: 'One formula with its symbols and questions that use it',
      access: 'public',
      ok: json(ZFormulaDetailSchema),
    },
    {
      method: 'get',
      path: '/past-papers',
      summary: 'Practice papers',
      access: 'public',
      query: ZPastPaperQuerySchema,
      ok: json(ZPastPaperListResponseSchema),
    },
    {
      method: 'get',
      path: '/past-papers/:id/question-paper.pdf',
      summary: 'A practice paper’s question paper',
      description: PDF_BUILDING,
      access: 'public',
      ok: file('application/pdf', 'The question paper.'),
    },
    {
      method: 'get',
      path: '/past-papers/:id/mark-scheme.pdf',
      summary: 'A practice paper’s mark scheme',
      description: PDF_BUILDING,
      access: 'public',
      ok: file('application/pdf', 'The mark scheme.'),
    },
    {
      method: 'post',
      path: '/math/evaluate',
      summary: 'Evaluate, simplify, differentiate, integrate or solve an expression',
      description: '60 requests a minute per client address (429 beyond).',
      access: 'public',
      body: ZMathEvaluateRequestSchema,
      ok: json(ZMathEvaluateResultSchema),
    },
    {
      method: 'post',
      path: '/image-to-text',
      summary: 'Read the text in an image',
      description: 'Errors answer `{ success: false, error, code }`.',
      access: 'session',
      upload: { files: [IMAGE_TO_TEXT_FIELD], required: true },
      ok: json(ZImageToTextResponseSchema),
      errorBody: ZImageToTextResponseSchema,
    },
  ],
};
