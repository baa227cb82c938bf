import { Button } from '@mantine/core';
import { IconEye } from '@tabler/icons-react';
import { Suspense, useState } from 'react';
import { lazyPart } from '../lib/lazy-part';

const FilePreviewDialog = lazyPart('components/FilePreviewDialog', () => import('./FilePreviewDialog'));

/**
 * A "Preview" button that shows an uploaded PDF or image in a dialog over the page, so a reviewer
 * reads a certificate beside the record instead of downloading it and losing their place. `url` is
 * the file's inline address; the type the server answers (it checked the content on upload) decides
 * how it shows.
 */
export function FilePreviewButton({ url, name }: { url: string; name: string }) {
  const [opened, setOpened] = useState(false);
  return (
    <>
      <Button
        size="compact-xs"
        variant="light"
        leftSection={<IconEye size={14} aria-hidden />}
        aria-label={`Preview ${name}`}
        onClick={() => setOpened(true)}
      >
        Preview
      </Button>
      {opened && (
        <Suspense fallback={null}>
          <FilePreviewDialog url={url} name={name} onClose={() => setOpened(false)} />
        </Suspense>
      )}
    </>
  );
}
