import { Button, Input, NativeSelect, Stack } from '@mantine/core';
import { STROKE_WIDTHS } from '@eps/pdf-annotate/model';
import { type PanelProps, UndoTip } from './PanelParts';

const WIDTH_OPTIONS = STROKE_WIDTHS.map((w) => ({
  value: String(w.value),
  label: `${w.label} (${w.value})`,
}));

export function DrawOptions({ state, current, dispatch }: PanelProps) {
  return (
    <Stack gap="sm">
      <Input.Wrapper label="Pen colour" id="pen-colour-label">
        <input
          type="color"
          aria-labelledby="pen-colour-label"
          value={state.pen.color}
          onChange={(e) => dispatch({ type: 'penChanged', color: e.currentTarget.value })}
          style={{ display: 'block', width: 64, height: 32, padding: 0, border: 0, background: 'none' }}
        />
      </Input.Wrapper>
      <NativeSelect
        label="Stroke width"
        data={WIDTH_OPTIONS}
        value={String(state.pen.size)}
        onChange={(e) => dispatch({ type: 'penChanged', size: Number(e.currentTarget.value) })}
      />
      <Button
        variant="default"
        disabled={!current.drawings.length}
        onClick={() => dispatch({ type: 'drawingsCleared' })}
      >
        Clear Drawings
      </Button>
      <UndoTip />
    </Stack>
  );
}
