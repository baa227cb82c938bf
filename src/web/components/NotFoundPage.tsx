import { Button, Center, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';

/** Unknown paths (spec 1 §2): 'Nothing here' with a way back to the start. */
export default function NotFoundPage() {
  return (
    <Center mih="60vh" px="md">
      <Stack align="center" gap="md">
        <Text fz={64} fw={800} c="primary" lh={1}>
          404
        </Text>
        <Title order={1} size="h2">
          Nothing here
        </Title>
        <Text c="dimmed" ta="center">
          The page you are looking for does not exist or has moved.
        </Text>
        <Button component={Link} to="/">
          Go Back
        </Button>
      </Stack>
    </Center>
  );
}
