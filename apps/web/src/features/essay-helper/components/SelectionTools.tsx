import { Button, Group, Modal, Paper, Stack, Text } from '@mantine/core';
import { IconBulb, IconWand } from '@tabler/icons-react';
import { useEffect, useRef, useState, type FocusEvent, type KeyboardEvent, type ReactNode } from 'react';
import { useExplainTextMutation } from '../api';
import type { EssaySpan } from '../lib/essay-selection';
import { essaySpanOfElement, essaySpanOfRange } from '../lib/rendered-selection';
import classes from '../essay-helper.module.css';
import { RewriteDialog } from './RewriteDialog';

interface Selected {
  /** The selected essay text, widened to whole words. */
  text: string;
  span: EssaySpan;
  x: number;
  y: number;
}

export interface SelectionToolsProps {
  essay: string;
  /** Replaces `original`, which stands at `span` in the essay, with `rewritten`. */
  onReplace: (span: EssaySpan, original: string, rewritten: string) => void;
  onFailure: (message: string) => void;
  children: ReactNode;
}

/**
 * Text selected inside `children` (or a highlighted passage reached with Tab) gets a floating toolbar:
 * Rewrite (Alt+R) and Explain (Alt+E), each in a dialog; Escape hides it. A selection that starts or
 * ends inside a word covers the whole word, so what is rewritten and replaced is whole words.
 */
export function SelectionTools({ essay, onReplace, onFailure, children }: SelectionToolsProps) {
  const area = useRef<HTMLDivElement>(null);
  const [selected, setSelected] = useState<Selected | null>(null);
  const [dialog, setDialog] = useState<'rewrite' | 'explain' | null>(null);
  const [explanation, setExplanation] = useState<string | null>(null);
  const [explain, { isLoading: explaining }] = useExplainTextMutation();

  // What the toolbar belongs to (the selected range or the focused highlight), to follow it on scroll.
  const anchor = useRef<Range | Element | null>(null);

  const place = (rect: DOMRect) => ({
    // Kept inside the viewport (a selection can start above it or run off a phone's edge).
    x: Math.min(Math.max(rect.left + rect.width / 2, 100), window.innerWidth - 100),
    y: Math.min(Math.max(rect.top - 6, 110), window.innerHeight - 10),
  });

  const show = (span: EssaySpan | null, target: Range | Element) => {
    if (!span) return;
    anchor.current = target;
    setSelected({ text: essay.slice(span.start, span.end), span, ...place(target.getBoundingClientRect()) });
  };

  const readSelection = () => {
    const selection = window.getSelection();
    const text = selection?.toString().trim() ?? '';
    if (!selection || text === '' || !area.current?.contains(selection.anchorNode)) {
      const onHighlight = document.activeElement?.tagName === 'MARK';
      if (!dialog && !(onHighlight && area.current?.contains(document.activeElement))) setSelected(null);
      return;
    }
    const range = selection.getRangeAt(0);
    show(essaySpanOfRange(area.current, range, essay), range);
  };

  // Keyboard users cannot drag a selection: tabbing to a highlighted passage selects it instead.
  const onFocus = (event: FocusEvent<HTMLDivElement>) => {
    if (event.target.tagName !== 'MARK' || !area.current) return;
    show(essaySpanOfElement(area.current, event.target, essay), event.target);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (!selected || dialog || explaining) return;
    if (event.key === 'Escape') setSelected(null);
    else if (event.altKey && event.code === 'KeyR') setDialog('rewrite');
    else if (event.altKey && event.code === 'KeyE') void openExplain(selected.text);
    else return;
    event.preventDefault();
  };

  // The toolbar is positioned for the viewport: on scroll it follows its passage, and hides once the
  // passage has left the screen.
  useEffect(() => {
    if (!selected || dialog) return;
    const follow = () => {
      const rect = anchor.current?.getBoundingClientRect();
      if (!rect || rect.bottom < 0 || rect.top > window.innerHeight) setSelected(null);
      else setSelected((current) => current && { ...current, ...place(rect) });
    };
    window.addEventListener('scroll', follow, { passive: true });
    return () => window.removeEventListener('scroll', follow);
  }, [selected, dialog]);

  const openExplain = async (text: string) => {
    setDialog('explain');
    setExplanation(null);
    try {
      setExplanation((await explain({ sentence: text, context: essay }).unwrap()).explanation);
    } catch {
      setDialog(null);
      onFailure('Could not explain the selected text.');
    }
  };

  const closeDialog = () => {
    setDialog(null);
    setSelected(null);
  };

  return (
    <div
      ref={area}
      onMouseUp={readSelection}
      onKeyUp={readSelection}
      onFocus={onFocus}
      onKeyDownCapture={onKeyDown}
    >
      {children}
      {selected && !dialog && (
        <Paper
          shadow="md"
          p={4}
          withBorder
          className={classes.toolbar}
          style={{ left: selected.x, top: selected.y }}
        >
          <Group gap={4} wrap="nowrap">
            <Button
              size="compact-sm"
              variant="subtle"
              leftSection={<IconWand size={14} aria-hidden />}
              disabled={explaining}
              aria-keyshortcuts="Alt+R"
              title="Rewrite (Alt+R)"
              onClick={() => setDialog('rewrite')}
            >
              Rewrite
            </Button>
            <Button
              size="compact-sm"
              variant="subtle"
              leftSection={<IconBulb size={14} aria-hidden />}
              disabled={explaining}
              aria-keyshortcuts="Alt+E"
              title="Explain (Alt+E)"
              onClick={() => void openExplain(selected.text)}
            >
              Explain
            </Button>
          </Group>
        </Paper>
      )}
      <RewriteDialog
        text={dialog === 'rewrite' && selected ? selected.text : null}
        essay={essay}
        onReplace={(rewritten) => selected && onReplace(selected.span, selected.text, rewritten)}
        onClose={closeDialog}
        onFailure={onFailure}
      />
      <Modal opened={dialog === 'explain'} onClose={closeDialog} title="Text Explanation">
        <Stack gap="sm">
          {selected && (
            <Text size="sm" fs="italic">
              {selected.text}
            </Text>
          )}
          <Text size="sm">{explanation ?? 'Loading explanation...'}</Text>
        </Stack>
      </Modal>
    </div>
  );
}
