import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Button, Card, SimpleGrid, Stack, TextInput, Title } from '@mantine/core';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import {
  CPD_AUDIT_DEFAULT_SHARE,
  type CpdAuditStart,
  cpdAuditStartSchema,
  cpdReviewMessages,
} from '../../../../contract/cpd-review';
import { currentYear } from '../../../../contract/portal-time';
import { NumberField } from '../../../components/number-field';
import { placeServerErrors } from '../../../lib/server-errors';
import { toastSuccess } from '../admin-toasts';
import { useStartCpdAudit } from './cpd-audit-queries';

type Values = z.input<typeof cpdAuditStartSchema>;

/** Draws the year's audit: a share of the eligible members (5% by default), notified at once. */
export default function StartAuditForm({ onDrawn }: { onDrawn: (id: number) => void }) {
  const start = useStartCpdAudit();
  const {
    register,
    control,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<Values, unknown, CpdAuditStart>({
    resolver: zodResolver(cpdAuditStartSchema),
    defaultValues: {
      year: currentYear() - 1,
      sharePercent: CPD_AUDIT_DEFAULT_SHARE,
      deadline: '',
      seed: undefined,
    },
    mode: 'onTouched',
  });
  const onSubmit = handleSubmit(async (values) => {
    start.reset();
    try {
      const audit = await start.mutateAsync({ ...values, seed: values.seed || undefined });
      toastSuccess(cpdReviewMessages.auditStarted(audit.selectedCount, audit.eligibleCount));
      onDrawn(audit.id);
    } catch (error) {
      placeServerErrors(error, setError);
    }
  });
  return (
    <Card withBorder radius="md" padding="lg">
      <form noValidate onSubmit={onSubmit} aria-labelledby="start-audit-title">
        <Stack gap="md">
          <Title order={2} size="h4" id="start-audit-title">
            Draw an audit
          </Title>
          <SimpleGrid cols={{ base: 1, sm: 4 }}>
            <NumberField control={control} name="year" label="CPD year" withAsterisk allowDecimal={false} />
            <NumberField
              control={control}
              name="sharePercent"
              label="Share of members (%)"
              withAsterisk
              min={0.01}
              max={100}
              decimalScale={2}
            />
            {/* Not DateField: that one stops at today, and a deadline lies ahead. */}
            <TextInput
              type="date"
              label="Evidence due by"
              withAsterisk
              error={errors.deadline?.message}
              {...register('deadline')}
            />
            <TextInput
              label="Seed (optional)"
              description="8 hex digits, to repeat a draw"
              error={errors.seed?.message}
              {...register('seed', { setValueAs: (value: string) => value.trim() || undefined })}
            />
          </SimpleGrid>
          {start.isError && (
            <Alert color="error" role="alert">
              {start.error.message}
            </Alert>
          )}
          <Button type="submit" loading={start.isPending} style={{ alignSelf: 'flex-start' }}>
            Draw and notify
          </Button>
        </Stack>
      </form>
    </Card>
  );
}
