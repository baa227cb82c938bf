import { GlobalWorkerOptions, getDocument, type RenderTask } from 'pdfjs-dist';

// Vite emits the worker as its own asset and rewrites this address to it.
GlobalWorkerOptions.workerSrc = new URL('pdfjs-dist/build/pdf.worker.min.mjs', import.meta.url).toString();

export interface LoadedPdf {
  pageCount: number;
  /** Draws one page (1-based) into the canvas at the given CSS width, sharp on high-density screens. */
  renderPage(pageNo: number, canvas: HTMLCanvasElement, cssWidth: number): Promise<void>;
  destroy(): void;
}

/**
 * The one place pdf.js is used in the browser, so the viewer's logic can be tested without it
 * (jsdom has no canvas) and the library loads only with the pages that show a PDF.
 */
export async function loadPdf(bytes: Uint8Array): Promise<LoadedPdf> {
  const pdf = await getDocument({ data: bytes, isEvalSupported: false }).promise;
  let current: RenderTask | null = null;
  return {
    pageCount: pdf.numPages,
    async renderPage(pageNo, canvas, cssWidth) {
      current?.cancel();
      const page = await pdf.getPage(pageNo);
      const natural = page.getViewport({ scale: 1 });
      const viewport = page.getViewport({ scale: cssWidth / natural.width });
      const density = window.devicePixelRatio || 1;
      canvas.width = Math.floor(viewport.width * density);
      canvas.height = Math.floor(viewport.height * density);
      canvas.style.width = `${Math.floor(viewport.width)}px`;
      canvas.style.height = `${Math.floor(viewport.height)}px`;
      const task = page.render({
        canvas,
        viewport,
        transform: density === 1 ? undefined : [density, 0, 0, density, 0, 0],
      });
      current = task;
      try {
        await task.promise;
      } catch (error) {
        // A newer page or size replaced this drawing; that is not a failure.
        if ((error as Error)?.name !== 'RenderingCancelledException') throw error;
      } finally {
        if (current === task) current = null;
      }
    },
    destroy() {
      current?.cancel();
      void pdf.destroy();
    },
  };
}
