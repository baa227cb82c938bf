import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Group, SimpleGrid, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import type { ChargeItem } from '../../../../contract/setup';
import {
  type AdminCategory,
  type ChargeUpdate,
  chargeAmountRequired,
  chargeItems,
  chargeUpdateSchema,
  lookupAdminMessages,
} from '../../../../contract/setup-lookups-admin';
import { ConfirmDialog } from '../../../components/ConfirmDialog';
import { NumberField } from '../../../components/number-field';
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

/**
 * One charge, checked by the contract's rule: a negative amount is refused rather than clamped to
 * 0, and a zero charge (the item becomes free) is saved only once confirmed.
 */
function ChargeField({ category, item }: { category: AdminCategory; item: ChargeItem }) {
  const current = category.charges.find((charge) => charge.Charge_Item === item)?.Amount_Including_VAT;
  const form = useForm<z.input<typeof chargeUpdateSchema>, unknown, ChargeUpdate>({
    resolver: zodResolver(chargeUpdateSchema),
    defaultValues: { amount: current },
  });
  const [confirmingZero, setConfirmingZero] = useState(false);
  const save = useChargeSave(category.Code, item, {
    onSuccess: () => {
      setConfirmingZero(false);
      toastSuccess(lookupAdminMessages.chargeSaved);
    },
    onError: toastFailure,
  });
  const submit = form.handleSubmit(({ amount }) =>
    amount === 0 ? setConfirmingZero(true) : save.mutate(amount),
  );
  const label = `${itemLabels[item]} charge of ${category.Code}`;
  return (
    <Stack gap={4}>
      <Group align="end" gap="xs" wrap="nowrap">
        <NumberField
          control={form.control}
          name="amount"
          label={`${itemLabels[item]} (KES incl. VAT)`}
          aria-label={label}
          stepName={label}
          emptyMessage={chargeAmountRequired}
          decimalScale={2}
          thousandSeparator=","
          style={{ flex: 1 }}
        />
        <Button variant="light" onClick={submit} loading={save.isPending} aria-label={`Save ${label}`}>
          Save
        </Button>
      </Group>
      <Text size="xs" c="dimmed">
        {current === undefined ? 'Not charged' : `Now ${formatKes(current)}`}
      </Text>
      <ConfirmDialog
        opened={confirmingZero}
        question={lookupAdminMessages.confirmZeroCharge(itemLabels[item], category.Description)}
        confirmLabel="Save KES 0"
        busy={save.isPending}
        onConfirm={() => save.mutate(0)}
        onClose={() => setConfirmingZero(false)}
      />
    </Stack>
  );
}
