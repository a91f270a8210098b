import { Badge, Button, Group, Loader, Text, Tooltip } from '@mantine/core';
import { StreamLanguage } from '@codemirror/language';
import { stex } from '@codemirror/legacy-modes/mode/stex';
import { IconDeviceFloppy, IconDownload, IconPlayerPlay } from '@tabler/icons-react';
import { useEffect, useRef, useState } from 'react';
import type { DriveFile } from '@eps/contracts';
import { CodeEditor, type CodeEditorHandle } from '@/components/code-editor';
import { JobStatus } from '@/components/job-status';
import { PdfViewer } from '@/components/pdf-viewer';
import { EditorBox, EditorColumn, ResultPane, SplitPanes } from '@/components/tool-page';
import { failureWithReason } from '@/lib/api';
import { describeCompileFailure, useCompileLatexMutation, type CompileFailure } from '@/lib/compile';
import { downloadBlob } from '@/lib/download';
import { useJobProgress } from '@/lib/jobs';
import { CompileFailureAlert } from '@/features/latex-editor';
import { useSaveDriveVersionMutation } from './drive-api';
import { useBlobText } from './use-blob';

const latexLanguage = StreamLanguage.define(stex);

export interface TexFileEditorProps {
  file: DriveFile;
  /** The current version's source. */
  source: Blob;
}

/** A .tex file: its source once read, then the editor. */
export function TexFileEditor({ file, source }: TexFileEditorProps) {
  const text = useBlobText(source);
  return text === null ? (
    <Loader size="sm" aria-label="Loading the LaTeX source" />
  ) : (
    <TexEditor file={file} saved={text} />
  );
}

/**
 * The source beside its PDF. It previews on opening (the compile cache answers at once for a source
 * compiled before); Save makes a new version and previews it, Preview compiles what is in the editor.
 * A version that arrives with other text (a restore) replaces the editor's text and is previewed.
 */
function TexEditor({ file, saved }: { file: DriveFile; saved: string }) {
  const [draft, setDraft] = useState(saved);
  const [pdf, setPdf] = useState<Blob | null>(null);
  const [failure, setFailure] = useState<CompileFailure | null>(null);
  const [compileLatex, { isLoading: compiling }] = useCompileLatexMutation();
  const [saveVersion, saving] = useSaveDriveVersionMutation();
  const job = useJobProgress();
  const editor = useRef<CodeEditorHandle>(null);
  const changed = draft !== saved;
  const blank = draft.trim() === '';

  const preview = async (latexCode: string) => {
    if (!latexCode.trim()) return;
    const jobId = job.follow();
    try {
      setPdf(await compileLatex({ request: { latexCode, shellEscape: false }, jobId }).unwrap());
      setFailure(null);
    } catch (error) {
      setFailure(describeCompileFailure(error));
    } finally {
      job.finish();
    }
  };
  const save = async () => {
    if (!changed || saving.isLoading) return;
    const text = draft;
    const result = await saveVersion({
      id: file.id,
      file: new Blob([text], { type: 'text/x-tex' }),
      name: file.name,
    });
    if ('data' in result) await preview(text);
  };
  // The text of the version shown; null before the first preview on opening.
  const shown = useRef<string | null>(null);
  useEffect(() => {
    if (shown.current === saved) return;
    const opening = shown.current === null;
    shown.current = saved;
    if (!opening && saved === draft) return;
    setDraft(saved);
    if (saved.trim()) void preview(saved);
    // Runs when a version with other text arrives; the draft is read, not followed.
  }, [saved]);

  return (
    <SplitPanes>
      <EditorColumn>
        <Group gap="xs" wrap="wrap">
          <Tooltip label="Saves the editor's text as a new version">
            <Button
              leftSection={<IconDeviceFloppy size={16} aria-hidden />}
              onClick={() => void save()}
              disabled={!changed}
              loading={saving.isLoading}
            >
              Save
            </Button>
          </Tooltip>
          <Tooltip label="Ctrl+Enter (⌘+Enter on a Mac)">
            <Button
              variant="light"
              leftSection={<IconPlayerPlay size={16} aria-hidden />}
              onClick={() => void preview(draft)}
              loading={compiling}
              disabled={blank}
            >
              Preview
            </Button>
          </Tooltip>
          <Button
            variant="default"
            leftSection={<IconDownload size={16} aria-hidden />}
            onClick={() => downloadBlob(new Blob([draft], { type: 'text/x-tex' }), file.name)}
          >
            Download .tex
          </Button>
          {pdf && (
            <Button
              variant="default"
              leftSection={<IconDownload size={16} aria-hidden />}
              onClick={() => downloadBlob(pdf, file.name.replace(/\.tex$/i, '') + '.pdf')}
            >
              Download PDF
            </Button>
          )}
          {changed && (
            <Badge color="yellow" variant="light">
              Unsaved changes
            </Badge>
          )}
        </Group>
        <EditorBox>
          <CodeEditor
            ref={editor}
            value={draft}
            onChange={setDraft}
            language={latexLanguage}
            onRun={() => void preview(draft)}
            aria-label="LaTeX source"
            height="100%"
          />
        </EditorBox>
        <Text size="xs" c="dimmed">
          Ctrl+Enter previews. Press Esc then Tab to leave the editor.
        </Text>
        {saving.isError && (
          <Text c="red" size="sm" role="alert">
            {failureWithReason('Could not save', saving.error)}
          </Text>
        )}
        {compiling && <JobStatus progress={job.progress} idleText="Compiling LaTeX..." />}
        {failure && !compiling && (
          <CompileFailureAlert failure={failure} onGoToLine={(line) => editor.current?.goToLine(line)} />
        )}
      </EditorColumn>
      <ResultPane phoneHeight="540px">
        <PdfViewer
          file={pdf}
          height="100%"
          label="PDF preview"
          emptyText={
            compiling ? 'Your PDF will appear here when it has compiled.' : 'Press Preview to see the PDF.'
          }
        />
      </ResultPane>
    </SplitPanes>
  );
}
