import { Autocomplete, Button, Group, Modal, Stack, TagsInput, Text, TextInput } from '@mantine/core';
import { useState } from 'react';
import { DRIVE_TAGS_MAX, type DriveFile } from '@eps/contracts';
import { failureWithReason } from '@/lib/api';
import { useDriveOverviewQuery, useUpdateDriveFileMutation } from './drive-api';

/** Rename, move (to any folder path; a new one is made by typing it) and tag a file. */
export function FileDetailsModal({ file, onClose }: { file: DriveFile; onClose: () => void }) {
  const [name, setName] = useState(file.name);
  const [folder, setFolder] = useState(file.folder);
  const [tags, setTags] = useState(file.tags);
  const folders = useDriveOverviewQuery().data?.folders ?? ['/'];
  const [update, state] = useUpdateDriveFileMutation();

  const save = async () => {
    const ok = await update({ id: file.id, change: { name, folder: folder.trim() || '/', tags } })
      .unwrap()
      .then(
        () => true,
        () => false,
      );
    if (ok) onClose();
  };

  return (
    <Modal opened onClose={onClose} title="Rename, move or tag" centered>
      <form
        onSubmit={(event) => {
          event.preventDefault();
          void save();
        }}
      >
        <Stack>
          <TextInput
            label="Name"
            value={name}
            onChange={(e) => setName(e.currentTarget.value)}
            maxLength={120}
            data-autofocus
          />
          <Autocomplete
            label="Folder"
            description="Pick a folder or type a new path such as /Calculus/Limits"
            data={folders}
            value={folder}
            onChange={setFolder}
          />
          <TagsInput
            label="Tags"
            description={`Press Enter after each tag (at most ${DRIVE_TAGS_MAX})`}
            value={tags}
            onChange={setTags}
            maxTags={DRIVE_TAGS_MAX}
            splitChars={[',']}
          />
          {state.isError && (
            <Text c="red" size="sm" role="alert">
              {failureWithReason('Could not save the changes', state.error)}
            </Text>
          )}
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              Cancel
            </Button>
            <Button type="submit" loading={state.isLoading} disabled={name.trim() === ''}>
              Save
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
