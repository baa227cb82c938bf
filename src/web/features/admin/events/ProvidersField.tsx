import { ActionIcon, Button, Group, Input, Stack, TextInput } from '@mantine/core';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import { useId, useRef, useState } from 'react';
import { useController, useFormContext } from 'react-hook-form';
import { EVENT_PROVIDERS_MAX } from '../../../../contract/events';
import type { EventFormValues } from './event-form-values';

/**
 * The event's providers, one text box each (the contract keeps them as plain strings, which
 * useFieldArray cannot hold), so each row carries its own stable key for add and remove.
 */
export function ProvidersField({ disabled }: { disabled: boolean }) {
  const { control } = useFormContext<EventFormValues>();
  const { field, fieldState } = useController({ control, name: 'eventProviders' });
  const providers = field.value;
  const labelId = useId();
  const nextKey = useRef(providers.length);
  const [keys, setKeys] = useState(() => providers.map((_, index) => index));
  const rowErrors = (fieldState.error as unknown as ({ message?: string } | undefined)[] | undefined) ?? [];
  const listError = fieldState.error?.message ?? fieldState.error?.root?.message;

  const change = (index: number, value: string) =>
    field.onChange(providers.map((provider, at) => (at === index ? value : provider)));
  const add = () => {
    setKeys([...keys, nextKey.current++]);
    field.onChange([...providers, '']);
  };
  const remove = (index: number) => {
    setKeys(keys.filter((_, at) => at !== index));
    field.onChange(providers.filter((_, at) => at !== index));
  };

  return (
    <Input.Wrapper
      label="Providers"
      withAsterisk
      error={listError}
      labelElement="div"
      labelProps={{ id: labelId }}
      role="group"
      aria-labelledby={labelId}
    >
      <Stack gap="xs" mt={4}>
        {providers.map((provider, index) => (
          <Group key={keys[index] ?? index} gap="xs" wrap="nowrap" align="start">
            <TextInput
              aria-label={`Provider ${index + 1}`}
              value={provider}
              onChange={(event) => change(index, event.currentTarget.value)}
              onBlur={field.onBlur}
              error={rowErrors[index]?.message}
              disabled={disabled}
              style={{ flex: 1 }}
            />
            <ActionIcon
              variant="subtle"
              color="red"
              size="lg"
              aria-label={`Remove provider ${index + 1}`}
              onClick={() => remove(index)}
              disabled={disabled || providers.length === 1}
            >
              <IconTrash size={18} />
            </ActionIcon>
          </Group>
        ))}
        <Group>
          <Button
            variant="light"
            size="xs"
            leftSection={<IconPlus size={14} />}
            onClick={add}
            disabled={disabled || providers.length >= EVENT_PROVIDERS_MAX}
          >
            Add provider
          </Button>
        </Group>
      </Stack>
    </Input.Wrapper>
  );
}
