import { Badge, Group, Paper, Progress, Stack, Text, ThemeIcon } from '@mantine/core';
import { IconBan, IconCircleCheck, IconCircleDashed, IconCircleX } from '@tabler/icons-react';
import type { GradedPoint, PointVerdict } from '@eps/contracts';
import type { ComponentType } from 'react';
import { RichText } from '@/components/rich-text';
import { confidenceColour, confidenceWords } from '../lib/confidence';
import { marksText, VERDICT_WORDS } from '../lib/words';
import classes from '../exam-grader.module.css';

const VERDICT_LOOK: Record<PointVerdict, { colour: string; Icon: ComponentType<{ size?: number }> }> = {
  awarded: { colour: 'teal', Icon: IconCircleCheck },
  missing: { colour: 'gray', Icon: IconCircleDashed },
  contradicted: { colour: 'red', Icon: IconCircleX },
  rejected: { colour: 'orange', Icon: IconBan },
};

/** What a point's quotes are: the words that earn it, cost it, or (missing) came nearest to it. */
const EVIDENCE_LEADS: Record<PointVerdict, string> = {
  awarded: 'Earned by:',
  missing: 'Nearest in your answer:',
  contradicted: 'Because you wrote:',
  rejected: 'Because you wrote:',
};
const EVIDENCE_CLASSES: Record<PointVerdict, string | undefined> = {
  awarded: classes.earns,
  missing: undefined,
  contradicted: classes.costs,
  rejected: classes.costs,
};

function Confidence({ point }: { point: GradedPoint }) {
  const percent = Math.round(point.confidence * 100);
  const words = confidenceWords(point.confidence);
  return (
    <Stack gap={2}>
      <Group gap="xs" justify="space-between" wrap="nowrap">
        <Text size="xs">
          {words} ({percent}%)
        </Text>
        {point.votes && (
          <Text size="xs" c="dimmed">
            {point.votes.awarded} of {point.votes.samples} markings gave it
          </Text>
        )}
      </Group>
      <Progress
        value={percent}
        color={confidenceColour(point.confidence)}
        size="sm"
        aria-label={`Confidence: ${words}, ${percent}%`}
      />
    </Stack>
  );
}

function PointItem({ point, showPart }: { point: GradedPoint; showPart: boolean }) {
  const { colour, Icon } = VERDICT_LOOK[point.verdict];
  return (
    <Paper component="li" withBorder p="xs" radius="sm">
      <Stack gap={6}>
        <Group gap="xs" wrap="nowrap" align="flex-start">
          <ThemeIcon color={colour} variant="light" size="md" aria-hidden>
            <Icon size={18} />
          </ThemeIcon>
          <Stack gap={2} style={{ flex: 1, minWidth: 0 }}>
            <Group gap={6}>
              <Badge color={colour} variant="light" size="sm">
                {VERDICT_WORDS[point.verdict]}
              </Badge>
              <Text size="xs" fw={600}>
                {point.awarded ? point.marks : 0} / {marksText(point.marks)}
              </Text>
              {showPart && point.partLabel && (
                <Text size="xs" c="dimmed">
                  Part ({point.partLabel})
                </Text>
              )}
            </Group>
            <RichText size="sm">{point.point}</RichText>
          </Stack>
        </Group>
        {point.evidence.length > 0 && (
          <Text size="xs" className={classes.wrap}>
            {EVIDENCE_LEADS[point.verdict]}{' '}
            {point.evidence.map((quote, i) => (
              <span key={i}>
                {i > 0 && ', '}
                <q className={EVIDENCE_CLASSES[point.verdict]}>{quote}</q>
              </span>
            ))}
          </Text>
        )}
        <Confidence point={point} />
      </Stack>
    </Paper>
  );
}

/** Every marking point with its verdict, marks, the quoted evidence and how sure the marker is. */
export function PointList({ points }: { points: GradedPoint[] }) {
  // A one-part question's points all carry its label; naming it on each would only add noise.
  const showPart = new Set(points.map((p) => p.partLabel)).size > 1;
  return (
    <Stack component="ul" gap="xs" className={classes.plainList} aria-label="Marking points">
      {points.map((point, i) => (
        <PointItem key={i} point={point} showPart={showPart} />
      ))}
    </Stack>
  );
}
