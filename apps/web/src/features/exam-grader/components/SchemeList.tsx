import { Badge, Group, List, Text } from '@mantine/core';
import { RichText } from '@/components/rich-text';

export interface SchemePoint {
  point: string;
  marks: number;
  alternatives: string[];
  reject: string[];
  partLabel: string | null;
}

/** A mark scheme as an examiner writes it: marks per point, what else is accepted and what is not. */
export function SchemeList({ points }: { points: SchemePoint[] }) {
  if (points.length === 0)
    return (
      <Text size="sm" c="dimmed">
        No written marking points: the answer is checked against the question’s own answer.
      </Text>
    );
  return (
    <List spacing={4} size="sm" aria-label="Mark scheme" listStyleType="none">
      {points.map((p, i) => (
        <List.Item key={i}>
          <Group gap={6} wrap="nowrap" align="flex-start">
            <Badge size="sm" variant="light" style={{ flexShrink: 0 }}>
              {p.marks}
            </Badge>
            <div style={{ minWidth: 0 }}>
              <RichText size="sm">{p.partLabel ? `(${p.partLabel}) ${p.point}` : p.point}</RichText>
              {p.alternatives.length > 0 && (
                <RichText size="xs" c="dimmed">{`Also accept: ${p.alternatives.join('; ')}`}</RichText>
              )}
              {p.reject.length > 0 && (
                <RichText size="xs" c="dimmed">{`Do not accept: ${p.reject.join('; ')}`}</RichText>
              )}
            </div>
          </Group>
        </List.Item>
      ))}
    </List>
  );
}
