import { ApiError, readableMessage } from './api';

/** The file name the server gave in Content-Disposition, or `fallback`. */
export function fileNameOf(disposition: string | null, fallback: string): string {
  return disposition?.match(/filename="([^"]+)"/)?.[1] ?? fallback;
}

/**
 * Fetches a CSV (a report, or a list's filter or selection) and saves it under the server's dated
 * file name. Fetching (rather than a plain link) keeps the admin on the page with a warning toast
 * when the server refuses (a list over its row cap, say).
 */
export async function downloadCsv(path: string, fallbackName: string): Promise<void> {
  const response = await fetch(`/api/${path}`, {
    credentials: 'same-origin',
    headers: { accept: 'text/csv' },
  });
  if (!response.ok) {
    const payload = (await response.json().catch(() => ({}))) as { message?: string };
    throw new ApiError(
      response.status,
      readableMessage(payload.message ?? `Request failed (${response.status})`),
    );
  }
  const url = URL.createObjectURL(await response.blob());
  const link = document.createElement('a');
  link.href = url;
  link.download = fileNameOf(response.headers.get('content-disposition'), fallbackName);
  link.rel = 'noopener';
  document.body.append(link);
  link.click();
  link.remove();
  // Some browsers read the file after click() returns; the address goes once they surely have.
  setTimeout(() => URL.revokeObjectURL(url), 30_000);
}
