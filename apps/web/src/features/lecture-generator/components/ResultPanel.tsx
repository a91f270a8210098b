import { Alert, Button, Group, Stack, Text } from '@mantine/core';
import { IconAlertTriangle, IconArrowBackUp, IconDownload, IconEdit } from '@tabler/icons-react';
import type { GenerationKind } from '@eps/contracts';
import { PdfViewer } from '@/components/pdf-viewer';
import { downloadBlob } from '@/lib/download';
import { OfflineEngineBadge } from './EngineNote';
import { GENERATOR_TEXT } from '../lib/generator-kinds';
import type { GeneratorSession } from '../hooks/use-generator-session';
import classes from '../lecture-generator.module.css';

export interface ResultPanelProps {
  kind: GenerationKind;
  session: GeneratorSession;
  editorOpen: boolean;
  onOpenEditor: () => void;
}

function emptyText(busy: boolean): string {
  return busy ? 'Your PDF will appear here when it is ready.' : 'Paste your material, then generate.';
}

/**
 * The right column: Download / Edit / Undo, who wrote the document, and the PDF (spec section 2). A PDF
 * that no longer shows the document (a plot or the last compile failed) is marked out of date.
 */
export function ResultPanel({ kind, session, editorOpen, onOpenEditor }: ResultPanelProps) {
  const text = GENERATOR_TEXT[kind];
  const { document: doc, pdf, busy, outOfDate } = session;
  const stale = pdf !== null && outOfDate !== null && !busy;
  return (
    <Stack gap="sm" miw={0}>
      {doc && (
        <Group gap="xs" justify="space-between">
          <Group gap="xs">
            {pdf && (
              <Button
                leftSection={<IconDownload size={16} aria-hidden />}
                onClick={() => downloadBlob(pdf, text.fileName)}
              >
                Download PDF
              </Button>
            )}
            {!editorOpen && (
              <Button
                variant="default"
                leftSection={<IconEdit size={16} aria-hidden />}
                onClick={onOpenEditor}
              >
                {text.editLabel}
              </Button>
            )}
            {doc.canUndo && (
              <Button
                variant="default"
                leftSection={<IconArrowBackUp size={16} aria-hidden />}
                onClick={() => void session.undo()}
                disabled={busy}
              >
                Undo last change
              </Button>
            )}
          </Group>
          {doc.engine === 'offline' && <OfflineEngineBadge />}
        </Group>
      )}
      {stale && (
        <Alert
          color="orange"
          icon={<IconAlertTriangle size={18} aria-hidden />}
          title="This PDF is out of date"
          role="status"
        >
          <Text size="sm">{outOfDate}</Text>
        </Alert>
      )}
      <div className={classes.viewer} data-out-of-date={stale || undefined}>
        <PdfViewer
          file={pdf}
          height={text.viewerHeight}
          label={kind === 'notes' ? 'Lecture notes PDF' : 'Lecture slides PDF'}
          emptyText={emptyText(busy)}
        />
      </div>
    </Stack>
  );
}
