import { Button, Group, Input, Slider, Stack } from '@mantine/core';
import { Hint, type PanelProps, UndoTip } from './PanelParts';

const OPACITY_MARKS = [50, 60, 70, 80, 90, 100].map((value) => ({ value }));

export function DeleteOptions({ state, current, dispatch }: PanelProps) {
  const percent = Math.round(state.deletionOpacity * 100);
  return (
    <Stack gap="sm">
      <Hint>Draw a rectangle over content to delete it</Hint>
      <Input.Wrapper label={`Opacity: ${percent}%`}>
        <Slider
          mt={4}
          mb="xs"
          min={50}
          max={100}
          step={10}
          marks={OPACITY_MARKS}
          value={percent}
          label={(v) => `${v}%`}
          thumbLabel="Opacity"
          onChange={(v) => dispatch({ type: 'deletionOpacityChanged', opacity: v / 100 })}
        />
      </Input.Wrapper>
      <Group gap="xs" grow>
        <Button
          variant="default"
          disabled={!current.deletions.length}
          onClick={() => dispatch({ type: 'lastDeletionRemoved' })}
        >
          Undo Last
        </Button>
        <Button
          variant="default"
          color="red"
          disabled={!current.deletions.length}
          onClick={() => dispatch({ type: 'deletionsCleared' })}
        >
          Clear All Deletions
        </Button>
      </Group>
      <UndoTip />
    </Stack>
  );
}
