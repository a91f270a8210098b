import { Alert, Button, Group, Paper, Stack, Text } from '@mantine/core';
import { REVIEW_RATINGS, type ReviewCard, type ReviewRating } from '@eps/contracts';
import { useEffect, useRef, useState } from 'react';
import { RichText } from '@/components/rich-text';
import { failureWithReason } from '@/lib/api';
import { useRateCardMutation } from '../quiz-generator-api';

const RATING_LABELS: Record<ReviewRating, string> = {
  again: 'Again',
  hard: 'Hard',
  good: 'Good',
  easy: 'Easy',
};
const RATING_COLOURS: Record<ReviewRating, string> = {
  again: 'red',
  hard: 'orange',
  good: 'green',
  easy: 'blue',
};

/**
 * The cards due, one at a time: recall the answer, show it, rate how it went (keys 1–4 once the answer
 * shows; Enter or Space shows it). The list is fixed when the session starts; `onDone` refreshes it.
 */
export function ReviewSession({ cards, onDone }: { cards: ReviewCard[]; onDone: () => void }) {
  const [index, setIndex] = useState(0);
  const [shown, setShown] = useState(false);
  const [rate, { isLoading, error }] = useRateCardMutation();
  const card = cards[index];
  const actions = useRef({ show: () => {}, rate: (_r: ReviewRating) => {} });

  const rateCard = async (rating: ReviewRating) => {
    if (!card || isLoading) return;
    const ok = await rate({ cardId: card.id, rating })
      .unwrap()
      .then(
        () => true,
        () => false,
      );
    if (!ok) return;
    setShown(false);
    if (index + 1 >= cards.length) onDone();
    else setIndex(index + 1);
  };
  actions.current = { show: () => setShown(true), rate: (r) => void rateCard(r) };

  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      if (e.target instanceof HTMLButtonElement || e.target instanceof HTMLInputElement) return;
      if (!shown && (e.key === 'Enter' || e.key === ' ')) {
        e.preventDefault();
        actions.current.show();
      }
      const n = Number(e.key);
      if (shown && n >= 1 && n <= 4) actions.current.rate(REVIEW_RATINGS[n - 1]);
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [shown]);

  if (!card) return null;
  return (
    <Paper withBorder p="md" radius="md" aria-label="Review session" component="section">
      <Stack gap="sm">
        <Text size="sm" c="dimmed">
          Card {index + 1} of {cards.length} · {card.content.sourceTitle}
        </Text>
        <RichText>{card.content.prompt}</RichText>
        {card.content.choices && (
          <Text size="sm" c="dimmed">
            Options: {card.content.choices.join(' · ')}
          </Text>
        )}
        {!shown ? (
          <Button variant="light" onClick={() => setShown(true)}>
            Show answer
          </Button>
        ) : (
          <Stack gap="xs">
            {card.content.expectedAnswer && (
              <div>
                <Text fw={600} size="sm">
                  Answer
                </Text>
                <RichText inline size="sm">
                  {card.content.expectedAnswer}
                </RichText>
              </div>
            )}
            {card.content.workedSolution && <RichText size="sm">{card.content.workedSolution}</RichText>}
            <Text size="sm">How well did you remember it?</Text>
            <Group gap="xs" grow>
              {REVIEW_RATINGS.map((r, i) => (
                <Button
                  key={r}
                  color={RATING_COLOURS[r]}
                  loading={isLoading}
                  onClick={() => void rateCard(r)}
                >
                  {`${i + 1} ${RATING_LABELS[r]}`}
                </Button>
              ))}
            </Group>
          </Stack>
        )}
        {error && (
          <Alert color="red" role="alert">
            {failureWithReason('Could not save the rating', error)}
          </Alert>
        )}
      </Stack>
    </Paper>
  );
}
