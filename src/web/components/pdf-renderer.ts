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
  // Only the newest request draws: a page asked for at the first, unmeasured width must not land
  // on top of the one asked for once the frame was measured.
  let newest = 0;
  return {
    pageCount: pdf.numPages,
    async renderPage(pageNo, canvas, cssWidth) {
      const request = ++newest;
      current?.cancel();
      const page = await pdf.getPage(pageNo);
      if (request !== newest) return;
      const natural = page.getViewport({ scale: 1 });
      const viewport = page.getViewport({ scale: cssWidth / natural.width });
      const density = window.devicePixelRatio || 1;
      // Drawn off screen, then copied: a drawing another request replaced never reaches the page.
      const drawing = document.createElement('canvas');
      drawing.width = Math.floor(viewport.width * density);
      drawing.height = Math.floor(viewport.height * density);
      const task = page.render({
        canvas: drawing,
        viewport,
        transform: density === 1 ? undefined : [density, 0, 0, density, 0, 0],
      });
      current = task;
      try {
        await task.promise;
      } catch (error) {
        // A newer page or size replaced this drawing; that is not a failure.
        if ((error as Error)?.name !== 'RenderingCancelledException') throw error;
        return;
      } finally {
        if (current === task) current = null;
      }
      if (request !== newest) return;
      canvas.width = drawing.width;
      canvas.height = drawing.height;
      canvas.style.width = `${Math.floor(viewport.width)}px`;
      canvas.style.height = `${Math.floor(viewport.height)}px`;
      canvas.getContext('2d')?.drawImage(drawing, 0, 0);
    },
    destroy() {
      current?.cancel();
      void pdf.destroy();
    },
  };
}
