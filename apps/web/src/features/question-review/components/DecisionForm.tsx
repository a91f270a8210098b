import { Alert, Button, Group, Stack, Textarea } from '@mantine/core';
import { useState } from 'react';
import type { ReviewDecision, ReviewRequest } from '@eps/contracts';
import type { SerializedError } from '@reduxjs/toolkit';
import type { FetchBaseQueryError } from '@reduxjs/toolkit/query';
import { apiErrorMessage } from '@/lib/api';

export interface DecisionFormProps {
  /** Sends the decision; resolves true once the server saved it. */
  decide: (body: ReviewRequest) => Promise<boolean>;
  saving: boolean;
  error: FetchBaseQueryError | SerializedError | undefined;
  onDecided: (decision: ReviewDecision) => void;
  /** Who reads the reason: a question's author or a paper's uploader. */
  reader?: 'author' | 'uploader';
}

/** Approve, or reject / ask for changes with a reason the author will read (questions and papers alike). */
export function DecisionForm({
  decide,
  saving: isLoading,
  error,
  onDecided,
  reader = 'author',
}: DecisionFormProps) {
  const [reason, setReason] = useState('');
  const [missingReason, setMissingReason] = useState(false);
  const send = async (decision: ReviewDecision) => {
    if (decision !== 'approve' && !reason.trim()) {
      setMissingReason(true);
      return;
    }
    if (await decide({ decision, ...(reason.trim() ? { reason: reason.trim() } : {}) })) onDecided(decision);
  };
  return (
    <Stack gap="sm">
      <Textarea
        label={`Reason for the ${reader}`}
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
