import { Alert, Badge, Button, Group, Paper, Progress, Stack, Text } from '@mantine/core';
import type { Quiz, QuizAnswerResult } from '@eps/contracts';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { RichText } from '@/components/rich-text';
import { failureWithReason } from '@/lib/api';
import { useAnswerQuizItemMutation } from '../quiz-generator-api';
import { AnswerInput } from './AnswerInput';
import { ITEM_TYPE_LABELS } from './QuizBuilder';
import { ItemMarking } from './ItemMarking';

const firstUnanswered = (quiz: Quiz) => {
  const i = quiz.items.findIndex((item) => !item.result);
  return i < 0 ? quiz.items.length : i;
};

/** True when a key press is typing into a text field (its Enter and digits belong to the field). */
const typing = (target: EventTarget | null) =>
  target instanceof HTMLTextAreaElement || (target instanceof HTMLInputElement && target.type === 'text');

/**
 * One item at a time: answer, see it marked with the solution, go on. Enter checks (or goes on once
 * marked); keys 1–4 pick an option. After the last item, `onFinished` shows the results.
 */
export function QuizRunner({ quiz, onFinished }: { quiz: Quiz; onFinished: () => void }) {
  const [index, setIndex] = useState(() => firstUnanswered(quiz));
  const [answer, setAnswer] = useState('');
  const [marked, setMarked] = useState<QuizAnswerResult | null>(null);
  const [send, { isLoading, error, reset }] = useAnswerQuizItemMutation();
  const item = quiz.items[index];
  const result = marked ?? item?.result ?? null;
  const done = result !== null && result.verdict !== 'unreadable';
  const keys = useRef({ submit: () => {}, next: () => {} });

  const submit = async () => {
    if (!item || done || isLoading || !answer.trim()) return;
    const r = await send({ quizId: quiz.id, itemId: item.id, answer })
      .unwrap()
      .catch(() => null);
    if (r) setMarked(r);
  };
  const next = () => {
    if (index + 1 >= quiz.items.length) return onFinished();
    setIndex(index + 1);
    setAnswer('');
    setMarked(null);
    reset();
  };
  keys.current = { submit: () => void submit(), next };

  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      if (e.key === 'Enter' && !typing(e.target) && !(e.target instanceof HTMLButtonElement)) {
        e.preventDefault();
        if (done) keys.current.next();
        else keys.current.submit();
      }
      const n = Number(e.key);
      if (!done && item?.choices && !typing(e.target) && n >= 1 && n <= item.choices.length)
        setAnswer(item.choices[n - 1]);
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [done, item]);

  if (!item)
    return (
      <Button onClick={onFinished} w="fit-content">
        See results
      </Button>
    );
  const onForm = (e: FormEvent) => {
    e.preventDefault();
    if (done) next();
    else void submit();
  };

  return (
    <Paper withBorder p="md" radius="md">
      <form onSubmit={onForm} aria-label={`Item ${index + 1} of ${quiz.items.length}`}>
        <Stack gap="sm">
          <Group justify="space-between" gap="xs">
            <Text size="sm" c="dimmed">
              Item {index + 1} of {quiz.items.length}
            </Text>
            <Badge variant="light">{ITEM_TYPE_LABELS[item.type]}</Badge>
          </Group>
          <Progress value={(100 * index) / quiz.items.length} size="xs" aria-hidden />
          <RichText>{item.prompt}</RichText>
          <Text size="xs" c="dimmed">
            {item.marks} {item.marks === 1 ? 'mark' : 'marks'} · {item.sourceTitle}
          </Text>
          <AnswerInput
            key={item.id}
            item={item}
            value={result && done ? result.answer : answer}
            onChange={(v) => {
              setAnswer(v);
              if (marked?.verdict === 'unreadable') setMarked(null);
            }}
            onSubmit={() => (done ? next() : void submit())}
            disabled={done}
          />
          {error && (
            <Alert color="red" role="alert">
              {failureWithReason('Could not check the answer', error)}
            </Alert>
          )}
          {result && <ItemMarking result={result} />}
          <Group justify="flex-end">
            {done ? (
              <Button type="submit">{index + 1 >= quiz.items.length ? 'See results' : 'Next'}</Button>
            ) : (
              <Button type="submit" loading={isLoading} disabled={!answer.trim()}>
                Check
              </Button>
            )}
          </Group>
        </Stack>
      </form>
    </Paper>
  );
}
