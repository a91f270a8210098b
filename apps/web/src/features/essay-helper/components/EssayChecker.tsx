import {
  Button,
  Card,
  FileButton,
  Group,
  SegmentedControl,
  Select,
  Stack,
  Text,
  Textarea,
} from '@mantine/core';
import { IconUpload } from '@tabler/icons-react';
import { useCallback, useState } from 'react';
import type { AnalysisType, EssayCheckResult, EssayCheckStep } from '@eps/contracts';
import { FIXED_ESSAY_RUBRIC, NO_QUESTION_PROVIDED } from '@eps/contracts';
import { failureWithReason } from '@/lib/api';
import { useJobProgress } from '@/lib/jobs';
import { readTextFile } from '@/lib/text-file';
import { useAnalyzeEssayMutation, useEssayEngineQuery, useEssayQuestionsQuery } from '../api';
import { CheckedEssay, CheckSummary } from './CheckerResults';
import { bankChoices, countWords, isPlainTextFile, looksLikeText } from '../lib/essay-text';
import { replaceSpan, type EssaySpan } from '../lib/essay-selection';
import { FailureNote } from './FailureNote';
import { SelectionTools } from './SelectionTools';
import { StepProgress } from './StepProgress';
import classes from '../essay-helper.module.css';

/** Grammar's labels are the spec's; each list shows the check's real steps (ESSAY_CHECK_STEPS). */
export const CHECK_STEPS: Record<AnalysisType, readonly string[]> = {
  grammar: [
    'Parsing text structure...',
    'Checking grammar rules...',
    'Identifying errors...',
    'Generating suggestions...',
  ],
  style: [
    'Parsing text structure...',
    'Checking word choice and sentence patterns...',
    'Scoring against the rubric...',
    'Generating suggestions...',
  ],
  comprehensive: [
    'Parsing text structure...',
    'Checking grammar rules...',
    'Checking style...',
    'Scoring the rubric and analyzing paragraphs...',
    'Compiling feedback...',
  ],
};
/** Where each step the server reports shows in CHECK_STEPS ('Identifying errors...' is the rubric's weaknesses). */
export const CHECK_STEP_INDEX: Record<AnalysisType, Readonly<Partial<Record<EssayCheckStep, number>>>> = {
  grammar: { reading: 0, grammar: 1, rubric: 2, feedback: 3 },
  style: { reading: 0, style: 1, rubric: 2, feedback: 3 },
  comprehensive: { reading: 0, grammar: 1, style: 2, rubric: 3, feedback: 4 },
};
const CHECK_BUTTONS: [AnalysisType, string][] = [
  ['grammar', 'Grammar Check'],
  ['style', 'Style Check'],
  ['comprehensive', 'Complete Analysis'],
];
type QuestionMode = 'bank' | 'custom';
/** Until the server has said which engine runs, the note promises nothing it may not keep. */
const UNKNOWN_ENGINE_TAKES = 'This may take a few moments';

