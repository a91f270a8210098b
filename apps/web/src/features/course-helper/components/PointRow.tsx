import { ActionIcon, Badge, Box, Button, Group, Text, VisuallyHidden } from '@mantine/core';
import { IconChevronDown, IconChevronRight } from '@tabler/icons-react';
import type { CoursePoint } from '@eps/contracts';
import { Link } from 'react-router';
import { masteryLook, plural } from '../course-tree';
import classes from '../course-helper.module.css';

export interface PointActions {
  onPractise: (point: CoursePoint) => void;
  /** The point whose quiz is being made (its Practise button shows it). */
  practising: string | null;
  questionsHref: (point: CoursePoint) => string;
  notesHref: (point: CoursePoint) => string;
}

interface Props extends PointActions {
  point: CoursePoint;
  expanded: boolean;
  highlighted: boolean;
  onToggle: () => void;
}

/** One specification point: what exists for it, my mastery, and what I can do with it. */
export function PointRow({ point, expanded, highlighted, onToggle, ...actions }: Props) {
  const mastery = masteryLook(point.mastery);
  const title = `${point.code} ${point.name}`;
  return (
    <Box id={`point-${point.id}`} className={classes.row} data-highlighted={highlighted || undefined}>
      <Group wrap="nowrap" align="flex-start" gap="xs">
        {point.children.length ? (
          <ActionIcon
            variant="subtle"
            color="gray"
            onClick={onToggle}
            aria-expanded={expanded}
            aria-controls={`children-${point.id}`}
            aria-label={`${expanded ? 'Collapse' : 'Expand'} ${title}`}
          >
            {expanded ? <IconChevronDown size={18} /> : <IconChevronRight size={18} />}
          </ActionIcon>
        ) : (
          <Box w={28} style={{ flexShrink: 0 }} />
        )}
        <Box miw={0} style={{ flex: 1 }}>
          <Text fw={600} className={classes.name}>
            {title}
          </Text>
          {point.description && (
            <Text size="sm" c="dimmed" className={classes.name}>
              {point.description}
            </Text>
          )}
          <Group gap={6} mt={4}>
            <Badge variant="light" color="blue">
              {plural(point.questionCount, 'question')}
            </Badge>
            <Badge variant="light" color="grape">
              {plural(point.pastPaperQuestionCount, 'past-paper question')}
            </Badge>
            <Badge variant="light" color="teal">
              {plural(point.noteCount, 'note')}
            </Badge>
            <VisuallyHidden>My mastery:</VisuallyHidden>
            <Badge variant="filled" color={mastery.color} autoContrast>
              {mastery.label}
            </Badge>
            {point.attempts > 0 && (
              <Text size="xs" c="dimmed">
                {plural(point.attempts, 'attempt')}
              </Text>
            )}
          </Group>
          <Group gap="xs" mt="xs">
            <Button
              size="compact-sm"
              onClick={() => actions.onPractise(point)}
              loading={actions.practising === point.id}
              disabled={point.questionCount === 0}
              aria-label={`Practise ${title}`}
            >
              Practise
            </Button>
            <Button
              size="compact-sm"
              variant="default"
              component={Link}
              to={actions.questionsHref(point)}
              aria-label={`Questions on ${title}`}
            >
              Questions
            </Button>
            <Button
              size="compact-sm"
              variant="default"
              component={Link}
              to={actions.notesHref(point)}
              aria-label={`Generate notes on ${title}`}
            >
              Generate notes
            </Button>
          </Group>
        </Box>
      </Group>
    </Box>
  );
}
