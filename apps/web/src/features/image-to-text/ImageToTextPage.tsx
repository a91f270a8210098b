import { Alert, Box, Button, Stack, Textarea } from '@mantine/core';
import { useClipboard, useWindowEvent } from '@mantine/hooks';
import { IconAlertTriangle, IconCheck, IconCopy, IconDownload } from '@tabler/icons-react';
import { useEffect, useState, type DragEvent } from 'react';
import { useGuestAccess } from '@/components/guest-access';
import { JobStatus } from '@/components/job-status';
import { SplitPanes, ToolPage } from '@/components/tool-page';
import { downloadBlob } from '@/lib/download';
import { clipboardImage, useImageToText, type ImageText } from '@/lib/ocr';
import { useSession } from '@/lib/session';
import { ImageDropArea, ImagePreview } from './ImageDropArea';
import { imageFileError, textFileName } from './image-file';
import { PageHeader } from './PageHeader';
import { UncertainWords } from './UncertainWords';
import classes from './image-to-text.module.css';

export const GUEST_FAILED_MESSAGE = 'Could not start a guest session. Please try again.';
export const COPY_FAILED_MESSAGE =
  'Your browser did not let the page copy. Select the text and press Ctrl+C (⌘C on a Mac).';
const PASTED_IMAGE_NAME = 'Pasted image';

interface ChosenImage {
  url: string;
  name: string;
}

const draggingFiles = (event: DragEvent) => event.dataTransfer.types.includes('Files');

/**
 * /image-text-convertor (a public route): drop, pick or paste an image, read its text, edit, copy or
 * download it. A visitor without a session gets a guest one on the first conversion, since the server
 * converts only for a session.
 */
export function ImageToTextPage() {
  const { isAuthenticated } = useSession();
  const guestAccess = useGuestAccess();
  const { read, isConverting } = useImageToText();
  const clipboard = useClipboard({ timeout: 2000 });
  const [image, setImage] = useState<ChosenImage | null>(null);
  const [text, setText] = useState('');
  const [uncertain, setUncertain] = useState<ImageText['uncertain']>([]);
  const [error, setError] = useState<string | null>(null);
  const [dragging, setDragging] = useState(false);
  const busy = isConverting || guestAccess.pending;

  // The preview's object URL lives as long as the preview shows it.
  useEffect(() => {
    if (!image) return;
    return () => URL.revokeObjectURL(image.url);
  }, [image]);

  const convertFile = async (file: File, name = file.name) => {
    if (busy) return;
    const problem = imageFileError(file);
    if (problem) {
      setError(problem);
      return;
    }
    setError(null);
    setText('');
    setUncertain([]);
    clipboard.reset();
    setImage({ url: URL.createObjectURL(file), name });
    if (!isAuthenticated && !(await guestAccess.start()).ok) {
      setError(GUEST_FAILED_MESSAGE);
      return;
    }
    try {
      const result = await read(file, file.name || undefined);
      setText(result.text);
      setUncertain(result.uncertain);
    } catch (failure) {
      setError((failure as Error).message);
    }
  };
  const onFile = (file: File) => void convertFile(file);

  useWindowEvent('paste', (event) => {
    const file = clipboardImage(event.clipboardData);
    if (!file) return;
    event.preventDefault();
    void convertFile(file, PASTED_IMAGE_NAME);
  });

  // The whole page takes a dropped file, so a near miss never makes the browser open the image.
  const dropHandlers = {
    onDragOver: (event: DragEvent) => {
      if (!draggingFiles(event)) return;
      event.preventDefault();
      setDragging(true);
    },
    onDragLeave: (event: DragEvent) => {
      if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setDragging(false);
    },
    onDrop: (event: DragEvent) => {
      if (!draggingFiles(event)) return;
      event.preventDefault();
      setDragging(false);
      const file = event.dataTransfer.files[0];
      if (file) onFile(file);
    },
  };

  const download = () =>
    downloadBlob(new Blob([text], { type: 'text/plain;charset=utf-8' }), textFileName(image?.name));

  const actions = (
    <>
      <Button
        onClick={() => clipboard.copy(text)}
        disabled={text === ''}
        color={clipboard.copied ? 'teal' : undefined}
        leftSection={
          clipboard.copied ? <IconCheck size={16} aria-hidden /> : <IconCopy size={16} aria-hidden />
        }
      >
        {clipboard.copied ? 'Copied' : 'Copy'}
      </Button>
      <Button
        variant="default"
        onClick={download}
        disabled={text === ''}
        leftSection={<IconDownload size={16} aria-hidden />}
      >
        Download .txt
      </Button>
    </>
  );

  return (
    <Box className={classes.page} {...dropHandlers}>
      <PageHeader />
      <Box component="main">
        <ToolPage
          title="Image to Text"
          description="Turn a photo or screenshot of printed text into text you can edit and copy."
          actions={actions}
        >
          <SplitPanes>
            {image ? (
              <ImagePreview {...image} onFile={onFile} dragging={dragging} disabled={busy} />
            ) : (
              <ImageDropArea onFile={onFile} dragging={dragging} disabled={busy} />
            )}
            <Stack gap="sm" miw={0}>
              {busy && <JobStatus progress={null} idleText="Reading the text in your image..." />}
              {error && !busy && (
                <Alert color="red" icon={<IconAlertTriangle size={18} aria-hidden />} role="alert">
                  {error}
                </Alert>
              )}
              {clipboard.error && (
                <Alert color="orange" role="alert">
                  {COPY_FAILED_MESSAGE}
                </Alert>
              )}
              {!busy && <UncertainWords words={uncertain} />}
              <Textarea
                label="Text from the image"
                description="You can edit it before you copy or download it."
                placeholder="The text from your image will appear here."
                value={text}
                onChange={(event) => setText(event.currentTarget.value)}
                autosize
                minRows={10}
                maxRows={24}
                disabled={busy}
              />
            </Stack>
          </SplitPanes>
        </ToolPage>
      </Box>
    </Box>
  );
}
