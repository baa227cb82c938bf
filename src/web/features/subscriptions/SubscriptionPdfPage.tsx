import { Alert, Button, Stack, Title } from '@mantine/core';
import { IconAlertCircle, IconArrowLeft } from '@tabler/icons-react';
import { type QueryKey, useQuery } from '@tanstack/react-query';
import { PageLoader } from '../../components/PageLoader';
import { PdfViewer } from '../../components/PdfViewer';
import { useBack } from '../../components/use-back';
import { SUBSCRIPTIONS_PATH } from './subscription-queries';

/**
 * A subscription PDF (invoice or certificate) in the shared viewer: page by page, Back, Download.
 * Any refusal shows the server's message (spec 3 §8) with a way back; `load` is null when the route
 * carries nothing usable, and `unusable` then says why.
 */
export function SubscriptionPdfPage({
  title,
  queryKey,
  load,
  fileName,
  unusable,
}: {
  title: string;
  queryKey: QueryKey;
  load: (() => Promise<string>) | null;
  fileName: string;
  unusable: string;
}) {
  const back = useBack(SUBSCRIPTIONS_PATH);
  const pdf = useQuery({
    queryKey,
    queryFn: () => (load as () => Promise<string>)(),
    enabled: load !== null,
    retry: false,
  });
  const problem = load === null || (pdf.isSuccess && !pdf.data) ? unusable : pdf.error?.message;

  let body: React.ReactNode;
  if (problem) {
    body = (
      <Stack gap="md" align="flex-start">
        <Alert color="error" icon={<IconAlertCircle />} role="alert" w="100%">
          {problem}
        </Alert>
        <Button variant="default" leftSection={<IconArrowLeft size={16} />} onClick={back}>
          Back
        </Button>
      </Stack>
    );
  } else if (!pdf.data) {
    body = <PageLoader label={`Loading ${title.toLowerCase()}`} />;
  } else {
    body = <PdfViewer data={pdf.data} fileName={fileName} backTo={SUBSCRIPTIONS_PATH} />;
  }

  return (
    <Stack gap="md">
      <Title order={1} size="h2">
        {title}
      </Title>
      {body}
    </Stack>
  );
}
