import { Alert, Code, List, Stack, Text } from '@mantine/core';
import { IconAlertTriangle, IconInfoCircle } from '@tabler/icons-react';
import type { RegenerateReport } from '@eps/contracts';
import classes from '../lecture-generator.module.css';

/** What the editor's last action did: a saved change, or a regeneration that changed nothing. */
export interface EditorChange {
  /** 'Deleted section "Waves"'; for an item that came back unchanged, the item ('section "Waves"'). */
  change: string;
  /** The item's new text, when there is one to show. */
  text: string | null;
  /** What a regenerate call did with each part of the requirement. */
  report: RegenerateReport | null;
}

const lines = (report: RegenerateReport, pick: 'done' | 'notDone') =>
  report.outcomes.flatMap((o) => o[pick].map((line) => ({ request: o.request, line })));

/**
 * The editor's last change, with the engine's own account of a regeneration: what it did for each
 * part of the requirement and, in a warning, what it could not do. An item that came back unchanged
 * is said to be unchanged, never "Regenerated".
 */
export function LastChange({ change, text, report }: EditorChange) {
  const unchanged = report !== null && !report.changed;
  const done = report ? lines(report, 'done') : [];
  const notDone = report ? lines(report, 'notDone') : [];
  return (
    <Stack gap={6} aria-label="Last change" component="section">
      {unchanged ? (
        <Alert color="orange" icon={<IconInfoCircle size={18} aria-hidden />} title="Nothing changed">
          <Text size="sm">The regenerated {change} is the same as before, so nothing was saved.</Text>
        </Alert>
      ) : (
        <Text size="sm" fw={500}>
          Last change: {change}
        </Text>
      )}
      {done.length > 0 && (
        <Stack gap={2} aria-label="What was done" component="section">
          <Text size="sm" fw={500}>
            Done
          </Text>
          <List size="sm" spacing={2}>
            {done.map(({ request, line }) => (
              <List.Item key={`${request}:${line}`}>
                “{request}”: {line}
              </List.Item>
            ))}
          </List>
        </Stack>
      )}
      {notDone.length > 0 && (
        <Alert
          color="orange"
          variant="light"
          icon={<IconAlertTriangle size={18} aria-hidden />}
          title="Could not do"
          aria-label="Could not do"
        >
          <List size="sm" spacing={2}>
            {notDone.map(({ request, line }) => (
              <List.Item key={`${request}:${line}`}>
                “{request}”: {line}
              </List.Item>
            ))}
          </List>
        </Alert>
      )}
      {!unchanged && text && (
        <Code block className={classes.itemText}>
          {text}
        </Code>
      )}
    </Stack>
  );
}
