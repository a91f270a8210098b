import { Button, Loader, Paper, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { useDueCardsQuery } from '../quiz-generator-api';
import { ReviewSession } from './ReviewSession';
import { ReviewSettingsForm } from './ReviewSettingsForm';

/** "Due today": how many cards wait, a review session over them, and the review settings. */
export function DueTodayPanel() {
  const due = useDueCardsQuery();
  const [reviewing, setReviewing] = useState(false);
  const queue = due.data;

  return (
    <Stack gap="sm">
      <Paper withBorder p="md" radius="md" component="section" aria-labelledby="due-today-title">
        <Stack gap="xs">
          <Title order={2} fz="h4" id="due-today-title">
            Due today
          </Title>
          {!queue ? (
            <Loader size="sm" aria-label="Loading the review queue" />
          ) : (
            <>
              <Text size="sm" aria-label="Cards due">
                {queue.dueToday === 0
                  ? 'Nothing to review: answered quiz items come back here when they are due.'
                  : `${queue.dueToday} ${queue.dueToday === 1 ? 'card' : 'cards'} due today, ${queue.cards.length} ready now. ${queue.reviewedToday} reviewed today.`}
              </Text>
              {queue.settings.examDate && (
                <Text size="xs" c="dimmed">
                  Exam mode: reviews are planned so you remember most on {queue.settings.examDate}.
                </Text>
              )}
              {!reviewing && queue.cards.length > 0 && (
                <Button onClick={() => setReviewing(true)}>Start review ({queue.cards.length})</Button>
              )}
            </>
          )}
        </Stack>
      </Paper>
      {reviewing && queue && (
        <ReviewSession
          cards={queue.cards}
          onDone={() => {
            setReviewing(false);
            void due.refetch();
          }}
        />
      )}
      {queue && (
        <Paper withBorder p="md" radius="md">
          <ReviewSettingsForm
            key={`${queue.settings.examDate}-${queue.settings.dailyLimit}`}
            settings={queue.settings}
          />
        </Paper>
      )}
    </Stack>
  );
}
