import { useEffect, useImperativeHandle, useLayoutEffect, useRef, type Ref } from 'react';
import { Compartment, EditorState, Prec, type Extension } from '@codemirror/state';
import { EditorView, keymap } from '@codemirror/view';
import { basicEditing } from './basic-editing';

/** What a page can do to the editor beyond setting its text. */
export interface CodeEditorHandle {
  /** Puts the cursor at the start of `line` (1-based, clamped to the document), scrolls it into view, focuses. */
  goToLine: (line: number) => void;
  focus: () => void;
}

export interface CodeEditorProps {
  value: string;
  onChange: (value: string) => void;
  /** The language support, such as `python()` or `StreamLanguage.define(stex)`. */
  language: Extension;
  /** Runs on Ctrl+Enter (Cmd+Enter on a Mac): compile, run, and so on. */
  onRun?: () => void;
  'aria-label': string;
  /** CSS height of the editor box; the text scrolls inside it. */
  height: number | string;
  ref?: Ref<CodeEditorHandle>;
}

/**
 * A CodeMirror 6 editor as a controlled React component. The view is created once; the language,
 * callbacks and outside changes of `value` reach it without rebuilding it, so the cursor, undo history
 * and scroll position survive re-renders.
 */
export function CodeEditor({
  value,
  onChange,
  language,
  onRun,
  'aria-label': ariaLabel,
  height,
  ref,
}: CodeEditorProps) {
  const hostRef = useRef<HTMLDivElement>(null);
  const viewRef = useRef<EditorView | null>(null);
  const languageSlot = useRef(new Compartment());
  const labelSlot = useRef(new Compartment());
  // The keymap and update listener are built once, so they call whatever the latest props are.
  const latest = useRef({ onChange, onRun });
  useLayoutEffect(() => {
    latest.current = { onChange, onRun };
  });
  const initial = useRef({ value, language, ariaLabel });

  useEffect(() => {
    const run = () => {
      latest.current.onRun?.();
      return true;
    };
    const view = new EditorView({
      parent: hostRef.current!,
      state: EditorState.create({
        doc: initial.current.value,
        extensions: [
          // Highest precedence: the default keymap binds Mod-Enter to "insert blank line".
          Prec.highest(
            keymap.of([
              { key: 'Mod-Enter', run },
              { key: 'Ctrl-Enter', run },
            ]),
          ),
          basicEditing,
          languageSlot.current.of(initial.current.language),
          labelSlot.current.of(EditorView.contentAttributes.of({ 'aria-label': initial.current.ariaLabel })),
          EditorView.updateListener.of((update) => {
            if (update.docChanged) latest.current.onChange(update.state.doc.toString());
          }),
        ],
      }),
    });
    viewRef.current = view;
    return () => {
      view.destroy();
      viewRef.current = null;
    };
  }, []);

  useEffect(() => {
    const view = viewRef.current;
    if (!view) return;
    const current = view.state.doc.toString();
    if (current !== value) view.dispatch({ changes: { from: 0, to: current.length, insert: value } });
  }, [value]);

  useEffect(() => {
    viewRef.current?.dispatch({ effects: languageSlot.current.reconfigure(language) });
  }, [language]);

  useEffect(() => {
    viewRef.current?.dispatch({
      effects: labelSlot.current.reconfigure(EditorView.contentAttributes.of({ 'aria-label': ariaLabel })),
    });
  }, [ariaLabel]);

  useImperativeHandle(
    ref,
    () => ({
      goToLine(line: number) {
        const view = viewRef.current;
        if (!view) return;
        const { doc } = view.state;
        const target = doc.line(Math.min(Math.max(1, Math.trunc(line)), doc.lines));
        view.dispatch({
          selection: { anchor: target.from },
          effects: EditorView.scrollIntoView(target.from, { y: 'center' }),
        });
        view.focus();
        // On a phone the editor itself may be off screen, above the error that was tapped.
        view.dom.scrollIntoView({ block: 'nearest' });
      },
      focus() {
        viewRef.current?.focus();
      },
    }),
    [],
  );

  return <div ref={hostRef} style={{ height, minWidth: 0 }} data-testid="code-editor" />;
}
