import { MultiSelect, NumberInput, SimpleGrid } from '@mantine/core';
import { Controller } from 'react-hook-form';
import { memberStatuses } from '../../../../contract/member-register';
import type { MinorSettingsForm } from './MinorSettingsCard';

/** The register's policies: which statuses the public Member Checker lists, and new members' time to pay. */
export function RegisterPolicyFields({ form }: { form: MinorSettingsForm }) {
  const errors = form.formState.errors;
  return (
    <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
      <Controller
        control={form.control}
        name="public_register_statuses"
        render={({ field }) => (
          <MultiSelect
            label="Statuses the Member Checker lists"
            description="Members with these register statuses can be found by the public."
            data={[...memberStatuses]}
            value={field.value ?? []}
            onChange={field.onChange}
            onBlur={field.onBlur}
            error={errors.public_register_statuses?.message}
          />
        )}
      />
      <Controller
        control={form.control}
        name="new_member_invoice_days"
        render={({ field }) => (
          <NumberInput
            label="Days a new member has to pay"
            description="A member admitted after their period was billed gets its invoice dated on admission, due this many days later."
            min={0}
            max={365}
            allowDecimal={false}
            value={field.value ?? ''}
            onChange={(value) => field.onChange(typeof value === 'number' ? value : Number.NaN)}
            onBlur={field.onBlur}
            error={errors.new_member_invoice_days?.message}
          />
        )}
      />
    </SimpleGrid>
  );
}
