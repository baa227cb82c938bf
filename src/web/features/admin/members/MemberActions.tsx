import { Button, Group } from '@mantine/core';
import {
  IconCash,
  IconEdit,
  IconFileInvoice,
  IconLogin,
  IconMail,
  IconStatusChange,
} from '@tabler/icons-react';
import { Suspense, useState } from 'react';
import type { MemberRecord } from '../../../../contract/member-records';
import { lazyPart } from '../../../lib/lazy-part';
import type { MemberAction } from './MemberDialogs';

const MemberDialogs = lazyPart('admin/MemberDialogs', () => import('./MemberDialogs'));

/** The admin's actions on the record; each dialog asks once more before it changes anything. */
export function MemberActions({ record }: { record: MemberRecord }) {
  const [open, setOpen] = useState<MemberAction | null>(null);
  const { account, entry } = record;
  const button = (action: MemberAction, label: string, icon: React.ReactNode, disabled = false) => (
    <Button variant="light" size="sm" leftSection={icon} onClick={() => setOpen(action)} disabled={disabled}>
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
      {open && (
        <Suspense fallback={null}>
          <MemberDialogs action={open} record={record} onClose={() => setOpen(null)} />
        </Suspense>
      )}
    </>
  );
}
