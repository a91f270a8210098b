import { Group, Text } from '@mantine/core';
import { type GalaxyModel, MASTERY_BANDS } from './galaxy-model';
import classes from './knowledge-galaxy.module.css';

/** What the colours, rings and lines mean (the canvas itself is a picture). */
export function GalaxyLegend({ model }: { model: GalaxyModel }) {
  return (
    <Group gap="md" component="ul" aria-label="Legend" className={classes.legend}>
      {MASTERY_BANDS.map((band) => (
        <Group key={band.key} gap={6} wrap="nowrap" component="li">
          <span className={classes.swatch} style={{ background: band.colour }} aria-hidden />
          <Text size="xs">{band.label}</Text>
        </Group>
      ))}
      <Group gap={6} wrap="nowrap" component="li">
        <svg className={classes.edgeSample} height="10" aria-hidden>
          <line x1="0" y1="5" x2="26" y2="5" stroke="#1c7ed6" strokeOpacity="0.5" strokeWidth="2" />
        </svg>
        <Text size="xs">Part of (thin line in the chapter’s colour)</Text>
      </Group>
      <Group gap={6} wrap="nowrap" component="li">
        <svg className={classes.edgeSample} height="10" aria-hidden>
          <line x1="0" y1="5" x2="19" y2="5" stroke="#5f3dc4" strokeWidth="2" />
          <polygon points="18,1 26,5 18,9" fill="#5f3dc4" />
        </svg>
        <Text size="xs">Learn first (arrow to the point that needs it)</Text>
      </Group>
      <Text size="xs" c="dimmed" component="li">
        Size: questions and notes. Ring: chapter ({model.graph.chapters.length} chapters).
      </Text>
    </Group>
  );
}
