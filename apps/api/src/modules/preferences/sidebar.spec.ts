import { DEFAULT_LIKED_TOOLS, DEFAULT_RECENT_TOOLS } from '@eps/contracts';
import { defaultSidebar, mergeSidebar } from './sidebar';

describe('sidebar preferences', () => {
  it('defaults to the spec lists with the new-feature dot unseen', () => {
    expect(defaultSidebar()).toEqual({
      recent: DEFAULT_RECENT_TOOLS,
      liked: DEFAULT_LIKED_TOOLS,
      newFeatureSeen: false,
    });
    // A copy, so callers can not mutate the shared constants.
    expect(defaultSidebar().recent).not.toBe(DEFAULT_RECENT_TOOLS);
  });

  it('merges only the given fields and deduplicates', () => {
    const merged = mergeSidebar(defaultSidebar(), {
      liked: ['calculator', 'calculator', 'pdf-editor'],
      newFeatureSeen: true,
    });
    expect(merged).toEqual({
      recent: DEFAULT_RECENT_TOOLS,
      liked: ['calculator', 'pdf-editor'],
      newFeatureSeen: true,
    });
    expect(mergeSidebar(merged, {})).toEqual(merged);
  });
});
