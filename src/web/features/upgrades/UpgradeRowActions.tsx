import { Group } from '@mantine/core';
import { IconFileDescription, IconFileInvoice, IconMailCheck, IconReceipt2 } from '@tabler/icons-react';
import { type Upgrade, upgradeActions } from '../../../contract/upgrades';
import { DocumentLink } from '../../components/DocumentLink';
import { CommentsButton } from '../applications/public';
import { PayNowButton } from '../payments/public';
import { upgradeRoutes } from './upgrade-api';

/** A row's actions, each shown exactly when upgradeActions says (spec 3 §2.3 "Upgrade list"). */
export function UpgradeRowActions({ upgrade }: { upgrade: Upgrade }) {
  const shown = upgradeActions(upgrade);
  const { code, proFormaRef, postedReceiptNo } = upgrade;
  return (
    <Group gap="xs" wrap="wrap" align="flex-start">
      {shown.receipt && postedReceiptNo && (
        <DocumentLink
          to={upgradeRoutes.receipt(postedReceiptNo)}
          icon={<IconReceipt2 size={16} />}
          label="Receipt"
          code={code}
        />
      )}
      {shown.proforma && proFormaRef && (
        <DocumentLink
          to={upgradeRoutes.invoice(proFormaRef)}
          icon={<IconFileInvoice size={16} />}
          label="Proforma"
          code={code}
        />
      )}
      {shown.payNow && proFormaRef && (
        <PayNowButton invoiceNo={proFormaRef} from={upgradeRoutes.list} size="xs" />
      )}
      {shown.report && (
        <DocumentLink
          to={upgradeRoutes.report(code)}
          icon={<IconFileDescription size={16} />}
          label="Upgrade Report"
          code={code}
        />
      )}
      {shown.acceptanceLetter && (
        <DocumentLink
          to={upgradeRoutes.acceptanceLetter(code)}
          icon={<IconMailCheck size={16} />}
          label="Acceptance letter"
          code={code}
        />
      )}
      {shown.comments && (
        <CommentsButton
          application={{ Code: code, membershipComments: upgrade.membershipComments }}
          label="Reviewer Comments"
          disabled={!shown.commentsEnabled}
        />
      )}
    </Group>
  );
}
