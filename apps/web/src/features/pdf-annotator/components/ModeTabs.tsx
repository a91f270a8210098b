import { Stack, Tabs } from '@mantine/core';
import { IconEraser, IconEye, IconPencil, IconPhoto, IconTypography } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import type { Mode } from '../lib/annotator-model';
import classes from '../annotator.module.css';
import { DeleteOptions } from './DeleteOptions';
import { DrawOptions } from './DrawOptions';
import { ImageOptions, ImageSelectionNotice, type ImageOptionsProps } from './ImageOptions';
import { Hint, UndoTip, type PanelProps } from './PanelParts';
import { TextOptions } from './TextOptions';

export const MODES: { value: Mode; label: string; icon: ReactNode }[] = [
  { value: 'view', label: 'View', icon: <IconEye size={16} aria-hidden /> },
  { value: 'draw', label: 'Draw', icon: <IconPencil size={16} aria-hidden /> },
  { value: 'text', label: 'Add Text', icon: <IconTypography size={16} aria-hidden /> },
  { value: 'image', label: 'Add Image', icon: <IconPhoto size={16} aria-hidden /> },
  { value: 'delete', label: 'Delete Content', icon: <IconEraser size={16} aria-hidden /> },
];

export interface ModeTabsProps extends Omit<ImageOptionsProps, keyof PanelProps> {
  panel: PanelProps;
  /** The document beside (or under) the options panel. */
  children: ReactNode;
}

/** The mode tabs over the options panel of the chosen mode, with the document beside them. */
export function ModeTabs({ panel, children, ...image }: ModeTabsProps) {
  const { state, dispatch } = panel;
  return (
    <Tabs
      value={state.mode}
      onChange={(mode) => mode && dispatch({ type: 'modeChosen', mode: mode as Mode })}
      activateTabWithKeyboard
      // Only the chosen mode's panel is in the page, so its messages are the only ones to find.
      keepMounted={false}
      classNames={{ tabSection: classes.tabIcon, tab: classes.tab }}
    >
      <Tabs.List mb="md">
        {MODES.map(({ value, label, icon }) => (
          <Tabs.Tab key={value} value={value} leftSection={icon}>
            {label}
          </Tabs.Tab>
        ))}
      </Tabs.List>
      <div className={classes.body}>
        <div className={classes.options}>
          <Tabs.Panel value="view">
            <Stack gap="sm">
              <Hint>Scroll and zoom the document. Click a placed image to select it.</Hint>
              {state.selectedImage && <ImageSelectionNotice dispatch={dispatch} />}
              <UndoTip />
            </Stack>
          </Tabs.Panel>
          <Tabs.Panel value="draw">
            <DrawOptions {...panel} />
          </Tabs.Panel>
          <Tabs.Panel value="text">
            <TextOptions {...panel} />
          </Tabs.Panel>
          <Tabs.Panel value="image">
            <ImageOptions {...panel} {...image} />
          </Tabs.Panel>
          <Tabs.Panel value="delete">
            <DeleteOptions {...panel} />
          </Tabs.Panel>
        </div>
        {children}
      </div>
    </Tabs>
  );
}
