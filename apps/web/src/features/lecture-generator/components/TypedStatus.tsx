import { Group, Loader, Text, VisuallyHidden } from '@mantine/core';
import { useReducedMotion } from '@mantine/hooks';
import { useEffect, useState } from 'react';

/** Spec section 9: status texts are typed out at 20 ms per character. */
export const TYPING_MS_PER_CHARACTER = 20;

/**
 * The status text of the running stage, typed out. Screen readers get the whole text once, from a
 * live region, rather than every letter; with reduced motion it shows at once.
 */
export function TypedStatus({ text }: { text: string }) {
  const reducedMotion = useReducedMotion();
  const [shown, setShown] = useState(0);

  useEffect(() => {
    setShown(0);
    if (reducedMotion) return;
    const timer = setInterval(() => {
      setShown((n) => {
        if (n + 1 >= text.length) clearInterval(timer);
        return Math.min(text.length, n + 1);
      });
    }, TYPING_MS_PER_CHARACTER);
    return () => clearInterval(timer);
  }, [text, reducedMotion]);

  return (
    <Group gap="xs" wrap="nowrap" miw={0}>
      <Loader size="xs" aria-hidden />
      <Text size="sm" fw={500} aria-hidden>
        {reducedMotion ? text : text.slice(0, shown)}
      </Text>
      <VisuallyHidden role="status" aria-live="polite">
        {text}
      </VisuallyHidden>
    </Group>
  );
}
