import { Button, SimpleGrid } from '@mantine/core';

interface Key {
  label: string;
  /** Text inserted at the end of the input; absent for the action keys. */
  insert?: string;
  action?: 'clear' | 'delete' | 'equals';
  /** The name a screen reader announces when the label is a symbol. */
  name?: string;
}

const KEYS: Key[] = [
  { label: 'sin', insert: 'sin(' },
  { label: 'cos', insert: 'cos(' },
  { label: 'tan', insert: 'tan(' },
  { label: '(', insert: '(', name: 'open bracket' },
  { label: ')', insert: ')', name: 'close bracket' },
  { label: 'AC', action: 'clear', name: 'clear all' },
  { label: 'ln', insert: 'log(', name: 'natural log' },
  { label: 'log', insert: 'log10(', name: 'log base 10' },
  { label: '√', insert: 'sqrt(', name: 'square root' },
  { label: 'xʸ', insert: '^', name: 'power' },
  { label: 'x²', insert: '^2', name: 'square' },
  { label: 'DEL', action: 'delete', name: 'delete' },
  { label: '7', insert: '7' },
  { label: '8', insert: '8' },
  { label: '9', insert: '9' },
  { label: '÷', insert: '÷', name: 'divide' },
  { label: 'π', insert: 'π', name: 'pi' },
  { label: 'e', insert: 'e' },
  { label: '4', insert: '4' },
  { label: '5', insert: '5' },
  { label: '6', insert: '6' },
  { label: '×', insert: '×', name: 'times' },
  { label: 'n!', insert: '!', name: 'factorial' },
  { label: 'Ans', insert: 'ans', name: 'previous answer' },
  { label: '1', insert: '1' },
  { label: '2', insert: '2' },
  { label: '3', insert: '3' },
  { label: '−', insert: '−', name: 'minus' },
  { label: '×10ˣ', insert: '×10^', name: 'times ten to the power' },
  { label: '%', insert: '%', name: 'percent' },
  { label: '0', insert: '0' },
  { label: '.', insert: '.', name: 'point' },
  { label: ',', insert: ', ', name: 'comma' },
  { label: '+', insert: '+', name: 'plus' },
  { label: 'to', insert: ' to ', name: 'convert to unit' },
  { label: '=', action: 'equals', name: 'equals' },
];

export interface KeypadProps {
  onInsert: (text: string) => void;
  onClear: () => void;
  onDelete: () => void;
  onEquals: () => void;
}

/** The calculator's keys; every key is a real button, so the keypad works by keyboard as well as touch. */
export function Keypad({ onInsert, onClear, onDelete, onEquals }: KeypadProps) {
  const press = (key: Key) => {
    if (key.insert !== undefined) onInsert(key.insert);
    else if (key.action === 'clear') onClear();
    else if (key.action === 'delete') onDelete();
    else onEquals();
  };
  return (
    <SimpleGrid cols={6} spacing={6} verticalSpacing={6} aria-label="Keypad" role="group">
      {KEYS.map((key) => (
        <Button
          key={key.label}
          variant={key.action === 'equals' ? 'filled' : /^[0-9.]$/.test(key.label) ? 'default' : 'light'}
          px={4}
          aria-label={key.name}
          onClick={() => press(key)}
        >
          {key.label}
        </Button>
      ))}
    </SimpleGrid>
  );
}
