import { Alert, ScrollArea, Stack, Text, UnstyledButton } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import type { CompileFailure } from '@/lib/compile';
import classes from './latex-editor.module.css';

export interface CompileFailureAlertProps {
  failure: CompileFailure;
  /** Moves the editor to a line; called when an error that names a line is clicked. */
  onGoToLine: (line: number) => void;
}

/**
 * The red banner of a failed compile (spec: 'LaTeX compilation failed: {server text}'), with the
 * server's text as one row per error. A row that names a line is a button that shows that line.
 */
export function CompileFailureAlert({ failure, onGoToLine }: CompileFailureAlertProps) {
  const icon = <IconAlertTriangle size={18} aria-hidden />;
  if (failure.kind === 'message') {
    return (
      <Alert color="red" icon={icon} role="alert">
        {failure.message}
      </Alert>
    );
  }
  return (
    <Alert color="red" icon={icon} role="alert" title="LaTeX compilation failed:">
      <ScrollArea.Autosize mah={160} type="auto">
        <Stack gap={2} component="ul" className={classes.errorList} aria-label="LaTeX errors">
          {failure.errors.map((error, i) => (
            <li key={i}>
              {error.line === null ? (
                <Text size="sm" className={`${classes.errorRow} ${classes.errorText}`}>
                  {error.message}
                </Text>
              ) : (
                <UnstyledButton
                  className={`${classes.errorRow} ${classes.errorButton}`}
                  onClick={() => onGoToLine(error.line!)}
                  title={`Show line ${error.line} in the editor`}
                >
                  <Text size="sm" className={classes.errorText}>
                    <strong>Line {error.line}:</strong> {error.message}
                  </Text>
                </UnstyledButton>
              )}
            </li>
          ))}
        </Stack>
      </ScrollArea.Autosize>
    </Alert>
  );
}
