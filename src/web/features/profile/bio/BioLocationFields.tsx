import { SimpleGrid } from '@mantine/core';
import type { Control, UseFormSetValue } from 'react-hook-form';
import type { City, Country, County } from '../../../../contract/setup';
import { SelectField } from '../../../components/form-fields';
import type { BioFormOutput, BioFormValues } from './bioFormSchema';

interface BioLocationFieldsProps {
  control: Control<BioFormValues, unknown, BioFormOutput>;
  setValue: UseFormSetValue<BioFormValues>;
  readOnly: boolean;
  isKenyan: boolean;
  county: string | undefined;
  countries: Country[] | undefined;
  counties: County[] | undefined;
  cities: City[] | undefined;
}

/** Nationality, and for Kenyans the county and the city within it. */
export function BioLocationFields({
  control,
  setValue,
  readOnly,
  isKenyan,
  county,
  countries,
  counties,
  cities,
}: BioLocationFieldsProps) {
  return (
    <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="md">
      <SelectField
        control={control}
        name="Nationality"
        label="Nationality"
        withAsterisk
        data={(countries ?? []).map((country) => ({ value: country.code, label: country.displayName }))}
        onPicked={() => {
          setValue('county', '');
          setValue('City', '');
        }}
        disabled={readOnly}
      />
      {isKenyan && (
        <SelectField
          control={control}
          name="county"
          label="County"
          clearable
          data={(counties ?? []).map((entry) => ({ value: String(entry.CountyNo), label: entry.countyName }))}
          onPicked={() => setValue('City', '')}
          disabled={readOnly}
        />
      )}
      {isKenyan && (
        <SelectField
          control={control}
          name="City"
          label="City"
          clearable
          data={[...new Set((cities ?? []).map((entry) => entry.City))]}
          placeholder={county ? undefined : 'Choose the county first'}
          disabled={readOnly || !county}
        />
      )}
    </SimpleGrid>
  );
}
