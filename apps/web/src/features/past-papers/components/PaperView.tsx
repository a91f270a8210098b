import { Anchor, Button, Group, List, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import { Link } from 'react-router';
import type { PastPaper } from '@eps/contracts';
import { paperFacts, subjectOf } from '../lib/browse';
import { PaperPdf } from './PaperPdf';

/**
 * A paper: its question paper and mark scheme side by side (stacked on a phone) and, for a practice paper,
 * its questions in the bank.
 */
export function PaperView({ paper, onBack }: { paper: PastPaper; onBack: () => void }) {
  return (
    <Stack gap="md">
      <Group justify="space-between" align="flex-start">
        <div>
          <Title order={2} fz="h3">
            {paper.title}
          </Title>
          <Text size="sm" c="dimmed">
            {[
              paper.board,
              subjectOf(paper),
              paper.session,
              `Paper ${paper.paperNumber}`,
              ...paperFacts(paper),
            ].join(' · ')}
          </Text>
        </div>
        <Button variant="default" leftSection={<IconArrowLeft size={16} aria-hidden />} onClick={onBack}>
          All papers
        </Button>
      </Group>
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
        <PaperPdf
          heading="Question paper"
          url={paper.questionPaperUrl}
          fileName={`${paper.id}-question-paper.pdf`}
          typeset={paper.source === 'practice'}
        />
        <PaperPdf
          heading="Mark scheme"
          url={paper.markSchemeUrl}
          fileName={`${paper.id}-mark-scheme.pdf`}
          typeset={paper.source === 'practice'}
        />
      </SimpleGrid>
      {paper.questions.length > 0 && (
        <section aria-labelledby="paper-questions">
          <Title order={2} fz="h4" id="paper-questions" mb="xs">
            Questions in this paper
          </Title>
          <List type="ordered" spacing={4}>
            {paper.questions.map((q) => (
              <List.Item key={q.id}>
                <Anchor component={Link} to={`/exam-question/${q.id}`}>
                  {q.title}
                </Anchor>{' '}
                <Text span size="sm" c="dimmed">
                  ({q.marks} {q.marks === 1 ? 'mark' : 'marks'})
                </Text>
              </List.Item>
            ))}
          </List>
        </section>
      )}
    </Stack>
  );
}
