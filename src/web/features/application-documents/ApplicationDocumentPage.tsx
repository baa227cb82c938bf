import { Stack } from '@mantine/core';
import { useParams } from 'react-router';
import { ApplicationDocumentView } from './ApplicationDocumentView';
import { ApplicationPayPrompt } from './ApplicationPayPrompt';

/**
 * /application/document/:code (spec 2 §2.9): the submitted application; submitting leads here, so
 * the fee still owed is offered first with Pay Now.
 */
export default function ApplicationDocumentPage() {
  const { code = '' } = useParams();
  return (
    <Stack gap="md">
      <ApplicationPayPrompt code={code} />
      <ApplicationDocumentView kind="document" code={code} />
    </Stack>
  );
}
