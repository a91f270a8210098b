import { Alert, Button, Center, Loader, Stack, Text } from '@mantine/core';
import { IconArrowLeft, IconDownload, IconPencil, IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import type { DriveFile } from '@eps/contracts';
import { PdfViewer } from '@/components/pdf-viewer';
import { ToolPage } from '@/components/tool-page';
import { apiErrorMessage } from '@/lib/api';
import { downloadBlob } from '@/lib/download';
import { DeleteFileModal } from './DeleteFileModal';
import { useDriveFileContentQuery, useDriveFileQuery } from './drive-api';
import { formatBytes, KIND_LABELS } from './drive-format';
import { FileDetailsModal } from './FileDetailsModal';
import { TexFileEditor } from './TexFileEditor';
import { useObjectUrl } from './use-blob';
import { VersionsPanel } from './VersionsPanel';
import classes from './drive.module.css';

type Dialog = 'details' | 'delete' | null;

/** One file of the drive: a .tex editor with its PDF, a PDF viewer or an image, and its versions. */
export function DriveFileView({ id, onBack }: { id: string; onBack: () => void }) {
  const file = useDriveFileQuery(id);
  const [dialog, setDialog] = useState<Dialog>(null);

  if (file.isLoading) {
    return (
      <Center py="xl">
        <Loader aria-label="Loading the file" />
      </Center>
    );
  }
  if (!file.data) {
    return (
      <Stack maw={560} mx="auto" py="xl">
        <Alert color="red" role="alert">
          {apiErrorMessage(file.error, 'The file could not be loaded. Please try again.')}
        </Alert>
        <Button variant="default" leftSection={<IconArrowLeft size={16} aria-hidden />} onClick={onBack}>
          Back to Math Papers
        </Button>
      </Stack>
    );
  }
  const f = file.data;
  return (
    <ToolPage
      title={f.name}
      description={`${f.folder} · ${KIND_LABELS[f.kind]} · v${f.version} · ${formatBytes(f.size)}`}
      actions={
        <>
          <Button variant="default" leftSection={<IconArrowLeft size={16} aria-hidden />} onClick={onBack}>
            Back
          </Button>
          <Button
            variant="default"
            leftSection={<IconPencil size={16} aria-hidden />}
            onClick={() => setDialog('details')}
          >
            Rename, move, tag
          </Button>
          <Button
            color="red"
            variant="light"
            leftSection={<IconTrash size={16} aria-hidden />}
            onClick={() => setDialog('delete')}
          >
            Delete
          </Button>
        </>
      }
    >
      <Stack gap="md">
        <FileContent file={f} />
        <VersionsPanel file={f} />
      </Stack>
      {dialog === 'details' && <FileDetailsModal file={f} onClose={() => setDialog(null)} />}
      {dialog === 'delete' && <DeleteFileModal file={f} onClose={() => setDialog(null)} onDeleted={onBack} />}
    </ToolPage>
  );
}

/** The current version's bytes, shown as what they are. */
function FileContent({ file }: { file: DriveFile }) {
  const content = useDriveFileContentQuery({ id: file.id, version: file.version });
  const imageUrl = useObjectUrl(file.kind === 'image' ? content.data : undefined);

  if (content.isError) {
    return (
      <Alert color="red" role="alert">
        {apiErrorMessage(content.error, 'The file could not be loaded. Please try again.')}
      </Alert>
    );
  }
  if (!content.data) return <Loader size="sm" aria-label="Loading the file" />;
  const blob = content.data;
  const download = (
    <Button
      variant="default"
      size="xs"
      leftSection={<IconDownload size={14} aria-hidden />}
      onClick={() => downloadBlob(blob, file.name)}
      style={{ alignSelf: 'flex-start' }}
    >
      Download {file.name}
    </Button>
  );
  if (file.kind === 'tex') return <TexFileEditor key={file.id} file={file} source={blob} />;
  if (file.kind === 'pdf') {
    return (
      <Stack gap="xs">
        {download}
        <PdfViewer file={blob} height="75vh" label={file.name} />
      </Stack>
    );
  }
  return (
    <Stack gap="xs">
      {download}
      {imageUrl ? (
        <img src={imageUrl} alt={file.name} className={classes.imagePreview} />
      ) : (
        <Text c="dimmed">Loading the image…</Text>
      )}
    </Stack>
  );
}
