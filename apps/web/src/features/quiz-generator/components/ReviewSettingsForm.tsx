import { Alert, Button, Group, NumberInput, Stack, TextInput } from '@mantine/core';
import { REVIEW_MAX_DAILY_LIMIT, type ReviewSettings } from '@eps/contracts';
import { useState, type FormEvent } from 'react';
import { failureWithReason } from '@/lib/api';
import { useUpdateReviewSettingsMutation } from '../quiz-generator-api';

/** "I have an exam on …" (reviews are planned so recall peaks that day) and the daily review limit. */
export function ReviewSettingsForm({ settings }: { settings: ReviewSettings }) {
  const [examDate, setExamDate] = useState(settings.examDate ?? '');
  const [dailyLimit, setDailyLimit] = useState<number>(settings.dailyLimit);
  const [save, { isLoading, error, isSuccess }] = useUpdateReviewSettingsMutation();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    void save({ examDate: examDate || null, dailyLimit });
  };

  return (
    <form onSubmit={submit} aria-label="Review settings">
      <Stack gap="xs">
        <Group grow align="flex-start">
          <TextInput
            type="date"
            label="I have an exam on"
            description="Reviews land before it"
            value={examDate}
            onChange={(e) => setExamDate(e.currentTarget.value)}
          />
          <NumberInput
            label="Daily limit"
            description="Reviews a day"
            min={1}
            max={REVIEW_MAX_DAILY_LIMIT}
            value={dailyLimit}
            onChange={(v) => setDailyLimit(typeof v === 'number' ? v : settings.dailyLimit)}
          />
        </Group>
        {error && (
          <Alert color="red" role="alert">
            {failureWithReason('Could not save the settings', error)}
          </Alert>
        )}
        <Group>
          <Button type="submit" variant="default" loading={isLoading}>
            Save settings
          </Button>
          {isSuccess && !isLoading && <span role="status">Saved</span>}
        </Group>
      </Stack>
    </form>
  );
}
