import { TOOL_IDS, type ToolId, withToolUsed } from './tools';

describe('TOOL_IDS', () => {
  it('keeps the spec’s twelve ids in catalogue order and adds the essay helper after them', () => {
    expect(TOOL_IDS).toEqual([
      'course-helper',
      'plot-generator',
      'notes-generation',
      'slides-generation',
      'math-papers',
      'calculator',
      'image-to-text',
      'compile-latex',
      'knowledge-galaxy',
      'formula-search',
      'question-search',
      'pdf-editor',
      'essay-helper',
    ]);
  });
});

describe('withToolUsed', () => {
  it('moves the used tool to the front without duplicating it', () => {
    expect(withToolUsed(['course-helper', 'plot-generator', 'calculator'], 'calculator')).toEqual([
      'calculator',
      'course-helper',
      'plot-generator',
    ]);
  });

  it('adds a new tool at the front and keeps at most 5 entries, dropping the oldest', () => {
    const recent: ToolId[] = [
      'course-helper',
      'plot-generator',
      'notes-generation',
      'slides-generation',
      'math-papers',
    ];
    expect(withToolUsed(recent, 'pdf-editor')).toEqual([
      'pdf-editor',
      'course-helper',
      'plot-generator',
      'notes-generation',
      'slides-generation',
    ]);
  });
});
