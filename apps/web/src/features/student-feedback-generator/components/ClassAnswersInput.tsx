import { Alert, Button, FileButton, Group, SegmentedControl, Stack, Text, Textarea } from '@mantine/core';
import { IconUpload } from '@tabler/icons-react';
import { useState } from 'react';
import type { FeedbackStudentInput } from '@eps/contracts';
import { readClassFiles } from '../lib/class-files';

/** The class's answers as the request takes them: CSV text, or one answer per student. */
export type ClassAnswers = { csv: string } | { students: FeedbackStudentInput[] } | null;

interface ClassAnswersInputProps {
  answers: ClassAnswers;
  onAnswers: (answers: ClassAnswers) => void;
}

const PLACEHOLDER = 'name,answer\nAna Lima,"Chlorophyll absorbs light energy, and oxygen is released."';

/** Paste a CSV, or upload one CSV or several .txt files (the file name is the student's name). */
export function ClassAnswersInput({ answers, onAnswers }: ClassAnswersInputProps) {
  const [mode, setMode] = useState<'paste' | 'upload'>('paste');
  const [loaded, setLoaded] = useState<string | null>(null);
  const [problem, setProblem] = useState<string | null>(null);

  const pick = async (files: File[]) => {
    const read = await readClassFiles(files);
    setProblem(read.kind === 'error' ? read.message : null);
    if (read.kind === 'csv') {
      onAnswers({ csv: read.csv });
      setLoaded(read.fileName);
    } else if (read.kind === 'students') {
      onAnswers({ students: read.students });
      setLoaded(`${read.students.length} answer file${read.students.length === 1 ? '' : 's'}`);
    }
  };
  const switchMode = (next: string) => {
    setMode(next === 'upload' ? 'upload' : 'paste');
    onAnswers(null);
    setLoaded(null);
    setProblem(null);
  };

  return (
    <Stack gap="xs">
      <SegmentedControl
        value={mode}
        onChange={switchMode}
        data={[
          { value: 'paste', label: 'Paste CSV' },
          { value: 'upload', label: 'Upload files' },
        ]}
        aria-label="How to give the answers"
        style={{ alignSelf: 'flex-start' }}
      />
      {mode === 'paste' ? (
        <Textarea
          label="Class answers (CSV)"
          description="A header row naming the columns name and answer, then one row per student."
          placeholder={PLACEHOLDER}
          value={answers && 'csv' in answers ? answers.csv : ''}
          onChange={(e) => onAnswers(e.currentTarget.value.trim() ? { csv: e.currentTarget.value } : null)}
          autosize
          minRows={5}
          maxRows={14}
          styles={{ input: { fontFamily: 'var(--mantine-font-family-monospace)', fontSize: 13 } }}
        />
      ) : (
        <Stack gap={6}>
          <Text size="sm">One CSV with the columns name and answer, or one .txt file per student.</Text>
          <Group gap="sm">
            <FileButton
              onChange={(files) => void pick(files)}
              accept=".csv,.txt,text/csv,text/plain"
              multiple
            >
              {(props) => (
                <Button {...props} variant="default" leftSection={<IconUpload size={16} aria-hidden />}>
                  Choose files
                </Button>
              )}
            </FileButton>
            {loaded && (
              <Text size="sm" c="dimmed" role="status">
                Loaded {loaded}
              </Text>
            )}
          </Group>
        </Stack>
      )}
      {problem && (
        <Alert color="red" role="alert">
          {problem}
        </Alert>
      )}
    </Stack>
  );
}
