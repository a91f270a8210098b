import { Alert, Button, FileButton, Stack, Text } from '@mantine/core';
import { IconDeviceFloppy, IconFileUpload } from '@tabler/icons-react';
import { useCallback, useReducer } from 'react';
import { ToolPage } from '@/components/tool-page';
import { initialAnnotatorState } from './lib/annotator-model';
import { annotatorReducer } from './lib/annotator-reducer';
import classes from './annotator.module.css';
import { AnnotatorDocument } from './components/AnnotatorDocument';
import { ModeTabs } from './components/ModeTabs';
import { pageAnnotations } from './lib/page-history';
import type { PageSize } from './lib/placement';
import { SAVING_MESSAGE } from './lib/save-pdf';
import { useAnnotatorKeys } from './hooks/use-annotator-keys';
import { useImageInput } from './hooks/use-image-input';
import { usePdfFile } from './hooks/use-pdf-file';
import { useSavePdf } from './hooks/use-save-pdf';

/** /pdf-editor: draw, type (or typeset LaTeX), place images and white out content on a PDF, then save. */
export function PdfAnnotatorPage() {
  const [state, dispatch] = useReducer(annotatorReducer, initialAnnotatorState);
  const onOpened = useCallback(
    (pageSizes: PageSize[]) => dispatch({ type: 'documentLoaded', pageSizes }),
    [],
  );
  const pdf = usePdfFile(onOpened);
  const image = useImageInput(dispatch);
  const saving = useSavePdf();
  useAnnotatorKeys(pdf.file !== null, state.mode, dispatch, image.choose);

  const openButton = (
    <FileButton accept="application/pdf" onChange={(file) => file && void pdf.open(file)}>
      {(props) => (
        <Button {...props} leftSection={<IconFileUpload size={16} aria-hidden />}>
          Open PDF
        </Button>
      )}
    </FileButton>
  );

  return (
    <ToolPage
      title="PDF Editor"
      description="Draw, write text or LaTeX, add images and white out content on a PDF, then save it."
      actions={pdf.file ? openButton : undefined}
    >
      <ModeTabs
        panel={{ state, dispatch, current: pageAnnotations(state.annotations, state.page) }}
        onImageFile={image.choose}
        imageError={image.error}
      >
        <AnnotatorDocument
          doc={pdf.file?.doc ?? null}
          state={state}
          dispatch={dispatch}
          loading={pdf.loading}
          error={pdf.error}
          onFile={(file) => void pdf.open(file)}
          empty={
            <>
              <Text fw={500}>No PDF file selected</Text>
              <Text size="sm" c="dimmed">
                Drop a PDF here, or open one from your device (up to 100 MB).
              </Text>
              {openButton}
            </>
          }
        />
      </ModeTabs>
      <Stack className={classes.saveBar} gap="xs">
        {saving.status.kind === 'saving' && (
          <Alert color="blue" variant="light" role="status">
            {SAVING_MESSAGE}
          </Alert>
        )}
        {saving.status.kind === 'saved' && saving.status.redacted && (
          <Alert color="teal" variant="light" role="status">
            {saving.status.redacted}
          </Alert>
        )}
        {saving.status.kind === 'failed' && (
          <Alert color="red" variant="light" role="alert">
            {saving.status.message}
          </Alert>
        )}
        <Button
          size="md"
          leftSection={<IconDeviceFloppy size={18} aria-hidden />}
          disabled={!pdf.file}
          loading={saving.status.kind === 'saving'}
          onClick={() => pdf.file && void saving.save(pdf.file.bytes, state.annotations)}
        >
          Save PDF with Changes
        </Button>
      </Stack>
    </ToolPage>
  );
}
