import { List, Text } from '@mantine/core';
import type { StatsDeleted } from '@eps/contracts';
import { ConfirmDeleteModal } from '@/components/confirm/ConfirmDeleteModal';
import { useDeleteStatsHistoryMutation } from './user-stats-api';

/**
 * Asks before deleting the history behind the statistics, naming exactly what goes (the tables
 * DELETE /api/stats/me empties for this user) and what stays. There is no undo.
 */
export function DeleteHistoryModal({
  opened,
  onClose,
  onDeleted,
}: {
  opened: boolean;
  onClose: () => void;
  onDeleted: (deleted: StatsDeleted) => void;
}) {
  const [remove, state] = useDeleteStatsHistoryMutation();
  const confirm = async () => {
    const deleted = await remove()
      .unwrap()
      .catch(() => null);
    if (deleted) onDeleted(deleted);
  };
  return (
    <ConfirmDeleteModal
      opened={opened}
      title="Delete my history"
      confirmLabel="Delete my history"
      failure="Could not delete your history"
      deleting={state.isLoading}
      error={state.isError ? state.error : undefined}
      onConfirm={() => void confirm()}
      onClose={onClose}
    >
      <Text size="sm">This permanently deletes, for your account only:</Text>
      <List size="sm" spacing={2}>
        <List.Item>your tool uses and the time you spent on each tool,</List.Item>
        <List.Item>your answers on exam question pages,</List.Item>
        <List.Item>your quiz answers (the quizzes stay, unanswered),</List.Item>
        <List.Item>your exam grader marks and their history,</List.Item>
        <List.Item>your review cards and their schedule, so your mastery starts again.</List.Item>
      </List>
      <Text size="sm">
        Your documents, drive files, essays, feedback batches and review settings stay. This cannot be undone;
        export a CSV first if you want a copy.
      </Text>
    </ConfirmDeleteModal>
  );
}
