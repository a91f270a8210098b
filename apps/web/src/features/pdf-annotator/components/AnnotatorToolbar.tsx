import { Button, Group, SegmentedControl, Slider, Text } from '@mantine/core';
import {
  IconArrowBackUp,
  IconChevronLeft,
  IconChevronRight,
  IconZoomIn,
  IconZoomOut,
} from '@tabler/icons-react';
import type { Dispatch } from 'react';
import { IconAction } from '@/components/IconAction';
import { MAX_ZOOM, MIN_ZOOM } from '@/components/pdf-viewer';
import type { AnnotatorAction, AnnotatorState } from '../lib/annotator-model';
import classes from '../annotator.module.css';
import { canUndo } from '../lib/page-history';

export interface AnnotatorToolbarProps {
  state: AnnotatorState;
  dispatch: Dispatch<AnnotatorAction>;
}

const pagesLabel = (count: number) => `${count} ${count === 1 ? 'Page' : 'Pages'}`;

/** Zoom, the Single Page / Scroll View toggle, page navigation and undo, over the document. */
export function AnnotatorToolbar({ state, dispatch }: AnnotatorToolbarProps) {
  const pageCount = state.pageSizes.length;
  return (
    <Group className={classes.toolbar} justify="space-between" gap="xs">
      <Group gap={4} wrap="nowrap">
        <IconAction
          label="Zoom out"
          icon={IconZoomOut}
          disabled={state.zoom <= MIN_ZOOM}
          onClick={() => dispatch({ type: 'zoomBy', steps: -1 })}
        />
        <Text size="sm" w={44} ta="center" aria-live="polite" data-testid="zoom-percent">
          {Math.round(state.zoom * 100)}%
        </Text>
        <IconAction
          label="Zoom in"
          icon={IconZoomIn}
          disabled={state.zoom >= MAX_ZOOM}
          onClick={() => dispatch({ type: 'zoomBy', steps: 1 })}
        />
        <IconAction
          label="Undo"
          icon={IconArrowBackUp}
          disabled={!canUndo(state.history, state.page)}
          onClick={() => dispatch({ type: 'undo' })}
        />
      </Group>
      <SegmentedControl
        size="xs"
        aria-label="View"
        data={['Single Page', 'Scroll View']}
        value={state.layout === 'single' ? 'Single Page' : 'Scroll View'}
        onChange={(v) =>
          dispatch({ type: 'layoutChosen', layout: v === 'Single Page' ? 'single' : 'scroll' })
        }
      />
      {state.layout === 'scroll' ? (
        <Text size="sm" aria-live="polite">
          {pagesLabel(pageCount)}
        </Text>
      ) : (
        <PageNavigation state={state} dispatch={dispatch} />
      )}
    </Group>
  );
}

function PageNavigation({ state, dispatch }: AnnotatorToolbarProps) {
  const pageCount = state.pageSizes.length;
  const goTo = (page: number) => dispatch({ type: 'pageChosen', page });
  return (
    <Group gap={6} wrap="nowrap" className={classes.pageNavigation}>
      <Button
        size="compact-sm"
        variant="subtle"
        leftSection={<IconChevronLeft size={16} aria-hidden />}
        disabled={state.page <= 1}
        onClick={() => goTo(state.page - 1)}
      >
        Previous
      </Button>
      {pageCount > 1 && (
        <Slider
          className={classes.pageSlider}
          min={1}
          max={pageCount}
          step={1}
          value={state.page}
          onChange={goTo}
          thumbLabel="Page"
          label={(v) => `Page ${v}`}
        />
      )}
      <Text size="sm" style={{ whiteSpace: 'nowrap' }} aria-live="polite">
        {state.page} / {pageCount}
      </Text>
      <Button
        size="compact-sm"
        variant="subtle"
        rightSection={<IconChevronRight size={16} aria-hidden />}
        disabled={state.page >= pageCount}
        onClick={() => goTo(state.page + 1)}
      >
        Next
      </Button>
    </Group>
  );
}
