import { Anchor, Group, Stack, Text, Title } from '@mantine/core';
import { useId } from 'react';
import { Link } from 'react-router';
import { type GalaxyModel, courseHelperLink, masteryBand, masteryText } from './galaxy-model';
import classes from './knowledge-galaxy.module.css';

export interface GalaxyListProps {
  model: GalaxyModel;
  ids: string[];
  /** Visible, or only for screen readers (and keyboard users, once they tab into it). */
  visible: boolean;
}

const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? '' : 's'}`;

/** The graph's points as a list: the keyboard and screen-reader way to the same data. */
export function GalaxyList({ model, ids, visible }: GalaxyListProps) {
  const headingId = useId();
  const syllabusId = model.graph.syllabus.id;
  return (
    <section aria-labelledby={headingId} className={visible ? undefined : classes.listHidden}>
      <Stack gap={4}>
        <Title order={2} fz="h4" id={headingId}>
          Points in this view
        </Title>
        <ul className={classes.pointList}>
          {ids.map((id) => {
            const n = model.byId.get(id)!;
            const before = (model.prerequisites.get(id) ?? []).map((p) => model.byId.get(p)!);
            return (
              <li key={id} className={classes.pointItem} data-point-code={n.code}>
                <Group gap="xs" wrap="nowrap" align="baseline">
                  <span
                    className={classes.swatch}
                    style={{ background: masteryBand(n.mastery).colour }}
                    aria-hidden
                  />
                  <Anchor
                    component={Link}
                    to={courseHelperLink(syllabusId, id)}
                    fw={n.depth === 0 ? 700 : 500}
                  >
                    {n.code} {n.name}
                  </Anchor>
                </Group>
                <Text size="sm" c="dimmed">
                  {n.depth === 0
                    ? 'Chapter'
                    : `Chapter ${n.chapterCode} ${model.chapterName.get(n.chapterCode) ?? ''}`}
                  {' · '}Mastery: <span data-mastery>{masteryText(n.mastery)}</span>
                  {' · '}
                  {plural(n.questionCount, 'question')} · {plural(n.noteCount, 'note')}
                </Text>
                {before.length > 0 && (
                  <Text size="sm">Learn first: {before.map((p) => `${p.code} ${p.name}`).join('; ')}</Text>
                )}
              </li>
            );
          })}
        </ul>
      </Stack>
    </section>
  );
}
