import { Alert, Button, Container, Group, Select, Stack, Text, Title } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { useState } from 'react';
import type { FeedbackBatch } from '@eps/contracts';
import { ToolPage } from '@/components/tool-page';
import { apiErrorMessage } from '@/lib/api';
import { useSession } from '@/lib/session';
import { BatchResults } from './components/BatchResults';
import { MarkingForm } from './components/MarkingForm';
import { useFeedbackBatchesQuery, useLazyFeedbackBatchQuery } from './feedback-api';

const TITLE = 'Feedback Generator';

/** What a student or guest sees: the API refuses them too (403). */
function TeachersOnly() {
  return (
    <Container size="sm" py="xl">
      <Title order={1}>{TITLE}</Title>
      <Text mt="sm">
        Only teachers can use the feedback generator: it marks a class's answers and writes each student a
        comment. Ask your teacher for your feedback.
      </Text>
    </Container>
  );
}

/**
 * /student-feedback-generator (teachers and admins): mark a class's answers against a bank question or
 * a rubric, check and edit every student's marks and comment, export CSV and PDFs.
 */
export function StudentFeedbackGeneratorPage() {
  const { user } = useSession();
  const isTeacher = !!user && !user.isGuest && (user.role === 'teacher' || user.role === 'admin');
  const batches = useFeedbackBatchesQuery(undefined, { skip: !isTeacher });
  const [loadBatch, loaded] = useLazyFeedbackBatchQuery();
  const [marked, setMarked] = useState<FeedbackBatch | null>(null);
  if (!isTeacher) return <TeachersOnly />;

  // The last batch opened or marked; a reload after an edit replaces it.
  const batch = loaded.data && loaded.data.id === marked?.id ? loaded.data : marked;
  const open = async (id: string | null) => {
    if (!id) return setMarked(null);
    const found = await loadBatch(id).unwrap();
    setMarked(found);
  };
  const earlier = (batches.data?.items ?? []).map((b) => ({
    value: b.id,
    label: `${b.title} (${b.students} students, ${new Date(b.createdAt).toLocaleDateString()})`,
  }));

  return (
    <ToolPage
      title={TITLE}
      description="Mark a class's answers point by point and write each student a comment you can edit before export."
    >
      <Stack gap="lg" maw={1100}>
        <Group align="flex-end" gap="sm">
          {earlier.length > 0 && (
            <Select
              label="Open an earlier batch"
              placeholder="A new batch"
              data={earlier}
              value={batch?.id ?? null}
              onChange={(id) => void open(id)}
              clearable
              w={520}
              maw="100%"
            />
          )}
          {batch && (
            <Button
              variant="default"
              leftSection={<IconPlus size={16} aria-hidden />}
              onClick={() => setMarked(null)}
            >
              New batch
            </Button>
          )}
        </Group>
        {loaded.error && (
          <Alert color="red">{apiErrorMessage(loaded.error, 'Could not open the batch.')}</Alert>
        )}
        {batch ? (
          <BatchResults batch={batch} onChanged={() => void loadBatch(batch.id)} />
        ) : (
          <MarkingForm onMarked={setMarked} />
        )}
      </Stack>
    </ToolPage>
  );
}
