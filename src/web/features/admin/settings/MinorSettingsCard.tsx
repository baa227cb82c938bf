import { Card, Divider, SimpleGrid, Stack, Text, Textarea, TextInput, Title } from '@mantine/core';
import type { UseFormReturn } from 'react-hook-form';
import type { z } from 'zod';
import { organisationCaptionHint } from '../../../../contract/profile-bio';
import type { MinorSettings, minorSettingsSchema } from '../../../../contract/settings';
import { SwitchField } from '../../../components/form-fields';
import { CpdReminderFields } from './CpdReminderFields';
import { RegisterPolicyFields } from './RegisterPolicyFields';
import { ServiceLevelFields, serviceLevelTexts } from './ServiceLevelFields';

/** The form as the page holds it: fields as typed, the contract's parsed settings on submit. */
export type MinorSettingsForm = UseFormReturn<z.input<typeof minorSettingsSchema>, unknown, MinorSettings>;

type Toggle = {
  [Key in keyof MinorSettings]: MinorSettings[Key] extends boolean ? Key : never;
}[keyof MinorSettings];

const toggles: { name: Toggle; label: string; description: string }[] = [
  { name: 'registration', label: 'Registration open', description: 'Visitors can apply for membership.' },
  { name: 'countyField', label: 'County field', description: 'Profiles ask for the county.' },
  { name: 'practicing_firm', label: 'Practising firm', description: 'Profiles ask for the practising firm.' },
  { name: 'showWorkPlace', label: 'Show work place', description: 'Profiles show the work place.' },
  {
    name: 'inactivityLogout',
    label: 'Inactivity logout',
    description: 'Signed-in users are logged out after a while without activity.',
  },
];

function ToggleField({
  form,
  name,
  label,
  description,
}: { form: MinorSettingsForm } & (typeof toggles)[number]) {
  return <SwitchField control={form.control} name={name} label={label} description={description} />;
}

/** The minor settings (spec 1 §3); a caption tied to a switch can be edited only while it is on (§5). */
export function MinorSettingsCard({ form }: { form: MinorSettingsForm }) {
  const { register, watch } = form;
  const errors = form.formState.errors;
  const refereeDisclaimer = watch('referee_disclaimer');
  const goodStanding = watch('certificate_of_good_standing');
  return (
    <Card withBorder radius="md" padding="lg">
      <Title order={2} size="h4" mb={4}>
        Minor settings
      </Title>
      <Text size="sm" c="dimmed" mb="md">
        Captions and switches that tailor the portal to the body.
      </Text>
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
        <Stack gap="sm">
          <TextInput
            label="Login caption"
            error={errors.login_caption?.message}
            {...register('login_caption')}
          />
          <TextInput
            label="Organisation caption"
            description={organisationCaptionHint}
            error={errors.organisation_caption?.message}
            {...register('organisation_caption')}
          />
          <TextInput
            label="Licence caption"
            description="What the portal calls a practising licence."
            error={errors.license_alternative_caption?.message}
            {...register('license_alternative_caption')}
          />
          <TextInput
            label="Membership certificate caption"
            error={errors.membership_certificate_caption?.message}
            {...register('membership_certificate_caption')}
          />
          <TextInput
            label="Acceptance letter caption"
            error={errors.acceptance_letter_caption?.message}
            {...register('acceptance_letter_caption')}
          />
        </Stack>
        <Stack gap="md">
          {toggles.map((toggle) => (
            <ToggleField key={toggle.name} form={form} {...toggle} />
          ))}
        </Stack>
      </SimpleGrid>
      <Divider my="lg" />
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
        <Stack gap="sm">
          <ToggleField
            form={form}
            name="referee_disclaimer"
            label="Referee disclaimer"
            description="Referees confirm a disclaimer before answering."
          />
          <Textarea
            label="Referee disclaimer caption"
            rows={3}
            disabled={!refereeDisclaimer}
            error={errors.referee_disclaimer_caption?.message}
            {...register('referee_disclaimer_caption')}
          />
        </Stack>
        <Stack gap="sm">
          <ToggleField
            form={form}
            name="certificate_of_good_standing"
            label="Certificate of good standing"
            description="Members in good standing can download the certificate."
          />
          <TextInput
            label="Good standing certificate caption"
            disabled={!goodStanding}
            error={errors.certificate_of_good_standing_caption?.message}
            {...register('certificate_of_good_standing_caption')}
          />
        </Stack>
      </SimpleGrid>
      <Divider my="lg" label="Member register" labelPosition="left" />
      <RegisterPolicyFields form={form} />
      <Divider my="lg" label={serviceLevelTexts.title} labelPosition="left" />
      <ServiceLevelFields form={form} />
      <Divider my="lg" label="CPD reminders" labelPosition="left" />
      <CpdReminderFields form={form} />
    </Card>
  );
}
