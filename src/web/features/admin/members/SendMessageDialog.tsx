import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Group, Modal, Radio, Stack, Textarea, TextInput } from '@mantine/core';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import {
  MEMBER_EMAIL_TEXT_MAX,
  MEMBER_SMS_MAX,
  type MemberEntry,
  memberMessageRequestSchema,
} from '../../../../contract/member-records';
import { ConfirmDialog } from '../../../components/ConfirmDialog';
import { RadioField } from '../../../components/form-fields';
import { toastFailure, toastSuccess } from '../admin-toasts';
import { useSendMessage } from './member-api';

type Values = z.input<typeof memberMessageRequestSchema>;
type Parsed = z.output<typeof memberMessageRequestSchema>;

/**
 * Writes to the member at the e-mail or phone the register holds (never one typed here), through the
 * portal's outbox; a channel the register has no contact for cannot be chosen.
 */
export function SendMessageDialog({ entry, onClose }: { entry: MemberEntry; onClose: () => void }) {
  const send = useSendMessage(entry.memberNo);
  const [pending, setPending] = useState<Parsed | null>(null);
  const {
    register,
    control,
    handleSubmit,
    watch,
    formState: { errors },
  } = useForm<Values, unknown, Parsed>({
    resolver: zodResolver(memberMessageRequestSchema),
    defaultValues: { channel: entry.email ? 'email' : 'sms', subject: '', text: '' },
    mode: 'onTouched',
  });
  const channel = watch('channel');
  const length = (watch('text') ?? '').trim().length;
  const recipient = channel === 'email' ? entry.email : entry.phone;

  const confirm = async () => {
    if (!pending) return;
    try {
      const answer = await send.mutateAsync(pending);
      toastSuccess(answer.message);
      onClose();
    } catch (error) {
      setPending(null);
      toastFailure(error);
    }
  };

  return (
    <>
      <Modal opened={pending === null} onClose={onClose} title="Send message" centered>
        <form noValidate onSubmit={handleSubmit(setPending)}>
          <Stack gap="sm">
            <RadioField control={control} name="channel" label="Send by">
              <Stack gap="xs" mt="xs">
                <Radio
                  value="email"
                  label={`E-mail to ${entry.email ?? '(no e-mail on the register)'}`}
                  disabled={!entry.email}
                  styles={{ label: { overflowWrap: 'anywhere' } }}
                />
                <Radio
                  value="sms"
                  label={`SMS to ${entry.phone ?? '(no phone on the register)'}`}
                  disabled={!entry.phone}
                />
              </Stack>
            </RadioField>
            {channel === 'email' && (
              <TextInput
                label="Subject"
                withAsterisk
                error={errors.subject?.message}
                {...register('subject')}
              />
            )}
            <Textarea
              label="Message"
              withAsterisk
              rows={channel === 'email' ? 6 : 3}
              maxLength={channel === 'email' ? MEMBER_EMAIL_TEXT_MAX : MEMBER_SMS_MAX}
              description={
                channel === 'sms'
                  ? `${length} of ${MEMBER_SMS_MAX} characters`
                  : 'A blank line starts a new paragraph'
              }
              error={errors.text?.message}
              {...register('text')}
            />
            <Group justify="flex-end" gap="sm" mt="xs">
              <Button variant="default" onClick={onClose}>
                Cancel
              </Button>
              <Button type="submit">Send</Button>
            </Group>
          </Stack>
        </form>
      </Modal>
      <ConfirmDialog
        opened={pending !== null}
        question={`Send this ${channel === 'email' ? 'e-mail' : 'SMS'} to ${recipient ?? ''}? It cannot be called back once sent.`}
        confirmLabel="Send"
        dismissLabel="Back"
        busy={send.isPending}
        onConfirm={confirm}
        onClose={() => setPending(null)}
      />
    </>
  );
}
