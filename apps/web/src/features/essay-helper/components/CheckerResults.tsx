import { Badge, Card, Group, List, Stack, Text, Title } from '@mantine/core';
import type { EssayCheckResult } from '@eps/contracts';
import { countWords, scoreColor, splitParagraphs, type Mark } from '../lib/essay-text';
import { MarkedParagraph, ParagraphAnalysis, type MarkKind } from './MarkedParagraph';
import classes from '../essay-helper.module.css';
import { TitledCard } from './TitledCard';

const RUBRIC_ROWS = [
  ['thesis', 'Thesis'],
  ['evidence', 'Evidence & Commentary'],
  ['sophistication', 'Sophistication'],
] as const;

function issueMarks(result: EssayCheckResult): Mark<MarkKind>[] {
  return [
    ...result.grammarIssues.map((g) => ({
      text: g.sentence,
      kind: 'grammar' as const,
      title: g.issue,
      body: `Suggestion: ${g.suggestion}`,
    })),
    ...result.styleImprovements.map((s) => ({
      text: s.sentence,
      kind: 'style' as const,
      title: s.improvement,
      body: `Suggestion: ${s.reason}`,
    })),
  ];
}

function TextList({ items, empty }: { items: string[]; empty: string }) {
  if (items.length === 0)
    return (
      <Text size="sm" c="dimmed" mb="xs">
        {empty}
      </Text>
    );
  return (
    <List size="sm" mb="xs">
      {items.map((item) => (
        <List.Item key={item}>{item}</List.Item>
      ))}
    </List>
  );
}

/** The checked essay with its highlighted issues and paragraph analyses. */
export function CheckedEssay({ essay, result }: { essay: string; result: EssayCheckResult }) {
  const marks = issueMarks(result);
  return (
    <Card withBorder component="section" aria-label="Your Essay">
      <Group justify="space-between" mb="sm">
        <Title order={3} size="h4">
          Your Essay
        </Title>
        <Badge variant="light">{countWords(essay)} words</Badge>
      </Group>
      <Stack gap="md">
        {splitParagraphs(essay).map((paragraph, i) => {
          const analysis = result.paragraphAnalysis.find((p) => p.paragraphNumber === i + 1);
          return (
            <Stack gap={4} key={`${i}-${paragraph.slice(0, 20)}`}>
              <MarkedParagraph text={paragraph} marks={marks} />
              {analysis && (
                <ParagraphAnalysis
                  number={i + 1}
                  fields={[
                    { label: 'Purpose', value: analysis.purpose },
                    { label: 'Reasoning', value: analysis.reasoning },
                    { label: 'Key Sentence', value: analysis.keySentence },
                    { label: 'Suggestions', value: analysis.suggestions.join(' ') },
                  ]}
                />
              )}
            </Stack>
          );
        })}
      </Stack>
    </Card>
  );
}

/** Score, rubric rows (coloured by share of their maximum), strengths and the lists of findings. */
export function CheckSummary({ result }: { result: EssayCheckResult }) {
  return (
    <Stack gap="md" miw={0}>
      <TitledCard title="Overall Score">
        <Text fz={32} fw={700} aria-label={`Overall score ${result.overallScore} out of 10`}>
          {result.overallScore}/10
        </Text>
        <Text size="sm" className={classes.prompt}>
          {result.overallFeedback}
        </Text>
      </TitledCard>
      <TitledCard title="Rubric Breakdown">
        <Stack gap="xs">
          {RUBRIC_ROWS.map(([key, label]) => {
            const row = result.rubricBreakdown[key];
            const color = scoreColor(row.score, row.max);
            return (
              <div key={key} data-testid={`rubric-${key}`} data-score-color={color}>
                <Group justify="space-between" wrap="nowrap">
                  <Text size="sm" fw={600}>
                    {label}
                  </Text>
                  <Badge color={color}>
                    {row.score}/{row.max}
                  </Badge>
                </Group>
                <Text size="sm" c="dimmed">
                  {row.feedback}
                </Text>
              </div>
            );
          })}
        </Stack>
      </TitledCard>
      <TitledCard title="Strengths & Areas for Improvement">
        <Text size="sm" fw={600} c="green.8">
          Strengths
        </Text>
        <TextList items={result.strengths} empty="None found yet." />
        <Text size="sm" fw={600} c="orange.8">
          Areas for Improvement
        </Text>
        <TextList items={result.weaknesses} empty="Nothing to improve was found." />
      </TitledCard>
      <TitledCard title="Paragraph Analysis">
        <List size="sm" spacing={4}>
          {result.paragraphAnalysis.map((p) => (
            <List.Item key={p.paragraphNumber}>
              <b>Paragraph {p.paragraphNumber}:</b> {p.purpose}
            </List.Item>
          ))}
        </List>
      </TitledCard>
      <TitledCard title={`Grammar Issues (${result.grammarIssues.length})`}>
        <List size="sm" spacing={4}>
          {result.grammarIssues.map((g, i) => (
            <List.Item key={i}>
              {g.issue}{' '}
              <Text span size="sm" c="dimmed">
                → {g.suggestion}
              </Text>
            </List.Item>
          ))}
        </List>
      </TitledCard>
      <TitledCard title={`Style Improvements (${result.styleImprovements.length})`}>
        <List size="sm" spacing={4}>
          {result.styleImprovements.map((s, i) => (
            <List.Item key={i}>
              {s.improvement}{' '}
              <Text span size="sm" c="dimmed">
                → {s.reason}
              </Text>
            </List.Item>
          ))}
        </List>
      </TitledCard>
    </Stack>
  );
}
