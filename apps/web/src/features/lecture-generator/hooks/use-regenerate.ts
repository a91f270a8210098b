import { useCallback } from 'react';
import {
  useRegenerateFrameMutation,
  useRegeneratePlotMutation,
  useRegenerateSectionMutation,
  useRegenerateSubsectionMutation,
} from '../api';
import { REGENERATE_FAILED, type RegenerateCall } from '../lib/regenerate-call';

/** Sends a regenerate call to its route and resolves the new text; an empty answer is a failure. */
export function useRegenerate(): (call: RegenerateCall) => Promise<string> {
  const [section] = useRegenerateSectionMutation();
  const [subsection] = useRegenerateSubsectionMutation();
  const [plot] = useRegeneratePlotMutation();
  const [frame] = useRegenerateFrameMutation();

  return useCallback(
    async (call: RegenerateCall) => {
      let answer: string;
      switch (call.route) {
        case 'section':
          answer = (await section(call.body).unwrap()).regeneratedSection;
          break;
        case 'subsection':
          answer = (await subsection(call.body).unwrap()).regeneratedSubsection;
          break;
        case 'plot':
          answer = (await plot(call.body).unwrap()).regeneratedPlotCode;
          break;
        case 'frame':
          answer = (await frame(call.body).unwrap()).regeneratedFrame;
          break;
      }
      if (typeof answer !== 'string' || answer.trim() === '') throw new Error(REGENERATE_FAILED[call.route]);
      return answer;
    },
    [section, subsection, plot, frame],
  );
}
