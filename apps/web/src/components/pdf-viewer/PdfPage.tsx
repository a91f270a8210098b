import { useEffect, useRef, type CSSProperties, type ReactNode } from 'react';
import type { PDFDocumentProxy, RenderTask, TextLayer } from 'pdfjs-dist';
import { loadPdfjs } from './load-pdfjs';
import classes from './pdf-viewer.module.css';
import { useNearViewport } from './use-near-viewport';
import type { PageSize } from './use-pdf-document';

/** Browsers refuse (or render blank) canvases much bigger than this; zoomed pages get fewer device pixels. */
const MAX_CANVAS_PIXELS = 16_777_216;

export interface PdfPageProps {
  doc: PDFDocumentProxy;
  pageNumber: number;
  size: PageSize;
  scale: number;
  scrollRoot: Element | null;
  /** Drawn over the page (an annotation layer); it is sized by the page, so it scales with it. */
  children?: ReactNode;
}

/**
 * One page: a canvas sharp at the device's pixel ratio, with pdf.js's text layer over it so the text can
 * be selected, searched and read aloud. It renders when it comes near the visible area and drops its
 * canvas when it leaves, so a long document holds only a few pages in memory.
 */
export function PdfPage({ doc, pageNumber, size, scale, scrollRoot, children }: PdfPageProps) {
  const pageRef = useRef<HTMLDivElement>(null);
  const renderedRef = useRef<HTMLDivElement>(null);
  const near = useNearViewport(pageRef, scrollRoot);

  useEffect(() => {
    if (!near) {
      renderedRef.current?.replaceChildren();
      return;
    }
    const host = renderedRef.current!;
    let cancelled = false;
    let renderTask: RenderTask | null = null;
    let textLayer: TextLayer | null = null;
    (async () => {
      const page = await doc.getPage(pageNumber);
      if (cancelled) return;
      const viewport = page.getViewport({ scale });
      const pixels = viewport.width * viewport.height;
      const ratio = Math.min(window.devicePixelRatio || 1, Math.sqrt(MAX_CANVAS_PIXELS / pixels));
      // Draw into a new canvas and swap it in when done, so zooming never flashes an empty page.
      const canvas = document.createElement('canvas');
      canvas.width = Math.floor(viewport.width * ratio);
      canvas.height = Math.floor(viewport.height * ratio);
      canvas.className = classes.canvas;
      renderTask = page.render({
        canvas,
        viewport,
        transform: ratio === 1 ? undefined : [ratio, 0, 0, ratio, 0, 0],
      });
      await renderTask.promise;
      if (cancelled) return;
      const textDiv = document.createElement('div');
      textDiv.className = 'textLayer';
      host.replaceChildren(canvas, textDiv);
      const { TextLayer } = await loadPdfjs();
      if (cancelled) return;
      textLayer = new TextLayer({
        textContentSource: page.streamTextContent(),
        container: textDiv,
        viewport,
      });
      await textLayer.render();
    })().catch(() => {
      // Cancelled renders reject by design; a page that fails otherwise stays blank, the rest still show.
    });
    return () => {
      cancelled = true;
      renderTask?.cancel();
      textLayer?.cancel();
    };
  }, [doc, pageNumber, scale, near]);

  const style = {
    width: size.width * scale,
    height: size.height * scale,
    '--scale-factor': scale,
  } as CSSProperties;
  return (
    <div
      ref={pageRef}
      className={classes.page}
      style={style}
      role="group"
      aria-label={`Page ${pageNumber}`}
      data-page-number={pageNumber}
    >
      <div ref={renderedRef} className={classes.rendered} />
      {children}
    </div>
  );
}
