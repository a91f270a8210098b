import { Alert, Badge, Button, Group, Loader, Paper, Select, Stack, Text, Title } from '@mantine/core';
import type { QuestionPartDetail } from '@eps/contracts';
import { useState } from 'react';
import { RichText } from '@/components/rich-text';
import { apiErrorMessage } from '@/lib/api';
import { useBankQuestionQuery } from '../exam-grader-api';
import { marksText } from '../lib/words';
import { SchemeList } from './SchemeList';

/** The Select's value for "mark every part". */
const WHOLE_QUESTION = 'whole';

interface BankQuestionProps {
  questionId: string;
  /** null: the whole question. */
  partId: string | null;
  onPart: (partId: string | null) => void;
  onChangeQuestion: () => void;
}

const partName = (part: QuestionPartDetail) => `Part (${part.label})`;

/** The picked bank question: its stem, a part picker when it has several, and its mark scheme on request. */
export function BankQuestion({ questionId, partId, onPart, onChangeQuestion }: BankQuestionProps) {
  const { data: question, error, isLoading } = useBankQuestionQuery(questionId);
  const [showScheme, setShowScheme] = useState(false);

  if (isLoading) return <Loader size="sm" aria-label="Loading the question" />;
  if (error || !question)
    return (
      <Stack gap="xs" align="flex-start">
        <Alert color="red" role="alert">
          {apiErrorMessage(error, 'Could not load the question.')}
        </Alert>
        <Button variant="default" size="xs" onClick={onChangeQuestion}>
          Choose another question
        </Button>
      </Stack>
    );

  const parts = partId ? question.parts.filter((p) => p.id === partId) : question.parts;
  const single = question.parts.length === 1;
  return (
    <Paper withBorder p="sm" radius="md">
      <Stack gap="xs">
        <Group justify="space-between" align="flex-start" wrap="nowrap" gap="xs">
          <Title order={2} size="h5" style={{ overflowWrap: 'anywhere', minWidth: 0 }}>
            {question.title}
          </Title>
          <Badge variant="outline" style={{ flexShrink: 0 }}>
            {marksText(parts.reduce((s, p) => s + p.marks, 0))}
          </Badge>
        </Group>
        {question.stem && <RichText size="sm">{question.stem}</RichText>}
        {!single && (
          <Select
            label="Part to mark"
            value={partId ?? WHOLE_QUESTION}
            onChange={(value) => onPart(!value || value === WHOLE_QUESTION ? null : value)}
            allowDeselect={false}
            data={[
              { value: WHOLE_QUESTION, label: 'Whole question' },
              ...question.parts.map((p) => ({ value: p.id, label: partName(p) })),
            ]}
          />
        )}
        {parts.map((part) => (
          <Stack key={part.id} gap={2}>
            {!single && (
              <Text size="xs" fw={600}>
                {partName(part)} · {marksText(part.marks)}
              </Text>
            )}
            {part.prompt && <RichText size="sm">{part.prompt}</RichText>}
          </Stack>
        ))}
        <Group gap="xs">
          <Button
            variant="default"
            size="xs"
            aria-expanded={showScheme}
            onClick={() => setShowScheme((v) => !v)}
          >
            {showScheme ? 'Hide mark scheme' : 'Show mark scheme'}
          </Button>
          <Button variant="subtle" size="xs" onClick={onChangeQuestion}>
            Choose another question
          </Button>
        </Group>
        {showScheme && (
          <SchemeList
            points={parts.flatMap((p) =>
              p.markScheme.map((m) => ({ ...m, partLabel: single ? null : p.label })),
            )}
          />
        )}
      </Stack>
    </Paper>
  );
}
