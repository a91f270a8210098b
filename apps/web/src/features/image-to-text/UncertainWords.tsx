import { Alert, List } from '@mantine/core';
import { IconEye } from '@tabler/icons-react';
import type { UncertainWord } from '@eps/contracts';

/**
 * The words the recogniser was unsure of (a misread exponent, a line of symbols), so the user checks
 * them against the image before using the text. Nothing when it was sure of every word.
 */
export function UncertainWords({ words }: { words: UncertainWord[] }) {
  if (words.length === 0) return null;
  return (
    <Alert
      color="yellow"
      icon={<IconEye size={18} aria-hidden />}
      title="Check these words against the image"
    >
      The text recogniser was unsure of {words.length === 1 ? 'this word' : 'these words'}:
      <List size="sm" mt={4}>
        {words.map(({ line, word }, i) => (
          <List.Item key={i}>
            Line {line}: “{word}”
          </List.Item>
        ))}
      </List>
    </Alert>
  );
}
