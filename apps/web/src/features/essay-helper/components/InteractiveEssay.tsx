import { Card, Group, Loader, Stack, Text, Title } from '@mantine/core';
import { useEffect, useState, type KeyboardEvent } from 'react';
import type { EssayAnalysis, EssentialSentence } from '@eps/contracts';
import { useJobProgress } from '@/lib/jobs';
import { useIdentifyEssentialMutation } from '../api';
import { paragraphNumbering, splitParagraphs, type Mark } from '../lib/essay-text';
import { MarkedParagraph, ParagraphAnalysis, type MarkKind } from './MarkedParagraph';
import { StepProgress } from './StepProgress';
import { useDefinitions } from '../hooks/use-definitions';

export const ESSENTIAL_STEPS = [
  'Analyzing essay structure...',
  'Identifying key sentences...',
  'Generating explanations...',
] as const;

export interface InteractiveEssayProps {
  essay: string;
  analysis: EssayAnalysis | null;
  onFailure: (message: string) => void;
}

/**
 * The generated essay by paragraph: essential sentences in blue (asked for whenever the essay changes),
 * double-click a word for its definition, and each paragraph's analysis under it.
 */
export function InteractiveEssay({ essay, analysis, onFailure }: InteractiveEssayProps) {
  const [identify] = useIdentifyEssentialMutation();
  const job = useJobProgress();
  const [essential, setEssential] = useState<EssentialSentence[]>([]);
  const [identifying, setIdentifying] = useState(false);
  const { definitions, loading, define } = useDefinitions(onFailure);
  const { follow, finish } = job;

  useEffect(() => {
    let current = true;
    setEssential([]);
    setIdentifying(true);
    identify({ request: { essay }, jobId: follow() })
      .unwrap()
      .then((answer) => current && setEssential(answer.essentialSentences))
      .catch(() => current && onFailure('Could not find the essential sentences.'))
      .finally(() => {
        if (!current) return;
        setIdentifying(false);
        finish();
      });
    return () => {
      current = false;
    };
  }, [essay, identify, follow, finish, onFailure]);

  if (identifying) return <StepProgress steps={ESSENTIAL_STEPS} progress={job.progress} />;

  const marks: Mark<MarkKind>[] = essential.map((e) => ({
    text: e.sentence,
    kind: 'essential',
    title: 'Essential Sentence',
    body: e.explanation,
  }));
  const onDoubleClick = () => void define(window.getSelection()?.toString() ?? '');
  // The keyboard way to the same lookup, for a selection made with caret browsing.
  const onKeyDown = (event: KeyboardEvent) => {
    if (!event.altKey || event.code !== 'KeyD') return;
    event.preventDefault();
    onDoubleClick();
  };
  const numberOf = paragraphNumbering(analysis);

  return (
    <Card withBorder component="section" aria-label="Interactive Essay">
      <Group justify="space-between" mb="sm">
        <Title order={3} size="h4">
          Interactive Essay
        </Title>
        {loading && (
          <Group gap={6} role="status" aria-live="polite">
            <Loader size="xs" aria-hidden />
            <Text size="sm" c="dimmed">
              Looking up definition...
            </Text>
          </Group>
        )}
      </Group>
      <Stack gap="md" onDoubleClick={onDoubleClick} onKeyDown={onKeyDown}>
        {splitParagraphs(essay).map((paragraph, i) => {
          const plan = analysis?.paragraphBreakdown.find((p) => p.paragraphIndex === i);
          return (
            <Stack gap={4} key={`${i}-${paragraph.slice(0, 20)}`}>
              <MarkedParagraph text={paragraph} marks={marks} definitions={definitions} />
              {plan && (
                <ParagraphAnalysis
                  number={numberOf(i)}
                  fields={[
                    { label: 'Purpose', value: plan.purpose },
                    { label: 'Key Strategy', value: plan.reasoning },
                    { label: 'Essential Sentence', value: plan.keySentence },
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
