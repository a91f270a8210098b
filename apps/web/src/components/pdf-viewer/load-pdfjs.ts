type Pdfjs = typeof import('pdfjs-dist');

let loading: Promise<Pdfjs> | null = null;

/**
 * pdf.js, loaded on first use so that only pages that show a PDF download it. Its worker is bundled
 * by Vite (the `?url` import emits it as an asset of this app), never fetched from a CDN, so PDFs
 * render offline and under the app's `worker-src 'self'` policy.
 */
export function loadPdfjs(): Promise<Pdfjs> {
  if (!loading) {
    loading = Promise.all([import('pdfjs-dist'), import('pdfjs-dist/build/pdf.worker.min.mjs?url')]).then(
      ([pdfjs, worker]) => {
        pdfjs.GlobalWorkerOptions.workerSrc = worker.default;
        return pdfjs;
      },
    );
    // A failed download (offline, or a new deploy replaced the chunk) is tried again next time.
    loading.catch(() => {
      loading = null;
    });
  }
  return loading;
}
