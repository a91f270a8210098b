import { Anchor, Badge, Group, Popover, Stack, Text, UnstyledButton } from '@mantine/core';
import { IconExternalLink } from '@tabler/icons-react';
import type { ChatCitation } from '@eps/contracts';
import { Link } from 'react-router';
import classes from '../chatbox.module.css';

/** Names citation n's chip in message `messageId`, for its `[n]` markers to move focus to. */
export const citationChipKey = (messageId: string, n: number) => `${messageId}-${n}`;

const KIND_LABELS: Record<ChatCitation['kind'], string> = {
  question: 'Question',
  hint: 'Hint',
  'mark-scheme': 'Mark scheme',
  note: 'Note',
  document: 'Document',
  formula: 'Formula',
  dictionary: 'Dictionary',
};

/** What a chip says: "[n] Title · Part (b)". */
export const citationLabel = (citation: ChatCitation) =>
  [citation.title, citation.locator].filter(Boolean).join(' · ');

/**
 * The sources of a reply, one chip each. A chip opens a popover with the words quoted from the source
 * and, when the source has a page in the app, a link that opens it.
 */
export function CitationChips({ messageId, citations }: { messageId: string; citations: ChatCitation[] }) {
  if (citations.length === 0) return null;
  return (
    <Group gap={6} className={classes.citations} role="list" aria-label="Sources">
      {citations.map((citation) => (
        <div role="listitem" key={citation.n} className={classes.citationItem}>
          <Popover width={320} position="top-start" withArrow shadow="md">
            <Popover.Target>
              <UnstyledButton
                data-citation-chip={citationChipKey(messageId, citation.n)}
                className={classes.citationChip}
                aria-label={`Source ${citation.n}: ${citationLabel(citation)}`}
              >
                <span className={classes.citationNumber}>{citation.n}</span>
                <span className={classes.citationTitle}>{citationLabel(citation)}</span>
              </UnstyledButton>
            </Popover.Target>
            <Popover.Dropdown>
              <Stack gap={6}>
                <Group gap={6} wrap="nowrap" justify="space-between">
                  <Text fw={600} size="sm" className={classes.breakWords}>
                    {citation.title}
                  </Text>
                  <Badge variant="light" size="sm" style={{ flexShrink: 0 }}>
                    {KIND_LABELS[citation.kind]}
                  </Badge>
                </Group>
                {citation.locator && (
                  <Text size="xs" c="dimmed">
                    {citation.locator}
                  </Text>
                )}
                <Text size="sm" component="blockquote" className={classes.excerpt}>
                  {citation.excerpt}
                </Text>
                {citation.href && (
                  <Anchor component={Link} to={citation.href} size="sm">
                    <Group gap={4} component="span">
                      Open the {KIND_LABELS[citation.kind].toLowerCase()}
                      <IconExternalLink size={14} aria-hidden />
                    </Group>
                  </Anchor>
                )}
              </Stack>
            </Popover.Dropdown>
          </Popover>
        </div>
      ))}
    </Group>
  );
}
