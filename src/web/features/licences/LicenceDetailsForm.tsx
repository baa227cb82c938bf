import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Group, SimpleGrid, TextInput, Title } from '@mantine/core';
import { useForm } from 'react-hook-form';
import {
  type LicenceDetails,
  type LicenceDetailsInput,
  licenceDetailsSchema,
} from '../../../contract/licences';

const practitionerFields: [keyof LicenceDetailsInput, string][] = [
  ['practitionerSurname', 'Surname'],
  ['practitionerOtherNames', 'Other names'],
  ['practitionerAddress', 'Address'],
  ['practitionerPhone', 'Phone'],
  ['practitionerEmail', 'E-mail'],
];
const practiceFields: [keyof LicenceDetailsInput, string][] = [
  ['practiceName', 'Practice name'],
  ['startDate', 'Practice start date'],
  ['postalCode', 'Postal address'],
  ['physicalLocation', 'Physical address'],
  ['countryCode', 'Country'],
  ['county', 'County'],
  ['city', 'City'],
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
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<LicenceDetailsInput, unknown, LicenceDetails>({
    resolver: zodResolver(licenceDetailsSchema),
    defaultValues: initial,
    mode: 'onTouched',
  });
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
    <form noValidate onSubmit={handleSubmit(onContinue)}>
      <Title order={2} size="h4" mb="sm">
        Practitioner
      </Title>
      <SimpleGrid cols={{ base: 1, sm: 2 }}>{practitionerFields.map(field)}</SimpleGrid>
      <Title order={2} size="h4" mt="lg" mb="sm">
        Practice
      </Title>
      <SimpleGrid cols={{ base: 1, sm: 2 }}>{practiceFields.map(field)}</SimpleGrid>
      <Group justify="flex-end" mt="lg">
        <Button type="submit">Continue</Button>
      </Group>
    </form>
  );
}
