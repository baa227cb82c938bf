import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Card, Group, Stack, Textarea, TextInput, Title } from '@mantine/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import { setupAdminEndpoints as declared } from '../../../../contract/endpoints/setup-admin';
import { setupAdminMessages, type TermsUpdate, termsUpdateSchema } from '../../../../contract/setup';
import { call } from '../../../lib/call';
import { referenceLists, useTerms } from '../../../lib/reference-lists';
import { toastFailure, toastSuccess } from '../admin-toasts';

/** The terms and conditions applicants accept on the signup page. */
export function TermsCard() {
  const queryClient = useQueryClient();
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

  const save = useMutation({
    mutationFn: (update: TermsUpdate) => call(declared.terms, { body: update }),
    onSuccess: (saved) => {
      // The signup page's terms dialog reads the same entry.
      queryClient.setQueryData(referenceLists.terms().queryKey, [saved]);
      toastSuccess(setupAdminMessages.termsSaved);
    },
    onError: toastFailure,
  });

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
