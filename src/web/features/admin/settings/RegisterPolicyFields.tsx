import { SimpleGrid } from '@mantine/core';
import { memberStatuses } from '../../../../contract/member-register';
import { MultiSelectField } from '../../../components/form-fields';
import { NumberField } from '../../../components/number-field';
import type { MinorSettingsForm } from './MinorSettingsCard';

/** The register's policies: which statuses the public Member Checker lists, and new members' time to pay. */
export function RegisterPolicyFields({ form }: { form: MinorSettingsForm }) {
  return (
    <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
      <MultiSelectField
        control={form.control}
        name="public_register_statuses"
        label="Statuses the Member Checker lists"
        description="Members with these register statuses can be found by the public."
        data={[...memberStatuses]}
      />
      <NumberField
        control={form.control}
        name="new_member_invoice_days"
        label="Days a new member has to pay"
        description="A member admitted after their period was billed gets its invoice dated on admission, due this many days later."
        min={0}
        max={365}
        allowDecimal={false}
        emptyAs={Number.NaN}
      />
    </SimpleGrid>
  );
}
