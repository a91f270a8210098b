import { Alert, List, Stack, Text } from '@mantine/core';
import type { QuizAnswerResult, QuizVerdict } from '@eps/contracts';
import { RichText } from '@/components/rich-text';

export const VERDICT_COLOURS: Record<QuizVerdict, string> = {
  correct: 'green',
  partly: 'yellow',
  incorrect: 'red',
  unreadable: 'orange',
};
export const VERDICT_TITLES: Record<QuizVerdict, string> = {
  correct: 'Correct',
  partly: 'Partly right',
  incorrect: 'Not right',
  unreadable: 'Could not read that answer',
};

/** How an answer was marked, with the right answer, the worked solution and the hints. */
export function ItemMarking({ result }: { result: QuizAnswerResult }) {
  const marked = result.verdict !== 'unreadable';
  return (
    <Stack gap="xs">
      <Alert
        color={VERDICT_COLOURS[result.verdict]}
        title={
          marked
            ? `${VERDICT_TITLES[result.verdict]}: ${result.score}/${result.maxScore}`
            : VERDICT_TITLES.unreadable
        }
        role="status"
      >
        <Text size="sm">{result.feedback}</Text>
        {marked && (
          <Text size="xs" c="dimmed" mt={4}>
            Marked by {result.markedBy}
          </Text>
        )}
      </Alert>
      {marked && result.expectedAnswer && (
        <div>
          <Text fw={600} size="sm">
            Answer
          </Text>
          <RichText inline size="sm">
            {result.expectedAnswer}
          </RichText>
        </div>
      )}
      {marked && result.workedSolution && (
        <div>
          <Text fw={600} size="sm">
            Worked solution
          </Text>
          <RichText size="sm">{result.workedSolution}</RichText>
        </div>
      )}
      {marked && result.hints.length > 0 && (
        <div>
          <Text fw={600} size="sm">
            Hints
          </Text>
          <List size="sm">
            {result.hints.map((hint) => (
              <List.Item key={hint}>
                <RichText inline size="sm">
                  {hint}
                </RichText>
              </List.Item>
            ))}
          </List>
        </div>
      )}
    </Stack>
  );
}
