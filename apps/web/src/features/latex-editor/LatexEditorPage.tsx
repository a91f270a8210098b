import { Button, Text, Tooltip } from '@mantine/core';
import { IconDownload, IconPlayerPlay } from '@tabler/icons-react';
import { StreamLanguage } from '@codemirror/language';
import { stex } from '@codemirror/legacy-modes/mode/stex';
import { useRef, useState } from 'react';
import { CodeEditor, type CodeEditorHandle } from '@/components/code-editor';
import { JobStatus } from '@/components/job-status';
import { PdfViewer } from '@/components/pdf-viewer';
import { EditorBox, EditorColumn, ResultPane, SplitPanes, ToolPage } from '@/components/tool-page';
import { downloadBlob } from '@/lib/download';
import { useJobProgress } from '@/lib/jobs';
import { describeCompileFailure, useCompileLatexMutation, type CompileFailure } from '@/lib/compile';
import { CompileFailureAlert } from './CompileFailureAlert';
import { SAMPLE_DOCUMENT } from './sample-document';

const latexLanguage = StreamLanguage.define(stex);

function emptyViewerText(compiling: boolean, blank: boolean): string {
  if (compiling) return 'Your PDF will appear here when it has compiled.';
  return blank ? 'Write some LaTeX, then compile it.' : 'Press Compile to see your PDF here.';
}

/**
 * /latex-editor: LaTeX source on the left, its PDF on the right. Compiling keeps the last good PDF on
 * screen until the new one is ready, and after a failed compile too, beside the list of errors.
 */
export function LatexEditorPage() {
  const [source, setSource] = useState(SAMPLE_DOCUMENT);
  const [pdf, setPdf] = useState<Blob | null>(null);
  const [failure, setFailure] = useState<CompileFailure | null>(null);
  const [compileLatex, { isLoading: compiling }] = useCompileLatexMutation();
  const job = useJobProgress();
  const editor = useRef<CodeEditorHandle>(null);
  const blank = source.trim() === '';

  const compile = async () => {
    if (compiling || blank) return;
    const jobId = job.follow();
    try {
      const blob = await compileLatex({ request: { latexCode: source, shellEscape: false }, jobId }).unwrap();
      setPdf(blob);
      setFailure(null);
    } catch (error) {
      setFailure(describeCompileFailure(error));
    } finally {
      job.finish();
    }
  };

  const actions = (
    <>
      <Tooltip label="Ctrl+Enter (⌘+Enter on a Mac)">
        <Button
          leftSection={<IconPlayerPlay size={16} aria-hidden />}
          onClick={() => void compile()}
          loading={compiling}
          disabled={blank}
        >
          Compile
        </Button>
      </Tooltip>
      {pdf && (
        <Button
          variant="default"
          leftSection={<IconDownload size={16} aria-hidden />}
          onClick={() => downloadBlob(pdf, 'document.pdf')}
        >
          Download PDF
        </Button>
      )}
    </>
  );

  return (
    <ToolPage title="LaTeX Editor" description="Write LaTeX and compile it to a PDF." actions={actions}>
      <SplitPanes>
        <EditorColumn>
          <EditorBox>
            <CodeEditor
              ref={editor}
              value={source}
              onChange={setSource}
              language={latexLanguage}
              onRun={() => void compile()}
              aria-label="LaTeX source"
              height="100%"
            />
          </EditorBox>
          <Text size="xs" c="dimmed">
            Ctrl+Enter compiles. Press Esc then Tab to leave the editor.
          </Text>
          {compiling && <JobStatus progress={job.progress} idleText="Compiling LaTeX..." />}
          {failure && !compiling && (
            <CompileFailureAlert failure={failure} onGoToLine={(line) => editor.current?.goToLine(line)} />
          )}
          {failure && !compiling && pdf && (
            <Text size="xs" c="dimmed">
              The PDF shows the last version that compiled.
            </Text>
          )}
        </EditorColumn>
        <ResultPane phoneHeight="540px">
          <PdfViewer
            file={pdf}
            height="100%"
            label="Compiled PDF"
            emptyText={emptyViewerText(compiling, blank)}
          />
        </ResultPane>
      </SplitPanes>
    </ToolPage>
  );
}
