import { Alert, Button, Loader, SimpleGrid, Stack } from '@mantine/core';
import { useSearchParams } from 'react-router';
import { ToolPage } from '@/components/tool-page';
import { failureWithReason } from '@/lib/api';
import { DueTodayPanel } from './components/DueTodayPanel';
import { QuizBuilder } from './components/QuizBuilder';
import { QuizResults } from './components/QuizResults';
import { QuizRunner } from './components/QuizRunner';
import { useGetQuizQuery } from './quiz-generator-api';

/**
 * /quiz-generator: make a quiz (from topics, bank questions, a document or notes) beside "Due today";
 * `?quiz=<id>` runs a quiz one item at a time, `&results=1` shows its results. Reloading keeps the place:
 * the server has the quiz and its answers.
 */
export function QuizGeneratorPage() {
  const [params, setParams] = useSearchParams();
  const quizId = params.get('quiz');
  const open = (id: string, results = false) =>
    setParams(results ? { quiz: id, results: '1' } : { quiz: id });

  return (
    <ToolPage
      title="Quiz Generator"
      description="Quizzes from topics, questions or your notes, marked as you go; what you answer comes back for review."
      actions={
        quizId ? (
          <Button variant="default" onClick={() => setParams({})}>
            New quiz
          </Button>
        ) : undefined
      }
    >
      {quizId ? (
        <QuizView
          id={quizId}
          results={params.get('results') === '1'}
          onResults={() => open(quizId, true)}
          onNew={() => setParams({})}
        />
      ) : (
        <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
          <QuizBuilder onCreated={(quiz) => open(quiz.id)} />
          <DueTodayPanel />
        </SimpleGrid>
      )}
    </ToolPage>
  );
}

function QuizView({
  id,
  results,
  onResults,
  onNew,
}: {
  id: string;
  results: boolean;
  onResults: () => void;
  onNew: () => void;
}) {
  const quiz = useGetQuizQuery(id);
  if (quiz.error)
    return (
      <Alert color="red" role="alert">
        {failureWithReason('Could not open the quiz', quiz.error)}
      </Alert>
    );
  if (!quiz.data) return <Loader aria-label="Loading the quiz" />;
  return (
    <Stack gap="md">
      {quiz.data.notice && !results && <Alert color="blue">{quiz.data.notice}</Alert>}
      {results ? (
        <QuizResults quiz={quiz.data} onNewQuiz={onNew} />
      ) : (
        <QuizRunner key={quiz.data.id} quiz={quiz.data} onFinished={onResults} />
      )}
    </Stack>
  );
}
