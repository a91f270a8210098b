import { Button, Group, Modal, Paper, Stack, Text, Textarea } from '@mantine/core';
import { IconBulb, IconWand } from '@tabler/icons-react';
import { useEffect, useRef, useState, type FocusEvent, type KeyboardEvent, type ReactNode } from 'react';
import { useExplainTextMutation, useRewriteTextMutation } from '../api';
import classes from '../essay-helper.module.css';

const DEFAULT_INSTRUCTION = 'Improve clarity and style';

interface Selected {
  text: string;
  x: number;
  y: number;
}

export interface SelectionToolsProps {
  essay: string;
  /** Replaces the first occurrence of `original` in the essay with `rewritten`. */
  onReplace: (original: string, rewritten: string) => void;
  onFailure: (message: string) => void;
  children: ReactNode;
}

/**
 * Text selected inside `children` (or a highlighted passage reached with Tab) gets a floating toolbar:
 * Rewrite (Alt+R) and Explain (Alt+E), each in a dialog; Escape hides it.
 */
export function SelectionTools({ essay, onReplace, onFailure, children }: SelectionToolsProps) {
  const area = useRef<HTMLDivElement>(null);
  const [selected, setSelected] = useState<Selected | null>(null);
  const [dialog, setDialog] = useState<'rewrite' | 'explain' | null>(null);
  const [instruction, setInstruction] = useState('');
  const [rewritten, setRewritten] = useState<string | null>(null);
  const [explanation, setExplanation] = useState<string | null>(null);
  const [rewrite, { isLoading: rewriting }] = useRewriteTextMutation();
  const [explain, { isLoading: explaining }] = useExplainTextMutation();
  const busy = rewriting || explaining;

  const show = (text: string, rect: DOMRect) => {
    // Kept inside the viewport (a selection can start above it or run off a phone's edge).
    const x = Math.min(Math.max(rect.left + rect.width / 2, 100), window.innerWidth - 100);
    const y = Math.min(Math.max(rect.top - 6, 110), window.innerHeight - 10);
    setSelected({ text, x, y });
  };

  const readSelection = () => {
    const selection = window.getSelection();
    const text = selection?.toString().trim() ?? '';
    if (!selection || text === '' || !area.current?.contains(selection.anchorNode)) {
      const onHighlight = document.activeElement?.tagName === 'MARK';
      if (!dialog && !(onHighlight && area.current?.contains(document.activeElement))) setSelected(null);
      return;
    }
    show(text, selection.getRangeAt(0).getBoundingClientRect());
  };

  // Keyboard users cannot drag a selection: tabbing to a highlighted passage selects it instead.
  const onFocus = (event: FocusEvent<HTMLDivElement>) => {
    const text = event.target.textContent?.trim() ?? '';
    if (event.target.tagName === 'MARK' && text) show(text, event.target.getBoundingClientRect());
  };

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (!selected || dialog || busy) return;
    if (event.key === 'Escape') setSelected(null);
    else if (event.altKey && event.code === 'KeyR') setDialog('rewrite');
    else if (event.altKey && event.code === 'KeyE') void openExplain(selected.text);
    else return;
    event.preventDefault();
  };

  // The toolbar is positioned for the viewport, so scrolling would leave it behind.
  useEffect(() => {
    if (!selected || dialog) return;
    const hide = () => setSelected(null);
    window.addEventListener('scroll', hide, { passive: true });
    return () => window.removeEventListener('scroll', hide);
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

  const runRewrite = async (text: string) => {
    try {
      const answer = await rewrite({
        sentence: text,
        context: essay,
        instruction: instruction.trim() || DEFAULT_INSTRUCTION,
      }).unwrap();
      setRewritten(answer.rewrittenSentence);
    } catch {
      onFailure('Could not rewrite the selected text.');
    }
  };

  const closeDialog = () => {
    setDialog(null);
    setRewritten(null);
    setInstruction('');
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
              disabled={busy}
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
              disabled={busy}
              aria-keyshortcuts="Alt+E"
              title="Explain (Alt+E)"
              onClick={() => void openExplain(selected.text)}
            >
              Explain
            </Button>
          </Group>
        </Paper>
      )}
      <Modal opened={dialog === 'rewrite' && !!selected} onClose={closeDialog} title="Rewrite Sentence">
        {selected && (
          <Stack gap="sm">
            <Text size="sm" fw={600}>
              {rewritten === null ? 'Selected text' : 'Original'}
            </Text>
            <Text size="sm">{selected.text}</Text>
            {rewritten === null ? (
              <>
                <Textarea
                  label="Context (optional)"
                  description="How should it change?"
                  placeholder={DEFAULT_INSTRUCTION}
                  value={instruction}
                  onChange={(e) => setInstruction(e.currentTarget.value)}
                  autosize
                  minRows={2}
                />
                <Button onClick={() => void runRewrite(selected.text)} loading={rewriting}>
                  Rewrite
                </Button>
              </>
            ) : (
              <>
                <Text size="sm" fw={600}>
                  Rewritten
                </Text>
                <Text size="sm" aria-label="Rewritten text">
                  {rewritten}
                </Text>
                <Group justify="flex-end">
                  <Button variant="default" onClick={closeDialog}>
                    Keep original
                  </Button>
                  <Button
                    onClick={() => {
                      onReplace(selected.text, rewritten);
                      closeDialog();
                    }}
                  >
                    Replace
                  </Button>
                </Group>
              </>
            )}
          </Stack>
        )}
      </Modal>
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
