import { ActionIcon, Tooltip } from '@mantine/core';
import { useClipboard } from '@mantine/hooks';
import { IconCheck, IconCopy } from '@tabler/icons-react';

/** An icon button that copies `text`, saying "Copied" for a moment after. */
export function CopyTextButton({ text, label }: { text: string; label: string }) {
  const clipboard = useClipboard({ timeout: 2000 });
  const said = clipboard.copied ? 'Copied' : label;
  return (
    <Tooltip label={said} withArrow>
      <ActionIcon
        variant="subtle"
        color={clipboard.copied ? 'teal' : 'gray'}
        aria-label={said}
        onClick={() => clipboard.copy(text)}
      >
        {clipboard.copied ? <IconCheck size={16} aria-hidden /> : <IconCopy size={16} aria-hidden />}
      </ActionIcon>
    </Tooltip>
  );
}
