import { Alert, Button, Container, Grid, Group, List, Loader, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import type { FetchBaseQueryError } from '@reduxjs/toolkit/query';
import { ZApiErrorSchema, type AuthoredQuestion } from '@eps/contracts';
import { apiErrorMessage } from '@/lib/api';
import { useSession } from '@/lib/session';
import { BulkImport } from './components/BulkImport';
import { MyQuestions } from './components/MyQuestions';
import { QuestionForm } from './components/QuestionForm';
import { QuestionPreview } from './components/QuestionPreview';
import { emptyQuestion, fromQuestion, toSaveRequest, type QuestionForm as Form } from './lib/question-form';
import { statusLabel } from './lib/status-label';
import {
  useCreateQuestionMutation,
  useEditableQuestionQuery,
  useUpdateQuestionMutation,
} from './question-editor-api';

/** The server's message and the fields it names, for an author to fix. */
function problemsOf(error: unknown): { message: string; details: string[] } {
  const parsed = ZApiErrorSchema.safeParse((error as FetchBaseQueryError | undefined)?.data);
  return {
    message: apiErrorMessage(error as FetchBaseQueryError, 'Could not save the question. Try again.'),
    details: parsed.success ? (parsed.data.details ?? []).map((d) => `${d.path}: ${d.message}`) : [],
  };
}

/** /questions/edit (a new question, bulk import, the author's list) and /questions/edit/:id. */
export function QuestionEditorPage() {
  const { id } = useParams();
  const { user, isGuest } = useSession();
  const editable = useEditableQuestionQuery(id ?? '', { skip: !id || isGuest });
  const heading = id ? 'Edit Question' : 'Upload a Question';

  if (isGuest || !user) {
    return (
      <Container size="sm" py="xl">
        <Stack gap="sm" align="flex-start">
          <Title order={1}>{heading}</Title>
          <Text>Guests cannot write questions. Create a free account to suggest one for the bank.</Text>
          <Button component={Link} to="/register">
            Create an account
          </Button>
        </Stack>
      </Container>
    );
  }
  return (
    <Container size="xl" py="lg">
      <Stack gap="md">
        <Title order={1}>{heading}</Title>
        {id && editable.isLoading && <Loader aria-label="Loading the question" />}
        {id && editable.error && (
          <Alert color="red">{apiErrorMessage(editable.error, 'Could not open this question.')}</Alert>
        )}
        {(!id || editable.data) && (
          <Editor
            key={id ?? 'new'}
            id={id}
            isStudent={user.role === 'student'}
            question={editable.data?.question}
            initial={
              editable.data ? fromQuestion(editable.data.content, editable.data.topics) : emptyQuestion()
            }
          />
        )}
        <Grid>
          <Grid.Col span={{ base: 12, md: id ? 12 : 5 }}>
            <MyQuestions />
          </Grid.Col>
          {!id && (
            <Grid.Col span={{ base: 12, md: 7 }}>
              <BulkImport />
            </Grid.Col>
          )}
        </Grid>
      </Stack>
    </Container>
  );
}

interface EditorProps {
  id: string | undefined;
  isStudent: boolean;
  question: AuthoredQuestion | undefined;
  initial: Form;
}

function Editor({ id, isStudent, question, initial }: EditorProps) {
  const [form, setForm] = useState(initial);
  const [saved, setSaved] = useState<AuthoredQuestion | null>(null);
  const [create, created] = useCreateQuestionMutation();
  const [update, updated] = useUpdateQuestionMutation();
  const navigate = useNavigate();
  const saving = created.isLoading || updated.isLoading;
  const error = created.error ?? updated.error;
  const current = saved ?? question;

  const save = async (submit: boolean) => {
    const body = toSaveRequest(form, submit);
    const result = id ? await update({ id, body }) : await create(body);
    if (!('data' in result) || !result.data) return;
    setSaved(result.data);
    if (!id) void navigate(`/questions/edit/${result.data.id}`, { replace: true });
  };
  const problems = error ? problemsOf(error) : null;
  return (
    <Grid>
      <Grid.Col span={{ base: 12, md: 7 }}>
        <QuestionForm form={form} onChange={setForm} />
      </Grid.Col>
      <Grid.Col span={{ base: 12, md: 5 }}>
        <Stack gap="sm" style={{ position: 'sticky', top: 76 }}>
          <QuestionPreview form={form} />
          {current && (
            <Text size="sm" role="status">
              Status: <b>{statusLabel(current).label}</b>
              {current.review?.reason ? ` — reviewer: ${current.review.reason}` : ''}
            </Text>
          )}
          {problems && (
            <Alert color="red" title={problems.message}>
              {problems.details.length > 0 && (
                <List size="sm">
                  {problems.details.map((d) => (
                    <List.Item key={d}>{d}</List.Item>
                  ))}
                </List>
              )}
            </Alert>
          )}
          <Group gap="xs">
            {!isStudent && (
              <Button variant="default" loading={saving} onClick={() => void save(false)}>
                Save draft
              </Button>
            )}
            <Button loading={saving} onClick={() => void save(true)}>
              {isStudent ? 'Suggest for review' : 'Submit for review'}
            </Button>
          </Group>
        </Stack>
      </Grid.Col>
    </Grid>
  );
}
