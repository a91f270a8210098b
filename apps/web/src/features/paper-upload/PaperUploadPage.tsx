import { Alert, Button, Card, Container, Grid, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { Link } from 'react-router';
import type { PaperUpload } from '@eps/contracts';
import { useSession } from '@/lib/session';
import { MyUploads } from './components/MyUploads';
import { PaperUploadForm } from './components/PaperUploadForm';
import { emptyPaperForm } from './lib/paper-form';
import { useUploadPaperMutation } from './paper-upload-api';

const TITLE = 'Upload a Paper';

/**
 * /upload: a whole paper (question paper and mark scheme PDFs with what they are) sent for review, and
 * the uploader's papers with their outcome. Guests cannot upload, as they cannot write questions.
 */
export function PaperUploadPage() {
  const { user, isGuest } = useSession();
  const [upload, { isLoading, error }] = useUploadPaperMutation();
  const [sent, setSent] = useState<PaperUpload | null>(null);
  /** A new form after each upload, so the next paper starts empty. */
  const [formKey, setFormKey] = useState(0);

  if (isGuest || !user) {
    return (
      <Container size="sm" py="xl">
        <Stack gap="sm" align="flex-start">
          <Title order={1}>{TITLE}</Title>
          <Text>Guests cannot upload papers. Create a free account to send one for review.</Text>
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
        <div>
          <Title order={1}>{TITLE}</Title>
          <Text c="dimmed" size="sm">
            Send a past paper with its mark scheme. An admin checks it; once approved it appears in Past
            Papers for everyone.
            {user.role === 'student' ? ' Papers from students are sent as suggestions.' : ''}
          </Text>
        </div>
        {sent && (
          <Alert color="green" role="status" withCloseButton onClose={() => setSent(null)}>
            {sent.title} was sent for review (version {sent.version}). You will see the outcome under My
            uploads.
          </Alert>
        )}
        <Grid>
          <Grid.Col span={{ base: 12, md: 7 }}>
            <Card withBorder radius="md" padding="md" component="section" aria-label="The paper">
              <PaperUploadForm
                key={formKey}
                initial={emptyPaperForm()}
                filesRequired
                submitLabel="Submit for review"
                saving={isLoading}
                error={error}
                send={async (body) => (await upload(body)).data}
                onSent={(u) => {
                  setSent(u);
                  setFormKey((k) => k + 1);
                }}
              />
            </Card>
          </Grid.Col>
          <Grid.Col span={{ base: 12, md: 5 }}>
            <MyUploads onResubmitted={setSent} />
          </Grid.Col>
        </Grid>
      </Stack>
    </Container>
  );
}
