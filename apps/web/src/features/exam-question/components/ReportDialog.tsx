import { Alert, Button, Group, Modal, Select, Stack, Textarea } from '@mantine/core';
import { REPORT_DETAILS_MAX_CHARS, REPORT_REASONS, type ReportReason } from '@eps/contracts';
import { useState } from 'react';
import { failureWithReason } from '@/lib/api';
import { useReportProblemMutation } from '../exam-question-api';

const REASON_LABELS: Record<ReportReason, string> = {
  'wrong-answer': 'The answer or mark scheme is wrong',
  typo: 'There is a typo',
  unclear: 'The question is unclear',
  'missing-figure': 'A figure or table is missing',
  'display-problem': 'Something does not display properly',
  other: 'Something else',
};

/** "Report a problem": the report goes to the review queue, where an admin looks at it. */
export function ReportDialog({
  questionId,
  opened,
  onClose,
}: {
  questionId: string;
  opened: boolean;
  onClose: () => void;
}) {
  const [reason, setReason] = useState<ReportReason | null>(null);
  const [details, setDetails] = useState('');
  const [report, { isLoading, isSuccess, error, reset }] = useReportProblemMutation();

  const close = () => {
    onClose();
    setReason(null);
    setDetails('');
    reset();
  };
  const needsDetails = reason === 'other' && !details.trim();

  return (
    <Modal opened={opened} onClose={close} title="Report a problem" centered>
      {isSuccess ? (
        <Stack>
          <Alert color="green" role="status">
            Thank you. Your report is in the review queue.
          </Alert>
          <Group justify="flex-end">
            <Button onClick={close}>Close</Button>
          </Group>
        </Stack>
      ) : (
        <form
          onSubmit={(e) => {
            e.preventDefault();
            if (reason && !needsDetails)
              void report({ questionId, reason, ...(details.trim() ? { details: details.trim() } : {}) });
          }}
        >
          <Stack>
            <Select
              label="What is wrong?"
              placeholder="Choose one"
              data={REPORT_REASONS.map((value) => ({ value, label: REASON_LABELS[value] }))}
              value={reason}
              onChange={(v) => setReason(v as ReportReason | null)}
              required
              comboboxProps={{ withinPortal: true }}
            />
            <Textarea
              label="Details"
              description={reason === 'other' ? 'Required: say what the problem is.' : 'Optional'}
              value={details}
              onChange={(e) => setDetails(e.currentTarget.value)}
              maxLength={REPORT_DETAILS_MAX_CHARS}
              autosize
              minRows={3}
            />
            {error && (
              <Alert color="red" role="alert">
                {failureWithReason('Could not send the report', error)}
              </Alert>
            )}
            <Group justify="flex-end">
              <Button variant="default" onClick={close}>
                Cancel
              </Button>
              <Button type="submit" loading={isLoading} disabled={!reason || needsDetails}>
                Send report
              </Button>
            </Group>
          </Stack>
        </form>
      )}
    </Modal>
  );
}
