import { Button, FileButton, Group, Stack, Text, UnstyledButton } from '@mantine/core';
import { IconPhotoUp, IconReplace } from '@tabler/icons-react';
import { useId } from 'react';
import { ACCEPTED_IMAGE_TYPES } from './image-file';
import classes from './image-to-text.module.css';

export interface ImageDropAreaProps {
  onFile: (file: File) => void;
  /** A file is being dragged over the page. */
  dragging: boolean;
  disabled: boolean;
}

/**
 * The empty state: one big button that opens the file picker (images only). Dropping and pasting work
 * anywhere on the page; this says so.
 */
export function ImageDropArea({ onFile, dragging, disabled }: ImageDropAreaProps) {
  const titleId = useId();
  const hintId = useId();
  return (
    <FileButton onChange={(file) => file && onFile(file)} accept={ACCEPTED_IMAGE_TYPES} disabled={disabled}>
      {(props) => (
        <UnstyledButton
          {...props}
          className={classes.dropArea}
          data-dragging={dragging || undefined}
          disabled={disabled}
          aria-labelledby={titleId}
          aria-describedby={hintId}
        >
          <Stack align="center" gap="xs" ta="center">
            <IconPhotoUp size={44} stroke={1.5} aria-hidden />
            <Text id={titleId} fw={600} size="lg">
              {dragging ? 'Drop the image to convert it' : 'Choose an image'}
            </Text>
            <Text id={hintId} size="sm" c="dimmed" maw={360}>
              or drop one here, or paste a screenshot with Ctrl+V (⌘V on a Mac). PNG, JPEG, WebP, GIF or BMP,
              up to 10 MB.
            </Text>
          </Stack>
        </UnstyledButton>
      )}
    </FileButton>
  );
}

export interface ImagePreviewProps extends ImageDropAreaProps {
  url: string;
  name: string;
}

/** The image being converted, with a way to pick another. */
export function ImagePreview({ url, name, onFile, dragging, disabled }: ImagePreviewProps) {
  return (
    <Stack gap="xs" miw={0}>
      <div className={classes.preview} data-dragging={dragging || undefined}>
        <img src={url} alt={`Preview of ${name}`} className={classes.previewImage} />
      </div>
      <Group justify="space-between" gap="xs" wrap="nowrap" miw={0}>
        <Text size="sm" c="dimmed" truncate miw={0}>
          {name}
        </Text>
        <FileButton
          onChange={(file) => file && onFile(file)}
          accept={ACCEPTED_IMAGE_TYPES}
          disabled={disabled}
        >
          {(props) => (
            <Button
              {...props}
              variant="subtle"
              size="compact-sm"
              leftSection={<IconReplace size={14} aria-hidden />}
              disabled={disabled}
            >
              Choose another image
            </Button>
          )}
        </FileButton>
      </Group>
    </Stack>
  );
}
