import { NOTES, SLIDES } from '../testing/sample-documents';
import { debugInfo } from './debug-info';

describe('debugInfo', () => {
  it('counts blocks and inclusions, and describes each with its plot type, context and figure', () => {
    expect(debugInfo(NOTES)).toEqual({
      pythonBlockCount: 1,
      imageInclusionCount: 1,
      blocks: [
        { index: 1, title: 'Period against mass', plotType: 'line', context: 'The Mass-Spring System' },
      ],
      figures: [{ type: 'figure', caption: 'Period of a \\textbf{spring}' }],
    });
    expect(debugInfo(SLIDES)).toEqual({
      pythonBlockCount: 1,
      imageInclusionCount: 1,
      blocks: [{ index: 1, title: 'Spring period', plotType: 'bar', context: 'The Mass-Spring System' }],
      figures: [{ type: 'center', caption: '' }],
    });
  });
});
