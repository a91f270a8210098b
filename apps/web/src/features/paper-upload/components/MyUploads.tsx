import { Badge, Button, Card, Group, Modal, Stack, Text, Title } from '@mantine/core';
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
    <Card withBorder radius="md" padding="md" component="section" aria-labelledby="my-uploads-title">
      <Stack gap="sm">
        <Title order={2} fz="h4" id="my-uploads-title">
          My uploads
        </Title>
        {isLoading && <Text c="dimmed">Loading…</Text>}
        {isError && <Text c="red">Could not load your uploads. Reload the page to try again.</Text>}
        {data && !data.items.length && <Text c="dimmed">You have not uploaded a paper yet.</Text>}
        <Stack gap="sm" component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
          {data?.items.map((u) => {
            const status = uploadStatusLabel(u);
            return (
              <li key={u.id}>
                <Group justify="space-between" wrap="nowrap" gap="xs" align="flex-start">
                  <Stack gap={0} miw={0}>
                    <Text fw={600} truncate>
                      {u.title}
                    </Text>
                    <Text size="sm" c="dimmed">
                      {u.board} · {u.session} {u.year} · Paper {u.paperNumber} · version {u.version}
                    </Text>
                  </Stack>
                  <Badge color={status.color} variant="light" style={{ flexShrink: 0 }}>
                    {status.label}
                  </Badge>
                </Group>
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
              </li>
            );
          })}
        </Stack>
      </Stack>
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
    </Card>
  );
}
