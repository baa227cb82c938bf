import { Alert, Button, Card, Checkbox, Group, Modal, Stack, Text, Title } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { useState } from 'react';
import { useNavigate, useParams } from 'react-router';
import { upgradeMessages } from '../../../contract/upgrades';
import { LoadingBlock } from '../../components/ListStates';
import { ChecklistTable, requirementsComplete } from './ChecklistTable';
import { upgradeRoutes, useSubmitUpgrade, useUpgradeChecklist, useUpgradePlans } from './upgrade-api';

/**
 * /upgrade/checklist/:code (spec 3 §2.3, §5): the target category's checklist. Continue needs the
 * confirmation ticked and every item passed; the 'Submit Application ?' dialog submits and the member
 * goes back to the list, which shows the outcome.
 */
export default function UpgradeChecklistPage() {
  const { code = '' } = useParams();
  const category = code.toUpperCase();
  const checklist = useUpgradeChecklist(category);
  const plans = useUpgradePlans();
  const plan = plans.data?.find((candidate) => candidate.ToCategory === category);
  const [confirmed, setConfirmed] = useState(false);
  const [dialogOpen, dialog] = useDisclosure();
  const navigate = useNavigate();
  const submission = useSubmitUpgrade();
  const submit = () =>
    submission.mutate(
      { toCategory: category, amount: plan?.Amount, requestedDate: '' },
      {
        onSuccess: () => navigate(upgradeRoutes.list, { state: { submitted: upgradeMessages.submitted } }),
        onError: dialog.close,
      },
    );
  const items = checklist.data ?? [];
  const complete = checklist.isSuccess && items.every((item) => item.pass);
  return (
    <Stack gap="lg">
      <Title order={1} size="h2" id="upgrade-checklist-heading">
        {plan ? `Upgrade to ${plan.ToCategoryDescription}` : `${category} Checklist`}
      </Title>
      {submission.isError && (
        <Alert
          color="error"
          role="alert"
          withCloseButton
          closeButtonLabel="Dismiss"
          onClose={submission.reset}
        >
          {submission.error.message}
        </Alert>
      )}
      {checklist.isError && (
        <Alert color="error" role="alert">
          {checklist.error.message}
        </Alert>
      )}
      {checklist.isPending && <LoadingBlock label="Loading checklist" h={120} />}
      {checklist.isSuccess && (
        <Card withBorder radius="md" padding="lg">
          <Stack gap="md">
            <ChecklistTable items={items} labelledBy="upgrade-checklist-heading" />
            <Text size="sm" c="dimmed">
              {requirementsComplete(items)}
            </Text>
            <Checkbox
              label={upgradeMessages.confirmLabel}
              checked={confirmed}
              onChange={(event) => setConfirmed(event.currentTarget.checked)}
            />
            <Group>
              <Button variant="default" onClick={() => navigate(upgradeRoutes.cards)}>
                Back
              </Button>
              <Button disabled={!confirmed || !complete} onClick={dialog.open}>
                Continue
              </Button>
            </Group>
          </Stack>
        </Card>
      )}
      <Modal opened={dialogOpen} onClose={dialog.close} title="Submit Application ?">
        <Stack gap="md">
          <Text size="sm">{upgradeMessages.confirmTerms}</Text>
          <Group justify="flex-end">
            <Button variant="default" onClick={dialog.close} disabled={submission.isPending}>
              Cancel
            </Button>
            <Button onClick={submit} loading={submission.isPending}>
              Submit
            </Button>
          </Group>
        </Stack>
      </Modal>
    </Stack>
  );
}
