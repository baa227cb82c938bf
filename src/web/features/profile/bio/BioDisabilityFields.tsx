import { Checkbox, SimpleGrid, Textarea, TextInput } from '@mantine/core';
import { type Control, Controller, type FieldErrors, type UseFormRegister } from 'react-hook-form';
import type { BioFormOutput, BioFormValues } from './bioFormSchema';

interface BioDisabilityFieldsProps {
  control: Control<BioFormValues, unknown, BioFormOutput>;
  errors: FieldErrors<BioFormValues>;
  register: UseFormRegister<BioFormValues>;
  disability: boolean | undefined;
}

/** The disability checkbox and, when ticked, the PWD card number and description. */
export function BioDisabilityFields({ control, errors, register, disability }: BioDisabilityFieldsProps) {
  return (
    <>
      <Controller
        control={control}
        name="Disability"
        render={({ field }) => (
          <Checkbox
            label="I have a disability"
            checked={field.value ?? false}
            onChange={(event) => field.onChange(event.currentTarget.checked)}
          />
        )}
      />
      {disability && (
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          <TextInput
            label="PWD Card Number"
            withAsterisk
            {...register('PWDCardNo')}
            error={errors.PWDCardNo?.message}
          />
          <Textarea
            label="Disability Description"
            withAsterisk
            minRows={2}
            {...register('DisabilityDescription')}
            error={errors.DisabilityDescription?.message}
          />
        </SimpleGrid>
      )}
    </>
  );
}
