import {
  Alert,
  Button,
  Checkbox,
  Group,
  NumberInput,
  SegmentedControl,
  Select,
  Stack,
  Textarea,
} from '@mantine/core';
import {
  QUIZ_DEFAULT_ITEMS,
  QUIZ_ITEM_TYPES,
  QUIZ_MAX_ITEMS,
  type CreateQuizRequest,
  type Quiz,
  type QuizDifficulty,
  type QuizItemType,
} from '@eps/contracts';
import { useState, type FormEvent } from 'react';
import { failureWithReason } from '@/lib/api';
import { useCreateQuizMutation, useQuizDocumentsQuery } from '../quiz-generator-api';
import { QuestionPicker } from './QuestionPicker';
import { TopicTreePicker } from './TopicTreePicker';

type Source = 'topics' | 'questions' | 'document' | 'notes';

export const ITEM_TYPE_LABELS: Record<QuizItemType, string> = {
  'multiple-choice': 'Multiple choice',
  numeric: 'Numeric',
  algebraic: 'Algebraic',
  'true-false': 'True/false',
  'short-answer': 'Short answer',
};

/** Where the quiz comes from (topics, bank questions, a document, notes), its length, types and difficulty. */
export function QuizBuilder({ onCreated }: { onCreated: (quiz: Quiz) => void }) {
  const [source, setSource] = useState<Source>('topics');
  const [topicIds, setTopicIds] = useState<string[]>([]);
  const [questionIds, setQuestionIds] = useState<string[]>([]);
  const [documentId, setDocumentId] = useState<string | null>(null);
  const [notes, setNotes] = useState('');
  const [count, setCount] = useState<number>(QUIZ_DEFAULT_ITEMS);
  const [types, setTypes] = useState<string[]>([...QUIZ_ITEM_TYPES]);
  const [difficulty, setDifficulty] = useState<QuizDifficulty>('mixed');
  const documents = useQuizDocumentsQuery(undefined, { skip: source !== 'document' });
  const [create, { isLoading, error }] = useCreateQuizMutation();

  const chosen: Partial<CreateQuizRequest> | null =
    source === 'topics' && topicIds.length
      ? { topicIds }
      : source === 'questions' && questionIds.length
        ? { questionIds }
        : source === 'document' && documentId
          ? { documentId }
          : source === 'notes' && notes.trim()
            ? { notes }
            : null;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!chosen || !types.length) return;
    const body = { ...chosen, count, types: types as QuizItemType[], difficulty };
    const quiz = await create(body)
      .unwrap()
      .catch(() => null);
    if (quiz) onCreated(quiz);
  };

  return (
    <form onSubmit={submit} aria-label="Make a quiz">
      <Stack gap="sm">
        <SegmentedControl
          fullWidth
          aria-label="Make the quiz from"
          value={source}
          onChange={(v) => setSource(v as Source)}
          data={[
            { value: 'topics', label: 'Topics' },
            { value: 'questions', label: 'Questions' },
            { value: 'document', label: 'Document' },
            { value: 'notes', label: 'Notes' },
          ]}
        />
        {source === 'topics' && <TopicTreePicker value={topicIds} onChange={setTopicIds} />}
        {source === 'questions' && <QuestionPicker value={questionIds} onChange={setQuestionIds} />}
        {source === 'document' && (
          <Select
            label="One of your documents"
            placeholder={documents.data?.documents.length === 0 ? 'No documents yet' : 'Choose a document'}
            data={(documents.data?.documents ?? []).map((d) => ({
              value: d.id,
              label: `${d.title} (${d.kind})`,
            }))}
            value={documentId}
            onChange={setDocumentId}
          />
        )}
        {source === 'notes' && (
          <Textarea
            label="Your notes"
            description="Paste at least 200 characters: definitions, facts, formulas."
            autosize
            minRows={5}
            maxRows={12}
            value={notes}
            onChange={(e) => setNotes(e.currentTarget.value)}
          />
        )}
        <Checkbox.Group label="Item types" value={types} onChange={setTypes}>
          <Group gap="sm" mt={4}>
            {QUIZ_ITEM_TYPES.map((t) => (
              <Checkbox key={t} value={t} label={ITEM_TYPE_LABELS[t]} size="xs" />
            ))}
          </Group>
        </Checkbox.Group>
        <Group grow align="flex-start">
          <NumberInput
            label="Items"
            min={1}
            max={QUIZ_MAX_ITEMS}
            value={count}
            onChange={(v) => setCount(typeof v === 'number' ? v : QUIZ_DEFAULT_ITEMS)}
          />
          <Select
            label="Difficulty"
            data={[
              { value: 'mixed', label: 'Mixed' },
              { value: 'easy', label: 'Easy' },
              { value: 'medium', label: 'Medium' },
              { value: 'hard', label: 'Hard' },
            ]}
            value={difficulty}
            allowDeselect={false}
            onChange={(v) => setDifficulty((v ?? 'mixed') as QuizDifficulty)}
          />
        </Group>
        {error && (
          <Alert color="red" role="alert">
            {failureWithReason('Could not make the quiz', error)}
          </Alert>
        )}
        <Button type="submit" loading={isLoading} disabled={!chosen || !types.length}>
          Make quiz
        </Button>
      </Stack>
    </form>
  );
}
