import {
  Alert,
  Autocomplete,
  Button,
  FileInput,
  Group,
  NumberInput,
  Select,
  SimpleGrid,
  Stack,
  Textarea,
  TextInput,
} from '@mantine/core';
import { IconFileTypePdf } from '@tabler/icons-react';
import { useState } from 'react';
import { PAPER_SESSIONS, PAPER_UPLOAD_MAX_MB, type PaperUpload, type Syllabus } from '@eps/contracts';
import { apiErrorMessage } from '@/lib/api';
import type { SerializedError } from '@reduxjs/toolkit';
import type { FetchBaseQueryError } from '@reduxjs/toolkit/query';
import {
  paperFormData,
  validatePaperForm,
  type PaperFormErrors,
  type PaperFormValues,
} from '../lib/paper-form';
import { useUploadSyllabusesQuery } from '../paper-upload-api';

interface PaperUploadFormProps {
  initial: PaperFormValues;
  /** A resubmission keeps the files already sent unless new ones are chosen. */
  filesRequired: boolean;
  submitLabel: string;
  /** Sends the multipart body; resolves to the saved upload, or undefined when the server refused it. */
  send: (body: FormData) => Promise<PaperUpload | undefined>;
  saving: boolean;
  error: FetchBaseQueryError | SerializedError | undefined;
  onSent: (upload: PaperUpload) => void;
}

const THIS_YEAR = new Date().getFullYear();

/** The picker's options grouped by qualification (A-level, AP, IB), as the list is ordered. */
function syllabusGroups(syllabuses: readonly Syllabus[]) {
  const groups = new Map<string, Array<{ value: string; label: string }>>();
  for (const s of syllabuses) {
    const items = groups.get(s.qualification) ?? [];
    items.push({ value: s.id, label: s.title });
    groups.set(s.qualification, items);
  }
  return [...groups].map(([group, items]) => ({ group, items }));
}

/** The paper's syllabus, year, session and number, optional details, and its two PDFs. */
export function PaperUploadForm(props: PaperUploadFormProps) {
  const { initial, filesRequired, submitLabel, send, saving, error, onSent } = props;
  const [values, setValues] = useState(initial);
  const [errors, setErrors] = useState<PaperFormErrors>({});
  const syllabuses = useUploadSyllabusesQuery();
  const set = <K extends keyof PaperFormValues>(key: K, value: PaperFormValues[K]) => {
    setValues((v) => ({ ...v, [key]: value }));
    setErrors((e) => ({ ...e, [key]: undefined }));
  };
  const groups = syllabusGroups(syllabuses.data?.syllabuses ?? []);

  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    const found = validatePaperForm(values, filesRequired);
    setErrors(found);
    if (Object.keys(found).length) return;
    const saved = await send(paperFormData(values));
    if (saved) onSent(saved);
  };
  const fileHint = filesRequired
    ? `PDF, at most ${PAPER_UPLOAD_MAX_MB} MB.`
    : `Leave empty to keep the file you sent. PDF, at most ${PAPER_UPLOAD_MAX_MB} MB.`;

  return (
    <form onSubmit={(e) => void submit(e)} noValidate>
      <Stack gap="sm">
        <Select
          label="Syllabus"
          placeholder={syllabuses.isError ? 'Syllabuses could not be loaded' : 'Choose a syllabus'}
          data={groups}
          searchable
          required
          value={values.syllabusId}
          error={errors.syllabusId}
          onChange={(v) => set('syllabusId', v)}
        />
        <SimpleGrid cols={{ base: 1, xs: 3 }} spacing="sm">
          <NumberInput
            label="Year"
            required
            min={1990}
            max={THIS_YEAR + 1}
            allowDecimal={false}
            value={values.year}
            error={errors.year}
            onChange={(v) => set('year', v)}
          />
          <Autocomplete
            label="Session"
            required
            placeholder="May/June"
            data={[...PAPER_SESSIONS]}
            value={values.session}
            error={errors.session}
            onChange={(v) => set('session', v)}
          />
          <NumberInput
            label="Paper number"
            required
            min={1}
            max={20}
            allowDecimal={false}
            value={values.paperNumber}
            error={errors.paperNumber}
            onChange={(v) => set('paperNumber', v)}
          />
        </SimpleGrid>
        <TextInput
          label="Title"
          description="Optional: the paper's name on its cover, such as Mechanics and materials."
          maxLength={200}
          value={values.title}
          onChange={(e) => set('title', e.currentTarget.value)}
        />
        <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
          <NumberInput
            label="Time allowed (minutes)"
            min={5}
            max={300}
            allowDecimal={false}
            value={values.timeAllowedMinutes}
            onChange={(v) => set('timeAllowedMinutes', v)}
          />
          <NumberInput
            label="Total marks"
            min={1}
            max={500}
            allowDecimal={false}
            value={values.totalMarks}
            onChange={(v) => set('totalMarks', v)}
          />
        </SimpleGrid>
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
          <FileInput
            label="Question paper"
            description={fileHint}
            placeholder="Choose the question paper PDF"
            accept="application/pdf,.pdf"
            required={filesRequired}
            clearable
            leftSection={<IconFileTypePdf size={18} aria-hidden />}
            value={values.questionPaper}
            error={errors.questionPaper}
            onChange={(f) => set('questionPaper', f)}
          />
          <FileInput
            label="Mark scheme"
            description={fileHint}
            placeholder="Choose the mark scheme PDF"
            accept="application/pdf,.pdf"
            required={filesRequired}
            clearable
            leftSection={<IconFileTypePdf size={18} aria-hidden />}
            value={values.markScheme}
            error={errors.markScheme}
            onChange={(f) => set('markScheme', f)}
          />
        </SimpleGrid>
        <Textarea
          label="Notes for the reviewer"
          description="Optional: where the paper comes from, and anything the reviewer should know."
          autosize
          minRows={2}
          maxLength={2000}
          value={values.notes}
          onChange={(e) => set('notes', e.currentTarget.value)}
        />
        {error && (
          <Alert color="red" role="alert">
            {apiErrorMessage(error, 'The paper was not sent. Please try again.')}
          </Alert>
        )}
        <Group>
          <Button type="submit" loading={saving}>
            {submitLabel}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
