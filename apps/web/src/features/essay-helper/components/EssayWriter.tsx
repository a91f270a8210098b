import { Alert, Button, Card, Stack, Text, Title } from '@mantine/core';
import { IconInfoCircle, IconSparkles } from '@tabler/icons-react';
import { useCallback, useState } from 'react';
import type { GenerateEssayResponse } from '@eps/contracts';
import { failureWithReason } from '@/lib/api';
import { useJobProgress } from '@/lib/jobs';
import { useEssayQuestionsQuery, useGenerateEssayMutation } from '../api';
import { FailureNote } from './FailureNote';
import { InteractiveEssay } from './InteractiveEssay';
import { NO_CHOICE, pickerOptions, type QuestionChoice } from '../lib/question-picker';
import { QuestionPicker } from './QuestionPicker';
import { WriterSidebar } from './WriterSidebar';
import { WritingOptions } from './WritingOptions';
import classes from '../essay-helper.module.css';

type GeneratedEssay = Pick<GenerateEssayResponse, 'essay' | 'analysis' | 'isScaffold'>;

/** The 'Essay Writing' tab: pick a bank question, generate a model essay, explore and improve it. */
export function EssayWriter() {
  const bank = useEssayQuestionsQuery();
  const [choice, setChoice] = useState<QuestionChoice>(NO_CHOICE);
  const [generated, setGenerated] = useState<GeneratedEssay | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [generate, { isLoading: generating }] = useGenerateEssayMutation();
  const job = useJobProgress();
  const { question, subjectName } = pickerOptions(bank.data, choice);
  const onFailure = useCallback((message: string) => setFailure(message), []);

  const generateEssay = async () => {
    if (!question) return;
    setFailure(null);
    try {
      const request = {
        question: question.question,
        rubric: question.rubric,
        subject: subjectName,
        questionId: question.id,
      };
      const answer = await generate({ request, jobId: job.follow() }).unwrap();
      setGenerated({ essay: answer.essay, analysis: answer.analysis, isScaffold: answer.isScaffold });
    } catch (error) {
      setFailure(failureWithReason('Failed to generate essay', error));
    } finally {
      job.finish();
    }
  };

  return (
    <div className={classes.layout}>
      <Stack gap="md" miw={0}>
        <QuestionPicker bank={bank.data} choice={choice} onChange={setChoice} disabled={generating} />
        {bank.isError && (
          <FailureNote message="Could not load the question bank." onClose={() => bank.refetch()} />
        )}
        <Text size="xs" c="dimmed">
          These are original practice prompts written in the style of that year&apos;s AP exam, not the
          official questions.
        </Text>
        {question && (
          <Card withBorder>
            <Title order={2} size="h4" mb="xs">
              {question.title}
            </Title>
            <Text size="sm" className={classes.prompt}>
              {question.question}
            </Text>
            <Title order={3} size="h5" mt="md" mb={4}>
              Rubric ({question.rubricTotal} points)
            </Title>
            <Text size="sm" c="dimmed" className={classes.prompt}>
              {question.rubric}
            </Text>
          </Card>
        )}
        <Button
          leftSection={<IconSparkles size={16} aria-hidden />}
          onClick={() => void generateEssay()}
          disabled={!question || generating}
          style={{ alignSelf: 'flex-start' }}
        >
          {generating ? 'Generating Essay...' : 'Generate AI Essay'}
        </Button>
        <FailureNote message={failure} onClose={() => setFailure(null)} />
        {generated?.isScaffold && (
          <Alert color="blue" icon={<IconInfoCircle size={18} aria-hidden />}>
            The AI engine is offline, so this is a scaffold to write from (thesis, line of reasoning and where
            evidence goes), not a finished essay.
          </Alert>
        )}
        {generated ? (
          <>
            <WritingOptions
              essay={generated.essay}
              analysis={generated.analysis}
              onApplied={(essay, analysis) => setGenerated({ essay, analysis, isScaffold: false })}
              onFailure={onFailure}
            />
            <InteractiveEssay essay={generated.essay} analysis={generated.analysis} onFailure={onFailure} />
          </>
        ) : (
          <Text size="sm" c="dimmed">
            Generate an essay first to see interactive features.
          </Text>
        )}
      </Stack>
      <WriterSidebar analysis={generated?.analysis ?? null} />
    </div>
  );
}
