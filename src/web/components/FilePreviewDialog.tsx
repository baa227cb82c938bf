import { Alert, Group, Image, Loader, Modal } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { IconAlertCircle } from '@tabler/icons-react';
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
 * The preview over the page (FilePreview.tsx), its own module so the viewer and pdf.js load when a
 * reviewer first asks for a preview, not with the page. Full screen on a phone.
 */
export default function FilePreviewDialog({
  url,
  name,
  onClose,
}: {
  url: string;
  name: string;
  onClose: () => void;
}) {
  const phone = useMediaQuery('(max-width: 36em)');
  return (
    <Modal opened onClose={onClose} title={name} size="xl" fullScreen={phone}>
      <StoredFileView url={url} name={name} />
    </Modal>
  );
}
