import { PasswordInput, Stack } from '@mantine/core';
import type { FieldErrors, UseFormRegister } from 'react-hook-form';
import { hints } from '../../contract/common';

interface PasswordPair {
  password: string;
  confirmPassword: string;
}

/** New password and its confirmation, with the rule as a hint; messages come from the contract schema. */
export function PasswordFields<T extends PasswordPair>({
  register,
  errors,
  labels = { password: 'Password', confirmPassword: 'Confirm password' },
}: {
  register: UseFormRegister<T>;
  errors: FieldErrors<PasswordPair>;
  labels?: { password: string; confirmPassword: string };
}) {
  const field = register as unknown as UseFormRegister<PasswordPair>;
  return (
    <Stack gap="md">
      <PasswordInput
        label={labels.password}
        description={hints.newPassword}
        autoComplete="new-password"
        required
        error={errors.password?.message}
        {...field('password')}
      />
      <PasswordInput
        label={labels.confirmPassword}
        autoComplete="new-password"
        required
        error={errors.confirmPassword?.message}
        {...field('confirmPassword')}
      />
    </Stack>
  );
}
