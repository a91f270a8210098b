import { Alert, Button, Group, Modal, Radio, Stack, Text, Textarea } from '@mantine/core';
import { useState } from 'react';
import type { QuestionReport, ReportOutcome } from '@eps/contracts';
import { apiErrorMessage } from '@/lib/api';
import { useResolveReportMutation } from '../question-review-api';

/** Closes a report as fixed (the question was corrected) or dismissed, with an optional note for the log. */
export function ResolveReportModal({
  report,
  onClose,
}: {
  report: QuestionReport | null;
  onClose: () => void;
}) {
  const [outcome, setOutcome] = useState<ReportOutcome>('fixed');
  const [note, setNote] = useState('');
  const [resolve, { isLoading, error, reset }] = useResolveReportMutation();
  const close = () => {
    setOutcome('fixed');
    setNote('');
    reset();
    onClose();
  };
  const save = async () => {
    if (!report) return;
    const result = await resolve({
      id: report.id,
      body: { outcome, ...(note.trim() ? { note: note.trim() } : {}) },
    });
    if (result.data) close();
  };
  return (
    <Modal opened={report !== null} onClose={close} title="Resolve the report">
      {report && (
        <Stack gap="sm">
          <Text size="sm">
            {report.questionTitle}: {report.details || 'no details given'}
          </Text>
          <Radio.Group label="Outcome" value={outcome} onChange={(v) => setOutcome(v as ReportOutcome)}>
            <Stack gap={6} mt={4}>
              <Radio value="fixed" label="Fixed: the question was corrected" />
              <Radio value="dismissed" label="Dismissed: nothing needed changing" />
            </Stack>
          </Radio.Group>
          <Textarea
            label="Note"
            description="Optional: what was done, kept in the audit log."
            autosize
            minRows={2}
            maxLength={2000}
            value={note}
            onChange={(e) => setNote(e.currentTarget.value)}
          />
          {error && (
            <Alert color="red">{apiErrorMessage(error, 'The report was not resolved. Try again.')}</Alert>
          )}
          <Group justify="flex-end">
            <Button variant="default" onClick={close}>
              Cancel
            </Button>
            <Button loading={isLoading} onClick={() => void save()}>
              Save
            </Button>
          </Group>
        </Stack>
      )}
    </Modal>
  );
}
