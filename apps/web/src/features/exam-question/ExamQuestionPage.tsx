import {
  Alert,
  Anchor,
  Badge,
  Button,
  Container,
  Group,
  Loader,
  Paper,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { IconFlag } from '@tabler/icons-react';
import type { QuestionDetail } from '@eps/contracts';
import { useState } from 'react';
import { Link, useParams } from 'react-router';
import { RichText } from '@/components/rich-text';
import { apiErrorMessage } from '@/lib/api';
import { HintSteps } from './components/HintSteps';
import { PartCard } from './components/PartCard';
import { ReportDialog } from './components/ReportDialog';
import { SimilarQuestions } from './components/SimilarQuestions';
import { useGetQuestionQuery } from './exam-question-api';

function SourceLine({ question }: { question: QuestionDetail }) {
  const { source } = question;
  return (
    <Text size="xs" c="dimmed" data-testid="attribution">
      {source.url ? (
        <Anchor href={source.url} target="_blank" rel="noopener noreferrer" size="xs">
          {source.attribution}
        </Anchor>
      ) : (
        source.attribution
      )}
      {!source.attribution.includes(source.licence) && ` · ${source.licence}`}
    </Text>
  );
}

function TopicLinks({ question }: { question: QuestionDetail }) {
  if (!question.topics.length) return null;
  return (
    <Group gap={6} aria-label="Topics">
      {question.topics.map((topic) => (
        <Badge
          key={topic.id}
          component={Link}
          to={`/question-search?topic=${encodeURIComponent(topic.id)}`}
          variant="light"
          style={{ cursor: 'pointer', textTransform: 'none', maxWidth: '100%' }}
        >
          {topic.code} {topic.name}
        </Badge>
      ))}
    </Group>
  );
}

/** /exam-question/:id: one question to answer part by part, with hints, mark scheme and worked solution. */
export function ExamQuestionPage() {
  const { id = '' } = useParams();
  const { data: question, error, isLoading } = useGetQuestionQuery(id);
  const [reporting, setReporting] = useState(false);

  if (isLoading)
    return (
      <Container size="md" py="xl" role="status" aria-live="polite">
        <Loader aria-label="Loading the question" />
      </Container>
    );
  if (error || !question)
    return (
      <Container size="md" py="xl">
        <Alert color="red" title="Question not found" role="alert">
          {apiErrorMessage(error, 'Could not load the question.')}{' '}
          <Anchor component={Link} to="/question-search">
            Search for questions
          </Anchor>
        </Alert>
      </Container>
    );

  return (
    <Container size="md" py="xl">
      <Stack gap="md">
        <Stack gap={6}>
          <Group justify="space-between" align="flex-start" gap="xs">
            <Title order={1} fz="h2" style={{ minWidth: 0, overflowWrap: 'anywhere' }}>
              {question.title}
            </Title>
            <Badge size="lg" variant="filled" style={{ flexShrink: 0 }}>
              {question.totalMarks} mark{question.totalMarks === 1 ? '' : 's'}
            </Badge>
          </Group>
          <Group gap={6}>
            {question.commandWord && <Badge variant="outline">{question.commandWord}</Badge>}
            {question.difficulty && <Badge variant="outline">Difficulty {question.difficulty}/5</Badge>}
            {question.subjects.map((s) => (
              <Badge key={s} variant="outline" color="gray">
                {s}
              </Badge>
            ))}
          </Group>
          <TopicLinks question={question} />
          <SourceLine question={question} />
        </Stack>
        {(question.stem || question.hints.length > 0) && (
          <Paper withBorder p="md" radius="md">
            <Stack gap="sm">
              {question.stem && <RichText>{question.stem}</RichText>}
              <HintSteps hints={question.hints} label="the question" />
            </Stack>
          </Paper>
        )}
        {question.parts.map((part) => (
          <PartCard key={part.id} questionId={question.id} part={part} single={question.parts.length === 1} />
        ))}
        <Group justify="flex-end">
          <Button
            variant="subtle"
            color="gray"
            leftSection={<IconFlag size={16} />}
            onClick={() => setReporting(true)}
          >
            Report a problem
          </Button>
        </Group>
        <SimilarQuestions questionId={question.id} />
      </Stack>
      <ReportDialog questionId={question.id} opened={reporting} onClose={() => setReporting(false)} />
    </Container>
  );
}
