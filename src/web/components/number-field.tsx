import { NumberInput, type NumberInputProps } from '@mantine/core';
import type { FieldValues } from 'react-hook-form';
import { messages } from '../../contract/common';
import { BoundInput, bindings, type FieldProps, type Rest } from './form-fields';

/**
 * A number. Emptied, the form holds undefined, or `emptyAs`: null where the schema allows none,
 * NaN where the schema fills a default (so an emptied field is refused, not silently reset). A
 * number left empty says `emptyMessage`, not the schema's type error.
 */
export function NumberField<Values extends FieldValues>({
  emptyAs,
  emptyMessage = messages.fieldRequired,
  name,
  control,
  ...props
}: FieldProps<Values> & Rest<NumberInputProps> & { emptyAs?: null | number; emptyMessage?: string }) {
  return (
    <BoundInput
      name={name}
      control={control}
      render={(field, error) => (
        <NumberInput
          {...props}
          {...bindings(field)}
          value={(field.value as number | null | undefined) ?? ''}
          onChange={(value) => field.onChange(typeof value === 'number' ? value : emptyAs)}
          error={error?.type === 'invalid_type' ? emptyMessage : error?.message}
        />
      )}
    />
  );
}
