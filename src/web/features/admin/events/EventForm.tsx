import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Button, Card, Group, SimpleGrid, Stack, Textarea, TextInput, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconAlertCircle, IconDeviceFloppy } from '@tabler/icons-react';
import { FormProvider, type Resolver, useForm } from 'react-hook-form';
import {
  type AdminEvent,
  CPD_POINTS_MAX,
  EVENT_DETAILS_MAX,
  type EventInput,
  eventInputSchema,
  eventMessages,
  eventTypes,
} from '../../../../contract/events';
import { SelectField, SwitchField } from '../../../components/form-fields';
import { NumberField } from '../../../components/number-field';
import { hasFieldErrors, placeServerErrors } from '../../../lib/server-errors';
import { useSaveEvent } from './admin-event-api';
import { CategoryFeesField } from './CategoryFeesField';
import { type EventFormValues, emptyEvent, formValuesOf } from './event-form-values';
import { ProvidersField } from './ProvidersField';

const typeOptions = eventTypes.map((type) => ({ value: type, label: type }));

const schemaResolver = zodResolver(eventInputSchema);
/**
 * The contract's schema, after dropping provider boxes left blank: an empty box is a row not yet
 * used, so no providers at all reads "Name at least one provider" rather than a length message.
 */
const eventResolver: Resolver<EventFormValues, unknown, EventInput> = (values, context, options) =>
  schemaResolver(
    { ...values, eventProviders: values.eventProviders.filter((provider) => provider.trim() !== '') },
    context,
    options,
  );

/**
 * The event's details, checked by the same schema the server applies; a cancelled event is shown
 * read-only because the server refuses changes to it.
 */
export function EventForm({
  event,
  onSaved,
}: {
  event: AdminEvent | null;
  onSaved: (saved: AdminEvent) => void;
}) {
  const save = useSaveEvent(event?.no ?? null);
  const form = useForm<EventFormValues, unknown, EventInput>({
    resolver: eventResolver,
    defaultValues: event ? formValuesOf(event) : emptyEvent,
    mode: 'onTouched',
  });
  const {
    register,
    control,
    handleSubmit,
    setError,
    formState: { errors },
  } = form;
  const readOnly = event?.status === 'Cancelled';

  const onSubmit = handleSubmit(async (input) => {
    save.reset();
    try {
      const saved = await save.mutateAsync(input);
      notifications.show({ color: 'success', message: eventMessages.saved });
      form.reset(formValuesOf(saved));
      onSaved(saved);
    } catch (error) {
      // The server's field messages go under their fields; the alert then only says what is left.
      placeServerErrors(error, setError);
    }
  });
  const serverFieldErrors = hasFieldErrors(save.error);

  return (
    <FormProvider {...form}>
      <form noValidate onSubmit={onSubmit} aria-label="Event details">
        <Card withBorder radius="md" padding="lg">
          <fieldset disabled={readOnly} style={{ border: 0, padding: 0, margin: 0, minWidth: 0 }}>
            <Stack gap="md">
              <TextInput
                label="Description"
                withAsterisk
                error={errors.description?.message}
                {...register('description')}
              />
              <Textarea
                label="Details"
                minRows={4}
                resize="vertical"
                maxLength={EVENT_DETAILS_MAX}
                error={errors.details?.message}
                {...register('details')}
              />
              <SimpleGrid cols={{ base: 1, xs: 2, md: 4 }}>
                <TextInput
                  label="Start date"
                  type="date"
                  withAsterisk
                  error={errors.startDate?.message}
                  {...register('startDate')}
                />
                <TextInput
                  label="Start time"
                  type="time"
                  withAsterisk
                  error={errors.startTime?.message}
                  {...register('startTime')}
                />
                <TextInput
                  label="End date"
                  type="date"
                  withAsterisk
                  error={errors.endDate?.message}
                  {...register('endDate')}
                />
                <TextInput
                  label="End time"
                  type="time"
                  withAsterisk
                  error={errors.endTime?.message}
                  {...register('endTime')}
                />
              </SimpleGrid>
              <SimpleGrid cols={{ base: 1, sm: 2 }}>
                <TextInput
                  label="Location"
                  withAsterisk
                  error={errors.location?.message}
                  {...register('location')}
                />
                <SelectField
                  control={control}
                  name="eventType"
                  label="Event type"
                  withAsterisk
                  searchable={false}
                  data={typeOptions}
                  allowDeselect={false}
                  disabled={readOnly}
                />
              </SimpleGrid>
              <ProvidersField disabled={readOnly} />
              <SimpleGrid cols={{ base: 1, sm: 2 }}>
                <NumberField
                  control={control}
                  name="cpdHours"
                  label="CPD points"
                  withAsterisk
                  min={0}
                  max={CPD_POINTS_MAX}
                  allowDecimal={false}
                />
                <NumberField
                  control={control}
                  name="capacity"
                  label="Capacity"
                  description="Leave empty for no limit"
                  min={1}
                  allowDecimal={false}
                  emptyAs={null}
                />
              </SimpleGrid>
              <SwitchField control={control} name="isWebinar" label="Webinar" />
              <Title order={2} size="h4">
                Fees
              </Title>
              <NumberField
                control={control}
                name="standardFee"
                label="Standard fee (KES)"
                description="0 makes the event free"
                withAsterisk
                min={0}
                decimalScale={2}
                thousandSeparator=","
                maw={{ sm: 280 }}
              />
              <CategoryFeesField disabled={readOnly} />
              <TextInput
                label="Outside booking URL"
                description="When set, Book Now opens this site instead of booking in the portal"
                placeholder="https://"
                error={errors.bookingUrl?.message}
                {...register('bookingUrl')}
              />
              {save.isError && !serverFieldErrors && (
                <Alert color="error" role="alert" icon={<IconAlertCircle />}>
                  {save.error.message}
                </Alert>
              )}
              {!readOnly && (
                <Group justify="flex-end">
                  <Button type="submit" loading={save.isPending} leftSection={<IconDeviceFloppy size={18} />}>
                    Save
                  </Button>
                </Group>
              )}
            </Stack>
          </fieldset>
        </Card>
      </form>
    </FormProvider>
  );
}
