import { Alert, Button, Group, Image, Loader, Modal } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { IconAlertCircle, IconEye } from '@tabler/icons-react';
import { useState } from 'react';
import { useStoredFile } from './file-preview-queries';
import { PdfViewer, pdfViewerMessages } from './PdfViewer';

/** A stored PDF in the viewer, an image as itself, or why it cannot be shown. */
function StoredFileView({ url, name }: { url: string; name: string }) {
  const file = useStoredFile(url, true);
  if (file.error) {
    return (
      <Alert color="error" icon={<IconAlertCircle />} role="alert">
        {file.error.message}
      </Alert>
    );
  }
  if (!file.data) {
    return (
      <Group justify="center" py="xl" role="status">
        <Loader role="progressbar" aria-label={pdfViewerMessages.loading} />
      </Group>
    );
  }
  const { contentType, base64 } = file.data;
  if (contentType.startsWith('image/')) {
    return <Image src={`data:${contentType};base64,${base64}`} alt={name} fit="contain" mah="75vh" />;
  }
  return <PdfViewer data={base64} fileName={name} backTo={null} />;
}

/**
 * A "Preview" button that shows an uploaded PDF or image in a dialog over the page, so a reviewer
 * reads a certificate beside the record instead of downloading it and losing their place. `url` is
 * the file's inline address; the type the server answers (it checked the content on upload) decides
 * how it shows. Full screen on a phone.
 */
export function FilePreviewButton({ url, name }: { url: string; name: string }) {
  const [opened, setOpened] = useState(false);
  const phone = useMediaQuery('(max-width: 36em)');
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
      <Modal opened={opened} onClose={() => setOpened(false)} title={name} size="xl" fullScreen={phone}>
        {opened && <StoredFileView url={url} name={name} />}
      </Modal>
    </>
  );
}
