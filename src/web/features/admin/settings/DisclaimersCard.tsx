import { Button, Card, Group, SimpleGrid, Stack, Text, Textarea, Title } from '@mantine/core';
import { useEffect, useState } from 'react';
import { type Disclaimer, disclaimerTypes, disclaimerUpdateSchema } from '../../../../contract/setup';
import { useDisclaimers } from '../../../lib/reference-lists';
import { useSaveDisclaimer } from './setup-admin-queries';

type DisclaimerType = Disclaimer['disclaimerType'];

const purposes: Record<DisclaimerType, string> = {
  Activation: 'Shown for consent before an existing member activates an account.',
  Application: 'Shown for consent before an applicant registers.',
};

function DisclaimerField({ type, saved }: { type: DisclaimerType; saved: string }) {
  const [text, setText] = useState(saved);
  useEffect(() => setText(saved), [saved]);
  const check = disclaimerUpdateSchema.safeParse({ description: text });
  const save = useSaveDisclaimer(type);
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
          onClick={() => save.mutate(text)}
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
