import {
  Alert,
  Button,
  Card,
  Checkbox,
  Group,
  List,
  Stack,
  Tabs,
  Text,
  ThemeIcon,
  Title,
} from '@mantine/core';
import { IconCheck, IconX } from '@tabler/icons-react';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import {
  type LicenceDetails,
  licenceDeclaration,
  licenceMessages,
  licenceRoutes,
} from '../../../contract/licences';
import { PageLoader } from '../../components/PageLoader';
import { LicenceDetailsForm } from './LicenceDetailsForm';
import { prefillOf } from './licence-prefill';
import {
  useLicenceCaption,
  useLicenceChecklist,
  useLicenceProfile,
  useSubmitLicence,
} from './licence-queries';

type Step = 'details' | 'checklist' | 'declaration';

/**
 * /license/card/:code? (spec 3 §2.5, §4 "Licence flow"): details, checklist, declaration. A later tab
 * stays disabled until the earlier ones are done; Submit saves and opens the application document.
 */
export default function LicenceCardPage() {
  const caption = useLicenceCaption();
  const profile = useLicenceProfile();
  const category = profile.data?.MemberShipType ?? '';
  const checklist = useLicenceChecklist(category);
  const [step, setStep] = useState<Step>('details');
  const [details, setDetails] = useState<LicenceDetails | null>(null);
  const [checklistDone, setChecklistDone] = useState(false);
  const [ticked, setTicked] = useState(false);
  const [declarationTouched, setDeclarationTouched] = useState(false);
  const navigate = useNavigate();
  const submit = useSubmitLicence();
  const items = checklist.data ?? [];
  const allPass = checklist.isSuccess && items.every((item) => item.pass);

  if (profile.isPending) return <PageLoader label="Loading your profile" />;
  return (
    <Stack gap="lg">
      <Title order={1} size="h2">
        New {caption}
      </Title>
      {profile.isError && <Alert color="error">{profile.error.message}</Alert>}
      <Card withBorder radius="md">
        <Tabs value={step} onChange={(value) => value && setStep(value as Step)}>
          <Tabs.List>
            <Tabs.Tab value="details">License details</Tabs.Tab>
            <Tabs.Tab value="checklist" disabled={!details}>
              Checklist
            </Tabs.Tab>
            <Tabs.Tab value="declaration" disabled={!details || !checklistDone}>
              Declaration
            </Tabs.Tab>
          </Tabs.List>
          <Tabs.Panel value="details" pt="md">
            <LicenceDetailsForm
              initial={details ?? prefillOf(profile.data)}
              onContinue={(values) => {
                setDetails(values);
                setStep('checklist');
              }}
            />
          </Tabs.Panel>
          <Tabs.Panel value="checklist" pt="md">
            {checklist.isError && <Alert color="error">{checklist.error.message}</Alert>}
            <List spacing="xs" mb="md">
              {items.map((item) => (
                <List.Item
                  key={item.checkListType}
                  icon={
                    <ThemeIcon size={20} radius="xl" color={item.pass ? 'green' : 'red'}>
                      {item.pass ? <IconCheck size={12} /> : <IconX size={12} />}
                    </ThemeIcon>
                  }
                >
                  {item.description}
                </List.Item>
              ))}
            </List>
            <Group justify="flex-end">
              <Button
                disabled={!allPass}
                onClick={() => {
                  setChecklistDone(true);
                  setStep('declaration');
                }}
              >
                Continue
              </Button>
            </Group>
          </Tabs.Panel>
          <Tabs.Panel value="declaration" pt="md">
            <Text mb="md">{licenceDeclaration}</Text>
            <Checkbox
              label="I agree to the declaration"
              checked={ticked}
              onChange={(event) => {
                setTicked(event.currentTarget.checked);
                setDeclarationTouched(true);
              }}
              error={declarationTouched && !ticked ? licenceMessages.required : undefined}
            />
            {submit.isError && (
              <Alert color="error" mt="md" role="alert">
                {submit.error.message}
              </Alert>
            )}
            <Group justify="flex-end" mt="md">
              <Button
                disabled={!ticked || !details}
                loading={submit.isPending}
                onClick={() =>
                  details &&
                  submit.mutate(details, {
                    onSuccess: (saved) => navigate(licenceRoutes.document(saved.licenseApplicationNo)),
                  })
                }
              >
                Submit
              </Button>
            </Group>
          </Tabs.Panel>
        </Tabs>
      </Card>
    </Stack>
  );
}
