import {
  Alert,
  Button,
  Chip,
  CloseButton,
  FileButton,
  Group,
  Loader,
  Stack,
  Text,
  TextInput,
} from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconFilePlus, IconFolderPlus, IconSearch, IconUpload } from '@tabler/icons-react';
import { useState } from 'react';
import { ToolPage } from '@/components/tool-page';
import { apiErrorMessage, failureWithReason } from '@/lib/api';
import { useDriveFilesQuery, useDriveOverviewQuery, useUploadDriveFileMutation } from './drive-api';
import { childFolder, DRIVE_ACCEPT, folderLabel, NEW_TEX_TEMPLATE } from './drive-format';
import { FileDropZone } from './FileDropZone';
import { FileTable } from './FileTable';
import { FolderBar } from './FolderBar';
import { NameModal } from './NameModal';
import { QuotaBar } from './QuotaBar';
import { useDriveUpload } from './use-drive-upload';

export interface DriveBrowserProps {
  folder: string;
  onOpenFolder: (folder: string) => void;
  onOpenFile: (id: string, folder: string) => void;
}

type Dialog = 'new-tex' | 'new-folder' | null;

/** The drive's folders and files, with search, tag filters, uploads (button or drop) and new files. */
export function DriveBrowser({ folder, onOpenFolder, onOpenFile }: DriveBrowserProps) {
  const [search, setSearch] = useState('');
  const [tag, setTag] = useState<string | null>(null);
  const [q] = useDebouncedValue(search.trim(), 250);
  const [dialog, setDialog] = useState<Dialog>(null);
  const searching = q !== '' || tag !== null;
  const overview = useDriveOverviewQuery();
  const files = useDriveFilesQuery(searching ? { q: q || undefined, tag: tag ?? undefined } : { folder });
  const { uploadFiles, uploading, errors, clearErrors } = useDriveUpload(folder);
  const [createFile, creation] = useUploadDriveFileMutation();

  const createTex = async (name: string) => {
    const fileName = name.toLowerCase().endsWith('.tex') ? name : `${name}.tex`;
    const blob = new Blob([NEW_TEX_TEMPLATE], { type: 'text/x-tex' });
    const created = await createFile({ file: blob, name: fileName, folder })
      .unwrap()
      .catch(() => null);
    if (created) onOpenFile(created.id, created.folder);
  };

  const actions = (
    <>
      <FileButton onChange={(picked) => void uploadFiles(picked)} accept={DRIVE_ACCEPT} multiple>
        {(props) => (
          <Button {...props} leftSection={<IconUpload size={16} aria-hidden />} loading={uploading}>
            Upload files
          </Button>
        )}
      </FileButton>
      <Button
        variant="default"
        leftSection={<IconFilePlus size={16} aria-hidden />}
        onClick={() => setDialog('new-tex')}
      >
        New .tex file
      </Button>
      <Button
        variant="default"
        leftSection={<IconFolderPlus size={16} aria-hidden />}
        onClick={() => setDialog('new-folder')}
      >
        New folder
      </Button>
    </>
  );

  const list = files.data?.files ?? [];
  return (
    <ToolPage
      title="Math Papers"
      description="Your .tex, PDF and image files, with every saved version kept."
      actions={actions}
    >
      <Stack gap="sm">
        <Group justify="space-between" align="flex-end" gap="sm">
          <TextInput
            aria-label="Search your drive"
            placeholder="Search names, tags and LaTeX text"
            leftSection={<IconSearch size={16} aria-hidden />}
            rightSection={search && <CloseButton aria-label="Clear search" onClick={() => setSearch('')} />}
            value={search}
            onChange={(event) => setSearch(event.currentTarget.value)}
            style={{ flex: '1 1 240px' }}
          />
          {overview.data && <QuotaBar usage={overview.data.usage} />}
        </Group>
        {overview.data && overview.data.tags.length > 0 && (
          <Group gap={6} aria-label="Filter by tag" role="group">
            {overview.data.tags.map((t) => (
              <Chip
                key={t.name}
                size="xs"
                checked={t.name === tag}
                onChange={() => setTag(t.name === tag ? null : t.name)}
              >
                {t.name} ({t.count})
              </Chip>
            ))}
          </Group>
        )}
        {searching && files.data && (
          <Text size="sm" c="dimmed" aria-live="polite">
            {matchSummary(list.length, q, tag)}
          </Text>
        )}
        {!searching && (
          <FolderBar folder={folder} folders={overview.data?.folders ?? ['/']} onOpenFolder={onOpenFolder} />
        )}
        {errors.length > 0 && (
          <Alert
            color="red"
            title="Some files were not uploaded"
            withCloseButton
            onClose={clearErrors}
            role="alert"
          >
            {errors.map((e) => (
              <Text key={e} size="sm">
                {e}
              </Text>
            ))}
          </Alert>
        )}
        <FileDropZone folder={folder} onDropFiles={(dropped) => void uploadFiles(dropped)}>
          {files.isLoading ? (
            <Loader size="sm" aria-label="Loading files" />
          ) : files.isError ? (
            <Alert color="red" role="alert">
              {apiErrorMessage(files.error, 'Your files could not be loaded. Please try again.')}
            </Alert>
          ) : list.length > 0 ? (
            <FileTable files={list} showFolder={searching} onOpen={(f) => onOpenFile(f.id, f.folder)} />
          ) : (
            <Text c="dimmed" ta="center" py="xl">
              {searching
                ? 'No file matches your search.'
                : `${folderLabel(folder)} is empty. Upload files (or drop them here), or create a .tex file.`}
            </Text>
          )}
        </FileDropZone>
      </Stack>
      {dialog === 'new-tex' && (
        <NameModal
          title="New .tex file"
          label="File name"
          initialValue="untitled.tex"
          submitLabel="Create"
          description={`It is created in ${folderLabel(folder)} from a short article template.`}
          error={creation.isError ? failureWithReason('Could not create the file', creation.error) : null}
          busy={creation.isLoading}
          onSubmit={(name) => void createTex(name)}
          onClose={() => setDialog(null)}
        />
      )}
      {dialog === 'new-folder' && (
        <NameModal
          title="New folder"
          label="Folder name"
          initialValue=""
          submitLabel="Open folder"
          description="A folder is kept once it holds a file: upload or create one in it."
          error={null}
          onSubmit={(name) => {
            setDialog(null);
            onOpenFolder(childFolder(folder, name.replace(/[/\\]/g, '-')));
          }}
          onClose={() => setDialog(null)}
        />
      )}
    </ToolPage>
  );
}

/** "2 files match “limits” and the tag calculus, across your drive." */
function matchSummary(count: number, q: string, tag: string | null): string {
  const files = count === 1 ? '1 file matches' : `${count} files match`;
  const what = [q && `“${q}”`, tag && `the tag ${tag}`].filter(Boolean).join(' and ');
  return `${files} ${what}, across your drive.`;
}
