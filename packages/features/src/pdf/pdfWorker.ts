/**
 * Where pdf.js loads its worker from: by default the worker file of pdfjs-dist, resolved by the bundler. An app that
 * serves it elsewhere (a CDN, its own public folder) calls `configurePdfWorker(url)` before a drawing is first shown.
 * Kept apart from react-pdf so importing the features does not load pdf.js (the viewer loads it when opened).
 */
let configured: string | null = null;

export function configurePdfWorker(workerSrc: string): void {
  configured = workerSrc;
}

/** The worker URL the viewer gives pdf.js. */
export function pdfWorkerSrc(): string {
  return configured ?? new URL('pdfjs-dist/build/pdf.worker.min.mjs', import.meta.url).toString();
}
