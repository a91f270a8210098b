import { Alert, Button, Card, Group, List, Stack, Text } from '@mantine/core';
import { useClipboard } from '@mantine/hooks';
import { IconAlertTriangle, IconCheck, IconCopy, IconQuestionMark } from '@tabler/icons-react';
import type { MathEvaluateResult } from '@eps/contracts';
import classes from '../calculator.module.css';
import { MathFormula } from '../MathFormula';

/** How the result was checked, in words that do not overstate it. */
function CheckStatus({ check }: { check: MathEvaluateResult['check'] }) {
  if (check.status === 'passed') {
    return (
      <Alert color="green" icon={<IconCheck size={18} aria-hidden />} title="Checked">
        {check.description}
      </Alert>
    );
  }
  if (check.status === 'failed') {
    return (
      <Alert
        color="red"
        icon={<IconAlertTriangle size={18} aria-hidden />}
        title="The check failed: do not trust this result"
      >
        {check.description}
      </Alert>
    );
  }
  return (
    <Alert color="gray" icon={<IconQuestionMark size={18} aria-hidden />} title="Could not be checked">
      {check.description}
    </Alert>
  );
}

/** The engine's answer: what it read, the result with a LaTeX copy button, the steps and the check. */
export function AlgebraResult({ result }: { result: MathEvaluateResult }) {
  const clipboard = useClipboard({ timeout: 2000 });
  return (
    <Card withBorder padding="md" aria-label="Result" component="section">
      <Stack gap="sm">
        <div className={classes.result}>
          <Text size="sm" c="dimmed">
            Read as
          </Text>
          <MathFormula latex={result.inputLatex} display />
        </div>
        <div className={classes.result} data-testid="algebra-result">
          <Text size="sm" c="dimmed">
            Result
          </Text>
          <MathFormula latex={result.resultLatex} display />
          {result.approximation && (
            <Text size="sm" ta="center">
              ≈ {result.approximation}
            </Text>
          )}
        </div>
        <Group gap="xs">
          <Button
            variant="light"
            leftSection={
              clipboard.copied ? <IconCheck size={16} aria-hidden /> : <IconCopy size={16} aria-hidden />
            }
            onClick={() => clipboard.copy(result.resultLatex)}
          >
            {clipboard.copied ? 'Copied' : 'Copy LaTeX'}
          </Button>
          <Text size="xs" c="dimmed" className={classes.wrapAnywhere} ff="monospace">
            {result.resultLatex}
          </Text>
        </Group>
        <CheckStatus check={result.check} />
        {result.steps.length > 0 && (
          <Stack gap={4}>
            <Text fw={600}>Steps</Text>
            <List type="ordered" spacing="xs">
              {result.steps.map((step, i) => (
                <List.Item key={i}>
                  <Text size="sm">{step.description}</Text>
                  <div className={classes.result}>
                    <MathFormula latex={step.latex} display />
                  </div>
                </List.Item>
              ))}
            </List>
          </Stack>
        )}
      </Stack>
    </Card>
  );
}
