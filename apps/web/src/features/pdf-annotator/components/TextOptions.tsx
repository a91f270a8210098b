import { Button, Checkbox, Group, NativeSelect, Stack, Text, TextInput } from '@mantine/core';
import { FONT_FAMILIES, FONT_SIZES, type FontFamily } from '@eps/pdf-annotate/model';
import { type PanelProps, SelectionNotice, UndoTip } from './PanelParts';
import { TextPreview } from './TextPreview';

const SIZE_OPTIONS = FONT_SIZES.map((size) => ({ value: String(size), label: `${size} px` }));

export function TextOptions({ state, dispatch }: PanelProps) {
  const { text, textPosition } = state;
  const setOptions = (options: Partial<typeof text>) => dispatch({ type: 'textOptionsChanged', options });
  const canAdd = text.content.trim().length > 0;
  return (
    <Stack gap="sm">
      <TextInput
        aria-label="Text or LaTeX"
        placeholder="Enter text or LaTeX..."
        value={text.content}
        onChange={(e) => setOptions({ content: e.currentTarget.value })}
        onKeyDown={(e) => {
          if (e.key === 'Enter' && canAdd) dispatch({ type: 'textAdded' });
        }}
      />
      <Group justify="space-between" gap="xs">
        <Checkbox
          label="LaTeX"
          checked={text.isLatex}
          onChange={(e) => setOptions({ isLatex: e.currentTarget.checked })}
        />
        <Button disabled={!canAdd} onClick={() => dispatch({ type: 'textAdded' })}>
          Add Text
        </Button>
      </Group>
      <Group grow gap="xs">
        <NativeSelect
          label="Font family"
          data={[...FONT_FAMILIES]}
          value={text.fontFamily}
          onChange={(e) => setOptions({ fontFamily: e.currentTarget.value as FontFamily })}
        />
        <NativeSelect
          label="Font size"
          data={SIZE_OPTIONS}
          value={String(text.fontSize)}
          onChange={(e) => setOptions({ fontSize: Number(e.currentTarget.value) })}
        />
      </Group>
      <TextPreview text={text} />
      <Text size="sm" c="dimmed" aria-live="polite">
        {textPosition
          ? `The text goes on page ${textPosition.page} where the marker shows. Click elsewhere to move it.`
          : 'Click the page to choose where the text goes (or it goes near the top-left corner).'}
      </Text>
      {state.selectedText && (
        <SelectionNotice
          message="Text selected. Press Backspace to delete."
          deleteLabel="Delete"
          onDelete={() => dispatch({ type: 'selectionDeleted' })}
        />
      )}
      <UndoTip />
    </Stack>
  );
}
