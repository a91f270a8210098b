import {
  DEFAULT_LIKED_TOOLS,
  DEFAULT_RECENT_TOOLS,
  RECENT_TOOLS_LIMIT,
  type SidebarPreferences,
  type ToolId,
  type UpdateSidebarPreferences,
} from '@eps/contracts';

export function defaultSidebar(): SidebarPreferences {
  return { recent: [...DEFAULT_RECENT_TOOLS], liked: [...DEFAULT_LIKED_TOOLS], newFeatureSeen: false };
}

function dedupe(ids: ToolId[]): ToolId[] {
  return [...new Set(ids)];
}

/** Applies a partial update: given lists replace the stored ones (deduplicated, recent capped at 5). */
export function mergeSidebar(
  current: SidebarPreferences,
  update: UpdateSidebarPreferences,
): SidebarPreferences {
  return {
    recent: dedupe(update.recent ?? current.recent).slice(0, RECENT_TOOLS_LIMIT),
    liked: dedupe(update.liked ?? current.liked),
    newFeatureSeen: update.newFeatureSeen ?? current.newFeatureSeen,
  };
}
