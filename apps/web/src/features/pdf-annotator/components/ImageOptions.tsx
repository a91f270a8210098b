import { Alert, Button, FileButton, Group, Radio, Stack, Text } from '@mantine/core';
import { IconClipboard, IconPhotoPlus } from '@tabler/icons-react';
import { useState } from 'react';
import type { ImageShape } from '@eps/pdf-annotate/model';
import { type PanelProps, SelectionNotice, UndoTip } from './PanelParts';

const SHAPES: { value: ImageShape; label: string; words: string }[] = [
  { value: 'rectangle', label: 'Rectangle', words: 'rectangle' },
  { value: 'roundedRect', label: 'Rounded', words: 'rounded rectangle' },
  { value: 'circle', label: 'Circle', words: 'circle' },
];

export const PASTE_HINT = 'Press Ctrl+V (or Cmd+V on Mac) to paste an image from the clipboard.';

export interface ImageOptionsProps extends PanelProps {
  onImageFile: (file: File) => void;
  imageError: string | null;
}

/** The message under a pending image, in the chosen shape's words (spec section 2). */
export const pendingImageMessage = (shape: ImageShape) =>
  `Image selected. Draw a ${SHAPES.find((s) => s.value === shape)!.words} on the PDF to place it.`;

export function ImageOptions({ state, current, dispatch, onImageFile, imageError }: ImageOptionsProps) {
  const [showPasteHint, setShowPasteHint] = useState(false);
  return (
    <Stack gap="sm">
      <Group gap="xs" grow>
        <FileButton accept="image/*" onChange={(file) => file && onImageFile(file)}>
          {(props) => (
            <Button {...props} variant="default" leftSection={<IconPhotoPlus size={16} aria-hidden />}>
              Select Image
            </Button>
          )}
        </FileButton>
        <Button
          variant="default"
          leftSection={<IconClipboard size={16} aria-hidden />}
          onClick={() => setShowPasteHint(true)}
        >
          Paste Image
        </Button>
      </Group>
      {showPasteHint && (
        <Alert
          color="blue"
          variant="light"
          p="xs"
          role="alert"
          withCloseButton
          onClose={() => setShowPasteHint(false)}
        >
          {PASTE_HINT}
        </Alert>
      )}
      {imageError && (
        <Alert color="red" variant="light" p="xs" role="alert">
          {imageError}
        </Alert>
      )}
      <Radio.Group
        label="Shape"
        value={state.imageShape}
        onChange={(shape) => dispatch({ type: 'imageShapeChosen', shape: shape as ImageShape })}
      >
        <Group gap="md" mt={6}>
          {SHAPES.map(({ value, label }) => (
            <Radio key={value} value={value} label={label} />
          ))}
        </Group>
      </Radio.Group>
      {state.pendingImage && (
        <Alert color="blue" variant="light" p="xs" role="status">
          <Stack gap={6}>
            <Text size="sm">{pendingImageMessage(state.imageShape)}</Text>
            <Button size="xs" variant="light" onClick={() => dispatch({ type: 'pendingImagePlaced' })}>
              Place at Top Left
            </Button>
          </Stack>
        </Alert>
      )}
      <Button
        variant="default"
        disabled={!current.images.length}
        onClick={() => dispatch({ type: 'lastImageRemoved' })}
      >
        Undo Last Image
      </Button>
      {state.selectedImage && <ImageSelectionNotice dispatch={dispatch} />}
      <UndoTip />
    </Stack>
  );
}

export function ImageSelectionNotice({ dispatch }: Pick<PanelProps, 'dispatch'>) {
  return (
    <SelectionNotice
      message="Image selected. Press Delete or Backspace to remove."
      deleteLabel="Delete Image"
      onDelete={() => dispatch({ type: 'selectionDeleted' })}
    />
  );
}
