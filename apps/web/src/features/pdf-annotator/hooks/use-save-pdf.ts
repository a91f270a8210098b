import { useCallback, useState } from 'react';
import type { AnnotationsByPage } from '@eps/pdf-annotate/model';
import { downloadBlob } from '@/lib/download';
import { redactionMessage } from '../lib/redaction-message';
import { SAVED_FILE_NAME, saveFailureMessage, writeAnnotatedPdf } from '../lib/save-pdf';

export type SaveStatus =
  | { kind: 'idle' }
  | { kind: 'saving' }
  /** `redacted` says what the Delete Content areas removed; null when there were none. */
  | { kind: 'saved'; redacted: string | null }
  | { kind: 'failed'; message: string };

/**
 * 'Save PDF with Changes': writes the annotations onto the original bytes and downloads the result. The
 * page and zoom stay as they were: the writer works on the document, not on what is on screen.
 */
export function useSavePdf() {
  const [status, setStatus] = useState<SaveStatus>({ kind: 'idle' });
  const save = useCallback(async (original: Uint8Array, annotations: AnnotationsByPage) => {
    setStatus({ kind: 'saving' });
    try {
      const { blob, redactions } = await writeAnnotatedPdf(original, annotations);
      downloadBlob(blob, SAVED_FILE_NAME);
      setStatus({ kind: 'saved', redacted: redactionMessage(redactions) });
    } catch (error) {
      console.error('Saving the annotated PDF failed', error);
      setStatus({ kind: 'failed', message: saveFailureMessage(error) });
    }
  }, []);
  return { status, save };
}
