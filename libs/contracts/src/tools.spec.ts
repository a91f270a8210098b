import { type ToolId, withToolUsed } from './tools';

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
