import { Alert, Button, Group, Kbd, Paper, Stack, Tabs, Text } from '@mantine/core';
import { IconChecklist } from '@tabler/icons-react';
import { useEffect, useRef, useState } from 'react';
import { useLocation, useNavigate, useSearchParams } from 'react-router';
import { SplitPanes, ToolPage } from '@/components/tool-page';
import { BankQuestionFinder } from '@/features/question-search';
import { apiErrorMessage, failureWithReason } from '@/lib/api';
import { AnswerInput } from './components/AnswerInput';
import { BankQuestion } from './components/BankQuestion';
import { GradeHistory } from './components/GradeHistory';
import { GradeResult, type Graded } from './components/GradeResult';
import { OwnQuestionForm } from './components/OwnQuestionForm';
import { useLazyGradedAnswerQuery, useMarkAnswerMutation } from './exam-grader-api';
import { markRequest, type OwnQuestion, type QuestionSource } from './lib/mark-request';
import { emptyRow, rowsFromScheme } from './lib/own-scheme';

/** What another page hands over with the link (/exam-question's "Grade this answer"): the answer to mark. */
interface Handoff {
  answer?: unknown;
}

const NEW_OWN_QUESTION: OwnQuestion = {
  question: '',
  kind: 'scheme',
  rows: [emptyRow()],
  referenceAnswer: '',
};

/**
 * /exam-grader: mark an answer against a bank question (?question=&part=) or one's own mark scheme, point
 * by point with the evidence, how sure each mark is and what a full-mark answer adds; reopen past ones.
 * Arriving with an answer in the navigation state marks it at once.
 */
export function ExamGraderPage() {
  const location = useLocation();
  const navigate = useNavigate();
  const [params, setParams] = useSearchParams();
  const bank = { questionId: params.get('question'), partId: params.get('part') };
  const [source, setSource] = useState<QuestionSource>('bank');
  const [own, setOwn] = useState<OwnQuestion>(NEW_OWN_QUESTION);
  const handoff = useRef((location.state as Handoff | null)?.answer);
  const [answer, setAnswer] = useState(typeof handoff.current === 'string' ? handoff.current : '');
  const [graded, setGraded] = useState<Graded | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [markAnswer, { isLoading: marking, error: markError, reset }] = useMarkAnswerMutation();
  const [openGradedAnswer, { isFetching: opening }] = useLazyGradedAnswerQuery();

  const mark = async () => {
    if (marking) return;
    const request = markRequest(source, bank, own, answer);
    setProblem('problem' in request ? request.problem : null);
    if ('problem' in request) return;
    const response = await markAnswer(request);
    if (response.data) setGraded({ result: response.data, answer: request.answer });
  };

  // One click on the exam question page marks its answer here; the state is dropped so a reload does not.
  useEffect(() => {
    if (typeof handoff.current !== 'string' || !handoff.current.trim() || !bank.questionId) return;
    handoff.current = undefined;
    void navigate({ search: location.search }, { replace: true, state: null });
    void mark();
  });

  const pickQuestion = (questionId: string | null, partId: string | null = null) =>
    setParams(questionId ? { question: questionId, ...(partId ? { part: partId } : {}) } : {});

  const reopen = async (id: string) => {
    const { data, error } = await openGradedAnswer(id);
    if (!data) return setProblem(apiErrorMessage(error, 'Could not open that graded answer.'));
    setProblem(null);
    reset();
    if (data.questionId) {
      setSource('bank');
      pickQuestion(data.questionId, data.partId);
    } else {
      // A bank question deleted since is marked again against the copy of its scheme kept with the answer.
      setSource('own');
      setOwn({ ...NEW_OWN_QUESTION, question: data.question, rows: rowsFromScheme(data.markScheme) });
    }
    setAnswer(data.answer);
    setGraded({ result: data, answer: data.answer });
  };

  const edited = graded !== null && graded.answer !== answer;
  return (
    <ToolPage title="Exam Grader" description="Get your answers marked against a mark scheme.">
      <SplitPanes>
        <Stack gap="md" miw={0}>
          <Tabs value={source} onChange={(value) => setSource(value as QuestionSource)}>
            <Tabs.List grow mb="sm">
              <Tabs.Tab value="bank">Bank question</Tabs.Tab>
              <Tabs.Tab value="own">My own question</Tabs.Tab>
            </Tabs.List>
            <Tabs.Panel value="bank">
              {bank.questionId ? (
                <BankQuestion
                  questionId={bank.questionId}
                  partId={bank.partId}
                  onPart={(partId) => pickQuestion(bank.questionId, partId)}
                  onChangeQuestion={() => pickQuestion(null)}
                />
              ) : (
                <BankQuestionFinder
                  onPick={(question) => pickQuestion(question.id)}
                  otherwise="Try other words, or write your own question."
                />
              )}
            </Tabs.Panel>
            <Tabs.Panel value="own">
              <OwnQuestionForm value={own} onChange={setOwn} />
            </Tabs.Panel>
          </Tabs>
          <AnswerInput answer={answer} onChange={setAnswer} onSubmit={() => void mark()} />
          <Group gap="xs">
            <Button
              leftSection={<IconChecklist size={18} aria-hidden />}
              loading={marking}
              onClick={() => void mark()}
            >
              {graded ? 'Mark again' : 'Mark'}
            </Button>
            <Text size="xs" c="dimmed" visibleFrom="sm">
              or <Kbd size="xs">Ctrl</Kbd> + <Kbd size="xs">Enter</Kbd>
            </Text>
          </Group>
          {problem && (
            <Alert color="orange" role="alert">
              {problem}
            </Alert>
          )}
          {markError && (
            <Alert color="red" role="alert">
              {failureWithReason('Could not mark the answer', markError)}
            </Alert>
          )}
        </Stack>
        <Stack gap="lg" miw={0}>
          {graded ? (
            <GradeResult graded={graded} edited={edited} marking={marking} onMarkAgain={() => void mark()} />
          ) : (
            <Paper withBorder p="md" radius="md" role="status" aria-busy={marking || opening}>
              <Text size="sm" c="dimmed">
                {marking || opening
                  ? 'Marking your answer…'
                  : 'Your marks appear here point by point, with the words of your answer that earned them.'}
              </Text>
            </Paper>
          )}
          <GradeHistory currentId={graded?.result.id ?? null} onOpen={(id) => void reopen(id)} />
        </Stack>
      </SplitPanes>
    </ToolPage>
  );
}
