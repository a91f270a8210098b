import { Box, Group, Text, Title } from '@mantine/core';
import type { CSSProperties, ReactNode } from 'react';
import classes from './tool-page.module.css';

export interface ToolPageProps {
  title: string;
  description: string;
  /** The page's main buttons, beside the title on wide screens and under it on a phone. */
  actions?: ReactNode;
  children: ReactNode;
}

/** The frame of a full-width tool page (editors, generators): a title row with actions, then the tool. */
export function ToolPage({ title, description, actions, children }: ToolPageProps) {
  return (
    <Box className={classes.page}>
      <Group justify="space-between" align="flex-end" gap="sm" mb="sm">
        <Box miw={0}>
          <Title order={1} fz={{ base: 'h3', sm: 'h2' }}>
            {title}
          </Title>
          <Text size="sm" c="dimmed">
            {description}
          </Text>
        </Box>
        {actions && (
          <Group gap="xs" wrap="wrap">
            {actions}
          </Group>
        )}
      </Group>
      {children}
    </Box>
  );
}

/** Two panes side by side from the md breakpoint, stacked (first pane on top) below it. */
export function SplitPanes({ children }: { children: ReactNode }) {
  return <div className={classes.panes}>{children}</div>;
}

/** The editor pane: the editor (in EditorBox) on top, notes and messages under it. */
export function EditorColumn({ children }: { children: ReactNode }) {
  return <div className={classes.editorColumn}>{children}</div>;
}

export function EditorBox({ children }: { children: ReactNode }) {
  return <div className={classes.editorBox}>{children}</div>;
}

export interface ResultPaneProps {
  /** Height when stacked on a phone (default: as tall as the content). */
  phoneHeight?: string;
  className?: string;
  'aria-label'?: string;
  children: ReactNode;
}

/** The result pane beside the editor (a PDF, an image), as tall as the editor pane on wide screens. */
export function ResultPane({ phoneHeight, className, children, ...rest }: ResultPaneProps) {
  const style = phoneHeight ? ({ '--result-pane-phone-height': phoneHeight } as CSSProperties) : undefined;
  return (
    <section className={[classes.resultPane, className].filter(Boolean).join(' ')} style={style} {...rest}>
      {children}
    </section>
  );
}
