import { Alert, Loader, Text } from '@mantine/core';
import { useEffect, useState, type Dispatch, type DragEvent, type ReactNode } from 'react';
import type { PDFDocumentProxy } from 'pdfjs-dist';
import { PdfPage, useClientWidth } from '@/components/pdf-viewer';
import stack from '@/components/pdf-viewer/page-stack.module.css';
import type { AnnotatorAction, AnnotatorState } from '../lib/annotator-model';
import classes from '../annotator.module.css';
import { AnnotationOverlay } from './AnnotationOverlay';
import { AnnotatorToolbar } from './AnnotatorToolbar';
import { pageAnnotations } from '../lib/page-history';

export interface AnnotatorDocumentProps {
  doc: PDFDocumentProxy | null;
  state: AnnotatorState;
  dispatch: Dispatch<AnnotatorAction>;
  loading: boolean;
  error: string | null;
  onFile: (file: File) => void;
  /** What shows before a PDF is open (the drop zone's text and its Open PDF button). */
  empty: ReactNode;
}

/** The pages' padding is var(--mantine-spacing-sm) (12 px) on each side. */
const PAGES_PADDING = 24;

/**
 * The open document: its toolbar, then one page (Single Page) or all of them (Scroll View), each with its
 * annotation layer. At 100% the page shown (or the widest of them) fits the width; zoom scales from
 * there. A PDF dropped anywhere on it is opened.
 */
export function AnnotatorDocument({
  doc,
  state,
  dispatch,
  loading,
  error,
  onFile,
  empty,
}: AnnotatorDocumentProps) {
  const [scroller, setScroller] = useState<HTMLDivElement | null>(null);
  const [dragOver, setDragOver] = useState(false);
  const width = useClientWidth(scroller);
  const shown = state.layout === 'single' ? [state.page] : state.pageSizes.map((_, i) => i + 1);
  const widest = Math.max(0, ...shown.map((n) => state.pageSizes[n - 1]?.width ?? 0));
  const fitScale = widest > 0 && width > 0 ? Math.max(0.1, (width - PAGES_PADDING) / widest) : 0;
  const scale = fitScale * state.zoom;

  useEffect(() => {
    if (state.layout === 'single' && scroller) scroller.scrollTop = 0;
  }, [scroller, state.layout, state.page]);

  const onDragOver = (event: DragEvent) => {
    if (!event.dataTransfer.types.includes('Files')) return;
    event.preventDefault();
    setDragOver(true);
  };
  const onDrop = (event: DragEvent) => {
    event.preventDefault();
    setDragOver(false);
    const file = event.dataTransfer.files[0];
    if (file) onFile(file);
  };

  return (
    <section
      className={[classes.document, dragOver ? classes.documentDragOver : ''].join(' ')}
      aria-label="PDF document"
      aria-busy={loading}
      onDragOver={onDragOver}
      onDragLeave={() => setDragOver(false)}
      onDrop={onDrop}
    >
      {doc && <AnnotatorToolbar state={state} dispatch={dispatch} />}
      {error && (
        <Alert color="red" m="sm" role="alert" title="The PDF was not opened">
          {error}
        </Alert>
      )}
      <div ref={setScroller} className={stack.scroller}>
        {doc && scale > 0 ? (
          <div className={stack.pages}>
            {shown.map((pageNumber) => (
              <PdfPage
                key={pageNumber}
                doc={doc}
                pageNumber={pageNumber}
                size={state.pageSizes[pageNumber - 1]!}
                scale={scale}
                scrollRoot={scroller}
              >
                <AnnotationOverlay
                  pageNumber={pageNumber}
                  size={state.pageSizes[pageNumber - 1]!}
                  annotations={pageAnnotations(state.annotations, pageNumber)}
                  mode={state.mode}
                  draft={state.draft?.page === pageNumber ? state.draft : null}
                  marker={
                    state.mode === 'text' && state.textPosition?.page === pageNumber
                      ? state.textPosition.point
                      : null
                  }
                  text={state.text}
                  selectedTextId={state.selectedText?.page === pageNumber ? state.selectedText.id : null}
                  selectedImageId={state.selectedImage?.page === pageNumber ? state.selectedImage.id : null}
                  pendingImage={state.pendingImage}
                  imageShape={state.imageShape}
                  deletionOpacity={state.deletionOpacity}
                  dispatch={dispatch}
                />
              </PdfPage>
            ))}
          </div>
        ) : (
          <div className={classes.empty}>
            {loading ? <Loader aria-label="Opening the PDF" /> : doc ? null : empty}
          </div>
        )}
        {loading && doc && (
          <Text size="sm" c="dimmed" p="xs" role="status">
            Opening the PDF…
          </Text>
        )}
      </div>
    </section>
  );
}
