import { Alert, Card, Group, List, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconCircleDashed } from '@tabler/icons-react';
import { Suspense } from 'react';
import { useNavigate } from 'react-router';
import { LoadingBlock } from '../../components/ListStates';
import { PageLoader } from '../../components/PageLoader';
import { formatKes } from '../../lib/format';
import { lazyPart } from '../../lib/lazy-part';
import { useCategoryList } from '../../lib/reference-lists';
import { useCurrentUser, useReloadUser } from '../../lib/session';

// A person fills in the bio form and a firm the firm form, never both: each loads only for its user.
const BioForm = lazyPart('initiate/BioForm', async () => ({
  default: (await import('./bio/BioForm')).BioForm,
}));
const FirmBioForm = lazyPart('initiate/FirmBioForm', async () => ({
  default: (await import('./firm-bio/FirmBioForm')).FirmBioForm,
}));

const steps = {
  Individual: [
    'Your bio: names, ID or passport, date of birth, nationality, discipline and photo',
    'Contacts, academic qualifications and work experience',
    'Referees, who confirm your application by e-mail',
    'The requirements checklist, then submit with a one-time code and pay the application fee',
  ],
  Corporate: [
    'The firm bio: name of body, registration and tax numbers, address and logo',
    'Directors, shareholders, services, employees, equipment and bankers',
    'The requirements checklist, then submit with a one-time code and pay the application fee',
  ],
} as const;

/**
 * Where a signed-in applicant without a profile starts (spec 1 §2 "Initial profile routes"): what they
 * applied for, and the bio form of their type in initial mode ('Create Profile'): /initiate-profile
 * for an individual, /initiate-firm ('Initial Firm Profile') for a firm. The router's guard lets only
 * a signed-in user of that type without a profile in. Once created, the current user is refreshed (it
 * now has a profile) and the applicant goes to the dashboard.
 */
export default function InitiateProfilePage() {
  const { data: user } = useCurrentUser();
  const reloadUser = useReloadUser();
  const navigate = useNavigate();
  const type = user?.type === 'Corporate' ? 'Corporate' : 'Individual';
  const { data: categories, error } = useCategoryList(type);
  const category = categories?.find((entry) => entry.Code === user?.category);
  const fee = category?.charges.find((charge) => charge.Charge_Item === 'APPLICATION');

  const created = async () => {
    await reloadUser();
    navigate('/dashboard', { replace: true });
  };

  return (
    <Stack gap="lg" maw={960}>
      <Title order={1} size="h2">
        {type === 'Corporate' ? 'Initial Firm Profile' : 'Initial Profile'}
      </Title>
      {error && <Alert color="error">{error.message}</Alert>}
      <Card withBorder radius="md" padding="lg">
        <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
          Your application
        </Text>
        {!categories && !error && <LoadingBlock label="Loading your application" h={48} mt="xs" />}
        {categories && (
          <Group justify="space-between" mt={4}>
            <Text fw={600} size="lg">
              {category?.Description ?? user?.category ?? 'No category chosen'}
            </Text>
            {fee && <Text c="dimmed">Application fee {formatKes(fee.Amount_Including_VAT)} incl. VAT</Text>}
          </Group>
        )}
      </Card>
      {type === 'Individual' && (
        <Card
          withBorder
          radius="md"
          padding="lg"
          component="section"
          aria-labelledby="bio-title"
          style={{ overflow: 'visible' }}
        >
          <Title order={2} size="h4" mb="xs" id="bio-title">
            Your bio
          </Title>
          <Text size="sm" c="dimmed" mb="md">
            Fields marked * are required. Your photo is resized in the browser if it is larger than 2 MB.
          </Text>
          <Suspense fallback={<PageLoader />}>
            <BioForm mode="initial" onSaved={created} />
          </Suspense>
        </Card>
      )}
      {type === 'Corporate' && (
        <Card
          withBorder
          radius="md"
          padding="lg"
          component="section"
          aria-labelledby="firm-bio-title"
          style={{ overflow: 'visible' }}
        >
          <Title order={2} size="h4" mb="xs" id="firm-bio-title">
            Firm bio
          </Title>
          <Text size="sm" c="dimmed" mb="md">
            Fields marked * are required. The image is resized in the browser if it is larger than 2 MB.
          </Text>
          <Suspense fallback={<PageLoader />}>
            <FirmBioForm mode="initial" onSaved={created} />
          </Suspense>
        </Card>
      )}
      <Card withBorder radius="md" padding="lg">
        <Title order={2} size="h4" mb="sm">
          What your application needs
        </Title>
        <List
          spacing="sm"
          icon={
            <ThemeIcon variant="light" radius="xl" size={22}>
              <IconCircleDashed size={14} />
            </ThemeIcon>
          }
        >
          {steps[type].map((step) => (
            <List.Item key={step}>{step}</List.Item>
          ))}
        </List>
      </Card>
    </Stack>
  );
}
