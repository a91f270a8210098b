import { Alert, Button, Center, Image, Select, Stack, Text, Tooltip } from '@mantine/core';
import { IconAlertTriangle, IconChartLine, IconDownload, IconPlayerPlay } from '@tabler/icons-react';
import { python } from '@codemirror/lang-python';
import { useRef, useState } from 'react';
import { CodeEditor, type CodeEditorHandle } from '@/components/code-editor';
import { JobStatus } from '@/components/job-status';
import { EditorBox, EditorColumn, ResultPane, SplitPanes, ToolPage } from '@/components/tool-page';
import { useJobProgress } from '@/lib/jobs';
import {
  describePlotFailure,
  failedLine,
  INVALID_PYTHON_CODE,
  readPlotImage,
  useRunPlotMutation,
} from '@/lib/compile';
import { PLOT_EXAMPLES } from './examples';
import classes from './plot-generator.module.css';

const pythonLanguage = python();
const exampleOptions = PLOT_EXAMPLES.map((e) => ({ value: e.id, label: e.label }));

/**
 * /plot-generator: a matplotlib script on the left, the PNG it draws on the right. The script runs in
 * a compile worker's sandbox, never in the browser or the API.
 */
export function PlotGeneratorPage() {
  const [code, setCode] = useState(PLOT_EXAMPLES[0].code);
  const [image, setImage] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [runPlot, { isLoading: running }] = useRunPlotMutation();
  const job = useJobProgress();
  const editor = useRef<CodeEditorHandle>(null);

  const pickExample = (id: string | null) => {
    const example = PLOT_EXAMPLES.find((e) => e.id === id);
    if (!example) return;
    setCode(example.code);
    setError(null);
  };

  const run = async () => {
    if (running) return;
    if (code.trim() === '') {
      setError(INVALID_PYTHON_CODE);
      return;
    }
    const jobId = job.follow();
    try {
      const result = readPlotImage(await runPlot({ request: { code }, jobId }).unwrap());
      if (result.ok) setImage(result.dataUrl);
      setError(result.ok ? null : result.error);
    } catch (failure) {
      setError(describePlotFailure(failure));
    } finally {
      job.finish();
    }
  };

  // The picker names the example only while its code is unchanged.
  const exampleId = PLOT_EXAMPLES.find((e) => e.code === code)?.id ?? null;
  const errorLine = error ? failedLine(error) : null;
  const actions = (
    <>
      <Tooltip label="Ctrl+Enter (⌘+Enter on a Mac)">
        <Button
          leftSection={<IconPlayerPlay size={16} aria-hidden />}
          onClick={() => void run()}
          loading={running}
        >
          Run
        </Button>
      </Tooltip>
      {image && (
        <Button
          component="a"
          href={image}
          download="plot.png"
          variant="default"
          leftSection={<IconDownload size={16} aria-hidden />}
        >
          Download PNG
        </Button>
      )}
    </>
  );

  return (
    <ToolPage
      title="Plot Generator"
      description="Write Python with matplotlib and turn it into a plot image."
      actions={actions}
    >
      <SplitPanes>
        <EditorColumn>
          <Select
            label="Example plot"
            data={exampleOptions}
            value={exampleId}
            onChange={pickExample}
            placeholder="Your own code"
            allowDeselect={false}
            maw={360}
          />
          <EditorBox>
            <CodeEditor
              ref={editor}
              value={code}
              onChange={setCode}
              language={pythonLanguage}
              onRun={() => void run()}
              aria-label="Python code"
              height="100%"
            />
          </EditorBox>
          <Text size="xs" c="dimmed">
            Ctrl+Enter runs. numpy and matplotlib are available; the current figure is saved as the plot, so
            there is no need to call plt.savefig.
          </Text>
          {running && <JobStatus progress={job.progress} idleText="Running your Python code..." />}
          {error && !running && (
            <Alert color="red" icon={<IconAlertTriangle size={18} aria-hidden />} role="alert">
              <Text size="sm" className={classes.errorText}>
                {error}
              </Text>
              {errorLine !== null && (
                <Button
                  variant="subtle"
                  color="red"
                  size="compact-sm"
                  mt={4}
                  px={4}
                  onClick={() => editor.current?.goToLine(errorLine)}
                >
                  Show line {errorLine}
                </Button>
              )}
            </Alert>
          )}
        </EditorColumn>
        <ResultPane className={classes.imageBox} aria-label="Plot">
          {image ? (
            <Image src={image} alt="The generated plot" fit="contain" className={classes.image} />
          ) : (
            <Center h="100%" p="md">
              <Stack align="center" gap="xs" c="dimmed" ta="center">
                <IconChartLine size={40} stroke={1.5} aria-hidden />
                <Text size="sm">Press Run to draw the plot.</Text>
              </Stack>
            </Center>
          )}
        </ResultPane>
      </SplitPanes>
    </ToolPage>
  );
}
