import { ActionIcon, Button, Group, NumberInput, Select, Stack, Text } from '@mantine/core';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import { Controller, useFieldArray, useFormContext } from 'react-hook-form';
import { useCategoryList } from '../../../lib/reference-lists';
import { type EventFormValues, numberError, numberOrUndefined } from './event-form-values';

/** Prices for particular categories; a category not listed pays the standard fee. */
export function CategoryFeesField({ disabled }: { disabled: boolean }) {
  const { control, formState } = useFormContext<EventFormValues>();
  const { fields, append, remove } = useFieldArray({ control, name: 'categoryFees' });
  const categories = useCategoryList();
  const options = (categories.data ?? []).map((category) => ({
    value: category.Code,
    label: category.Description,
  }));
  // A rule over the whole list (one price per category) lands on the list itself or its root.
  const listError = formState.errors.categoryFees?.root?.message ?? formState.errors.categoryFees?.message;

  return (
    <Stack gap="xs">
      <Text size="sm" fw={500}>
        Category fees
      </Text>
      <Text size="xs" c="dimmed">
        Members of a category listed here pay its price; everyone else pays the standard fee.
      </Text>
      {fields.map((row, index) => (
        <Group key={row.id} gap="xs" align="start" wrap="wrap">
          <Controller
            control={control}
            name={`categoryFees.${index}.category`}
            render={({ field, fieldState }) => (
              <Select
                label={`Category ${index + 1}`}
                data={options}
                searchable
                value={field.value || null}
                onChange={(value) => field.onChange(value ?? '')}
                onBlur={field.onBlur}
                error={fieldState.error?.message}
                disabled={disabled}
                style={{ flex: '1 1 200px' }}
              />
            )}
          />
          <Controller
            control={control}
            name={`categoryFees.${index}.amount`}
            render={({ field, fieldState }) => (
              <NumberInput
                label={`Fee for category ${index + 1} (KES)`}
                min={0}
                decimalScale={2}
                thousandSeparator=","
                value={field.value ?? ''}
                onChange={(value) => field.onChange(numberOrUndefined(value))}
                onBlur={field.onBlur}
                error={numberError(fieldState.error)}
                disabled={disabled}
                style={{ flex: '1 1 160px' }}
              />
            )}
          />
          <ActionIcon
            variant="subtle"
            color="red"
            size="lg"
            mt={26}
            aria-label={`Remove category fee ${index + 1}`}
            onClick={() => remove(index)}
            disabled={disabled}
          >
            <IconTrash size={18} />
          </ActionIcon>
        </Group>
      ))}
      {listError && (
        <Text size="sm" c="error" role="alert">
          {listError}
        </Text>
      )}
      <Group>
        <Button
          variant="light"
          size="xs"
          leftSection={<IconPlus size={14} />}
          onClick={() => append({ category: '', amount: 0 })}
          disabled={disabled}
        >
          Add category fee
        </Button>
      </Group>
    </Stack>
  );
}
