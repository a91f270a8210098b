import { Button, Card, Group, Select, SimpleGrid, Stack, Text } from '@mantine/core';
import type { PastPaper } from '@eps/contracts';
import { browse, paperFacts, subjectOf, type BrowseChoice } from '../lib/browse';

interface PaperBrowserProps {
  papers: readonly PastPaper[];
  choice: BrowseChoice;
  onChoose: (choice: BrowseChoice) => void;
  onOpen: (paper: PastPaper) => void;
}

/** Board → subject → year pickers, then the matching papers, each with an Open button. */
export function PaperBrowser({ papers, choice, onChoose, onOpen }: PaperBrowserProps) {
  const options = browse(papers, choice);
  return (
    <Stack gap="sm">
      <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="sm">
        <Select
          label="Board"
          placeholder="All boards"
          data={options.boards}
          value={choice.board}
          clearable
          onChange={(board) => onChoose({ board, subject: null, year: null })}
        />
        <Select
          label="Subject"
          placeholder="All subjects"
          data={options.subjects}
          value={choice.subject}
          clearable
          onChange={(subject) => onChoose({ ...choice, subject, year: null })}
        />
        <Select
          label="Year"
          placeholder="All years"
          data={options.years}
          value={choice.year}
          clearable
          onChange={(year) => onChoose({ ...choice, year })}
        />
      </SimpleGrid>
      <Text size="sm" c="dimmed" aria-live="polite">
        {options.papers.length} {options.papers.length === 1 ? 'paper' : 'papers'}
      </Text>
      <SimpleGrid
        cols={{ base: 1, sm: 2, lg: 3 }}
        spacing="sm"
        component="ul"
        style={{ listStyle: 'none', padding: 0, margin: 0 }}
      >
        {options.papers.map((paper) => (
          <Card key={paper.id} withBorder component="li" padding="sm">
            <Text fw={600}>{paper.title}</Text>
            <Text size="sm" c="dimmed">
              {paper.board} · {subjectOf(paper)} · {paper.session}
            </Text>
            <Group justify="space-between" mt="xs" wrap="nowrap">
              <Text size="sm">{paperFacts(paper).join(' · ')}</Text>
              <Button size="xs" onClick={() => onOpen(paper)} aria-label={`Open ${paper.title}`}>
                Open
              </Button>
            </Group>
          </Card>
        ))}
      </SimpleGrid>
    </Stack>
  );
}
