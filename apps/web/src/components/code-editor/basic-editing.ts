import { defaultKeymap, history, historyKeymap, indentWithTab } from '@codemirror/commands';
import { bracketMatching, indentOnInput, syntaxHighlighting } from '@codemirror/language';
import type { Extension } from '@codemirror/state';
import {
  drawSelection,
  EditorView,
  highlightActiveLine,
  highlightActiveLineGutter,
  keymap,
  lineNumbers,
} from '@codemirror/view';
import { readableHighlightStyle } from './highlight-style';

/**
 * The editing features both code editors share: line numbers (compile errors name lines), undo,
 * bracket matching and highlighting. Long lines wrap so nothing scrolls sideways on a phone. Tab
 * indents (Python needs it); Esc then Tab still moves focus out, as CodeMirror documents.
 */
export const basicEditing: Extension = [
  lineNumbers(),
  highlightActiveLineGutter(),
  highlightActiveLine(),
  history(),
  drawSelection(),
  indentOnInput(),
  bracketMatching(),
  syntaxHighlighting(readableHighlightStyle, { fallback: true }),
  keymap.of([indentWithTab, ...defaultKeymap, ...historyKeymap]),
  EditorView.lineWrapping,
  // The text is contenteditable and so already in the tab order; saying so lets checkers such as axe
  // see that the scrolling box holds something a keyboard reaches.
  EditorView.contentAttributes.of({ tabindex: '0' }),
  EditorView.theme({
    '&': {
      height: '100%',
      fontSize: '14px',
      border: '1px solid var(--mantine-color-default-border)',
      borderRadius: 'var(--mantine-radius-md)',
      backgroundColor: 'var(--mantine-color-body)',
    },
    '&.cm-focused': { outline: '2px solid var(--mantine-primary-color-filled)', outlineOffset: '-1px' },
    '.cm-scroller': { fontFamily: 'ui-monospace, "Liberation Mono", Menlo, Consolas, monospace' },
    '.cm-gutters': { borderTopLeftRadius: 'inherit', borderBottomLeftRadius: 'inherit' },
  }),
];
