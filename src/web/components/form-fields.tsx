import {
  Checkbox,
  MultiSelect,
  type MultiSelectProps,
  NativeSelect,
  type NativeSelectProps,
  Radio,
  Select,
  type SelectProps,
  Switch,
  Textarea,
  TextInput,
} from '@mantine/core';
import type { ReactElement, ReactNode } from 'react';
import {
  type Control,
  Controller,
  type ControllerRenderProps,
  type FieldError,
  type FieldValues,
  type Path,
  type UseFormReturn,
  useFormContext,
} from 'react-hook-form';
import { todayIso } from '../../contract/profile-sections/fields';

/**
 * The form fields of every react-hook-form in the portal. Each binds one field of the form (from the
 * `control` passed, or the surrounding FormProvider) and shows its first message, whether it came
 * from the contract schema or from the server (placed by placeServerErrors). The number field is
 * number-field.tsx: the library behind its input loads only on the pages that ask for a number.
 */

export interface Bound<Values extends FieldValues> {
  name: Path<Values>;
  /** The form's control; without it, the form of the surrounding FormProvider. */
  // biome-ignore lint/suspicious/noExplicitAny: a form's context and parsed output do not matter to a field
  control?: Control<Values, any, any>;
}

export interface FieldProps<Values extends FieldValues> extends Bound<Values> {
  label: string;
  required?: boolean;
  description?: ReactNode;
  disabled?: boolean;
}

type BoundField = ControllerRenderProps<FieldValues, string>;

export function BoundInput<Values extends FieldValues>({
  name,
  control,
  render,
}: Bound<Values> & { render: (field: BoundField, error: FieldError | undefined) => ReactElement }) {
  // Null outside a FormProvider: such a form passes its control.
  const context = useFormContext<Values>() as UseFormReturn<Values> | null;
  return (
    <Controller
      name={name}
      control={control ?? context?.control}
      render={({ field, fieldState }) => render(field as unknown as BoundField, fieldState.error)}
    />
  );
}

/** What every input takes from its bound field: its ref, its name and its blur handler. */
export const bindings = (field: BoundField) => ({ ref: field.ref, name: field.name, onBlur: field.onBlur });

/** A text input. `upper` upper-cases as typed (spec 2 §5); `digits` keeps digits only (phone fields). */
export function TextField<Values extends FieldValues>({
  upper,
  digits,
  inputMode,
  autoComplete,
  name,
  control,
  ...props
}: FieldProps<Values> & {
  upper?: boolean;
  digits?: boolean;
  inputMode?: 'text' | 'numeric' | 'email' | 'tel';
  autoComplete?: string;
}) {
  return (
    <BoundInput
      name={name}
      control={control}
      render={(field, error) => (
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
          error={error?.message}
        />
      )}
    />
  );
}

/** A multi-line text; with `max`, a counter of the characters left. */
export function TextAreaField<Values extends FieldValues>({
  max,
  name,
  control,
  ...props
}: FieldProps<Values> & { max?: number }) {
  return (
    <BoundInput
      name={name}
      control={control}
      render={(field, error) => {
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
            error={error?.message}
          />
        );
      }}
    />
  );
}

/** A calendar date (YYYY-MM-DD); the browser's picker offers no day after today. */
export function DateField<Values extends FieldValues>({ name, control, ...props }: FieldProps<Values>) {
  return (
    <BoundInput
      name={name}
      control={control}
      render={(field, error) => (
        <TextInput
          {...props}
          type="date"
          max={todayIso()}
          {...bindings(field)}
          value={(field.value as string | undefined) ?? ''}
          onChange={(event) => field.onChange(event.currentTarget.value)}
          error={error?.message}
        />
      )}
    />
  );
}

export interface Option {
  value: string;
  label: string;
}

/** Mantine's own props of an input, less those the binding sets. */
export type Rest<Props> = Omit<
  Props,
  'name' | 'value' | 'defaultValue' | 'onChange' | 'error' | 'label' | 'data'
>;

/**
 * A choice from a list, searchable unless told otherwise. The form value is the option's value, or a
 * number when `numeric` (county numbers, years); nothing chosen is '' (or null when numeric).
 */
