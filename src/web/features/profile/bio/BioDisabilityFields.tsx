import { SimpleGrid, Textarea, TextInput } from '@mantine/core';
import type { Control, FieldErrors, UseFormRegister } from 'react-hook-form';
import { CheckboxField } from '../../../components/form-fields';
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
      <CheckboxField control={control} name="Disability" label="I have a disability" />
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
