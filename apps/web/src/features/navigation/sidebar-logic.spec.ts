import { DEFAULT_LIKED_TOOLS, DEFAULT_RECENT_TOOLS, TOOL_IDS } from '@eps/contracts';
import { TOOL_CATALOGUE } from '../../config/tools';
import { partitionSidebar, withLikeToggled } from './sidebar-logic';

const ids = (tools: { id: string }[]) => tools.map((t) => t.id);

describe('partitionSidebar', () => {
  it('shows the first three recent tools in order, the liked tools, and the rest under All Other Tools (defaults)', () => {
    const s = partitionSidebar({ recent: DEFAULT_RECENT_TOOLS, liked: DEFAULT_LIKED_TOOLS });
    expect(ids(s.recent)).toEqual(['course-helper', 'plot-generator', 'notes-generation']);
    expect(ids(s.liked)).toEqual(DEFAULT_LIKED_TOOLS);
    // slides-generation is the 4th recent: not among the first three and not liked, so it is "other".
    expect(ids(s.others)).toEqual([
      'slides-generation',
      'calculator',
      'image-to-text',
      'knowledge-galaxy',
      'formula-search',
      'question-search',
      'pdf-editor',
      'essay-helper',
    ]);
  });

  it('puts a tool in All Other Tools only if it is neither among the first three recent nor liked', () => {
    const recent = ['pdf-editor', 'calculator', 'formula-search', 'image-to-text', 'math-papers'] as const;
    const liked = ['question-search'] as const;
    const s = partitionSidebar({ recent: [...recent], liked: [...liked] });
    for (const tool of TOOL_CATALOGUE) {
      const inOthers = ids(s.others).includes(tool.id);
      const expected = !recent.slice(0, 3).includes(tool.id as never) && !liked.includes(tool.id as never);
      expect([tool.id, inOthers]).toEqual([tool.id, expected]);
    }
  });

  it('keeps catalogue order in All Other Tools and covers every tool when nothing is recent or liked', () => {
    const s = partitionSidebar({ recent: [], liked: [] });
    expect(s.recent).toEqual([]);
    expect(s.liked).toEqual([]);
    expect(ids(s.others)).toEqual([...TOOL_IDS]);
  });

  it('ignores duplicates in the stored lists', () => {
    const s = partitionSidebar({ recent: ['calculator', 'calculator', 'pdf-editor'], liked: [] });
    expect(ids(s.recent)).toEqual(['calculator', 'pdf-editor']);
  });
});

describe('withLikeToggled', () => {
  it('adds a tool that is not liked and removes one that is', () => {
    expect(withLikeToggled(['course-helper'], 'calculator')).toEqual(['course-helper', 'calculator']);
    expect(withLikeToggled(['course-helper', 'calculator'], 'course-helper')).toEqual(['calculator']);
  });
});
