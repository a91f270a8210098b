import { Alert, Badge, Group, Loader, Stack, Text, Title, UnstyledButton } from '@mantine/core';
import type { GraderHistoryItem } from '@eps/contracts';
import { apiErrorMessage } from '@/lib/api';
import { useGraderHistoryQuery } from '../exam-grader-api';
import classes from '../exam-grader.module.css';

interface GradeHistoryProps {
  /** The graded answer on screen, shown as the current one. */
  currentId: string | null;
  onOpen: (id: string) => void;
}

const when = (iso: string) =>
  new Date(iso).toLocaleString('en-GB', {
    day: 'numeric',
    month: 'short',
    hour: '2-digit',
    minute: '2-digit',
  });

function HistoryEntry({
  item,
  current,
  onOpen,
}: {
  item: GraderHistoryItem;
  current: boolean;
  onOpen: () => void;
}) {
  return (
    <li>
      <UnstyledButton className={classes.result} onClick={onOpen} aria-current={current || undefined}>
        <Group justify="space-between" wrap="nowrap" gap="xs" align="flex-start">
          <Text size="sm" fw={600} lineClamp={1} className={classes.wrap}>
            {item.question || 'Your own mark scheme'}
          </Text>
          <Text size="sm" fw={600} style={{ flexShrink: 0 }}>
            {item.score} / {item.maxScore}
          </Text>
        </Group>
        <Text size="xs" c="dimmed" lineClamp={2} className={classes.wrap}>
          {item.answer}
        </Text>
        <Group gap={6} mt={2}>
          <Text size="xs" c="dimmed">
            {when(item.createdAt)}
          </Text>
          {item.borderline && (
            <Badge size="xs" color="orange" variant="light">
              Borderline
            </Badge>
          )}
        </Group>
      </UnstyledButton>
    </li>
  );
}

/** The caller's graded answers, newest first; opening one brings back its question, answer and marks. */
export function GradeHistory({ currentId, onOpen }: GradeHistoryProps) {
  const { data, error, isLoading } = useGraderHistoryQuery();
  return (
    <Stack gap="xs" component="section" aria-labelledby="history-heading">
      <Title order={2} size="h4" id="history-heading">
        Your graded answers
      </Title>
      {isLoading && <Loader size="sm" aria-label="Loading your graded answers" />}
      {error && (
        <Alert color="red" role="alert">
          {apiErrorMessage(error, 'Could not load your graded answers.')}
        </Alert>
      )}
      {data && data.items.length === 0 && (
        <Text size="sm" c="dimmed">
          Answers you mark appear here, so you can reopen them.
        </Text>
      )}
      {data && data.items.length > 0 && (
        <ul className={classes.results} aria-label="Graded answers">
          {data.items.map((item) => (
            <HistoryEntry
              key={item.id}
              item={item}
              current={item.id === currentId}
              onOpen={() => onOpen(item.id)}
            />
          ))}
        </ul>
      )}
    </Stack>
  );
}