export function SelectField<Values extends FieldValues>({
  data,
  numeric,
  onPicked,
  loading,
  name,
  control,
  ...props
}: FieldProps<Values> &
  Rest<SelectProps> & {
    data: Option[] | string[];
    numeric?: boolean;
    /** Called after the user picks, with the new value (to fill or clear dependent fields). */
    onPicked?: (value: string | null) => void;
    loading?: boolean;
  }) {
  return (
    <BoundInput
      name={name}
      control={control}
      render={(field, error) => (
        <Select
          searchable
          nothingFoundMessage={loading ? 'Loading…' : 'Nothing found'}
          comboboxProps={{ withinPortal: true }}
          {...props}
          {...bindings(field)}
          data={data}
          value={
            field.value === null || field.value === undefined || field.value === ''
              ? null
              : String(field.value)
          }
          onChange={(value) => {
            field.onChange(numeric ? (value === null ? null : Number(value)) : (value ?? ''));
            onPicked?.(value);
          }}
          error={error?.message}
        />
      )}
    />
  );
}

/** The browser's own select, for short fixed lists; the form value is the option's value. */
export function NativeSelectField<Values extends FieldValues>({
  data,
  name,
  control,
  ...props
}: FieldProps<Values> & Rest<NativeSelectProps> & { data: Option[] | string[] }) {
  return (
    <BoundInput
      name={name}
      control={control}
      render={(field, error) => (
        <NativeSelect
          {...props}
          {...bindings(field)}
          data={data}
          value={(field.value as string | undefined) ?? ''}
          onChange={(event) => field.onChange(event.currentTarget.value)}
          error={error?.message}
        />
      )}
    />
  );
}

/** Several choices from a list; the form value is the list of chosen values. */
export function MultiSelectField<Values extends FieldValues>({
  data,
  name,
  control,
  ...props
}: FieldProps<Values> & Rest<MultiSelectProps> & { data: Option[] | string[] }) {
  return (
    <BoundInput
      name={name}
      control={control}
      render={(field, error) => (
        <MultiSelect
          {...props}
          {...bindings(field)}
          data={data}
          value={(field.value as string[] | undefined) ?? []}
          onChange={field.onChange}
          error={error?.message}
        />
      )}
    />
  );
}

/** A yes/no shown as a checkbox; `onPicked` hears each change (to clear dependent fields). */
export function CheckboxField<Values extends FieldValues>({
  label,
  onPicked,
  name,
  control,
  disabled,
}: FieldProps<Values> & { onPicked?: (checked: boolean) => void }) {
  return (
    <BoundInput
      name={name}
      control={control}
      render={(field, error) => (
        <Checkbox
          {...bindings(field)}
          label={label}
          disabled={disabled}
          checked={field.value === true}
          onChange={(event) => {
            field.onChange(event.currentTarget.checked);
            onPicked?.(event.currentTarget.checked);
          }}
          error={error?.message}
        />
      )}
    />
  );
}

/** A yes/no shown as a switch. */
export function SwitchField<Values extends FieldValues>({ name, control, ...props }: FieldProps<Values>) {
  return (
    <BoundInput
      name={name}
      control={control}
      render={(field, error) => (
        <Switch
          {...props}
          {...bindings(field)}
          checked={field.value === true}
          onChange={(event) => field.onChange(event.currentTarget.checked)}
          error={error?.message}
        />
      )}
    />
  );
}

/** One of a few choices as radio buttons; `children` lays out the Radio items. */
export function RadioField<Values extends FieldValues>({
  name,
  control,
  children,
  ...props
}: FieldProps<Values> & { withAsterisk?: boolean; children: ReactNode }) {
  return (
    <BoundInput
      name={name}
      control={control}
      render={(field, error) => (
        <Radio.Group
          {...props}
          name={field.name}
          value={(field.value as string | undefined) ?? ''}
          onChange={field.onChange}
          error={error?.message}
        >
          {children}
        </Radio.Group>
      )}
    />
  );
}

/** Years from `to` back to `from`, newest first. */
export function yearOptions(from: number, to: number): Option[] {
  const years: Option[] = [];
  for (let year = to; year >= from; year -= 1) years.push({ value: String(year), label: String(year) });
  return years;
}
