import { zodResolver } from '@hookform/resolvers/zod';
import {
  Button,
  Card,
  FileButton,
  Group,
  Image,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import {
  type CompanyInformation,
  type CompanyInformationUpdate,
  companyInformationUpdateSchema,
  logoMaxBytes,
  setupAdminMessages,
} from '../../../../contract/setup';
import { useCompanyInformationQuery } from '../../../lib/reference-lists';
import { toastFailure } from '../admin-toasts';
import { useSaveCompanyInformation, useUploadLogo } from './setup-admin-queries';

const editableOf = ({ logo: _logo, ...information }: CompanyInformation): CompanyInformationUpdate =>
  information;

/** The body's identity: logo, names and contacts shown in the top bar, footer, e-mails and PDFs. */
export function CompanyCard() {
  const company = useCompanyInformationQuery();
  const form = useForm<CompanyInformationUpdate>({ resolver: zodResolver(companyInformationUpdateSchema) });
  const { reset } = form;
  useEffect(() => {
    if (company.data) reset(editableOf(company.data));
  }, [company.data, reset]);

  // The top bar and footer read the same entry, so they change as soon as either saves.
  const save = useSaveCompanyInformation();
  const upload = useUploadLogo();
  const chooseLogo = (file: File | null) => {
    if (!file) return;
    // The server checks the content; the size is checked here too so a large file is not sent at all.
    if (file.size > logoMaxBytes) toastFailure(new Error(setupAdminMessages.logoTooLarge));
    else upload.mutate(file);
  };

  const errors = form.formState.errors;
  return (
    <Card withBorder radius="md" padding="lg">
      <Title order={2} size="h4" mb="md">
        Company information
      </Title>
      <Group align="center" gap="md" mb="md" wrap="nowrap">
        {company.data?.logo ? (
          <Image src={company.data.logo} alt="Current logo" w={72} h={72} fit="contain" />
        ) : null}
        <Stack gap={4}>
          <FileButton onChange={chooseLogo} accept="image/png,image/jpeg">
            {(props) => (
              <Button variant="light" loading={upload.isPending} {...props}>
                Replace logo
              </Button>
            )}
          </FileButton>
          <Text size="xs" c="dimmed">
            PNG or JPEG, under 1MB.
          </Text>
        </Stack>
      </Group>
      <form onSubmit={form.handleSubmit((update) => save.mutate(update))} noValidate>
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
          <TextInput
            label="Display name"
            error={errors.displayName?.message}
            {...form.register('displayName')}
          />
          <TextInput label="Short name" error={errors.shortName?.message} {...form.register('shortName')} />
          <TextInput label="E-mail" type="email" error={errors.email?.message} {...form.register('email')} />
          <TextInput label="Phone" error={errors.phone?.message} {...form.register('phone')} />
          <TextInput label="Address" error={errors.address?.message} {...form.register('address')} />
          <TextInput label="Website" error={errors.website?.message} {...form.register('website')} />
        </SimpleGrid>
        <Group justify="flex-end" mt="md">
          <Button type="submit" variant="outline" loading={save.isPending} disabled={!company.data}>
            Save company information
          </Button>
        </Group>
      </form>
    </Card>
  );
}
