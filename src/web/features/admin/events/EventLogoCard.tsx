import { Alert, Button, Card, FileInput, Group, Image, Stack, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconPhoto, IconUpload } from '@tabler/icons-react';
import { useState } from 'react';
import { type AdminEvent, EVENT_LOGO_MAX_BYTES, eventMessages } from '../../../../contract/events';
import { useUploadEventLogo } from './admin-event-api';

const logoTypes = ['image/png', 'image/jpeg'];

/** The browser's first look at a chosen file; the server checks the content again. */
export function logoProblem(file: File): string | null {
  if (!logoTypes.includes(file.type)) return eventMessages.logoType;
  if (file.size > EVENT_LOGO_MAX_BYTES) return eventMessages.logoTooLarge;
  return null;
}

/** The event's logo: the current one, and a PNG or JPEG (at most 1 MB) to replace it. */
export function EventLogoCard({ event }: { event: AdminEvent }) {
  const upload = useUploadEventLogo(event.no);
  const [file, setFile] = useState<File | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [previewFailed, setPreviewFailed] = useState(false);

  const choose = (chosen: File | null) => {
    upload.reset();
    setFile(chosen);
    setProblem(chosen ? logoProblem(chosen) : null);
  };
  const send = () => {
    if (!file || problem) return;
    upload.mutate(file, {
      onSuccess: () => {
        notifications.show({ color: 'success', message: eventMessages.saved });
        setFile(null);
        setPreviewFailed(false);
      },
    });
  };

  return (
    <Card withBorder radius="md" padding="lg">
      <Stack gap="sm">
        <Title order={2} size="h4">
          Logo
        </Title>
        {event.logoUrl && !previewFailed ? (
          <Image
            src={event.logoUrl}
            alt={`Logo of ${event.description}`}
            maw={240}
            mah={160}
            fit="contain"
            onError={() => setPreviewFailed(true)}
          />
        ) : (
          <Group gap="xs" c="dimmed">
            <IconPhoto size={20} aria-hidden />
            <Text size="sm">{event.logoUrl ? 'The logo cannot be shown here.' : 'No logo yet.'}</Text>
          </Group>
        )}
        {event.status !== 'Cancelled' && (
          <Group align="end" gap="sm" wrap="wrap">
            <FileInput
              label="New logo (PNG or JPEG, at most 1 MB)"
              placeholder="Choose an image"
              accept="image/png,image/jpeg"
              clearable
              value={file}
              onChange={choose}
              error={problem}
              style={{ flex: '1 1 240px' }}
            />
            <Button
              leftSection={<IconUpload size={18} />}
              onClick={send}
              loading={upload.isPending}
              disabled={!file || problem !== null}
            >
              Upload logo
            </Button>
          </Group>
        )}
        {upload.error && (
          <Alert color="error" role="alert">
            {upload.error.message}
          </Alert>
        )}
      </Stack>
    </Card>
  );
}
