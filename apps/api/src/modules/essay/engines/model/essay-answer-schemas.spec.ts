import type { z } from 'zod';
import { openAiRecordings } from '../../../../testing/openai-recordings';
import { EssayAssessmentAnswerSchema } from './essay-assessor-model';
import {
  ApplyAnswerSchema,
  EssentialAnswerSchema,
  ExplainAnswerSchema,
  OptionsAnswerSchema,
  RewriteAnswerSchema,
  WriteEssayAnswerSchema,
} from './essay-writer-model';

/** The essay tasks and the answer each must give. */
const SCHEMAS: Record<string, z.ZodType> = {
  'assess-essay': EssayAssessmentAnswerSchema,
  'write-essay': WriteEssayAnswerSchema,
  'identify-essential': EssentialAnswerSchema,
  'writing-options': OptionsAnswerSchema,
  'apply-option': ApplyAnswerSchema,
  'explain-sentence': ExplainAnswerSchema,
  'rewrite-sentence': RewriteAnswerSchema,
};
const recordings = openAiRecordings(Object.keys(SCHEMAS));

describe('essay answer schemas', () => {
  it('has a generic recording (no match) for every task, so any essay gets an answer', () => {
    const generic = new Set(recordings.filter((r) => !r.match).map((r) => r.task));
    expect([...generic].sort()).toEqual(Object.keys(SCHEMAS).sort());
  });

  it.each(recordings.map((r) => [r.file, r] as const))('accepts the recorded answer %s', (_file, r) => {
    const issues = SCHEMAS[r.task].safeParse(JSON.parse(r.content)).error?.issues ?? [];
    expect(issues.map((i) => i.message)).toEqual([]);
  });
});
