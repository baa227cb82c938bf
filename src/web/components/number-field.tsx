import {
  ActionIcon,
  Group,
  NumberInput,
  type NumberInputHandlers,
  type NumberInputProps,
} from '@mantine/core';
import { IconMinus, IconPlus } from '@tabler/icons-react';
import { useRef } from 'react';
import type { FieldValues } from 'react-hook-form';
import { messages } from '../../contract/common';
import { BoundInput, bindings, type FieldProps, type Rest } from './form-fields';

/**
 * The up and down buttons with names ("Increase <name>"): the library's own are unnamed and hidden
 * from assistive technology, so a screen-reader user met two silent buttons.
 */
function StepControls({
  handlers,
  name,
}: {
  handlers: React.RefObject<NumberInputHandlers | undefined>;
  name: string;
}) {
  // Side by side at 24 px each: stacked in the input's height they would be too small to tap (axe
  // target-size).
  return (
    <Group gap={2} wrap="nowrap">
      <ActionIcon
        size={24}
        variant="subtle"
        color="gray"
        aria-label={`Decrease ${name}`}
        onClick={() => handlers.current?.decrement()}
      >
        <IconMinus size={14} />
      </ActionIcon>
      <ActionIcon
        size={24}
        variant="subtle"
        color="gray"
        aria-label={`Increase ${name}`}
        onClick={() => handlers.current?.increment()}
      >
        <IconPlus size={14} />
      </ActionIcon>
    </Group>
  );
}

/**
 * A number. Emptied, the form holds undefined, or `emptyAs`: null where the schema allows none,
 * NaN where the schema fills a default (so an emptied field is refused, not silently reset). A
 * number left empty says `emptyMessage`, not the schema's type error. With `stepName` its up and
 * down buttons are named after it.
 */
export function NumberField<Values extends FieldValues>({
  emptyAs,
  emptyMessage = messages.fieldRequired,
  stepName,
  name,
  control,
  ...props
}: FieldProps<Values> &
  Rest<NumberInputProps> & { emptyAs?: null | number; emptyMessage?: string; stepName?: string }) {
  const handlers = useRef<NumberInputHandlers | undefined>(undefined);
  const named = stepName && !props.hideControls && !props.readOnly;
  return (
    <BoundInput
      name={name}
      control={control}
      render={(field, error) => (
        <NumberInput
          {...props}
          {...(named
            ? {
                hideControls: true,
                handlersRef: handlers,
                rightSection: <StepControls handlers={handlers} name={stepName} />,
                rightSectionWidth: 60,
              }
            : {})}
          {...bindings(field)}
          value={(field.value as number | null | undefined) ?? ''}
          onChange={(value) => field.onChange(typeof value === 'number' ? value : emptyAs)}
          error={error?.type === 'invalid_type' ? emptyMessage : error?.message}
        />
      )}
    />
  );
}
