import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Group, SimpleGrid, TextInput, Title } from '@mantine/core';
import { FormProvider, useForm } from 'react-hook-form';
import {
  type LicenceDetails,
  type LicenceDetailsInput,
  licenceDetailsSchema,
} from '../../../contract/licences';
import { LicenceLocationFields } from './LicenceLocationFields';

const practitionerFields: [keyof LicenceDetailsInput, string][] = [
  ['practitionerSurname', 'Surname'],
  ['practitionerOtherNames', 'Other names'],
  ['practitionerAddress', 'Address'],
  ['practitionerPhone', 'Phone'],
  ['practitionerEmail', 'E-mail'],
];
/** The practice's fields either side of its Country, County and City (chosen from the lookups). */
const practiceFieldsBeforeLocation: [keyof LicenceDetailsInput, string][] = [
  ['practiceName', 'Practice name'],
  ['startDate', 'Practice start date'],
  ['postalCode', 'Postal address'],
  ['physicalLocation', 'Physical address'],
];
const practiceFieldsAfterLocation: [keyof LicenceDetailsInput, string][] = [
  ['phoneNo', 'Practice phone'],
  ['email', 'Practice e-mail'],
];

/** The 'License details' tab (spec 3 §5): Continue does nothing while a field is invalid. */
export function LicenceDetailsForm({
  initial,
  onContinue,
}: {
  initial: LicenceDetailsInput;
  onContinue: (details: LicenceDetails) => void;
}) {
  const form = useForm<LicenceDetailsInput, unknown, LicenceDetails>({
    resolver: zodResolver(licenceDetailsSchema),
    defaultValues: initial,
    mode: 'onTouched',
  });
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = form;
  const field = ([name, label]: [keyof LicenceDetailsInput, string]) => (
    <TextInput
      key={name}
      label={label}
      withAsterisk
      type={name === 'startDate' ? 'date' : 'text'}
      error={errors[name]?.message}
      {...register(name)}
    />
  );
  return (
    <FormProvider {...form}>
      <form noValidate onSubmit={handleSubmit(onContinue)}>
        <Title order={2} size="h4" mb="sm">
          Practitioner
        </Title>
        <SimpleGrid cols={{ base: 1, sm: 2 }}>{practitionerFields.map(field)}</SimpleGrid>
        <Title order={2} size="h4" mt="lg" mb="sm">
          Practice
        </Title>
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          {practiceFieldsBeforeLocation.map(field)}
          <LicenceLocationFields />
          {practiceFieldsAfterLocation.map(field)}
        </SimpleGrid>
        <Group justify="flex-end" mt="lg">
          <Button type="submit">Continue</Button>
        </Group>
      </form>
    </FormProvider>
  );
}
