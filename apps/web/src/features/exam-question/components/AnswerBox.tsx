import { Alert, Button, Group, Radio, Stack, TextInput } from '@mantine/core';
import type { AttemptResult, QuestionPartDetail } from '@eps/contracts';
import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { RichText } from '@/components/rich-text';
import { failureWithReason } from '@/lib/api';
import { useCheckAnswerMutation } from '../exam-question-api';

const VERDICT_COLOURS: Record<AttemptResult['verdict'], string> = {
  correct: 'green',
  incorrect: 'red',
  unreadable: 'orange',
  'not-auto-marked': 'blue',
};
const VERDICT_TITLES: Record<AttemptResult['verdict'], string> = {
  correct: 'Correct',
  incorrect: 'Not right yet',
  unreadable: 'Could not read that answer',
  'not-auto-marked': 'Answer saved',
};

/** Answers in words go to /exam-grader to be marked point by point against the mark scheme. */
const GRADED_IN_WORDS: ReadonlySet<QuestionPartDetail['answerType']> = new Set(['short-text', 'extended']);

const PLACEHOLDERS: Partial<Record<QuestionPartDetail['answerType'], string>> = {
  numeric: 'A number, e.g. 0.5, 1/2 or 5e-1',
  algebraic: 'An expression, e.g. 2(x+1)',
};

/** One part's answer: a text box (radio buttons for multiple choice) checked on the server. */
export function AnswerBox({
  questionId,
  part,
  single,
}: {
  questionId: string;
  part: QuestionPartDetail;
  /** The question's only part: its box is just "Your answer". */
  single: boolean;
}) {
  const [answer, setAnswer] = useState('');
  const [check, { data: result, error, isLoading, reset }] = useCheckAnswerMutation();
  const navigate = useNavigate();
  const label = single ? 'Your answer' : `Your answer to part (${part.label})`;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (answer.trim()) void check({ questionId, partId: part.id, answer });
  };
  const grade = () =>
    void navigate(`/exam-grader?${new URLSearchParams({ question: questionId, part: part.id })}`, {
      state: { answer },
    });
  const change = (value: string) => {
    setAnswer(value);
    if (result || error) reset();
  };

  return (
    <form onSubmit={submit} aria-label={`Answer part (${part.label})`}>
      <Stack gap="xs">
        {part.answerType === 'multiple-choice' && part.choices ? (
          <Radio.Group label={label} value={answer} onChange={change}>
            <Stack gap={6} mt={6}>
              {part.choices.map((choice) => (
                <Radio
                  key={choice}
                  value={choice}
                  label={
                    <RichText inline size="sm">
                      {choice}
                    </RichText>
                  }
                />
              ))}
            </Stack>
          </Radio.Group>
        ) : (
          <TextInput
            label={label}
            placeholder={PLACEHOLDERS[part.answerType] ?? 'Your answer'}
            value={answer}
            onChange={(e) => change(e.currentTarget.value)}
            rightSection={part.units ? <span aria-hidden>{part.units}</span> : undefined}
            rightSectionWidth={part.units ? Math.min(140, 16 + part.units.length * 8) : undefined}
            description={part.units ? `In ${part.units}, or another unit of the same kind` : undefined}
            maxLength={300}
          />
        )}
        <Group>
          <Button type="submit" loading={isLoading} disabled={!answer.trim()}>
            Check answer
          </Button>
          {GRADED_IN_WORDS.has(part.answerType) && (
            <Button variant="light" onClick={grade} disabled={!answer.trim()}>
              Grade this answer
            </Button>
          )}
        </Group>
        {result && (
          <Alert color={VERDICT_COLOURS[result.verdict]} title={VERDICT_TITLES[result.verdict]} role="status">
            {/* "Correct." under the title "Correct" would say it twice. */}
            {result.feedback !== `${VERDICT_TITLES[result.verdict]}.` && result.feedback}
            {result.acceptedAnswer && (
              <RichText size="sm" mt={4}>{`Accepted answer: ${result.acceptedAnswer}`}</RichText>
            )}
          </Alert>
        )}
        {error && (
          <Alert color="red" role="alert">
            {failureWithReason('Could not check the answer', error)}
          </Alert>
        )}
      </Stack>
    </form>
  );
}
