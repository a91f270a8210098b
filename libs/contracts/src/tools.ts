import { z } from 'zod';

/**
 * The tool catalogue ids of the spec (section 3), in catalogue order, then the tools built beyond the
 * spec's twelve that the catalogue must list too (the essay helper at /essayhelper, spec section 2).
 */
export const TOOL_IDS = [
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
] as const;
export const ZToolIdSchema = z.enum(TOOL_IDS, { error: 'Unknown tool id.' });
export type ToolId = z.infer<typeof ZToolIdSchema>;

export const RECENT_TOOLS_LIMIT = 5;
export const DEFAULT_RECENT_TOOLS: ToolId[] = [
  'course-helper',
  'plot-generator',
  'notes-generation',
  'slides-generation',
];
export const DEFAULT_LIKED_TOOLS: ToolId[] = [
  'course-helper',
  'plot-generator',
  'notes-generation',
  'math-papers',
  'compile-latex',
];

export const ZSidebarPreferencesSchema = z.object({
  recent: z.array(ZToolIdSchema).max(RECENT_TOOLS_LIMIT),
  liked: z.array(ZToolIdSchema).max(TOOL_IDS.length),
  newFeatureSeen: z.boolean(),
});
export type SidebarPreferences = z.infer<typeof ZSidebarPreferencesSchema>;

export const ZUpdateSidebarPreferencesSchema = ZSidebarPreferencesSchema.partial();
export type UpdateSidebarPreferences = z.infer<typeof ZUpdateSidebarPreferencesSchema>;

export const ZRecordToolUseRequestSchema = z.object({ toolId: ZToolIdSchema });
export type RecordToolUseRequest = z.infer<typeof ZRecordToolUseRequestSchema>;

/**
 * Spec "Sidebar": the used tool moves to the front of Recently Used, which keeps at most 5 entries.
 * The server applies it; the web app applies it too as an optimistic update.
 */
export function withToolUsed(recent: readonly ToolId[], toolId: ToolId): ToolId[] {
  return [toolId, ...recent.filter((id) => id !== toolId)].slice(0, RECENT_TOOLS_LIMIT);
}
