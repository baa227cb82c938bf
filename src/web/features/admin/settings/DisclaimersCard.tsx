import { Button, Card, Group, SimpleGrid, Stack, Text, Textarea, Title } from '@mantine/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { setupAdminEndpoints as declared } from '../../../../contract/endpoints/setup-admin';
import {
  type Disclaimer,
  disclaimerTypes,
  disclaimerUpdateSchema,
  setupAdminMessages,
} from '../../../../contract/setup';
import { call } from '../../../lib/call';
import { useDisclaimers } from '../../../lib/reference-lists';
import { toastFailure, toastSuccess } from '../admin-toasts';

type DisclaimerType = Disclaimer['disclaimerType'];

/** Every disclaimers query (the activation and register pages ask per type) starts with this. */
const disclaimersQueryKey = ['setup', 'disclaimers'] as const;

const purposes: Record<DisclaimerType, string> = {
  Activation: 'Shown for consent before an existing member activates an account.',
  Application: 'Shown for consent before an applicant registers.',
};

function DisclaimerField({ type, saved }: { type: DisclaimerType; saved: string }) {
  const queryClient = useQueryClient();
  const [text, setText] = useState(saved);
  useEffect(() => setText(saved), [saved]);
  const check = disclaimerUpdateSchema.safeParse({ description: text });
  const save = useMutation({
    mutationFn: () =>
      call(declared.disclaimer, { params: { disclaimerType: type }, body: { description: text } }),
    onSuccess: async () => {
      toastSuccess(text.trim() ? setupAdminMessages.disclaimerSaved : setupAdminMessages.disclaimerRemoved);
      await queryClient.invalidateQueries({ queryKey: disclaimersQueryKey });
    },
    onError: toastFailure,
  });
  return (
    <Stack gap="xs">
      <Textarea
        label={`${type} disclaimer`}
        description={`${purposes[type]} Leave it empty to show no consent dialog.`}
        rows={4}
        value={text}
        onChange={(event) => setText(event.currentTarget.value)}
        error={check.success ? undefined : check.error.issues[0]?.message}
      />
      <Group justify="flex-end">
        <Button
          variant="outline"
          loading={save.isPending}
          disabled={!check.success || text === saved}
          onClick={() => save.mutate()}
        >
          Save {type.toLowerCase()} disclaimer
        </Button>
      </Group>
    </Stack>
  );
}

/** The consent texts of the activation and registration dialogs. */
export function DisclaimersCard() {
  const disclaimers = useDisclaimers();
  return (
    <Card withBorder radius="md" padding="lg">
      <Title order={2} size="h4" mb="md">
        Disclaimers
      </Title>
      {disclaimers.data ? (
        <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
          {disclaimerTypes.map((type) => (
            <DisclaimerField
              key={type}
              type={type}
              saved={disclaimers.data.find((item) => item.disclaimerType === type)?.description ?? ''}
            />
          ))}
        </SimpleGrid>
      ) : (
        <Text size="sm" c="dimmed">
          Loading disclaimers…
        </Text>
      )}
    </Card>
  );
}
