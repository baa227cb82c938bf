import { Alert, Button, Card, Group, Stack, Title } from '@mantine/core';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { profileBioEndpoints } from '../../../../contract/endpoints/profile-bio';
import { LoadingBlock } from '../../../components/ListStates';
import { useAlert } from '../../../lib/alert';
import { call } from '../../../lib/call';
import { BioForm } from './BioForm';
import { bioQueryKey } from './bio-query-key';

export { bioQueryKey };
export const specializationsQueryKey = ['profile', 'specialization'] as const;

/** The /profile page's Bio tab: the stored bio in view mode, with an Edit/Finish toggle (spec 2 §2.7). */
export default function BioSection() {
  const client = useQueryClient();
  const { showAlert } = useAlert();
  const [editing, setEditing] = useState(false);
  const bio = useQuery({ queryKey: bioQueryKey, queryFn: () => call(profileBioEndpoints.bio, {}) });
  const specializations = useQuery({
    queryKey: specializationsQueryKey,
    queryFn: () => call(profileBioEndpoints.specializations, {}),
    enabled: bio.isSuccess,
  });

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
            onSaved={async (saved) => {
              client.setQueryData(bioQueryKey, saved);
              await client.invalidateQueries({ queryKey: specializationsQueryKey });
              await client.invalidateQueries({ queryKey: ['checklist'] });
              setEditing(false);
              showAlert({ status: 'success', message: 'Profile updated successfully' });
            }}
          />
        )}
      </Stack>
    </Card>
  );
}
