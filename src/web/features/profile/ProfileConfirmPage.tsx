import { Alert, Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import { useNavigate } from 'react-router';
import { LoadingBlock } from '../../components/ListStates';
import { useBio, useConfirmProfile } from './bio/bio-queries';

/** /profile/profileConfirm (spec 2 §2.2): the member confirms the name on their profile. */
export default function ProfileConfirmPage() {
  const navigate = useNavigate();
  const bio = useBio();
  const confirm = useConfirmProfile();
  const profile = bio.data;
  const fullName = profile
    ? [profile.FirstName, profile.SecondName, profile.LastName].filter(Boolean).join(' ')
    : '';
  return (
    <Stack gap="lg" maw={560}>
      <Title order={1} size="h2">
        Profile confirmation
      </Title>
      {bio.error && <Alert color="error">{bio.error.message}</Alert>}
      {bio.isPending && <LoadingBlock label="Loading profile" h={80} />}
      {profile && (
        <Card withBorder radius="md" padding="lg">
          <Stack gap="md">
            <Text>Is this your full name as it should appear on your records?</Text>
            <Text fw={700} size="lg">
              {fullName}
            </Text>
            {confirm.data && <Alert color="success">{confirm.data.message}</Alert>}
            {confirm.error && <Alert color="error">{confirm.error.message}</Alert>}
            {profile.confirmed ? (
              !confirm.data && <Text c="dimmed">Your profile is confirmed.</Text>
            ) : (
              <Group>
                <Button loading={confirm.isPending} onClick={() => confirm.mutate(profile.ProfileID)}>
                  Correct
                </Button>
                <Button variant="default" onClick={() => navigate('/profile')}>
                  Not Correct
                </Button>
              </Group>
            )}
          </Stack>
        </Card>
      )}
    </Stack>
  );
}
