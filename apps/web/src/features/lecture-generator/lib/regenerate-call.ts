import type {
  GenerationKind,
  RegenerateFrameRequest,
  RegeneratePlotRequest,
  RegenerateReport,
  RegenerateSectionRequest,
  RegenerateSubsectionRequest,
} from '@eps/contracts';
import type { EditorItem } from './editor-items';

/** The regenerate call for an editor item, with the spec's payload fields (section 7). */
export type RegenerateCall =
  | { route: 'section'; body: RegenerateSectionRequest }
  | { route: 'subsection'; body: RegenerateSubsectionRequest }
  | { route: 'plot'; body: RegeneratePlotRequest }
  | { route: 'frame'; body: RegenerateFrameRequest };

/** The new text of the item, and what the engine did with each part of the requirement. */
export interface RegenerateAnswer {
  text: string;
  report: RegenerateReport;
}

/** What the editor shows when a regenerate call fails without a server message (spec section 8). */
export const REGENERATE_FAILED: Record<RegenerateCall['route'], string> = {
  section: 'Failed to regenerate section',
  subsection: 'Failed to regenerate subsection',
  plot: 'Failed to regenerate plot',
  frame: 'Failed to regenerate frame',
};

const empty = { sectionContext: '', documentContext: '', frameContext: '', slideContext: '' };

export function regenerateCall(
  kind: GenerationKind,
  item: EditorItem,
  source: string,
  requirement: string,
): RegenerateCall {
  const original = source.slice(item.position, item.position + item.length);
  switch (item.type) {
    case 'sections':
      return {
        route: 'section',
        body: { sectionTitle: item.title, originalContent: original, documentContext: source, requirement },
      };
    case 'subsections':
      return {
        route: 'subsection',
        body: {
          subsectionTitle: item.title,
          originalContent: original,
          sectionTitle: item.parentTitle,
          sectionContext: item.parentContent,
          documentContext: source,
          requirement,
        },
      };
    case 'slides':
      return {
        route: 'frame',
        body: { frameTitle: item.title, originalContent: original, slideContext: source, requirement },
      };
    case 'plots': {
      const context =
        kind === 'notes'
          ? { sectionContext: item.parentContent, documentContext: source }
          : { frameContext: item.parentContent, slideContext: source };
      return {
        route: 'plot',
        body: { ...empty, ...context, plotTitle: item.title, originalCode: item.content, requirement },
      };
    }
  }
}
