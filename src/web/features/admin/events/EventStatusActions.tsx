import { Button, Group } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconBan, IconSend } from '@tabler/icons-react';
import { useState } from 'react';
import { type AdminEvent, eventMessages } from '../../../../contract/events';
import { ConfirmDialog } from '../../../components/ConfirmDialog';
import { useCancelEvent, usePublishEvent } from './admin-event-api';

export const eventStatusTexts = {
  publishQuestion: 'Publish this event? Members will see it in the portal and can book it.',
  cancelQuestion: (booked: number) =>
    `Cancel this event? It is taken off the portal and ${
      booked === 1 ? 'its 1 booking becomes' : `all ${booked} bookings become`
    } Cancelled. This cannot be undone.`,
} as const;

/** Publish (a draft) and Cancel (a draft or published event), each after a confirm. */
export function EventStatusActions({ event }: { event: AdminEvent }) {
  const [asking, setAsking] = useState<'publish' | 'cancel' | null>(null);
  const publish = usePublishEvent(event.no);
  const cancel = useCancelEvent(event.no);
  const step = asking === 'cancel' ? cancel : publish;
  const close = () => {
    setAsking(null);
    publish.reset();
    cancel.reset();
  };
  const confirm = () =>
    step.mutate(undefined, {
      onSuccess: () => {
        notifications.show({
          color: 'success',
          message: asking === 'cancel' ? eventMessages.cancelled : eventMessages.published,
        });
        setAsking(null);
      },
    });

  if (event.status === 'Cancelled') return null;
  return (
    <Group gap="sm">
      {event.status === 'Draft' && (
        <Button leftSection={<IconSend size={16} />} onClick={() => setAsking('publish')}>
          Publish
        </Button>
      )}
      <Button
        variant="light"
        color="red"
        leftSection={<IconBan size={16} />}
        onClick={() => setAsking('cancel')}
      >
        Cancel event
      </Button>
      <ConfirmDialog
        opened={asking !== null}
        dismissLabel="Back"
        title={asking === 'cancel' ? 'Cancel event' : 'Publish event'}
        question={
          asking === 'cancel'
            ? eventStatusTexts.cancelQuestion(event.bookedCount)
            : eventStatusTexts.publishQuestion
        }
        confirmLabel={asking === 'cancel' ? 'Cancel event' : 'Publish'}
        danger={asking === 'cancel'}
        busy={step.isPending}
        error={step.error?.message ?? null}
        onConfirm={confirm}
        onClose={close}
      />
    </Group>
  );
}
