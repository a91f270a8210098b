import { useCallback } from 'react';
import {
  useRegenerateFrameMutation,
  useRegeneratePlotMutation,
  useRegenerateSectionMutation,
  useRegenerateSubsectionMutation,
} from '../api';
import { REGENERATE_FAILED, type RegenerateAnswer, type RegenerateCall } from '../lib/regenerate-call';

const squash = (s: string) => s.replace(/\s+/g, ' ').trim();

/** Sends a regenerate call to its route and resolves the new text and report; an empty answer is a failure. */
export function useRegenerate(): (call: RegenerateCall) => Promise<RegenerateAnswer> {
  const [section] = useRegenerateSectionMutation();
  const [subsection] = useRegenerateSubsectionMutation();
  const [plot] = useRegeneratePlotMutation();
  const [frame] = useRegenerateFrameMutation();

  return useCallback(
    async (call: RegenerateCall) => {
      let answer: string;
      let report: RegenerateAnswer['report'] | undefined;
      switch (call.route) {
        case 'section':
          ({ regeneratedSection: answer, report } = await section(call.body).unwrap());
          break;
        case 'subsection':
          ({ regeneratedSubsection: answer, report } = await subsection(call.body).unwrap());
          break;
        case 'plot':
          ({ regeneratedPlotCode: answer, report } = await plot(call.body).unwrap());
          break;
        case 'frame':
          ({ regeneratedFrame: answer, report } = await frame(call.body).unwrap());
          break;
      }
      if (typeof answer !== 'string' || answer.trim() === '') throw new Error(REGENERATE_FAILED[call.route]);
      // Compared here as well: a change the user cannot see is no change, whatever a server says.
      const original = call.route === 'plot' ? call.body.originalCode : call.body.originalContent;
      const changed = (report?.changed ?? true) && squash(answer) !== squash(original);
      return { text: answer, report: { changed, outcomes: report?.outcomes ?? [] } };
    },
    [section, subsection, plot, frame],
  );
}
