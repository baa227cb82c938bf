import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Card, Group, Stack, Textarea, TextInput, Title } from '@mantine/core';
import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import { type TermsUpdate, termsUpdateSchema } from '../../../../contract/setup';
import { useTerms } from '../../../lib/reference-lists';
import { useSaveTerms } from './setup-admin-queries';

/** The terms and conditions applicants accept on the signup page. */
export function TermsCard() {
  const terms = useTerms();
  const form = useForm<TermsUpdate>({
    resolver: zodResolver(termsUpdateSchema),
    defaultValues: { termsAndConditions: '', projectURL: '' },
  });
  const { reset } = form;
  useEffect(() => {
    const [current] = terms.data ?? [];
    if (current) reset(current);
  }, [terms.data, reset]);

  const save = useSaveTerms();

  const errors = form.formState.errors;
  return (
    <Card withBorder radius="md" padding="lg">
      <Title order={2} size="h4" mb="md">
        Terms and conditions
      </Title>
      <form onSubmit={form.handleSubmit((update) => save.mutate(update))} noValidate>
        <Stack gap="sm">
          <Textarea
            label="Terms and conditions"
            rows={6}
            error={errors.termsAndConditions?.message}
            {...form.register('termsAndConditions')}
          />
          <TextInput
            label="Project URL"
            error={errors.projectURL?.message}
            {...form.register('projectURL')}
          />
        </Stack>
        <Group justify="flex-end" mt="md">
          <Button type="submit" variant="outline" loading={save.isPending} disabled={!terms.data}>
            Save terms
          </Button>
        </Group>
      </form>
    </Card>
  );
}
