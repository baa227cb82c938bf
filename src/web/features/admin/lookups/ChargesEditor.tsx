import { Button, Group, NumberInput, SimpleGrid, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import type { ChargeItem } from '../../../../contract/setup';
import {
  type AdminCategory,
  chargeItems,
  chargeUpdateSchema,
  lookupAdminMessages,
} from '../../../../contract/setup-lookups-admin';
import { formatKes } from '../../../lib/format';
import { toastFailure, toastSuccess } from '../admin-toasts';
import { useChargeSave } from './lookups-admin-queries';

const itemLabels: Record<ChargeItem, string> = {
  APPLICATION: 'Application',
  SUBSCRIPTION: 'Subscription',
  UPGRADE: 'Upgrade',
  LICENSE: 'Licence',
};

/** One amount per charge item, in KES including VAT; each saves on its own. */
export function ChargesEditor({ category }: { category: AdminCategory }) {
  return (
    <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
      {chargeItems.map((item) => (
        <ChargeField key={item} category={category} item={item} />
      ))}
    </SimpleGrid>
  );
}

function ChargeField({ category, item }: { category: AdminCategory; item: ChargeItem }) {
  const current = category.charges.find((charge) => charge.Charge_Item === item)?.Amount_Including_VAT;
  const [amount, setAmount] = useState<number | string>(current ?? '');
  const [error, setError] = useState<string | null>(null);
  const save = useChargeSave(category.Code, item, {
    onSuccess: () => toastSuccess(lookupAdminMessages.chargeSaved),
    onError: toastFailure,
  });
  const submit = () => {
    const parsed = chargeUpdateSchema.safeParse({ amount: typeof amount === 'number' ? amount : Number.NaN });
    setError(parsed.success ? null : (parsed.error.issues[0]?.message ?? 'Enter an amount'));
    if (parsed.success) save.mutate(parsed.data.amount);
  };
  const label = `${itemLabels[item]} charge of ${category.Code}`;
  return (
    <Stack gap={4}>
      <Group align="end" gap="xs" wrap="nowrap">
        <NumberInput
          label={`${itemLabels[item]} (KES incl. VAT)`}
          aria-label={label}
          value={amount}
          onChange={setAmount}
          min={0}
          decimalScale={2}
          thousandSeparator=","
          error={error}
          style={{ flex: 1 }}
        />
        <Button variant="light" onClick={submit} loading={save.isPending} aria-label={`Save ${label}`}>
          Save
        </Button>
      </Group>
      <Text size="xs" c="dimmed">
        {current === undefined ? 'Not charged' : `Now ${formatKes(current)}`}
      </Text>
    </Stack>
  );
}
