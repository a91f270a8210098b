import { useCallback, useRef, useState } from 'react';
import { useLookUpWordMutation } from '../api';
import { lookupWord } from '../lib/essay-text';

/**
 * Definitions of double-clicked words. A word is asked for once: not again while it loads, nor after
 * it has an answer (or none). Failures are reported through `onFailure`.
 */
export function useDefinitions(onFailure: (message: string) => void) {
  const [lookUp] = useLookUpWordMutation();
  const asked = useRef(new Set<string>());
  const [definitions, setDefinitions] = useState<ReadonlyMap<string, string>>(new Map());
  const [loading, setLoading] = useState<string | null>(null);

  const define = useCallback(
    async (selection: string) => {
      const word = lookupWord(selection);
      if (!word || asked.current.has(word)) return;
      asked.current.add(word);
      setLoading(word);
      try {
        const { definition } = await lookUp({ word }).unwrap();
        setDefinitions((d) => new Map(d).set(word, definition));
      } catch {
        onFailure(`No definition found for '${word}'.`);
      } finally {
        setLoading((current) => (current === word ? null : current));
      }
    },
    [lookUp, onFailure],
  );

  return { definitions, loading, define };
}
