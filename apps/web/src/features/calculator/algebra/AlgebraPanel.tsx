import { Alert, Button, Group, Select, Stack, TextInput, Textarea } from '@mantine/core';
import { IconAlertTriangle, IconPlayerPlay } from '@tabler/icons-react';
import { useState } from 'react';
import type { MathEvaluateResult, MathOperation } from '@eps/contracts';
import { failureWithReason } from '@/lib/api';
import { useEvaluateMathMutation } from '../calculator-api';
import { AlgebraResult } from './AlgebraResult';

const OPERATIONS: { value: Exclude<MathOperation, 'evaluate'>; label: string }[] = [
  { value: 'simplify', label: 'Simplify' },
  { value: 'expand', label: 'Expand' },
  { value: 'factorise', label: 'Factorise' },
  { value: 'solve', label: 'Solve' },
  { value: 'differentiate', label: 'Differentiate' },
  { value: 'integrate', label: 'Integrate' },
  { value: 'limit', label: 'Limit' },
];
const WITH_VARIABLE = new Set<MathOperation>(['solve', 'differentiate', 'integrate', 'limit']);

/**
 * Algebra on the maths engine (POST /api/math/evaluate, open without an account): the result in
 * LaTeX, its steps, and how it was checked, said plainly when it could not be.
 */
export function AlgebraPanel({ initialExpression }: { initialExpression: string | null }) {
  const [operation, setOperation] = useState<Exclude<MathOperation, 'evaluate'>>('simplify');
  const [expression, setExpression] = useState(initialExpression ?? '');
  const [variable, setVariable] = useState('');
  const [approaching, setApproaching] = useState('0');
  const [result, setResult] = useState<MathEvaluateResult | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [evaluate, { isLoading }] = useEvaluateMathMutation();

  const run = async () => {
    if (!expression.trim()) {
      setError('Type an expression or an equation first, such as x^2 - 5x + 6.');
      setResult(null);
      return;
    }
    try {
      const answer = await evaluate({
        expression,
        operation,
        variable: WITH_VARIABLE.has(operation) && variable.trim() ? variable.trim() : undefined,
        approaching: operation === 'limit' ? approaching.trim() || '0' : undefined,
      }).unwrap();
      setResult(answer);
      setError(null);
    } catch (failure) {
      setResult(null);
      setError(failureWithReason('Could not work that out', failure));
    }
  };

  return (
    <Stack gap="sm" maw={900}>
      <Group gap="sm" align="flex-end" wrap="wrap">
        <Select
          label="Operation"
          data={OPERATIONS}
          value={operation}
          onChange={(value) => value && setOperation(value as typeof operation)}
          allowDeselect={false}
          w={180}
        />
        {WITH_VARIABLE.has(operation) && (
          <TextInput
            label="Variable"
            placeholder="found for you"
            value={variable}
            onChange={(event) => setVariable(event.currentTarget.value)}
            w={140}
            autoComplete="off"
          />
        )}
        {operation === 'limit' && (
          <TextInput
            label="Approaching"
            description="0, inf, -inf, pi/2"
            value={approaching}
            onChange={(event) => setApproaching(event.currentTarget.value)}
            w={140}
            autoComplete="off"
          />
        )}
      </Group>
      <Textarea
        label="Expression"
        description="ASCII (x^2 + 2x, sqrt(2)) or LaTeX (\frac{1}{2}x^2). Solve takes an equation, or a system with one equation per line."
        value={expression}
        onChange={(event) => setExpression(event.currentTarget.value)}
        onKeyDown={(event) => {
          if (event.key === 'Enter' && (event.ctrlKey || event.metaKey)) void run();
        }}
        autosize
        minRows={2}
        spellCheck={false}
      />
      <Group>
        <Button
          leftSection={<IconPlayerPlay size={16} aria-hidden />}
          onClick={() => void run()}
          loading={isLoading}
        >
          Calculate
        </Button>
      </Group>
      {error && (
        <Alert color="red" icon={<IconAlertTriangle size={18} aria-hidden />} role="alert">
          {error}
        </Alert>
      )}
      {result && <AlgebraResult result={result} />}
    </Stack>
  );
}
