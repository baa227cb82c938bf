import { Button, Group } from '@mantine/core';
import {
  IconCash,
  IconEdit,
  IconFileInvoice,
  IconLogin,
  IconMail,
  IconStatusChange,
} from '@tabler/icons-react';
import { useState } from 'react';
import type { MemberRecord } from '../../../../contract/member-records';
import { ConfirmDialog } from '../../../components/ConfirmDialog';
import { useLogInAs } from '../users/user-api';
import { ChangeStatusDialog } from './ChangeStatusDialog';
import { EditEntryDialog } from './EditEntryDialog';
import { fullName } from './member-format';
import { PostPaymentDialog } from './PostPaymentDialog';
import { RaiseInvoiceDialog } from './RaiseInvoiceDialog';
import { SendMessageDialog } from './SendMessageDialog';

type Open = 'entry' | 'status' | 'payment' | 'invoice' | 'message' | 'login-as' | null;

/** The admin's actions on the record; each dialog asks once more before it changes anything. */
export function MemberActions({ record }: { record: MemberRecord }) {
  const [open, setOpen] = useState<Open>(null);
  const logInAs = useLogInAs();
  const close = () => setOpen(null);
  const { account, entry } = record;
  const button = (kind: Exclude<Open, null>, label: string, icon: React.ReactNode, disabled = false) => (
    <Button variant="light" size="sm" leftSection={icon} onClick={() => setOpen(kind)} disabled={disabled}>
      {label}
    </Button>
  );

  return (
    <>
      <Group gap="xs" wrap="wrap" role="group" aria-label="Actions on this member">
        {button('entry', 'Edit entry', <IconEdit size={16} />)}
        {button('status', 'Change status', <IconStatusChange size={16} />)}
        {button('payment', 'Post payment', <IconCash size={16} />, record.openInvoices.length === 0)}
        {button('invoice', 'Raise invoice', <IconFileInvoice size={16} />)}
        {button('message', 'Send message', <IconMail size={16} />, !entry.email && !entry.phone)}
        {account?.canLogInAs && button('login-as', 'Log in as', <IconLogin size={16} />)}
      </Group>
      {open === 'entry' && <EditEntryDialog entry={entry} onClose={close} />}
      {open === 'status' && <ChangeStatusDialog entry={entry} onClose={close} />}
      {open === 'payment' && <PostPaymentDialog record={record} onClose={close} />}
      {open === 'invoice' && <RaiseInvoiceDialog entry={entry} onClose={close} />}
      {open === 'message' && <SendMessageDialog entry={entry} onClose={close} />}
      <ConfirmDialog
        opened={open === 'login-as' && account !== null}
        question={`Log in as ${fullName(entry)} (${account?.email ?? ''})? Your admin session ends; the banner at the top leads back to it.`}
        confirmLabel="Log in as"
        busy={logInAs.isPending}
        onConfirm={() => account && logInAs.mutate({ id: account.userId })}
        onClose={close}
      />
    </>
  );
}
