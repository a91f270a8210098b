import { useEffect, type Dispatch } from 'react';
import type { AnnotatorAction, Mode } from '../lib/annotator-model';

/** Typing in a field keeps the browser's own meaning of Backspace, Delete and Ctrl+Z. */
export function isEditable(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  return target.isContentEditable || ['INPUT', 'TEXTAREA', 'SELECT'].includes(target.tagName);
}

/** The annotator's keyboard action for a key press, if it has one. */
export function keyAction(
  event: Pick<KeyboardEvent, 'key' | 'ctrlKey' | 'metaKey' | 'shiftKey' | 'altKey'>,
): AnnotatorAction | null {
  const key = event.key.toLowerCase();
  if ((event.ctrlKey || event.metaKey) && !event.shiftKey && !event.altKey && key === 'z')
    return { type: 'undo' };
  if (!event.ctrlKey && !event.metaKey && (key === 'backspace' || key === 'delete'))
    return { type: 'selectionDeleted' };
  if (key === 'escape') return { type: 'gestureCancelled' };
  return null;
}

/**
 * Ctrl/Cmd+Z (undo on the current page), Backspace/Delete (the selection) and, in image mode only,
 * pasting an image from the clipboard. Keys typed into a field are left alone.
 */
export function useAnnotatorKeys(
  enabled: boolean,
  mode: Mode,
  dispatch: Dispatch<AnnotatorAction>,
  onPastedImage: (file: File) => void,
) {
  useEffect(() => {
    if (!enabled) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.defaultPrevented || isEditable(event.target)) return;
      const action = keyAction(event);
      if (!action) return;
      // Escape also closes menus and tooltips: it only cancels a drag here, it does not claim the key.
      if (action.type !== 'gestureCancelled') event.preventDefault();
      dispatch(action);
    };
    const onPaste = (event: ClipboardEvent) => {
      if (mode !== 'image') return;
      const image = [...(event.clipboardData?.files ?? [])].find((f) => f.type.startsWith('image/'));
      if (!image) return;
      event.preventDefault();
      onPastedImage(image);
    };
    window.addEventListener('keydown', onKeyDown);
    window.addEventListener('paste', onPaste);
    return () => {
      window.removeEventListener('keydown', onKeyDown);
      window.removeEventListener('paste', onPaste);
    };
  }, [enabled, mode, dispatch, onPastedImage]);
}
