import { Button, Modal, Stack, Text } from '@mantine/core';
import { SubmissionListCard } from '@/components/submission-list/SubmissionListCard';
import { useState } from 'react';
import type { PaperUpload } from '@eps/contracts';
import { paperFormFrom, uploadStatusLabel } from '../lib/paper-form';
import { useMyPaperUploadsQuery, useResubmitPaperMutation } from '../paper-upload-api';
import { PaperUploadForm } from './PaperUploadForm';

/** A paper can be sent again while it waits or after the reviewer asked for changes. */
const canResubmit = (u: PaperUpload) => u.status === 'pending' || u.status === 'changes_requested';

/** The uploader's papers with where each stands, the reviewer's reason, and a way to send a new version. */
export function MyUploads({ onResubmitted }: { onResubmitted: (upload: PaperUpload) => void }) {
  const { data, isLoading, isError } = useMyPaperUploadsQuery();
  const [editing, setEditing] = useState<PaperUpload | null>(null);
  const [resubmit, { isLoading: saving, error }] = useResubmitPaperMutation();
  return (
    <SubmissionListCard
      title="My uploads"
      noun="uploads"
      emptyText="You have not uploaded a paper yet."
      isLoading={isLoading}
      isError={isError}
      rows={data?.items.map((u) => ({
        id: u.id,
        heading: (
          <Stack gap={0} miw={0}>
            <Text fw={600} truncate>
              {u.title}
            </Text>
            <Text size="sm" c="dimmed">
              {u.board} · {u.session} {u.year} · Paper {u.paperNumber} · version {u.version}
            </Text>
          </Stack>
        ),
        status: uploadStatusLabel(u),
        details: (
          <>
            {/* The last decision's reason, until a resubmission puts the paper back in review. */}
            {u.review?.reason && u.status !== 'pending' && (
              <Text size="sm">
                Reviewer{u.review.reviewerName ? ` (${u.review.reviewerName})` : ''}: {u.review.reason}
              </Text>
            )}
            {canResubmit(u) && (
              <Button size="xs" variant="light" mt={4} onClick={() => setEditing(u)}>
                {u.status === 'changes_requested' ? 'Make the changes and resubmit' : 'Edit and resubmit'}
              </Button>
            )}
          </>
        ),
      }))}
    >
      <Modal
        opened={editing !== null}
        onClose={() => setEditing(null)}
        title={editing ? `Resubmit ${editing.title}` : ''}
        size="lg"
      >
        {editing && (
          <PaperUploadForm
            initial={paperFormFrom(editing)}
            filesRequired={false}
            submitLabel="Resubmit for review"
            saving={saving}
            error={error}
            send={async (body) => (await resubmit({ id: editing.id, body })).data}
            onSent={(u) => {
              setEditing(null);
              onResubmitted(u);
            }}
          />
        )}
      </Modal>
    </SubmissionListCard>
  );
}
