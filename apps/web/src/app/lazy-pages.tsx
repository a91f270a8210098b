import { Center, Loader } from '@mantine/core';
import { lazy, Suspense, type ComponentType } from 'react';

/**
 * The tools that bring heavy libraries (CodeMirror, pdf.js, KaTeX) load as their own chunks, so the landing
 * page and the rest of the app never download them. The top bar stays up while a tool's chunk loads.
 */
function lazyPage(load: () => Promise<ComponentType>) {
  const Page = lazy(async () => ({ default: await load() }));
  return function LazyPage() {
    return (
      <Suspense
        fallback={
          <Center mih="calc(100vh - 60px)" role="status" aria-live="polite">
            <Loader aria-label="loading..." />
          </Center>
        }
      >
        <Page />
      </Suspense>
    );
  };
}

export const LatexEditorPage = lazyPage(
  async () => (await import('@/features/latex-editor')).LatexEditorPage,
);
export const PlotGeneratorPage = lazyPage(
  async () => (await import('@/features/plot-generator')).PlotGeneratorPage,
);
export const ImageToTextPage = lazyPage(
  async () => (await import('@/features/image-to-text')).ImageToTextPage,
);
export const EssayHelperPage = lazyPage(
  async () => (await import('@/features/essay-helper')).EssayHelperPage,
);
export const PdfAnnotatorPage = lazyPage(
  async () => (await import('@/features/pdf-annotator')).PdfAnnotatorPage,
);
