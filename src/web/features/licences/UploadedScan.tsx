import { Anchor, Group, Stack, Text, ThemeIcon } from '@mantine/core';
import { IconCircleCheck } from '@tabler/icons-react';
import { licenceRoutes } from '../../../contract/licence-routes';
import type { LicenceApplication } from '../../../contract/licences';
import { FilePreviewButton } from '../../components/FilePreview';
import { PayNowButton } from '../payments/public';

/**
 * The signed application once it is in (issue 28 item 10): that it arrived, the file itself to look
 * at, and the next step (pay the proforma, or wait for the review once paid).
 */
export function UploadedScan({ licence }: { licence: LicenceApplication }) {
  const paid = licence.receiptNo !== '';
  const name = `Signed application ${licence.licenseApplicationNo}`;
  return (
    <Stack gap="sm">
      <Group gap="sm" wrap="nowrap" align="flex-start">
        <ThemeIcon color="success" variant="light" radius="xl" aria-hidden>
          <IconCircleCheck size={18} />
        </ThemeIcon>
        <Stack gap={2}>
          <Text fw={600}>Signed application uploaded</Text>
          <Text size="sm" c="dimmed">
            {paid
              ? 'The fee is paid: the application is with the reviewers. You will be notified of their decision.'
              : `Next step: pay the proforma invoice ${licence.proFormaRef} so the application can be reviewed.`}
          </Text>
        </Stack>
      </Group>
      <Group gap="sm">
        {licence.licenseDocumentUrl && (
          <>
            <FilePreviewButton url={licence.licenseDocumentUrl} name={name} />
            <Anchor size="sm" href={licence.licenseDocumentUrl} download>
              Download the signed application
            </Anchor>
          </>
        )}
        {!paid && licence.proFormaRef && (
          <PayNowButton
            size="xs"
            invoiceNo={licence.proFormaRef}
            from={licenceRoutes.document(licence.licenseApplicationNo)}
          />
        )}
      </Group>
    </Stack>
  );
}
