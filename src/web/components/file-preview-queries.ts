import { useQuery } from '@tanstack/react-query';
import { ApiError, readableMessage } from '../lib/api';

/** The base64 of bytes, as the PDF viewer takes documents (the API answers billing PDFs so). */
function base64Of(bytes: Uint8Array): string {
  let binary = '';
  // Chunks keep String.fromCharCode under the engine's argument limit on multi-megabyte scans.
  for (let start = 0; start < bytes.length; start += 0x8000) {
    binary += String.fromCharCode(...bytes.subarray(start, start + 0x8000));
  }
  return btoa(binary);
}

export interface StoredFile {
  /** As the server stored it after checking the content: application/pdf, image/png, image/jpeg. */
  contentType: string;
  base64: string;
}

/** A stored upload (the documents route checks who may read it), as base64 with its type. */
async function fetchStoredFile(url: string): Promise<StoredFile> {
  const response = await fetch(url, { credentials: 'same-origin' });
  if (!response.ok) {
    const payload = (await response.json().catch(() => ({}))) as { message?: string };
    throw new ApiError(
      response.status,
      readableMessage(payload.message ?? `Request failed (${response.status})`),
    );
  }
  const contentType = response.headers.get('content-type')?.split(';')[0]?.trim() ?? '';
  return { contentType, base64: base64Of(new Uint8Array(await response.arrayBuffer())) };
}

/** A stored file for the preview dialog, fetched only while the dialog is open. */
export const useStoredFile = (url: string, enabled: boolean) =>
  useQuery({
    queryKey: ['stored-file', url],
    queryFn: () => fetchStoredFile(url),
    enabled,
    staleTime: 5 * 60_000,
    retry: false,
  });
