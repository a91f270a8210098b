import type { SidebarPreferences, ToolId } from '@eps/contracts';
import { TOOL_CATALOGUE, type ToolCatalogueEntry } from '@/config/tools';

/** How many of the recent tools the 'Recently Used' section shows (spec: "the first three recent"). */
export const RECENT_SHOWN = 3;

export interface SidebarSections {
  recent: ToolCatalogueEntry[];
  liked: ToolCatalogueEntry[];
  others: ToolCatalogueEntry[];
}

function entries(ids: readonly ToolId[], catalogue: readonly ToolCatalogueEntry[]): ToolCatalogueEntry[] {
  const seen = new Set<ToolId>();
  const out: ToolCatalogueEntry[] = [];
  for (const id of ids) {
    const tool = catalogue.find((t) => t.id === id);
    if (tool && !seen.has(id)) {
      seen.add(id);
      out.push(tool);
    }
  }
  return out;
}

/**
 * Splits the catalogue into the sidebar's three sections (spec section 4 "Sidebar"): the first three
 * recent tools, the liked tools, and every entry that is neither among the first three recent nor liked.
 */
export function partitionSidebar(
  prefs: Pick<SidebarPreferences, 'recent' | 'liked'>,
  catalogue: readonly ToolCatalogueEntry[] = TOOL_CATALOGUE,
): SidebarSections {
  const recent = entries(prefs.recent, catalogue).slice(0, RECENT_SHOWN);
  const liked = entries(prefs.liked, catalogue);
  const hidden = new Set<ToolId>([...recent.map((t) => t.id), ...prefs.liked]);
  const others = catalogue.filter((t) => !hidden.has(t.id));
  return { recent, liked, others };
}

/** The liked list after pressing a tool's star. */
export function withLikeToggled(liked: readonly ToolId[], toolId: ToolId): ToolId[] {
  return liked.includes(toolId) ? liked.filter((id) => id !== toolId) : [...liked, toolId];
}
