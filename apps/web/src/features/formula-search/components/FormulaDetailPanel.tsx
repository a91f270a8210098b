import {
  Alert,
  Anchor,
  Button,
  CopyButton,
  Group,
  List,
  Loader,
  Paper,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { IconCalculator, IconCheck, IconCopy } from '@tabler/icons-react';
import { useEffect, useRef } from 'react';
import { Link } from 'react-router';
import { useGetFormulaQuery } from '../formulas-api';
import { BookletBadges } from './BookletBadges';
import { FormulaMath } from './FormulaMath';
import { SymbolsTable } from './SymbolsTable';

/** The calculator (issue 20 item 1) opens with the expression filled in. */
export const calculatorHref = (latex: string) => `/calculator?expression=${encodeURIComponent(latex)}`;

/** One formula in full: typeset, symbols with units, when it applies, booklet, and bank questions using it. */
export function FormulaDetailPanel({ id }: { id: string }) {
  const { data: formula, isLoading, isError } = useGetFormulaQuery(id);
  const title = useRef<HTMLHeadingElement>(null);
  const loadedId = formula?.id;
  // On a phone the open formula sits above the results: bring it into view, and keyboard focus with it.
  useEffect(() => {
    if (!loadedId) return;
    title.current?.focus({ preventScroll: true });
    title.current?.scrollIntoView?.({ block: 'nearest' });
  }, [loadedId]);
  if (isLoading) return <Loader size="sm" aria-label="Loading the formula" />;
  if (isError || !formula)
    return (
      <Alert color="red" title="Formula not found">
        No formula has the id “{id}”. Pick one from the results.
      </Alert>
    );
  return (
    <Paper component="section" withBorder p="md" aria-labelledby="formula-detail-title">
      <Stack gap="sm">
        <Title order={2} size="h3" id="formula-detail-title" ref={title} tabIndex={-1}>
          {formula.name}
        </Title>
        <FormulaMath latex={formula.latex} />
        <Group gap="xs">
          <CopyButton value={formula.latex}>
            {({ copied, copy }) => (
              <Button
                variant="default"
                size="xs"
                onClick={copy}
                leftSection={
                  copied ? <IconCheck size={14} aria-hidden /> : <IconCopy size={14} aria-hidden />
                }
              >
                {copied ? 'Copied' : 'Copy LaTeX'}
              </Button>
            )}
          </CopyButton>
          <Button
            component={Link}
            to={calculatorHref(formula.latex)}
            variant="light"
            size="xs"
            leftSection={<IconCalculator size={14} aria-hidden />}
          >
            Open in calculator
          </Button>
        </Group>
        <BookletBadges booklets={formula.inBooklet} />
        <Text size="sm">
          <strong>When it applies:</strong> {formula.conditions}
        </Text>
        <SymbolsTable symbols={formula.symbols} />
        <Title order={3} size="h5">
          Questions that use it
        </Title>
        {formula.questions.length === 0 ? (
          <Text size="sm" c="dimmed">
            No bank questions found for this formula yet.
          </Text>
        ) : (
          <List size="sm" spacing={4}>
            {formula.questions.map((q) => (
              <List.Item key={q.id}>
                <Anchor component={Link} to={`/exam-question/${q.id}`}>
                  {q.title}
                </Anchor>
                {q.subject && (
                  <Text span size="xs" c="dimmed">
                    {' '}
                    · {q.subject}
                  </Text>
                )}
              </List.Item>
            ))}
          </List>
        )}
      </Stack>
    </Paper>
  );
}
