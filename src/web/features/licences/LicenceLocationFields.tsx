import { useEffect } from 'react';
import { useFormContext, useWatch } from 'react-hook-form';
import type { LicenceDetailsInput } from '../../../contract/licences';
import { countryHasCounties } from '../../../contract/profile-sections';
import { type Option, SelectField, TextField } from '../../components/form-fields';
import { useCities, useCounties, useCountries } from '../../lib/reference-lists';

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

  // No deselect: each pick clears the fields below it, so an accidental deselect would cost two more.
  return (
    <>
      <SelectField<LicenceDetailsInput>
        name="countryCode"
        label="Country"
        withAsterisk
        allowDeselect={false}
        loading={countries.isPending}
        data={countryOptions}
        onPicked={() => {
          setValue('county', '');
          setValue('city', '');
        }}
      />
      {withCounties ? (
        <SelectField<LicenceDetailsInput>
          name="county"
          label="County"
          withAsterisk
          allowDeselect={false}
          loading={counties.isPending}
          data={countyOptions}
          onPicked={() => setValue('city', '')}
        />
      ) : (
        <TextField name="county" label="County" required />
      )}
      {withCounties ? (
        <SelectField<LicenceDetailsInput>
          name="city"
          label="City"
          withAsterisk
          allowDeselect={false}
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
