/**
 * CodeMirror measures text through Range geometry, which jsdom does not implement (it lays nothing
 * out). Zero-sized rectangles let the editor run its real code in component tests; specs that render
 * an editor import this file. Never imported by app code.
 */
import { EditorView } from '@codemirror/view';
import { act } from '@testing-library/react';

const emptyRects = () => Object.assign([], { item: () => null }) as unknown as DOMRectList;
const emptyRect = () => new DOMRect(0, 0, 0, 0);

if (!Range.prototype.getClientRects) Range.prototype.getClientRects = emptyRects;
if (!Range.prototype.getBoundingClientRect) Range.prototype.getBoundingClientRect = emptyRect;

/** The CodeMirror view behind an editor's text box (found by its accessible name in a spec). */
export function editorViewOf(textbox: HTMLElement): EditorView {
  const view = EditorView.findFromDOM(textbox);
  if (!view) throw new Error('No CodeMirror editor around this element');
  return view;
}

/** The 1-based line the editor's cursor is on. */
export function cursorLine(view: EditorView): number {
  return view.state.doc.lineAt(view.state.selection.main.head).number;
}

/** Replaces the whole text, as typing or pasting over a selection would (the page re-renders in act). */
export function replaceText(view: EditorView, text: string): void {
  act(() => view.dispatch({ changes: { from: 0, to: view.state.doc.length, insert: text } }));
}
