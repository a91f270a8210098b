import { Badge, Button, Group, List, Paper, Stack, Text, Title } from '@mantine/core';
import type { QuestionPartDetail } from '@eps/contracts';
import { useState } from 'react';
import { RichText } from '@/components/rich-text';
import { AnswerBox } from './AnswerBox';
import { HintSteps } from './HintSteps';

const marksText = (marks: number) => `${marks} mark${marks === 1 ? '' : 's'}`;

function MarkScheme({ part }: { part: QuestionPartDetail }) {
  return (
    <List spacing={4} size="sm" aria-label={`Mark scheme for part (${part.label})`}>
      {part.markScheme.map((point, i) => (
        <List.Item key={i}>
          <Group gap={6} wrap="nowrap" align="flex-start">
            <Badge size="sm" variant="light" style={{ flexShrink: 0 }}>
              {point.marks}
            </Badge>
            <div>
              <RichText size="sm">{point.point}</RichText>
              {point.alternatives.length > 0 && (
                <RichText size="xs" c="dimmed">{`Also accept: ${point.alternatives.join('; ')}`}</RichText>
              )}
              {point.reject.length > 0 && (
                <RichText size="xs" c="dimmed">{`Do not accept: ${point.reject.join('; ')}`}</RichText>
              )}
            </div>
          </Group>
        </List.Item>
      ))}
    </List>
  );
}

/** One part: its prompt and marks, hints, the answer box, and the mark scheme and worked solution on request. */
export function PartCard({
  questionId,
  part,
  single,
}: {
  questionId: string;
  part: QuestionPartDetail;
  single: boolean;
}) {
  const [showScheme, setShowScheme] = useState(false);
  const [showSolution, setShowSolution] = useState(false);
  return (
    <Paper withBorder p="md" radius="md" component="section" aria-labelledby={`part-${part.id}`}>
      <Stack gap="sm">
        <Group justify="space-between" align="flex-start" wrap="nowrap">
          <Title order={3} size="h5" id={`part-${part.id}`}>
            {single ? 'Question' : `Part (${part.label})`}
          </Title>
          <Badge variant="outline" style={{ flexShrink: 0 }}>
            {marksText(part.marks)}
          </Badge>
        </Group>
        {part.prompt && <RichText>{part.prompt}</RichText>}
        <HintSteps hints={part.hints} label={`part (${part.label})`} />
        <AnswerBox questionId={questionId} part={part} single={single} />
        <Group gap="xs">
          <Button
            variant="default"
            size="xs"
            aria-expanded={showScheme}
            onClick={() => setShowScheme((v) => !v)}
          >
            {showScheme ? 'Hide mark scheme' : 'Show mark scheme'}
          </Button>
          {part.workedSolution && (
            <Button
              variant="default"
              size="xs"
              aria-expanded={showSolution}
              onClick={() => setShowSolution((v) => !v)}
            >
              {showSolution ? 'Hide worked solution' : 'Show worked solution'}
            </Button>
          )}
        </Group>
        {showScheme && (
          <Stack gap={4}>
            <Text size="sm" fw={600}>
              Mark scheme
            </Text>
            <MarkScheme part={part} />
          </Stack>
        )}
        {showSolution && part.workedSolution && (
          <Stack gap={4}>
            <Text size="sm" fw={600}>
              Worked solution
            </Text>
            <RichText size="sm">{part.workedSolution}</RichText>
          </Stack>
        )}
      </Stack>
    </Paper>
  );
}
