import { isEditable, keyAction } from './use-annotator-keys';

const key = (
  k: string,
  mods: Partial<Record<'ctrlKey' | 'metaKey' | 'shiftKey' | 'altKey', boolean>> = {},
) => ({
  key: k,
  ctrlKey: false,
  metaKey: false,
  shiftKey: false,
  altKey: false,
  ...mods,
});

describe('annotator keys', () => {
  it('Ctrl+Z and Cmd+Z undo; Ctrl+Shift+Z does not', () => {
    expect(keyAction(key('z', { ctrlKey: true }))).toEqual({ type: 'undo' });
    expect(keyAction(key('Z', { metaKey: true }))).toEqual({ type: 'undo' });
    expect(keyAction(key('z', { ctrlKey: true, shiftKey: true }))).toBeNull();
    expect(keyAction(key('z'))).toBeNull();
  });

  it('Backspace and Delete delete the selection; Escape cancels a drag', () => {
    expect(keyAction(key('Backspace'))).toEqual({ type: 'selectionDeleted' });
    expect(keyAction(key('Delete'))).toEqual({ type: 'selectionDeleted' });
    expect(keyAction(key('Escape'))).toEqual({ type: 'gestureCancelled' });
  });

  it('leaves fields alone', () => {
    expect(isEditable(document.createElement('input'))).toBe(true);
    expect(isEditable(document.createElement('textarea'))).toBe(true);
    expect(isEditable(document.createElement('button'))).toBe(false);
    expect(isEditable(document.body)).toBe(false);
  });
});
