import { useEffect, useRef, useState } from 'react';
import type { PDFDocumentLoadingTask, PDFDocumentProxy } from 'pdfjs-dist';
import { loadPdfjs } from './load-pdfjs';

export type PdfSource = Blob | ArrayBuffer | Uint8Array;

/** A page's size in CSS pixels at scale 1 (one PDF point per pixel). */
export interface PageSize {
  width: number;
  height: number;
}

export interface PdfDocumentState {
  doc: PDFDocumentProxy | null;
  pageSizes: PageSize[];
  loading: boolean;
  error: string | null;
}

const EMPTY: PdfDocumentState = { doc: null, pageSizes: [], loading: false, error: null };

/** pdf.js transfers the bytes to its worker, so it gets a copy: the caller's buffer stays usable. */
async function bytesOf(source: PdfSource): Promise<Uint8Array> {
  if (source instanceof Blob) return new Uint8Array(await source.arrayBuffer());
  return source instanceof Uint8Array ? source.slice() : new Uint8Array(source.slice(0));
}

/**
 * Opens `source` with pdf.js. While a new source loads, the previous document stays in the state, so a
 * viewer keeps showing the last good PDF until the next one is ready. Each document is destroyed once
 * it is replaced or the viewer unmounts.
 */
export function usePdfDocument(source: PdfSource | null): PdfDocumentState {
  const [state, setState] = useState<PdfDocumentState>(EMPTY);
  const shown = useRef<PDFDocumentProxy | null>(null);

  useEffect(() => {
    if (!source) {
      void shown.current?.destroy();
      shown.current = null;
      setState(EMPTY);
      return;
    }
    let cancelled = false;
    let pending: PDFDocumentLoadingTask | null = null;
    setState((s) => ({ ...s, loading: true, error: null }));
    (async () => {
      const [pdfjs, data] = await Promise.all([loadPdfjs(), bytesOf(source)]);
      if (cancelled) return;
      // No eval: the app's content security policy forbids it, and pdf.js has a path without it.
      pending = pdfjs.getDocument({ data, isEvalSupported: false });
      const doc = await pending.promise;
      const pageSizes = await Promise.all(
        Array.from({ length: doc.numPages }, async (_, i) => {
          const { width, height } = (await doc.getPage(i + 1)).getViewport({ scale: 1 });
          return { width, height };
        }),
      );
      if (cancelled) return;
      pending = null;
      const previous = shown.current;
      shown.current = doc;
      setState({ doc, pageSizes, loading: false, error: null });
      void previous?.destroy();
    })().catch(() => {
      if (!cancelled) setState((s) => ({ ...s, loading: false, error: 'This PDF could not be displayed.' }));
    });
    return () => {
      cancelled = true;
      void pending?.destroy();
    };
  }, [source]);

  useEffect(
    () => () => {
      void shown.current?.destroy();
      shown.current = null;
    },
    [],
  );

  return state;
}
