import type { z } from 'zod';
import { openAiRecordings } from '../../../../testing/openai-recordings';
import { readAnswer } from '../../../ai/structured-completion';
import {
  EnhanceAnswerSchema,
  FrameAnswerSchema,
  NotesAnswerSchema,
  PlotAnswerSchema,
  SectionAnswerSchema,
  SlidesAnswerSchema,
  SubsectionAnswerSchema,
} from './answer-schemas';

/** The generation tasks and the answer each must give. */
const SCHEMAS: Record<string, z.ZodType> = {
  'generate-notes': NotesAnswerSchema,
  'generate-slides': SlidesAnswerSchema,
  'enhance-material': EnhanceAnswerSchema,
  'regenerate-section': SectionAnswerSchema,
  'regenerate-subsection': SubsectionAnswerSchema,
  'regenerate-frame': FrameAnswerSchema,
  'regenerate-plot': PlotAnswerSchema,
};
const recordings = openAiRecordings(Object.keys(SCHEMAS));
const DOC = '\\documentclass{article}\n\\begin{document}\n\\section{Waves}\nText.\n\\end{document}';

const problems = (schema: z.ZodType, value: unknown) =>
  schema.safeParse(value).error?.issues.map((i) => i.message) ?? [];

describe('generation answer schemas', () => {
  it('has a generic recording (no match) for every task, so any material gets an answer', () => {
    const generic = new Set(recordings.filter((r) => !r.match).map((r) => r.task));
    expect([...generic].sort()).toEqual(Object.keys(SCHEMAS).sort());
  });

  it.each(recordings.map((r) => [r.file, r] as const))('accepts the recorded answer %s', (_file, r) => {
    expect(problems(SCHEMAS[r.task], JSON.parse(r.content))).toEqual([]);
  });

  it('strips a ```latex fence inside the field', () => {
    const content = JSON.stringify({ latexCode: '```latex\n' + DOC + '\n```' });
    expect(readAnswer({ content, truncated: false }, NotesAnswerSchema)).toEqual({
      ok: true,
      value: { latexCode: DOC },
    });
  });

  it('names every problem of a document that stops early or has no document frame', () => {
    const stopsEarly = JSON.stringify({ latexCode: '\\documentclass{article}\n\\section{A}' });
    expect(readAnswer({ content: stopsEarly, truncated: false }, NotesAnswerSchema)).toEqual({
      ok: false,
      problem:
        'latexCode: the LaTeX has no \\begin{document}; latexCode: the LaTeX stops before \\end{document}',
    });
    expect(problems(NotesAnswerSchema, { latexCode: '\\section{Waves}\nText.' })).toContain(
      'the LaTeX has no \\documentclass line',
    );
  });

  it('wants beamer for slides', () => {
    const article = '\\documentclass{article}\\begin{document}\\begin{frame}x\\end{frame}\\end{document}';
    expect(problems(SlidesAnswerSchema, { latexCode: article })).toEqual([
      'slides must use \\documentclass{beamer}',
    ]);
    const beamer = article.replace('{article}', '[aspectratio=169]{beamer}');
    expect(problems(SlidesAnswerSchema, { latexCode: beamer })).toEqual([]);
  });

  it('wants only the regenerated part, heading included', () => {
    expect(problems(SectionAnswerSchema, { regeneratedSection: 'Text without heading.' })).toEqual([
      'it must start with the \\section{...} heading',
    ]);
    expect(
      problems(SubsectionAnswerSchema, { regeneratedSubsection: '\\section{A}\n\\subsection{B}\nText.' }),
    ).toEqual(['it must be the subsection only, without a \\section heading']);
    expect(
      problems(FrameAnswerSchema, {
        regeneratedFrame:
          '\\documentclass{beamer}\\begin{document}\\begin{frame}x\\end{frame}\\end{document}',
      }),
    ).toEqual(['it must be only the requested part, not a whole document with a preamble']);
    expect(problems(FrameAnswerSchema, { regeneratedFrame: '\\begin{frame}{A}\nText' })).toEqual([
      'it must end with \\end{frame}',
    ]);
  });

  it('wants plot code to be Python with matplotlib, and strips its fence', () => {
    expect(
      PlotAnswerSchema.parse({ regeneratedPlotCode: '```python\nimport matplotlib.pyplot as plt\n```' }),
    ).toEqual({
      regeneratedPlotCode: 'import matplotlib.pyplot as plt',
    });
    expect(
      problems(PlotAnswerSchema, {
        regeneratedPlotCode: '\\begin{pythonplot}{A}\nimport matplotlib.pyplot as plt\n\\end{pythonplot}',
      }),
    ).toEqual(['it must be Python code only, without LaTeX around it']);
    expect(problems(PlotAnswerSchema, { regeneratedPlotCode: 'print(1)' })).toEqual([
      'it must draw the plot with matplotlib',
    ]);
  });
});
