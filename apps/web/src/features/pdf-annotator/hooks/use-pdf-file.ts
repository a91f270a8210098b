import { useCallback, useEffect, useRef, useState } from 'react';
import type { PDFDocumentProxy } from 'pdfjs-dist';
import { OPEN_ERRORS, openPdf, PdfOpenError, readPdfFile } from '../lib/open-pdf';
import type { PageSize } from '../lib/placement';

export interface PdfFile {
  doc: PDFDocumentProxy;
  /** The file as chosen: the save writes the annotations onto these bytes. */
  bytes: Uint8Array;
  name: string;
}

/**
 * The open PDF. Opening checks and loads a file; a refused file leaves the open one (and its
 * annotations) as they were and says why. `onOpened` runs once a new document is ready.
 */
export function usePdfFile(onOpened: (pageSizes: PageSize[]) => void) {
  const [file, setFile] = useState<PdfFile | null>(null);
  const [loading, setLoading] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const latest = useRef(0);
  const shown = useRef<PDFDocumentProxy | null>(null);

  const open = useCallback(
    async (chosen: File) => {
      const attempt = ++latest.current;
      setLoading(true);
      setError(null);
      try {
        const bytes = await readPdfFile(chosen);
        const { doc, pageSizes } = await openPdf(bytes);
        if (attempt !== latest.current) {
          void doc.destroy();
          return;
        }
        void shown.current?.destroy();
        shown.current = doc;
        setFile({ doc, bytes, name: chosen.name });
        onOpened(pageSizes);
      } catch (failure) {
        if (attempt !== latest.current) return;
        if (!(failure instanceof PdfOpenError)) console.error('Opening the PDF failed', failure);
        setError(failure instanceof PdfOpenError ? failure.message : OPEN_ERRORS.unreadable);
      } finally {
        if (attempt === latest.current) setLoading(false);
      }
    },
    [onOpened],
  );

  useEffect(
    () => () => {
      latest.current++;
      void shown.current?.destroy();
      shown.current = null;
    },
    [],
  );

  return { file, loading, error, open };
}
