import { Card, Group, Text, ThemeIcon } from '@mantine/core';
import type { MouseEvent } from 'react';
import { Link } from 'react-router';
import { ToolIcon } from '@/components/ToolIcon';
import classes from './HomePage.module.css';

export interface ToolCardProps {
  name: string;
  description: string;
  icon: string;
  color: string;
  to: string;
  /** When set, a plain click calls this instead of following the link (to record the tool's use first). */
  onOpen?: () => void;
}

/** A home page tool card: a real link (so it can be opened in a new tab), icon, name and one line. */
export function ToolCard({ name, description, icon, color, to, onOpen }: ToolCardProps) {
  const onClick = (event: MouseEvent) => {
    if (!onOpen || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey || event.button !== 0)
      return;
    event.preventDefault();
    onOpen();
  };
  return (
    <Card
      component={Link}
      to={to}
      onClick={onClick}
      withBorder
      radius="md"
      padding="md"
      className={classes.card}
    >
      <Group gap="sm" wrap="nowrap" align="flex-start">
        <ThemeIcon size={42} radius="md" variant="light" color={color}>
          <ToolIcon name={icon} size={24} stroke={1.7} />
        </ThemeIcon>
        <div className={classes.cardText}>
          <Text fw={600}>{name}</Text>
          <Text size="sm" c="dimmed" lineClamp={2}>
            {description}
          </Text>
        </div>
      </Group>
    </Card>
  );
}
