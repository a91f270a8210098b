import '@mantine/charts/styles.css';
import {
  Alert,
  Anchor,
  Button,
  Card,
  Center,
  Container,
  Group,
  Loader,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { IconDownload, IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { Link } from 'react-router';
import type { StatsResponse } from '@eps/contracts';
import { apiErrorMessage } from '@/lib/api';
import { downloadBlob } from '@/lib/download';
import { DeleteHistoryModal } from './DeleteHistoryModal';
import { ForecastCard, MasteryCard, ScoresCard, ToolUsageCard } from './StatsCharts';
import { StreakCards } from './StreakCards';
import { browserTimeZone } from './stats-format';
import { useStatsCsvMutation, useUserStatsQuery } from './user-stats-api';

const hasHistory = (s: StatsResponse) =>
  s.tools.length > 0 || s.scores.length > 0 || s.mastery.length > 0 || s.streak.activeDays > 0;

/**
 * /user-stat: time and use per tool, scores over time, mastery weakest first, streaks and the review
 * forecast, all from what the server recorded; CSV export and "delete my history".
 */
export function UserStatsPage() {
  const [timeZone] = useState(browserTimeZone);
  const { data, error, isLoading } = useUserStatsQuery(timeZone, { refetchOnMountOrArgChange: true });
  const [fetchCsv, csv] = useStatsCsvMutation();
  const [csvError, setCsvError] = useState<string | null>(null);
  const [confirmDelete, setConfirmDelete] = useState(false);
  const [notice, setNotice] = useState<string | null>(null);

  const exportCsv = async () => {
    setCsvError(null);
    try {
      downloadBlob(await fetchCsv().unwrap(), `exam-prep-statistics-${data?.today ?? 'export'}.csv`);
    } catch (failure) {
      setCsvError(apiErrorMessage(failure as never, 'The export failed. Try again.'));
    }
  };

  return (
    <Container size="lg" py="xl">
      <Stack gap="md">
        <Group justify="space-between" align="flex-end" gap="sm">
          <div style={{ minWidth: 0 }}>
            <Title order={1} fz={{ base: 'h3', sm: 'h2' }}>
              User Statistics
            </Title>
            <Text size="sm" c="dimmed">
              Your study activity and scores over time{data ? `. Days are counted in ${data.timeZone}.` : '.'}
            </Text>
          </div>
          {data && hasHistory(data) && (
            <Group gap="xs">
              <Button
                leftSection={<IconDownload size={16} aria-hidden />}
                onClick={() => void exportCsv()}
                loading={csv.isLoading}
              >
                Export CSV
              </Button>
              <Button
                variant="default"
                color="red"
                leftSection={<IconTrash size={16} aria-hidden />}
                onClick={() => setConfirmDelete(true)}
              >
                Delete my history
              </Button>
            </Group>
          )}
        </Group>
        {csvError && (
          <Alert color="red" role="alert">
            {csvError}
          </Alert>
        )}
        {notice && (
          <Alert color="teal" role="status" withCloseButton onClose={() => setNotice(null)}>
            {notice}
          </Alert>
        )}
        {isLoading && (
          <Center py="xl">
            <Loader aria-label="Loading your statistics" />
          </Center>
        )}
        {error && (
          <Alert color="red" role="alert">
            {apiErrorMessage(error, 'Your statistics could not be loaded. Try again later.')}
          </Alert>
        )}
        {data && !hasHistory(data) && (
          <Card withBorder radius="md" padding="lg">
            <Title order={2} fz="h4" mb="xs">
              Nothing here yet
            </Title>
            <Text size="sm">
              Your statistics fill in as you study: use a tool, answer{' '}
              <Anchor component={Link} to="/question-search">
                exam questions
              </Anchor>
              , take a{' '}
              <Anchor component={Link} to="/quiz-generator">
                quiz
              </Anchor>{' '}
              or get an answer marked by the{' '}
              <Anchor component={Link} to="/exam-grader">
                exam grader
              </Anchor>
              .
            </Text>
          </Card>
        )}
        {data && hasHistory(data) && (
          <>
            <StreakCards streak={data.streak} tools={data.tools} />
            <ToolUsageCard tools={data.tools} />
            <ScoresCard scores={data.scores} />
            <MasteryCard mastery={data.mastery} />
            <ForecastCard forecast={data.forecast} />
          </>
        )}
      </Stack>
      <DeleteHistoryModal
        opened={confirmDelete}
        onClose={() => setConfirmDelete(false)}
        onDeleted={() => {
          setConfirmDelete(false);
          setNotice('Your history was deleted.');
        }}
      />
    </Container>
  );
}
