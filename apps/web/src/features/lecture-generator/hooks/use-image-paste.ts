import { useCallback, useState, type ClipboardEvent } from 'react';
import { useImageToText } from '@/lib/ocr';

/**
 * The image on the clipboard, when that is all it holds. Office programs put a picture of copied text
 * next to the text itself; that paste is text, and pastes as usual (spec: only an image triggers OCR).
 */
export function imageFromClipboard(data: DataTransfer | null): File | null {
  if (!data || data.getData('text/plain').trim() !== '') return null;
  for (const item of Array.from(data.items ?? [])) {
    if (item.kind === 'file' && item.type.startsWith('image/')) return item.getAsFile();
  }
  return Array.from(data.files ?? []).find((file) => file.type.startsWith('image/')) ?? null;
}

/** Where the pasted image's text goes: the selection at the time of the paste. */
export interface PasteTarget {
  start: number;
  end: number;
}

/**
 * Image paste into the material (spec sections 4 and 5): an image on the clipboard is sent to
 * /api/image-to-text and its text is inserted where the cursor was; failures give the spec's message.
 */
export function useImagePaste(insert: (text: string, at: PasteTarget) => void) {
  const { convert, isConverting } = useImageToText();
  const [error, setError] = useState<string | null>(null);

  const onPaste = useCallback(
    async (event: ClipboardEvent<HTMLTextAreaElement>) => {
      const image = imageFromClipboard(event.clipboardData);
      if (!image) return;
      event.preventDefault();
      const { selectionStart, selectionEnd } = event.currentTarget;
      setError(null);
      try {
        const text = await convert(image, image.name || undefined);
        insert(text, { start: selectionStart, end: selectionEnd });
      } catch (failure) {
        setError(failure instanceof Error ? failure.message : String(failure));
      }
    },
    [convert, insert],
  );

  return { onPaste, isConverting, error, clearError: useCallback(() => setError(null), []) };
}
