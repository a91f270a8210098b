import { ZGenerationRequestSchema } from '@eps/contracts';
import { notesPrompt, slidesPrompt } from './generation-prompts';
import { MAX_TOKENS } from '../../../ai/prompt-helpers';

const request = (options: Record<string, unknown> = {}) =>
  ZGenerationRequestSchema.parse({ userMaterial: '# Waves\nA wave transfers energy.', ...options });

describe('generation prompts', () => {
  it('name their task and carry the author, the requirement and the material in the input', () => {
    const prompt = notesPrompt(request({ customAuthor: 'Dr. Lee', userRequirement: 'Use short bullets.' }));
    expect(prompt.task).toBe('generate-notes');
    expect(prompt.input).toContain('Author: Dr. Lee');
    expect(prompt.input).toContain('Formatting requirement: Use short bullets.');
    expect(prompt.input).toContain('Material:\n"""\n# Waves\nA wave transfers energy.\n"""');
    expect(notesPrompt(request()).input).toContain('Author: AIAT');
  });

  it('ask for an article for notes and a beamer deck opening with the title page for slides', () => {
    expect(notesPrompt(request()).instructions).toContain('\\documentclass[11pt]{article}');
    const slides = slidesPrompt(request());
    expect(slides.task).toBe('generate-slides');
    expect(slides.instructions).toContain('\\documentclass{beamer}');
    expect(slides.instructions).toContain(
      'The first frame is the title page: \\begin{frame}\\titlepage\\end{frame}.',
    );
  });

  it('describe the plot block format only when images are wanted', () => {
    const withPlots = notesPrompt(request({ includeImages: true })).instructions;
    expect(withPlots).toContain('\\begin{pythonplot}{Short plot title}');
    expect(withPlots).toContain('\\includegraphics[width=0.75\\textwidth]{plot.png}');
    expect(slidesPrompt(request({ includeImages: true })).instructions).toContain('height=0.6\\textheight');
    const without = notesPrompt(request()).instructions;
    expect(without).not.toContain('pythonplot');
    expect(without).toContain('No images');
  });

  it('follow the examples and layout options', () => {
    expect(notesPrompt(request({ includeExamples: true })).instructions).toContain('worked example');
    expect(notesPrompt(request()).instructions).toContain('add none');
    expect(notesPrompt(request({ compactLayout: true })).instructions).toContain('margin=2cm');
    expect(notesPrompt(request()).instructions).toContain('margin=2.5cm');
  });

  it('ask for a more thorough answer with a larger budget in Advanced Thinking', () => {
    const high = slidesPrompt(request({ isHigh: true }));
    expect(high.instructions).toContain('Advanced Thinking');
    expect(high.maxTokens).toBe(MAX_TOKENS.thoroughDocument);
    expect(slidesPrompt(request()).maxTokens).toBe(MAX_TOKENS.document);
    expect(MAX_TOKENS.thoroughDocument).toBeGreaterThan(MAX_TOKENS.document);
  });
});
