import { Alert, Button, Card, Group, Stack, Title } from '@mantine/core';
import { useState } from 'react';
import { LoadingBlock } from '../../../components/ListStates';
import { useAlert } from '../../../lib/alert';
import { BioForm } from './BioForm';
import { useBio, useProfileSaved, useSpecializations } from './bio-queries';

/** The /profile page's Bio tab: the stored bio in view mode, with an Edit/Finish toggle (spec 2 §2.7). */
export default function BioSection() {
  const saved = useProfileSaved();
  const { showAlert } = useAlert();
  const [editing, setEditing] = useState(false);
  const bio = useBio();
  const specializations = useSpecializations({ enabled: bio.isSuccess });

  return (
    <Card withBorder radius="md" padding="lg" component="section" aria-labelledby="bio-title">
      <Stack gap="md">
        <Group justify="space-between">
          <Title order={2} size="h4" id="bio-title">
            Bio
          </Title>
          {bio.isSuccess && (
            <Button variant={editing ? 'filled' : 'light'} onClick={() => setEditing((value) => !value)}>
              {editing ? 'Finish' : 'Edit'}
            </Button>
          )}
        </Group>
        {bio.isLoading && <LoadingBlock label="Loading your bio" h={320} />}
        {bio.error && <Alert color="red">{bio.error.message}</Alert>}
        {bio.data && (
          <BioForm
            // Finish without saving drops the unsaved edits: the form starts again from the stored bio.
            key={editing ? 'edit' : 'view'}
            mode={editing ? 'edit' : 'view'}
            bio={bio.data}
            specializations={specializations.data}
            onSaved={async (stored) => {
              await saved.bio(stored);
              setEditing(false);
              showAlert({ status: 'success', message: 'Profile updated successfully' });
            }}
          />
        )}
      </Stack>
    </Card>
  );
}
