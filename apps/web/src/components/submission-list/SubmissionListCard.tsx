import { Badge, Card, Group, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';

export interface SubmissionRow {
  id: string;
  /** The title, or a link to the item. */
  heading: ReactNode;
  status: { label: string; color: string };
  /** Lines under the title and badge: details, the reviewer's reason, actions. */
  details?: ReactNode;
}

interface SubmissionListCardProps {
  title: string;
  /** What the user has sent for review ("uploads", "questions"), for the loading error. */
  noun: string;
  emptyText: string;
  rows: SubmissionRow[] | undefined;
  isLoading: boolean;
  isError: boolean;
  children?: ReactNode;
}

/** A user's own submissions for review (questions, papers) with where each stands. */
export function SubmissionListCard({
  title,
  noun,
  emptyText,
  rows,
  isLoading,
  isError,
  children,
}: SubmissionListCardProps) {
  const titleId = `my-${noun}-title`;
  return (
    <Card withBorder radius="md" padding="md" component="section" aria-labelledby={titleId}>
      <Stack gap="sm">
        <Title order={2} fz="h4" id={titleId}>
          {title}
        </Title>
        {isLoading && <Text c="dimmed">Loading…</Text>}
        {isError && <Text c="red">Could not load your {noun}. Reload the page to try again.</Text>}
        {rows && !rows.length && <Text c="dimmed">{emptyText}</Text>}
        <Stack gap="sm" component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
          {rows?.map((row) => (
            <li key={row.id}>
              <Group justify="space-between" wrap="nowrap" gap="xs" align="flex-start">
                {row.heading}
                <Badge color={row.status.color} variant="light" style={{ flexShrink: 0 }}>
                  {row.status.label}
                </Badge>
              </Group>
              {row.details}
            </li>
          ))}
        </Stack>
      </Stack>
      {children}
    </Card>
  );
}
