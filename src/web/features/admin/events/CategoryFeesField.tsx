import { ActionIcon, Button, Group, Stack, Text } from '@mantine/core';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import { useFieldArray, useFormContext } from 'react-hook-form';
import { SelectField } from '../../../components/form-fields';
import { NumberField } from '../../../components/number-field';
import { useCategoryList } from '../../../lib/reference-lists';
import type { EventFormValues } from './event-form-values';

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
          <SelectField
            control={control}
            name={`categoryFees.${index}.category`}
            label={`Category ${index + 1}`}
            data={options}
            disabled={disabled}
            style={{ flex: '1 1 200px' }}
          />
          <NumberField
            control={control}
            name={`categoryFees.${index}.amount`}
            label={`Fee for category ${index + 1} (KES)`}
            min={0}
            decimalScale={2}
            thousandSeparator=","
            disabled={disabled}
            style={{ flex: '1 1 160px' }}
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
