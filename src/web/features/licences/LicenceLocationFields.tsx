import { Select } from '@mantine/core';
import { useEffect } from 'react';
import { Controller, useFormContext, useWatch } from 'react-hook-form';
import type { LicenceDetailsInput } from '../../../contract/licences';
import { countryHasCounties } from '../../../contract/profile-sections';
import { useCities, useCounties, useCountries } from '../../lib/reference-lists';
import { type Option, TextField } from '../profile/public';

const sameName = (left: string, right: string) => left.trim().toLowerCase() === right.trim().toLowerCase();

/**
 * The option a prefilled value stands for: the profile may word it differently (a country's name
 * for its code, a county in capitals). '' when it matches none, so the select asks for a choice.
 */
function matchedOption(value: string, options: Option[]) {
  const match = options.find((option) => sameName(option.value, value) || sameName(option.label, value));
  return match?.value ?? '';
}

type LocationField = 'countryCode' | 'county' | 'city';

/**
 * A searchable lookup bound to the form. Picking the chosen option again keeps it (no deselect):
 * each pick clears the fields below it, so an accidental deselect would cost the user two more.
 */
function LookupSelect({
  name,
  label,
  data,
  loading,
  disabled,
  onPicked,
}: {
  name: LocationField;
  label: string;
  data: Option[];
  loading: boolean;
  disabled?: boolean;
  onPicked: (value: string) => void;
}) {
  const { control } = useFormContext<LicenceDetailsInput>();
  return (
    <Controller
      name={name}
      control={control}
      render={({ field, fieldState }) => (
        <Select
          ref={field.ref}
          name={field.name}
          onBlur={field.onBlur}
          label={label}
          withAsterisk
          searchable
          allowDeselect={false}
          disabled={disabled}
          data={data}
          nothingFoundMessage={loading ? 'Loading…' : 'Nothing found'}
          value={field.value ? field.value : null}
          onChange={(value) => {
            const picked = value ?? '';
            if (picked === field.value) return;
            field.onChange(picked);
            onPicked(picked);
          }}
          comboboxProps={{ withinPortal: true }}
          error={fieldState.error?.message}
        />
      )}
    />
  );
}

/**
 * Country, County and City of the practice (spec 3 §3 lookups). Countries with counties choose
 * both from the lookups; elsewhere they are free text. County and city are kept as their names so
 * the application PDF reads well.
 */
export function LicenceLocationFields() {
  const { control, setValue, getValues } = useFormContext<LicenceDetailsInput>();
  const [country, county, city] = useWatch({ control, name: ['countryCode', 'county', 'city'] });
  const withCounties = countryHasCounties(country ?? '');
  const countries = useCountries();
  const counties = useCounties(country ?? '', withCounties);
  const countyNo = counties.data?.find((item) => item.countyName === county)?.CountyNo ?? null;
  const cities = useCities(withCounties ? countyNo : null);

  const countryOptions = (countries.data ?? []).map((item) => ({
    value: item.code,
    label: item.displayName,
  }));
  const countyOptions = (counties.data ?? []).map((item) => ({
    value: item.countyName,
    label: item.countyName,
  }));
  const cityOptions = (cities.data ?? []).map((item) => ({ value: item.City, label: item.City }));

  const settle = (name: LocationField, value: string | undefined, options?: Option[]) => {
    if (!options || !value) return;
    const matched = matchedOption(value, options);
    if (matched !== value) setValue(name, matched);
  };
  // Each prefilled value is settled once, when its list arrives; later changes are the user's picks.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs when the countries arrive
  useEffect(() => settle('countryCode', country, countries.data && countryOptions), [countries.data]);
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs when the counties arrive
  useEffect(
    () => settle('county', county, withCounties && counties.data ? countyOptions : undefined),
    [counties.data],
  );
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs when the cities arrive
  useEffect(() => settle('city', city, withCounties && cities.data ? cityOptions : undefined), [cities.data]);

  return (
    <>
      <LookupSelect
        name="countryCode"
        label="Country"
        loading={countries.isPending}
        data={countryOptions}
        onPicked={() => {
          setValue('county', '');
          setValue('city', '');
        }}
      />
      {withCounties ? (
        <LookupSelect
          name="county"
          label="County"
          loading={counties.isPending}
          data={countyOptions}
          onPicked={() => setValue('city', '')}
        />
      ) : (
        <TextField name="county" label="County" required />
      )}
      {withCounties ? (
        <LookupSelect
          name="city"
          label="City"
          disabled={countyNo === null}
          loading={cities.isPending}
          data={cityOptions}
          onPicked={(picked) => {
            const postCode = cities.data?.find((item) => item.City === picked)?.PostCode;
            if (postCode && getValues('postalCode').trim() === '') setValue('postalCode', postCode);
          }}
        />
      ) : (
        <TextField name="city" label="City" required />
      )}
    </>
  );
}
