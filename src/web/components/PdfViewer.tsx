import { ActionIcon, Alert, Box, Button, Group, Loader, Paper, Stack, Text } from '@mantine/core';
import { useElementSize } from '@mantine/hooks';
import {
  IconAlertCircle,
  IconArrowLeft,
  IconChevronLeft,
  IconChevronRight,
  IconDownload,
  IconZoomIn,
  IconZoomOut,
} from '@tabler/icons-react';
import { type ReactNode, useEffect, useMemo, useRef, useState } from 'react';
import { downloadPdf, pdfBytesOf } from './pdf-download';
import type { LoadedPdf } from './pdf-renderer';
import { useBack } from './use-back';

/** Pages never grow wider than an A4 page looks on a desktop screen. */
const MAX_PAGE_WIDTH = 820;
/**
 * The page opens fitted to the width; zoom steps past it. On a 375 px phone a fitted A4 page writes
 * 10 pt text about 6 px tall, so 2 and 3 times make it readable, and the zoomed page scrolls inside
 * its frame, never the screen.
 */
const ZOOM_STEPS = [1, 1.5, 2, 3] as const;

export const pdfViewerMessages = {
  cannotShow: 'This document cannot be shown here. Download it to open it.',
  loading: 'Loading document',
} as const;

type Load = { state: 'loading' } | { state: 'ready'; pdf: LoadedPdf } | { state: 'failed' };

/**
 * The in-app PDF viewer of the billing documents (and later the subscription and licence ones):
 * one page at a time at the width of the screen, with Back, Download under the given file name and
 * page navigation. `actions` adds page buttons such as Pay Now to the toolbar.
 */
export function PdfViewer({
  data,
  fileName,
  backTo = '/dashboard',
  actions,
}: {
  /** The PDF as base64, as the API answers it. */
  data: string;
  fileName: string;
  /**
   * Where Back goes when the viewer was opened directly (a link from outside, a reload); null for
   * no Back button, where the viewer sits in a dialog that closes on its own.
   */
  backTo?: string | null;
  actions?: ReactNode;
}) {
  const [load, setLoad] = useState<Load>({ state: 'loading' });
  const [pageNo, setPageNo] = useState(1);
  const [zoomStep, setZoomStep] = useState(0);
  const zoom = ZOOM_STEPS[zoomStep] ?? 1;
  const canvasRef = useRef<HTMLCanvasElement>(null);
  const { ref: frameRef, width: frameWidth } = useElementSize();
  const bytes = useMemo(() => {
    try {
      return pdfBytesOf(data);
    } catch {
      return null;
    }
  }, [data]);

  useEffect(() => {
    if (!bytes) {
      setLoad({ state: 'failed' });
      return;
    }
    let cancelled = false;
    let loaded: LoadedPdf | null = null;
    setLoad({ state: 'loading' });
    setPageNo(1);
    // pdf.js is loaded with the first document shown, not with the app.
    import('./pdf-renderer')
      .then(({ loadPdf }) => loadPdf(bytes))
      .then((pdf) => {
        loaded = pdf;
        if (cancelled) pdf.destroy();
        else setLoad({ state: 'ready', pdf });
      })
      .catch(() => {
        if (!cancelled) setLoad({ state: 'failed' });
      });
    return () => {
      cancelled = true;
      loaded?.destroy();
    };
  }, [bytes]);

  const pdf = load.state === 'ready' ? load.pdf : null;
  const fittedWidth = Math.min(frameWidth || MAX_PAGE_WIDTH, MAX_PAGE_WIDTH);
  const pageWidth = Math.round(fittedWidth * zoom);

  useEffect(() => {
    const canvas = canvasRef.current;
    if (!pdf || !canvas) return;
    pdf.renderPage(pageNo, canvas, pageWidth).catch(() => setLoad({ state: 'failed' }));
  }, [pdf, pageNo, pageWidth]);

  const pageCount = pdf?.pageCount ?? 0;
  const back = useBack(backTo ?? '/dashboard');

  return (
    <Stack gap="sm">
      <Group justify="space-between" gap="xs" wrap="wrap">
        <Group gap="xs" wrap="wrap">
          {backTo !== null && (
            <Button variant="default" leftSection={<IconArrowLeft size={16} />} onClick={back}>
              Back
            </Button>
          )}
          <Button
            variant="light"
            leftSection={<IconDownload size={16} />}
            onClick={() => downloadPdf(data, fileName)}
            disabled={!bytes}
          >
            Download
          </Button>
          {actions}
        </Group>
        {pdf && (
          <Group gap={4} wrap="nowrap" role="group" aria-label="Zoom">
            <ActionIcon
              variant="default"
              aria-label="Zoom out"
              disabled={zoomStep === 0}
              onClick={() => setZoomStep((step) => Math.max(0, step - 1))}
            >
              <IconZoomOut size={16} />
            </ActionIcon>
            <Button
              variant="subtle"
              size="compact-sm"
              // The visible text starts the name, as assistive speech must match what is seen.
              aria-label={zoomStep === 0 ? 'Fit to width' : `${Math.round(zoom * 100)}%, fit to width`}
              onClick={() => setZoomStep(0)}
            >
              {zoomStep === 0 ? 'Fit' : `${Math.round(zoom * 100)}%`}
            </Button>
            <ActionIcon
              variant="default"
              aria-label="Zoom in"
              disabled={zoomStep === ZOOM_STEPS.length - 1}
              onClick={() => setZoomStep((step) => Math.min(ZOOM_STEPS.length - 1, step + 1))}
            >
              <IconZoomIn size={16} />
            </ActionIcon>
          </Group>
        )}
        {pageCount > 1 && (
          <Group gap={4} wrap="nowrap" role="group" aria-label="Pages">
            <ActionIcon
              variant="default"
              aria-label="Previous page"
              disabled={pageNo <= 1}
              onClick={() => setPageNo((current) => Math.max(1, current - 1))}
            >
              <IconChevronLeft size={16} />
            </ActionIcon>
            <Text size="sm" px="xs" aria-live="polite">
              Page {pageNo} of {pageCount}
            </Text>
            <ActionIcon
              variant="default"
              aria-label="Next page"
              disabled={pageNo >= pageCount}
              onClick={() => setPageNo((current) => Math.min(pageCount, current + 1))}
            >
              <IconChevronRight size={16} />
            </ActionIcon>
          </Group>
        )}
      </Group>

      <Box ref={frameRef} w="100%">
        {load.state === 'failed' && (
          <Alert color="error" icon={<IconAlertCircle />} role="alert">
            {pdfViewerMessages.cannotShow}
          </Alert>
        )}
        {load.state === 'loading' && (
          <Group justify="center" py="xl" role="status">
            <Loader role="progressbar" aria-label={pdfViewerMessages.loading} />
          </Group>
        )}
        {pdf && (
          <Paper
            withBorder
            shadow="xs"
            maw={fittedWidth}
            mx="auto"
            // A zoomed page scrolls here, in the document's frame; the frame is focusable so the
            // keyboard can scroll it too.
            tabIndex={zoom > 1 ? 0 : undefined}
            role={zoom > 1 ? 'region' : undefined}
            aria-label={zoom > 1 ? 'Zoomed page, scroll to read' : undefined}
            style={{
              overflow: zoom > 1 ? 'auto' : 'hidden',
              lineHeight: 0,
              maxHeight: zoom > 1 ? '80vh' : undefined,
            }}
          >
            <canvas ref={canvasRef} aria-label={`${fileName}, page ${pageNo} of ${pageCount}`} role="img" />
          </Paper>
        )}
      </Box>
    </Stack>
  );
}
