import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import type { ToolCatalogueEntry } from '@/config/tools';
import { useRecordToolUseMutation } from './sidebar-api';

/** Where opening a tool leads: its route, or the home page with its modal open (notes, slides). */
export function toolHref(tool: ToolCatalogueEntry): string {
  return tool.target.kind === 'route' ? tool.target.path : `/home?open=${tool.target.modal}`;
}

/**
 * Opening a catalogue tool: records the use on the server (it moves to the front of Recently Used)
 * and then goes to the tool. A failed record never blocks the tool.
 */
export function useOpenTool() {
  const [recordToolUse] = useRecordToolUseMutation();
  const navigate = useNavigate();
  return useCallback(
    async (tool: ToolCatalogueEntry) => {
      try {
        await recordToolUse({ toolId: tool.id }).unwrap();
      } catch {
        // best effort, see above
      }
      void navigate(toolHref(tool));
    },
    [recordToolUse, navigate],
  );
}
