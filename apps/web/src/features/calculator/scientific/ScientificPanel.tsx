import { Alert, Group, SegmentedControl, Stack, Text, TextInput } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useRef, useState } from 'react';
import type { AngleUnit } from '../calc-math';
import { useEvaluateMathMutation } from '../calculator-api';
import { MathFormula } from '../MathFormula';
import classes from '../calculator.module.css';
import { exactFormOf, mayHaveExactForm } from './exact-form';
import { HistoryList } from './HistoryList';
import { Keypad } from './Keypad';
import { MemoryKeys } from './MemoryKeys';
import { evaluateScientific, type ScientificResult } from './scientific-eval';
import { useCalculatorHistory } from './use-history';

/**
 * The scientific calculator. It works out every answer in the browser (mathjs), so it needs no network
 * once the page has loaded; for surds and multiples of π it also asks the maths engine for the exact
 * form and shows it when the engine's value agrees with the decimal.
 */
export function ScientificPanel() {
  const [input, setInput] = useState('');
  const [unit, setUnit] = useState<AngleUnit>('rad');
  const [result, setResult] = useState<ScientificResult | null>(null);
  const [exact, setExact] = useState<string | null>(null);
  const [ans, setAns] = useState<number | null>(null);
  const [memory, setMemory] = useState<number | null>(null);
  const history = useCalculatorHistory();
  const [evaluateOnServer] = useEvaluateMathMutation();
  const field = useRef<HTMLInputElement>(null);

  const askExactForm = async (expression: string, decimal: number) => {
    try {
      const answer = await evaluateOnServer({ expression, operation: 'evaluate', angleUnit: unit }).unwrap();
      setExact(exactFormOf(answer, decimal));
    } catch {
      // Offline or beyond the engine: the browser's decimal is the whole answer.
    }
  };

  const calculate = () => {
    const outcome = evaluateScientific(input, unit, ans);
    setResult(outcome);
    setExact(null);
    if (!outcome.ok) return;
    history.add({
      input,
      display: outcome.fraction ? `${outcome.fraction} = ${outcome.display}` : outcome.display,
    });
    if (outcome.value !== null) {
      setAns(outcome.value);
      if (!outcome.fraction && !Number.isInteger(outcome.value) && mayHaveExactForm(input)) {
        void askExactForm(input, outcome.value);
      }
    }
  };

  const insert = (text: string) => {
    setInput((current) => current + text);
    field.current?.focus();
  };

  return (
    <div className={classes.columns}>
      <Stack gap="sm">
        <Group justify="space-between" wrap="wrap" gap="xs">
          <SegmentedControl
            aria-label="Angle unit"
            value={unit}
            onChange={(value) => setUnit(value as AngleUnit)}
            data={[
              { value: 'rad', label: 'Radians' },
              { value: 'deg', label: 'Degrees' },
            ]}
          />
          <MemoryKeys
            memory={memory}
            lastValue={result?.ok ? result.value : null}
            onChange={setMemory}
            onRecall={insert}
          />
        </Group>
        <TextInput
          ref={field}
          label="Expression"
          description="Type or use the keys; Enter works it out. Units too: 5 km to m"
          value={input}
          onChange={(event) => setInput(event.currentTarget.value)}
          onKeyDown={(event) => {
            if (event.key === 'Enter') calculate();
          }}
          autoComplete="off"
          spellCheck={false}
        />
        <div className={classes.display} aria-live="polite" data-testid="scientific-display">
          {result?.ok && (
            <Stack gap={2} align="flex-end">
              {result.fraction && <Text size="xl">= {result.fraction}</Text>}
              {exact && (
                <Text size="xl" component="div" role="group" aria-label="Exact form">
                  = <MathFormula latex={exact} />
                </Text>
              )}
              <Text size="xl" fw={700}>
                {result.fraction || exact ? '≈' : '='} {result.display}
              </Text>
            </Stack>
          )}
        </div>
        {result && !result.ok && (
          <Alert color="red" icon={<IconAlertTriangle size={18} aria-hidden />} role="alert">
            {result.error}
          </Alert>
        )}
        <Keypad
          onInsert={insert}
          onClear={() => {
            setInput('');
            setResult(null);
            setExact(null);
          }}
          onDelete={() => setInput((current) => current.slice(0, -1))}
          onEquals={calculate}
        />
      </Stack>
      <HistoryList entries={history.entries} onPick={setInput} onClear={history.clear} />
    </div>
  );
}
