import { Select, SimpleGrid } from '@mantine/core';
import { type Control, Controller, type FieldErrors, type UseFormSetValue } from 'react-hook-form';
import type { City, Country, County } from '../../../../contract/setup';
import type { BioFormOutput, BioFormValues } from './bioFormSchema';

interface BioLocationFieldsProps {
  control: Control<BioFormValues, unknown, BioFormOutput>;
  errors: FieldErrors<BioFormValues>;
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
  errors,
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
      <Controller
        control={control}
        name="Nationality"
        render={({ field }) => (
          <Select
            label="Nationality"
            withAsterisk
            searchable
            data={(countries ?? []).map((country) => ({
              value: country.code,
              label: country.displayName,
            }))}
            value={field.value || null}
            onChange={(value) => {
              field.onChange(value ?? '');
              setValue('county', '');
              setValue('City', '');
            }}
            error={errors.Nationality?.message}
            disabled={readOnly}
          />
        )}
      />
      {isKenyan && (
        <Controller
          control={control}
          name="county"
          render={({ field }) => (
            <Select
              label="County"
              searchable
              clearable
              data={(counties ?? []).map((entry) => ({
                value: String(entry.CountyNo),
                label: entry.countyName,
              }))}
              value={field.value || null}
              onChange={(value) => {
                field.onChange(value ?? '');
                setValue('City', '');
              }}
              error={errors.county?.message}
              disabled={readOnly}
            />
          )}
        />
      )}
      {isKenyan && (
        <Controller
          control={control}
          name="City"
          render={({ field }) => (
            <Select
              label="City"
              searchable
              clearable
              data={[...new Set((cities ?? []).map((entry) => entry.City))]}
              value={field.value || null}
              onChange={(value) => field.onChange(value ?? '')}
              error={errors.City?.message}
              placeholder={county ? undefined : 'Choose the county first'}
              disabled={readOnly || !county}
            />
          )}
        />
      )}
    </SimpleGrid>
  );
}
