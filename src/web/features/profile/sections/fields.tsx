import { Checkbox, Select, Textarea, TextInput } from '@mantine/core';
import type { ReactElement } from 'react';
import { Controller, type ControllerRenderProps, type FieldValues, useFormContext } from 'react-hook-form';
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

type BoundField = ControllerRenderProps<FieldValues, string>;

/**
 * Binds the field `name` of the surrounding form: `render` gets the field and its first message.
 * Shared by every field below.
 */
function useBoundField(name: string, render: (field: BoundField, error: string | undefined) => ReactElement) {
  const { control } = useFormContext();
  return (
    <Controller
      name={name}
      control={control}
      render={({ field, fieldState }) => render(field, fieldState.error?.message)}
    />
  );
}

/** What every input takes from its bound field: its ref, its name and its blur handler. */
const bindings = (field: BoundField) => ({ ref: field.ref, name: field.name, onBlur: field.onBlur });

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
  return useBoundField(props.name, (field, error) => (
    <TextInput
      {...props}
      {...bindings(field)}
      value={(field.value as string | undefined) ?? ''}
      onChange={(event) => {
        let value = event.currentTarget.value;
        if (upper) value = value.toUpperCase();
        if (digits) value = value.replace(/\D/g, '');
        field.onChange(value);
      }}
      inputMode={inputMode ?? (digits ? 'numeric' : undefined)}
      autoComplete={autoComplete ?? 'off'}
      error={error}
    />
  ));
}

/** A multi-line text; with `max`, a counter of the characters left. */
export function TextAreaField({ max, ...props }: FieldProps & { max?: number }) {
  return useBoundField(props.name, (field, error) => {
    const value = (field.value as string | undefined) ?? '';
    return (
      <Textarea
        {...props}
        {...bindings(field)}
        value={value}
        onChange={(event) => field.onChange(event.currentTarget.value)}
        rows={3}
        resize="vertical"
        description={max ? `${value.length}/${max} characters` : props.description}
        error={error}
      />
    );
  });
}

/** A calendar date (YYYY-MM-DD); the browser's picker offers no day after today. */
export function DateField(props: FieldProps) {
  return useBoundField(props.name, (field, error) => (
    <TextInput
      {...props}
      type="date"
      max={todayIso()}
      {...bindings(field)}
      value={(field.value as string | undefined) ?? ''}
      onChange={(event) => field.onChange(event.currentTarget.value)}
      error={error}
    />
  ));
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
  return useBoundField(props.name, (field, error) => (
    <Select
      {...props}
      {...bindings(field)}
      data={data}
      searchable
      nothingFoundMessage={loading ? 'Loading…' : 'Nothing found'}
      value={
        field.value === null || field.value === undefined || field.value === '' ? null : String(field.value)
      }
      onChange={(value) => {
        field.onChange(numeric ? (value === null ? null : Number(value)) : (value ?? ''));
        onPicked?.(value);
      }}
      comboboxProps={{ withinPortal: true }}
      error={error}
    />
  ));
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
  return useBoundField(name, (field, error) => (
    <Checkbox
      {...bindings(field)}
      label={label}
      checked={field.value === true}
      onChange={(event) => {
        field.onChange(event.currentTarget.checked);
        onPicked?.(event.currentTarget.checked);
      }}
      error={error}
    />
  ));
}

/** Years from this year back to `from`, newest first. */
export function yearOptions(from: number, to: number): Option[] {
  const years: Option[] = [];
  for (let year = to; year >= from; year -= 1) years.push({ value: String(year), label: String(year) });
  return years;
}
