import { Group, NumberInput, Slider, Stack, Text } from '@mantine/core';

export interface ParameterSlidersProps {
  names: string[];
  values: Record<string, number>;
  onChange: (name: string, value: number) => void;
}

const MIN = -10;
const MAX = 10;

/** A slider (and a number field, for exact values and keyboard entry) for each parameter of the functions. */
export function ParameterSliders({ names, values, onChange }: ParameterSlidersProps) {
  if (names.length === 0) return null;
  return (
    <Stack gap="xs" component="section" aria-label="Parameters">
      {names.map((name) => (
        <Group key={name} gap="sm" wrap="nowrap" align="center">
          <Text fw={600} w={28} ta="right" aria-hidden>
            {name}
          </Text>
          <Slider
            flex={1}
            min={MIN}
            max={MAX}
            step={0.1}
            value={values[name] ?? 1}
            onChange={(value) => onChange(name, value)}
            thumbLabel={`Parameter ${name}`}
            label={(value) => `${name} = ${value}`}
          />
          <NumberInput
            w={84}
            aria-label={`Value of ${name}`}
            value={values[name] ?? 1}
            onChange={(value) => typeof value === 'number' && onChange(name, value)}
            step={0.1}
            decimalScale={4}
          />
        </Group>
      ))}
    </Stack>
  );
}
