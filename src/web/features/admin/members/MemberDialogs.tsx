import type { MemberRecord } from '../../../../contract/member-records';
import { ConfirmDialog } from '../../../components/ConfirmDialog';
import { useLogInAs } from '../users/user-api';
import { ChangeStatusDialog } from './ChangeStatusDialog';
import { EditEntryDialog } from './EditEntryDialog';
import { fullName } from './member-format';
import { PostPaymentDialog } from './PostPaymentDialog';
import { RaiseInvoiceDialog } from './RaiseInvoiceDialog';
import { SendMessageDialog } from './SendMessageDialog';

export type MemberAction = 'entry' | 'status' | 'payment' | 'invoice' | 'message' | 'login-as';

/**
 * The dialog of the action the admin chose. Its own chunk (MemberActions loads it on the first
 * click): the forms and their validation are the page's heaviest code, and approvers never use them.
 */
export default function MemberDialogs({
  action,
  record,
  onClose,
}: {
  action: MemberAction;
  record: MemberRecord;
  onClose: () => void;
}) {
  const logInAs = useLogInAs();
  const { account, entry } = record;
  switch (action) {
    case 'entry':
      return <EditEntryDialog entry={entry} onClose={onClose} />;
    case 'status':
      return <ChangeStatusDialog entry={entry} onClose={onClose} />;
    case 'payment':
      return <PostPaymentDialog record={record} onClose={onClose} />;
    case 'invoice':
      return <RaiseInvoiceDialog entry={entry} onClose={onClose} />;
    case 'message':
      return <SendMessageDialog entry={entry} onClose={onClose} />;
    case 'login-as':
      return (
        <ConfirmDialog
          opened={account !== null}
          question={`Log in as ${fullName(entry)} (${account?.email ?? ''})? Your admin session ends; the banner at the top leads back to it.`}
          confirmLabel="Log in as"
          busy={logInAs.isPending}
          onConfirm={() => account && logInAs.mutate({ id: account.userId })}
          onClose={onClose}
        />
      );
  }
}
