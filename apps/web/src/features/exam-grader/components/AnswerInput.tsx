import { Alert, Button, FileButton, Group, Stack, Text, Textarea } from '@mantine/core';
import { getHotkeyHandler } from '@mantine/hooks';
import { IconPhotoUp } from '@tabler/icons-react';
import { GRADER_ANSWER_MAX_CHARS } from '@eps/contracts';
import { useState } from 'react';
import { ACCEPTED_IMAGE_TYPES, imageFileError } from '@/features/image-to-text';
import { useImageToText } from '@/lib/ocr';

interface AnswerInputProps {
  answer: string;
  onChange: (answer: string) => void;
  /** Ctrl+Enter (⌘Enter on a Mac) in the answer box marks it. */
  onSubmit: () => void;
}

/** The answer to mark: typed, or read from a photo of handwriting and then edited. */
export function AnswerInput({ answer, onChange, onSubmit }: AnswerInputProps) {
  const { read, isConverting } = useImageToText();
  const [photoError, setPhotoError] = useState<string | null>(null);

  const readPhoto = async (file: File | null) => {
    if (!file) return;
    const problem = imageFileError(file);
    setPhotoError(problem);
    if (problem) return;
    try {
      const { text } = await read(file, file.name);
      // The recognised text replaces a blank answer and follows a typed one, so nothing typed is lost.
      onChange(answer.trim() ? `${answer.trimEnd()}\n${text}` : text);
    } catch (failure) {
      setPhotoError((failure as Error).message);
    }
  };

  return (
    <Stack gap="xs">
      <Textarea
        label="Your answer"
        description="Press Ctrl+Enter to mark it."
        placeholder="Type your answer, or upload a photo of it"
        value={answer}
        onChange={(e) => onChange(e.currentTarget.value)}
        onKeyDown={getHotkeyHandler([['mod+Enter', onSubmit]])}
        autosize
        minRows={5}
        maxRows={14}
        maxLength={GRADER_ANSWER_MAX_CHARS}
      />
      <Group gap="xs" justify="space-between">
        <FileButton onChange={(file) => void readPhoto(file)} accept={ACCEPTED_IMAGE_TYPES}>
          {(props) => (
            <Button
              {...props}
              variant="default"
              size="xs"
              loading={isConverting}
              leftSection={<IconPhotoUp size={16} aria-hidden />}
            >
              Upload a photo
            </Button>
          )}
        </FileButton>
        {isConverting ? (
          <Text size="xs" role="status">
            Reading your photo…
          </Text>
        ) : (
          <Text size="xs" c="dimmed">
            {answer.length.toLocaleString('en-GB')} / {GRADER_ANSWER_MAX_CHARS.toLocaleString('en-GB')}
          </Text>
        )}
      </Group>
      {photoError && (
        <Alert color="red" role="alert" title="Could not read the photo">
          {photoError}
        </Alert>
      )}
    </Stack>
  );
}
