import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Button, Card, Group, SimpleGrid, Stack, TextInput, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconAlertCircle, IconAward } from '@tabler/icons-react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { cpdMessages, type ManualAward, manualAwardSchema } from '../../../../contract/cpd';
import { CPD_POINTS_MAX } from '../../../../contract/events';
import { NumberField } from '../../../components/number-field';
import { hasFieldErrors, placeServerErrors } from '../../../lib/server-errors';
import { useRecordAward } from './cpd-award-api';

type ManualAwardValues = z.input<typeof manualAwardSchema>;

const emptyAward: ManualAwardValues = {
  memberNo: '',
  description: '',
  provider: '',
  location: '',
  eventDate: '',
  endDate: '',
  points: 1,
};

/** An award recorded by hand (an outside course, a paper, …); `onRecorded` shows that member's list. */
export function ManualAwardForm({ onRecorded }: { onRecorded: (memberNo: string) => void }) {
  const record = useRecordAward();
  const {
    register,
    control,
    handleSubmit,
    setError,
    reset,
    formState: { errors },
  } = useForm<ManualAwardValues, unknown, ManualAward>({
    resolver: zodResolver(manualAwardSchema),
    defaultValues: emptyAward,
    mode: 'onTouched',
  });

  const onSubmit = handleSubmit(async (award) => {
    record.reset();
    try {
      await record.mutateAsync(award);
      notifications.show({ color: 'success', message: cpdMessages.awardSaved });
      reset(emptyAward);
      onRecorded(award.memberNo);
    } catch (error) {
      placeServerErrors(error, setError);
    }
  });
  const fieldErrorsShown = hasFieldErrors(record.error);

  return (
    <Card withBorder radius="md" padding="lg">
      <form noValidate onSubmit={onSubmit} aria-labelledby="manual-award-title">
        <Stack gap="md">
          <Title order={2} size="h4" id="manual-award-title">
            Record an award
          </Title>
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <TextInput
              label="Member No"
              withAsterisk
              error={errors.memberNo?.message}
              {...register('memberNo')}
            />
            <NumberField
              control={control}
              name="points"
              label="Points"
              withAsterisk
              min={1}
              max={CPD_POINTS_MAX}
              allowDecimal={false}
            />
          </SimpleGrid>
          <TextInput
            label="Description"
            description="What the points are for"
            withAsterisk
            error={errors.description?.message}
            {...register('description')}
          />
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <TextInput
              label="Provider"
              withAsterisk
              error={errors.provider?.message}
              {...register('provider')}
            />
            <TextInput label="Location" error={errors.location?.message} {...register('location')} />
            <TextInput
              label="Start date"
              type="date"
              withAsterisk
              error={errors.eventDate?.message}
              {...register('eventDate')}
            />
            <TextInput
              label="End date"
              type="date"
              withAsterisk
              error={errors.endDate?.message}
              {...register('endDate')}
            />
          </SimpleGrid>
          {record.isError && !fieldErrorsShown && (
            <Alert color="error" role="alert" icon={<IconAlertCircle />}>
              {record.error.message}
            </Alert>
          )}
          <Group justify="flex-end">
            <Button type="submit" loading={record.isPending} leftSection={<IconAward size={18} />}>
              Record award
            </Button>
          </Group>
        </Stack>
      </form>
    </Card>
  );
}
