import type { MathEvaluateRequest, MathEvaluateResult } from '@eps/contracts';
import { api } from '@/lib/api';

/** The maths engine (POST /api/math/evaluate): open to guests and visitors, like the calculator. */
export const calculatorApi = api.injectEndpoints({
  endpoints: (build) => ({
    evaluateMath: build.mutation<MathEvaluateResult, MathEvaluateRequest>({
      query: (body) => ({ url: 'math/evaluate', method: 'POST', body }),
    }),
  }),
});

export const { useEvaluateMathMutation } = calculatorApi;