/** The 'Essay Correction' tab: your essay, checked for grammar, style or against the rubric. */
export function EssayChecker() {
  const bank = useEssayQuestionsQuery();
  const engine = useEssayEngineQuery();
  const [essay, setEssay] = useState('');
  const [mode, setMode] = useState<QuestionMode>('bank');
  const [bankId, setBankId] = useState<string | null>(null);
  const [customQuestion, setCustomQuestion] = useState('');
  const [uploadNote, setUploadNote] = useState<string | null>(null);
  const [running, setRunning] = useState<AnalysisType | null>(null);
  const [result, setResult] = useState<EssayCheckResult | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [analyze] = useAnalyzeEssayMutation();
  const job = useJobProgress();
  const choices = bankChoices(bank.data);
  const chosen = mode === 'bank' ? choices.find((c) => c.value === bankId) : undefined;
  const onFailure = useCallback((message: string) => setFailure(message), []);

  const upload = async (file: File | null) => {
    if (!file) return;
    if (!isPlainTextFile(file)) {
      setUploadNote(`${file.name} was ignored: only plain-text (.txt) files can be read.`);
      return;
    }
    const text = await readTextFile(file);
    if (!looksLikeText(text)) {
      setUploadNote(
        `${file.name} was ignored: it does not contain plain text (is it another kind of file renamed .txt?).`,
      );
      return;
    }
    setEssay(text);
    setUploadNote(`Loaded ${file.name}.`);
  };

  const check = async (analysisType: AnalysisType) => {
    setRunning(analysisType);
    setFailure(null);
    const question = (chosen?.question ?? (mode === 'custom' ? customQuestion : '')).trim();
    try {
      const request = {
        essay,
        question: question || NO_QUESTION_PROVIDED,
        rubric: chosen?.rubric ?? FIXED_ESSAY_RUBRIC,
        analysisType,
        ...(chosen ? { questionId: chosen.value } : {}),
      };
      setResult(await analyze({ request, jobId: job.follow() }).unwrap());
    } catch (error) {
      setFailure(failureWithReason('Failed to analyze essay', error));
    } finally {
      setRunning(null);
      job.finish();
    }
  };

  const replace = (span: EssaySpan, original: string, rewritten: string) =>
    setEssay((e) => replaceSpan(e, span, original, rewritten));
  const words = countWords(essay);

  return (
    <Stack gap="md">
      <Card withBorder>
        <Stack gap="sm">
          <Group gap="sm">
            <FileButton onChange={(f) => void upload(f)} accept=".txt,text/plain">
              {(props) => (
                <Button {...props} variant="default" leftSection={<IconUpload size={16} aria-hidden />}>
                  Upload .txt
                </Button>
              )}
            </FileButton>
            {uploadNote && (
              <Text size="sm" c="dimmed" role="status">
                {uploadNote}
              </Text>
            )}
          </Group>
          <Text size="sm" fw={500} id="essay-question-label">
            Essay Question
          </Text>
          <SegmentedControl
            aria-labelledby="essay-question-label"
            value={mode}
            onChange={(m) => setMode(m === 'custom' ? 'custom' : 'bank')}
            data={[
              { value: 'bank', label: 'Select from Database' },
              { value: 'custom', label: 'Type Custom' },
            ]}
            style={{ alignSelf: 'flex-start' }}
          />
          {mode === 'bank' ? (
            <Select
              aria-label="Question from the bank"
              placeholder="Choose a practice question (optional)"
              data={choices}
              value={bankId}
              onChange={setBankId}
              searchable
              clearable
              maxDropdownHeight={240}
            />
          ) : (
            <Textarea
              aria-label="Custom question"
              placeholder="Type the question your essay answers (optional)"
              value={customQuestion}
              onChange={(e) => setCustomQuestion(e.currentTarget.value)}
              autosize
              minRows={2}
            />
          )}
          <Textarea
            label="Essay Text"
            placeholder="Paste or type your essay here"
            value={essay}
            onChange={(e) => setEssay(e.currentTarget.value)}
            autosize
            minRows={8}
            classNames={{ input: classes.essayText }}
            description={`${words} ${words === 1 ? 'word' : 'words'}`}
          />
          <Group gap="xs">
            {CHECK_BUTTONS.map(([type, label]) => (
              <Button
                key={type}
                variant={type === 'comprehensive' ? 'filled' : 'light'}
                onClick={() => void check(type)}
                disabled={essay.trim() === '' || running !== null}
                loading={running === type}
              >
                {label}
              </Button>
            ))}
          </Group>
        </Stack>
      </Card>
      {running && (
        <StepProgress
          steps={CHECK_STEPS[running]}
          stepIndex={CHECK_STEP_INDEX[running]}
          progress={job.progress}
          note={engine.data?.checkTakes[running] ?? UNKNOWN_ENGINE_TAKES}
        />
      )}
      <FailureNote message={failure} onClose={() => setFailure(null)} />
      {result && essay.trim() !== '' && (
        <div className={classes.layout}>
          <SelectionTools essay={essay} onReplace={replace} onFailure={onFailure}>
            <CheckedEssay essay={essay} result={result} />
          </SelectionTools>
          <CheckSummary result={result} />
        </div>
      )}
    </Stack>
  );
}
