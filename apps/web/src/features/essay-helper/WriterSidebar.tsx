import { Card, List, Stack, Text, Title } from '@mantine/core';
import type { EssayAnalysis } from '@eps/contracts';
import classes from './essay-helper.module.css';

function SideCard({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <Card withBorder>
      <Title order={3} size="h5" mb="xs">
        {title}
      </Title>
      {children}
    </Card>
  );
}

/** The writer's sidebar: how to use the interactive essay, then the analysis cards it has. */
export function WriterSidebar({ analysis }: { analysis: EssayAnalysis | null }) {
  return (
    <Stack gap="md" className={classes.sidebar}>
      <SideCard title="Interactive Features">
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
          <List.Item>Double-click a word to look up its definition.</List.Item>
          <List.Item>Open a paragraph&apos;s analysis to see its purpose and strategy.</List.Item>
        </List>
      </SideCard>
      {analysis?.writingStrategy && (
        <SideCard title="Writing Strategy">
          <Text size="sm" className={classes.prompt}>
            {analysis.writingStrategy}
          </Text>
        </SideCard>
      )}
      {analysis?.rubricAlignment && (
        <SideCard title="Rubric Alignment">
          <Text size="sm" className={classes.prompt}>
            {analysis.rubricAlignment}
          </Text>
        </SideCard>
      )}
    </Stack>
  );
}
