import { Alert, Button, FileInput, Group, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconUpload } from '@tabler/icons-react';
import { useState } from 'react';
import { LICENCE_SCAN_MAX_BYTES, licenceMessages } from '../../../contract/licence-messages';
import { useUploadLicenceScan } from './licence-queries';

/** What the browser can tell before sending (the server decides by content): PDF and size. */
export function scanProblemOf(file: File): string | null {
  if (file.size > LICENCE_SCAN_MAX_BYTES) return licenceMessages.scanTooLarge;
  const looksPdf = file.type === 'application/pdf' || file.name.toLowerCase().endsWith('.pdf');
  return looksPdf ? null : licenceMessages.scanNotPdf;
}

/**
 * The signed, stamped scan (spec 3 §4 step 5, §5): a refused file is cleared and the reason shown;
 * after the upload a toast confirms it and the application reloads (step 7), showing the file.
 */
export function ScanUpload({ applicationNo }: { applicationNo: string }) {
  const [file, setFile] = useState<File | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const upload = useUploadLicenceScan(applicationNo, {
    onSuccess: () => {
      notifications.show({ color: 'success', message: licenceMessages.uploaded, autoClose: 8000 });
    },
    onError: (error) => {
      setFile(null);
      setProblem(error.message);
    },
  });
  const choose = (chosen: File | null) => {
    const refusal = chosen ? scanProblemOf(chosen) : null;
    setProblem(refusal);
    setFile(refusal ? null : chosen);
  };
  return (
    <Stack gap="sm">
      <Text fw={600}>Upload the signed and stamped application (PDF, at most 3MB)</Text>
      <FileInput
        label="Signed application"
        placeholder="Choose a PDF"
        accept="application/pdf"
        value={file}
        onChange={choose}
        clearable
        leftSection={<IconUpload size={16} />}
      />
      {problem && (
        <Alert color="error" role="alert">
          {problem}
        </Alert>
      )}
      <Group>
        <Button disabled={!file} loading={upload.isPending} onClick={() => file && upload.mutate(file)}>
          Upload
        </Button>
      </Group>
    </Stack>
  );
}
