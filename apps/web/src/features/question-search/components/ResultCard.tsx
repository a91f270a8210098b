import { Anchor, Badge, Card, Group, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import type { QuestionSearchItem } from '@eps/contracts';
import { valueLabel } from '../lib/labels';
import classes from '../question-search.module.css';
import { SnippetText } from './SnippetText';

/** One search result; its title links to the question's own page. */
export function ResultCard({ item }: { item: QuestionSearchItem }) {
  return (
    <Card component="article" withBorder padding="md" radius="md" className={classes.card}>
      <Title order={2} fz="md" mb={4}>
        <Anchor component={Link} to={`/exam-question/${item.id}`} className={classes.resultLink}>
          {item.title}
        </Anchor>
      </Title>
      <Text size="sm" className={classes.snippet}>
        <SnippetText snippet={item.snippet} />
      </Text>
      <Group gap={6} mt="xs" wrap="wrap">
        {item.subjects.map((subject) => (
          <Badge key={subject} variant="light" color="indigo">
            {subject}
          </Badge>
        ))}
        <Badge variant="outline" color="gray">
          {valueLabel('marks', String(item.marks))}
        </Badge>
        {item.difficulty !== null && (
          <Badge variant="outline" color="gray">
            Difficulty {valueLabel('difficulty', String(item.difficulty))}
          </Badge>
        )}
      </Group>
      {item.topics.length > 0 && (
        <Text size="xs" c="dimmed" mt={6}>
          Topics: {item.topics.map((t) => `${t.code} ${t.name}`).join(' · ')}
        </Text>
      )}
      <Text size="xs" c="dimmed" mt={4}>
        {item.source.attribution}
      </Text>
    </Card>
  );
}
