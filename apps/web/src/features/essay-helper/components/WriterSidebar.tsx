import { List, Stack, Text } from '@mantine/core';
import type { EssayAnalysis } from '@eps/contracts';
import classes from '../essay-helper.module.css';
import { TitledCard } from './TitledCard';

/** The writer's sidebar: how to use the interactive essay, then the analysis cards it has. */
export function WriterSidebar({ analysis }: { analysis: EssayAnalysis | null }) {
  return (
    <Stack gap="md" className={classes.sidebar}>
      <TitledCard title="Interactive Features">
        <Stack gap={6}>
          <Text size="sm">
            <mark className={classes.essential}>Blue highlight</mark>: an essential sentence
          </Text>
          <Text size="sm">
            <span className={classes.defined}>Dotted green underline</span>: a word with a definition
          </Text>
        </Stack>
        <List size="sm" mt="xs" spacing={4}>
          <List.Item>Hover over (or tab to) a highlight to see why it matters.</List.Item>
          <List.Item>Double-click a word (or select it and press Alt+D) to look up its definition.</List.Item>
          <List.Item>
            Select text, or tab to a highlight, then Rewrite (Alt+R) or Explain (Alt+E) it.
          </List.Item>
          <List.Item>Open a paragraph&apos;s analysis to see its purpose and strategy.</List.Item>
        </List>
      </TitledCard>
      {analysis?.writingStrategy && (
        <TitledCard title="Writing Strategy">
          <Text size="sm" className={classes.prompt}>
            {analysis.writingStrategy}
          </Text>
        </TitledCard>
      )}
      {analysis?.rubricAlignment && (
        <TitledCard title="Rubric Alignment">
          <Text size="sm" className={classes.prompt}>
            {analysis.rubricAlignment}
          </Text>
        </TitledCard>
      )}
    </Stack>
  );
}
