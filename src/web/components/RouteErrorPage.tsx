import { Button, Center, Code, Group, Stack, Text, Title } from '@mantine/core';
import { isRouteErrorResponse, useRouteError } from 'react-router';

/** What a page that failed to load or render says: the reason, a reload, and a way to the start. */
export default function RouteErrorPage() {
  const error = useRouteError();
  const detail = isRouteErrorResponse(error)
    ? `${error.status} ${error.statusText}`
    : error instanceof Error
      ? error.message
      : null;
  return (
    <Center mih="70vh" px="md">
      <Stack align="center" gap="md" maw={560}>
        <Title order={1} size="h2">
          This page could not be shown
        </Title>
        <Text c="dimmed" ta="center">
          Something went wrong while opening it. Nothing you saved is lost. Reload the page to try again; if
          it keeps happening, tell the secretariat what you were doing.
        </Text>
        {detail && (
          <Code block maw="100%" style={{ whiteSpace: 'pre-wrap', wordBreak: 'break-word' }}>
            {detail}
          </Code>
        )}
        <Group>
          <Button onClick={() => window.location.reload()}>Reload</Button>
          <Button component="a" href="/" variant="default">
            Go to the start
          </Button>
        </Group>
      </Stack>
    </Center>
  );
}
