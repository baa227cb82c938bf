import { Alert, Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { firmBioMessages } from '../../../../contract/profile-firm-bio';
import { LoadingBlock } from '../../../components/ListStates';
import { useAlert } from '../../../lib/alert';
import { useFirmBio, useProfileSaved } from '../bio/bio-queries';
import { FirmBioForm } from './FirmBioForm';

/**
 * The /profile page's Firm Details tab: the stored firm bio in view mode, with an Edit/Finish toggle
 * (spec 2 §2.7). A Corporate profile without firm details yet opens them empty, to fill in.
 */
export default function FirmBioSection() {
  const saved = useProfileSaved();
  const { showAlert } = useAlert();
  const [editing, setEditing] = useState(false);
  const firmBio = useFirmBio();

  return (
    <Card withBorder radius="md" padding="lg" component="section" aria-labelledby="firm-bio-title">
      <Stack gap="md">
        <Group justify="space-between">
          <Title order={2} size="h4" id="firm-bio-title">
            Firm Details
          </Title>
          {firmBio.isSuccess && (
            <Button variant={editing ? 'filled' : 'light'} onClick={() => setEditing((value) => !value)}>
              {editing ? 'Finish' : 'Edit'}
            </Button>
          )}
        </Group>
        {firmBio.isLoading && <LoadingBlock label="Loading your firm details" h={320} />}
        {firmBio.error && <Alert color="red">{firmBio.error.message}</Alert>}
        {firmBio.isSuccess && (
          <>
            {editing && (
              <Text size="sm" c="dimmed">
                Fields marked * are required. The image is resized in the browser if it is larger than 2 MB.
              </Text>
            )}
            <FirmBioForm
              // Finish without saving drops the unsaved edits: the form starts again from the stored bio.
              key={editing ? 'edit' : 'view'}
              mode={editing ? 'edit' : 'view'}
              firmBio={firmBio.data}
              onSaved={async (stored) => {
                await saved.firmBio(stored);
                setEditing(false);
                showAlert({ status: 'success', message: firmBioMessages.updated });
              }}
            />
          </>
        )}
      </Stack>
    </Card>
  );
}
