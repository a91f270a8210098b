import {
  ZRegenerateFrameRequestSchema,
  ZRegeneratePlotRequestSchema,
  ZRegenerateSubsectionRequestSchema,
} from '@eps/contracts';
import { enhancePrompt, framePrompt, plotPrompt, subsectionPrompt } from './editing-prompts';

describe('editing prompts', () => {
  it('quote the material to enhance and ask for plain text', () => {
    const prompt = enhancePrompt('waves carry energy');
    expect(prompt.task).toBe('enhance-material');
    expect(prompt.input).toBe('Material:\n"""\nwaves carry energy\n"""');
    expect(prompt.instructions).toContain('no LaTeX document');
  });

  it('put the item title on its own line, then the requirement or what to do without one', () => {
    const prompt = subsectionPrompt(
      ZRegenerateSubsectionRequestSchema.parse({
        subsectionTitle: 'Energy',
        sectionTitle: 'Waves',
        originalContent: '\\subsection{Energy}\nText.',
      }),
    );
    expect(prompt.input.split('\n').slice(0, 3)).toEqual([
      'Subsection title: Energy',
      'In the section: Waves',
      'Requirement: none given (improve clarity, correctness and structure)',
    ]);
    expect(prompt.input).not.toContain('for context');
    const frame = framePrompt(
      ZRegenerateFrameRequestSchema.parse({
        frameTitle: 'Energy',
        originalContent: '\\begin{frame}{Energy}x\\end{frame}',
        requirement: 'Add an example.',
      }),
    );
    expect(frame.input).toContain('Requirement: Add an example.');
  });

  it('shorten a huge context to its beginning', () => {
    const documentContext = `\\documentclass{article}${'x'.repeat(200_000)}`;
    const prompt = plotPrompt(
      ZRegeneratePlotRequestSchema.parse({ plotTitle: 'Decay', originalCode: 'plt.plot()', documentContext }),
    );
    expect(prompt.input.length).toBeLessThan(40_000);
    expect(prompt.input).toContain('The whole document:\n"""\n\\documentclass{article}');
    expect(prompt.input).toContain('[… shortened]');
  });

  it('give slides plots their frame context and notes plots their section context', () => {
    const slides = plotPrompt(
      ZRegeneratePlotRequestSchema.parse({ plotTitle: 'A', originalCode: 'x', frameContext: 'the frame' }),
    );
    expect(slides.input).toContain('The frame it stands in');
    expect(slides.input).not.toContain('The section it stands in');
    const notes = plotPrompt(
      ZRegeneratePlotRequestSchema.parse({
        plotTitle: 'A',
        originalCode: 'x',
        sectionContext: 'the section',
      }),
    );
    expect(notes.input).toContain('The section it stands in');
  });
});
