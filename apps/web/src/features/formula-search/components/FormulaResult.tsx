import { Badge, Group, Paper, Text, UnstyledButton } from '@mantine/core';
import type { FormulaSearchItem } from '@eps/contracts';
import { BookletBadges } from './BookletBadges';
import { FormulaMath } from './FormulaMath';
import classes from '../formula-search.module.css';

const MATCH_LABELS: Record<FormulaSearchItem['matchedBy'][number], string> = {
  structure: 'Same shape',
  symbol: 'Uses the symbol',
  words: 'Words',
};

/** One search result: its name opens it, the formula typeset, how it matched, its booklet status. */
export function FormulaResult({
  formula,
  selected,
  onOpen,
}: {
  formula: FormulaSearchItem;
  selected: boolean;
  onOpen: (id: string) => void;
}) {
  return (
    <Paper component="article" withBorder p="sm" className={classes.result} data-selected={selected}>
      <UnstyledButton
        className={classes.resultName}
        onClick={() => onOpen(formula.id)}
        aria-current={selected ? 'true' : undefined}
      >
        {formula.name}
      </UnstyledButton>
      <FormulaMath latex={formula.latex} />
      <Group gap={6}>
        {formula.matchedBy.map((kind) => (
          <Badge key={kind} size="sm" variant="dot" tt="none">
            {MATCH_LABELS[kind]}
          </Badge>
        ))}
        <Text size="xs" c="dimmed">
          {formula.subjects.join(', ')}
        </Text>
      </Group>
      <BookletBadges booklets={formula.inBooklet} />
    </Paper>
  );
}
