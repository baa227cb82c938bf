import { SimpleGrid, Stack, Text } from '@mantine/core';
import type { FieldPath } from 'react-hook-form';
import type { z } from 'zod';
import {
  defaultServiceDays,
  SERVICE_DAYS_MAX,
  SERVICE_DAYS_MIN,
  type ServiceDays,
  serviceKindLabels,
} from '../../../../contract/service-level';
import type { minorSettingsSchema } from '../../../../contract/settings';
import { NumberField } from '../../../components/number-field';
import type { MinorSettingsForm } from './MinorSettingsCard';

type FormValues = z.input<typeof minorSettingsSchema>;

const kinds = Object.keys(defaultServiceDays) as (keyof ServiceDays)[];

export const serviceLevelTexts = {
  title: 'Review service level',
  description:
    'Days work may wait at each review stage before the queue and the staff overview call it overdue.',
  field: (kind: keyof ServiceDays, stage: string) => `${serviceKindLabels[kind]}: ${stage} (days)`,
} as const;

/** Days per review stage (decision 0031): whole days from 1 to 365, the contract's message otherwise. */
export function ServiceLevelFields({ form }: { form: MinorSettingsForm }) {
  return (
    <Stack gap="xs">
      <Text size="sm" c="dimmed">
        {serviceLevelTexts.description}
      </Text>
      <SimpleGrid cols={{ base: 1, sm: 2, md: 4 }} spacing="md">
        {kinds.flatMap((kind) =>
          Object.keys(defaultServiceDays[kind]).map((stage) => (
            <NumberField
              key={`${kind}.${stage}`}
              control={form.control}
              name={`review_service_days.${kind}.${stage}` as FieldPath<FormValues>}
              label={serviceLevelTexts.field(kind, stage)}
              min={SERVICE_DAYS_MIN}
              max={SERVICE_DAYS_MAX}
              allowDecimal={false}
              emptyAs={Number.NaN}
            />
          )),
        )}
      </SimpleGrid>
    </Stack>
  );
}
