import { Alert, Button, Group, Stack, Textarea } from '@mantine/core';
import { useState } from 'react';
import type { ReviewDecision } from '@eps/contracts';
import { apiErrorMessage } from '@/lib/api';
import { useDecideMutation } from '../question-review-api';

export const DECISION_DONE: Record<ReviewDecision, string> = {
  approve: 'Approved: the question is now in the bank and in search.',
  reject: 'Rejected: the author sees your reason.',
  changes: 'Sent back: the author sees what to change.',
};

/** Approve, or reject / ask for changes with a reason the author will read. */
export function DecisionForm({
  id,
  onDecided,
}: {
  id: string;
  onDecided: (decision: ReviewDecision) => void;
}) {
  const [reason, setReason] = useState('');
  const [missingReason, setMissingReason] = useState(false);
  const [decide, { isLoading, error }] = useDecideMutation();
  const send = async (decision: ReviewDecision) => {
    if (decision !== 'approve' && !reason.trim()) {
      setMissingReason(true);
      return;
    }
    const result = await decide({
      id,
      body: { decision, ...(reason.trim() ? { reason: reason.trim() } : {}) },
    });
    if ('data' in result && result.data) onDecided(decision);
  };
  return (
    <Stack gap="sm">
      <Textarea
        label="Reason for the author"
        description="Needed to reject or to ask for changes."
        autosize
        minRows={2}
        maxLength={2000}
        value={reason}
        error={missingReason && !reason.trim() ? 'Give a reason when you reject or ask for changes.' : null}
        onChange={(e) => setReason(e.currentTarget.value)}
      />
      {error && <Alert color="red">{apiErrorMessage(error, 'The decision was not saved. Try again.')}</Alert>}
      <Group gap="xs">
        <Button color="green" loading={isLoading} onClick={() => void send('approve')}>
          Approve
        </Button>
        <Button variant="default" loading={isLoading} onClick={() => void send('changes')}>
          Ask for changes
        </Button>
        <Button color="red" variant="light" loading={isLoading} onClick={() => void send('reject')}>
          Reject
        </Button>
      </Group>
    </Stack>
  );
}
