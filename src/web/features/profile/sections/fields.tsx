import { Checkbox, Select, Textarea, TextInput } from '@mantine/core';
import { Controller, useFormContext } from 'react-hook-form';
import { todayIso } from '../../../../contract/profile-sections';

/**
 * Form fields of the section dialogs, bound to the dialog's react-hook-form by name. Each shows the
 * first message of its field, from the contract schema or from the server.
 */

interface FieldProps {
  name: string;
  label: string;
  required?: boolean;
  description?: string;
  disabled?: boolean;
}

/** A text input. `upper` upper-cases as typed (spec 2 §5); `digits` keeps digits only (phone fields). */
export function TextField({
  upper,
  digits,
  inputMode,
  autoComplete,
  ...props
}: FieldProps & {
  upper?: boolean;
  digits?: boolean;
  inputMode?: 'text' | 'numeric' | 'email' | 'tel';
  autoComplete?: string;
}) {
  const { control } = useFormContext();
  return (
    <Controller
      name={props.name}
      control={control}
      render={({ field, fieldState }) => (
        <TextInput
          {...props}
          ref={field.ref}
          name={field.name}
          onBlur={field.onBlur}
          value={(field.value as string | undefined) ?? ''}
          onChange={(event) => {
            let value = event.currentTarget.value;
            if (upper) value = value.toUpperCase();
            if (digits) value = value.replace(/\D/g, '');
            field.onChange(value);
          }}
          inputMode={inputMode ?? (digits ? 'numeric' : undefined)}
          autoComplete={autoComplete ?? 'off'}
          error={fieldState.error?.message}
        />
      )}
    />
  );
}

/** A multi-line text; with `max`, a counter of the characters left. */
export function TextAreaField({ max, ...props }: FieldProps & { max?: number }) {
  const { control } = useFormContext();
  return (
    <Controller
      name={props.name}
      control={control}
      render={({ field, fieldState }) => {
        const value = (field.value as string | undefined) ?? '';
        return (
          <Textarea
            {...props}
            ref={field.ref}
            name={field.name}
            onBlur={field.onBlur}
            value={value}
            onChange={(event) => field.onChange(event.currentTarget.value)}
            rows={3}
            resize="vertical"
            description={max ? `${value.length}/${max} characters` : props.description}
            error={fieldState.error?.message}
          />
        );
      }}
    />
  );
}

/** A calendar date (YYYY-MM-DD); the browser's picker offers no day after today. */
export function DateField(props: FieldProps) {
  const { control } = useFormContext();
  return (
    <Controller
      name={props.name}
      control={control}
      render={({ field, fieldState }) => (
        <TextInput
          {...props}
          type="date"
          max={todayIso()}
          ref={field.ref}
          name={field.name}
          onBlur={field.onBlur}
          value={(field.value as string | undefined) ?? ''}
          onChange={(event) => field.onChange(event.currentTarget.value)}
          error={fieldState.error?.message}
        />
      )}
    />
  );
}

export interface Option {
  value: string;
  label: string;
}

/**
 * A choice from a list. The form value is the option's value, or a number when `numeric` (county
 * numbers, years); nothing chosen is '' (or null when numeric).
 */
export function SelectField({
  data,
  numeric,
  onPicked,
  loading,
  ...props
}: FieldProps & {
  data: Option[];
  numeric?: boolean;
  /** Called after the user picks, with the new value (to fill or clear dependent fields). */
  onPicked?: (value: string | null) => void;
  loading?: boolean;
}) {
  const { control } = useFormContext();
  return (
    <Controller
      name={props.name}
      control={control}
      render={({ field, fieldState }) => (
        <Select
          {...props}
          ref={field.ref}
          name={field.name}
          onBlur={field.onBlur}
          data={data}
          searchable
          nothingFoundMessage={loading ? 'Loading…' : 'Nothing found'}
          value={
            field.value === null || field.value === undefined || field.value === ''
              ? null
              : String(field.value)
          }
          onChange={(value) => {
            field.onChange(numeric ? (value === null ? null : Number(value)) : (value ?? ''));
            onPicked?.(value);
          }}
          comboboxProps={{ withinPortal: true }}
          error={fieldState.error?.message}
        />
      )}
    />
  );
}

export function CheckboxField({
  name,
  label,
  onPicked,
}: {
  name: string;
  label: string;
  onPicked?: (checked: boolean) => void;
}) {
  const { control } = useFormContext();
  return (
    <Controller
      name={name}
      control={control}
      render={({ field, fieldState }) => (
        <Checkbox
          ref={field.ref}
          name={field.name}
          onBlur={field.onBlur}
          label={label}
          checked={field.value === true}
          onChange={(event) => {
            field.onChange(event.currentTarget.checked);
            onPicked?.(event.currentTarget.checked);
          }}
          error={fieldState.error?.message}
        />
      )}
    />
  );
}

/** Years from this year back to `from`, newest first. */
export function yearOptions(from: number, to: number): Option[] {
  const years: Option[] = [];
  for (let year = to; year >= from; year -= 1) years.push({ value: String(year), label: String(year) });
  return years;
}
