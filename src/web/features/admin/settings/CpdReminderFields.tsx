import { TagsInput } from '@mantine/core';
import type { FieldError } from 'react-hook-form';
import { BoundInput, bindings } from '../../../components/form-fields';
import type { MinorSettingsForm } from './MinorSettingsCard';

export const cpdReminderTexts = {
  label: 'CPD reminder days',
  description:
    'Month and day (MM-DD) on which members behind their CPD requirement get an e-mail and an SMS. Press Enter after each day.',
} as const;

/** An array's message sits on the array or on the first element the contract refused. */
const firstMessage = (error: FieldError | undefined) =>
  error?.message ??
  (Array.isArray(error)
    ? (error as (FieldError | undefined)[]).find((item) => item?.message)?.message
    : undefined);

/** The CPD reminder points of decision 0048, as the contract's MM-DD days. */
export function CpdReminderFields({ form }: { form: MinorSettingsForm }) {
  return (
    <BoundInput
      control={form.control}
      name="cpd_reminder_points"
      render={(field, error) => (
        <TagsInput
          {...bindings(field)}
          label={cpdReminderTexts.label}
          description={cpdReminderTexts.description}
          placeholder="06-30"
          value={(field.value as string[] | undefined) ?? []}
          onChange={field.onChange}
          maxTags={12}
          error={firstMessage(error)}
        />
      )}
    />
  );
}
