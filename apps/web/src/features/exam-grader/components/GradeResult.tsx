import { Alert, Badge, Button, Group, List, Stack, Text, Title } from '@mantine/core';
import { IconAlertTriangle, IconRefresh } from '@tabler/icons-react';
import type { GradedPoint, GraderMarkResult } from '@eps/contracts';
import { RichText } from '@/components/rich-text';
import { FLAG_EXPLANATIONS, marksText } from '../lib/words';
import { HighlightedAnswer } from './HighlightedAnswer';
import { PointList } from './PointList';

export interface Graded {
  result: GraderMarkResult;
  /** The answer exactly as it was marked (the box may have been edited since). */
  answer: string;
}

interface GradeResultProps {
  graded: Graded;
  /** The answer box no longer holds the marked answer. */
  edited: boolean;
  marking: boolean;
  onMarkAgain: () => void;
}

const ENGINE_NAMES: Record<GraderMarkResult['engine'], string> = {
  offline: 'Marked offline',
  openai: 'Marked by the AI model',
};

/** What a full-mark answer has that this one lacks: the points not awarded. */
function FullMarkAdds({ points }: { points: GradedPoint[] }) {
  const lacking = points.filter((p) => !p.awarded);
  return (
    <section aria-labelledby="full-mark-heading">
      <Text id="full-mark-heading" size="sm" fw={600} mb={4}>
        What a full-mark answer adds
      </Text>
      {lacking.length === 0 ? (
        <Text size="sm">Nothing: every marking point is there.</Text>
      ) : (
        <List size="sm" spacing={4}>
          {lacking.map((p, i) => (
            <List.Item key={i}>
              <RichText size="sm" inline>
                {p.point}
              </RichText>{' '}
              <Text span size="xs" c="dimmed">
                ({marksText(p.marks)}
                {p.verdict === 'contradicted' && ', and drop what contradicts it'}
                {p.verdict === 'rejected' && ', in words the mark scheme accepts'})
              </Text>
            </List.Item>
          ))}
        </List>
      )}
    </section>
  );
}

/** The marks point by point, how sure each is, the evidence in the answer, and what is still missing. */
export function GradeResult({ graded, edited, marking, onMarkAgain }: GradeResultProps) {
  const { result, answer } = graded;
  return (
    <Stack gap="sm" aria-labelledby="result-heading" component="section">
      <Group justify="space-between" align="center" gap="xs">
        <Title order={2} size="h3" id="result-heading">
          {result.score} / {marksText(result.maxScore)}
        </Title>
        <Badge variant="light" color="gray">
          {ENGINE_NAMES[result.engine]}
        </Badge>
      </Group>
      {result.borderline && (
        <Alert color="orange" icon={<IconAlertTriangle aria-hidden />} title="Borderline — ask your teacher">
          Automatic marks are least reliable for answers like this one (partly right, or a decision the marker
          was unsure of). Treat these marks as a guide and check them with your teacher.
        </Alert>
      )}
      {result.flags.map((flag) => (
        <Alert key={flag} color="yellow" role="note">
          {FLAG_EXPLANATIONS[flag]}
        </Alert>
      ))}
      <Text size="sm">{result.feedback}</Text>
      {edited && (
        <Alert color="blue" role="status">
          <Group justify="space-between" gap="xs">
            <Text size="sm">You have changed your answer since it was marked.</Text>
            <Button
              size="xs"
              leftSection={<IconRefresh size={16} aria-hidden />}
              loading={marking}
              onClick={onMarkAgain}
            >
              Mark again
            </Button>
          </Group>
        </Alert>
      )}
      <PointList points={result.points} />
      <HighlightedAnswer answer={answer} points={result.points} />
      <FullMarkAdds points={result.points} />
    </Stack>
  );
}
