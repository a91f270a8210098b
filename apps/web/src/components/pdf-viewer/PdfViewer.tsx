import {
  Alert,
  Box,
  Center,
  Group,
  Loader,
  Text,
  Tooltip,
  UnstyledButton,
  VisuallyHidden,
} from '@mantine/core';
import { IconZoomIn, IconZoomOut } from '@tabler/icons-react';
import { useState, type ReactNode } from 'react';
import { IconAction } from '../IconAction';
import { PdfPage } from './PdfPage';
import classes from './pdf-viewer.module.css';
import stack from './page-stack.module.css';
import { useClientWidth } from './use-client-width';
import { usePdfDocument, type PdfSource } from './use-pdf-document';
import { clampZoom, MAX_ZOOM, MIN_ZOOM, ZOOM_STEP } from './zoom';

export interface PdfViewerProps {
  /** The PDF to show; null shows `emptyText`. A new file replaces the old one only once it has loaded. */
  file: PdfSource | null;
  /** CSS height of the whole viewer, toolbar included (the notes viewer is 1500 px, slides 600 px). */
  height: number | string;
  /** Accessible name of the viewer, such as 'Compiled PDF'. */
  label?: string;
  /** What to show before there is a PDF. */
  emptyText?: ReactNode;
}

/**
 * A PDF viewer on pdf.js: every page rendered to fit the viewer's width (re-fitted when it resizes),
 * zoom from 50 % to 300 % of that, a page count, and selectable text. Pages render lazily as they
 * scroll into view.
 */
export function PdfViewer({ file, height, label = 'PDF preview', emptyText }: PdfViewerProps) {
  const { doc, pageSizes, loading, error } = usePdfDocument(file);
  const [zoom, setZoom] = useState(1);
  const [scroller, setScroller] = useState<HTMLDivElement | null>(null);
  const scrollerWidth = useClientWidth(scroller);

  const widest = Math.max(0, ...pageSizes.map((p) => p.width));
  // The pages' padding is var(--mantine-spacing-sm) (12 px) on each side.
  const fitScale = widest > 0 && scrollerWidth > 0 ? Math.max(0.1, (scrollerWidth - 24) / widest) : 0;
  const scale = fitScale * zoom;
  const pageCount = doc?.numPages ?? 0;

  return (
    <section className={classes.viewer} style={{ height }} aria-label={label}>
      <Group className={classes.toolbar} justify="space-between" gap="xs" wrap="nowrap">
        <Group gap="xs" wrap="nowrap" miw={0}>
          <Text size="sm" c="dimmed" aria-live="polite" truncate>
            {pageCount > 0 ? `${pageCount} ${pageCount === 1 ? 'page' : 'pages'}` : 'No PDF yet'}
          </Text>
          {loading && doc && <PdfLoader size="xs" text="Loading the new PDF" />}
        </Group>
        {doc && (
          <Group gap={4} wrap="nowrap">
            <IconAction
              label="Zoom out"
              icon={IconZoomOut}
              disabled={zoom <= MIN_ZOOM}
              onClick={() => setZoom((z) => clampZoom(z - ZOOM_STEP))}
            />
            <Tooltip label="Fit to width">
              <UnstyledButton
                aria-label={`Zoom ${Math.round(zoom * 100)}%, reset to fit width`}
                onClick={() => setZoom(1)}
              >
                <Text size="sm" w={48} ta="center">
                  {Math.round(zoom * 100)}%
                </Text>
              </UnstyledButton>
            </Tooltip>
            <IconAction
              label="Zoom in"
              icon={IconZoomIn}
              disabled={zoom >= MAX_ZOOM}
              onClick={() => setZoom((z) => clampZoom(z + ZOOM_STEP))}
            />
          </Group>
        )}
      </Group>
      <div ref={setScroller} className={stack.scroller} tabIndex={doc ? 0 : undefined}>
        {error && (
          <Alert color="red" m="sm" role="alert">
            {error}
          </Alert>
        )}
        {doc && scale > 0 ? (
          <div className={stack.pages}>
            {pageSizes.map((size, i) => (
              <PdfPage
                key={i + 1}
                doc={doc}
                pageNumber={i + 1}
                size={size}
                scale={scale}
                scrollRoot={scroller}
              />
            ))}
          </div>
        ) : (
          !error && (
            <Center h="100%" p="md">
              {loading ? (
                <PdfLoader text="Loading the PDF" />
              ) : (
                <Box ta="center" c="dimmed">
                  {emptyText ?? 'No PDF to show.'}
                </Box>
              )}
            </Center>
          )
        )}
      </div>
    </section>
  );
}

/** A spinner named for screen readers: a span may not carry aria-label itself, so the name is a status. */
function PdfLoader({ text, size }: { text: string; size?: 'xs' }) {
  return (
    <span role="status">
      <Loader size={size} aria-hidden />
      <VisuallyHidden>{text}</VisuallyHidden>
    </span>
  );
}
