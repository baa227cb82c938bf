import { Button, Group } from '@mantine/core';
import { IconCertificate, IconFileInvoice, IconReceipt2 } from '@tabler/icons-react';
import { Link } from 'react-router';
import { type Subscription, subscriptionActions } from '../../../contract/subscriptions';
import { useCompanyInformation } from '../../lib/company';
import { PayNowButton } from '../payments/public';
import { certificateRoute, invoiceRoute, receiptRoute, SUBSCRIPTIONS_PATH } from './subscription-queries';

/**
 * The row actions of spec 3 §2.4, exactly as the contract's subscriptionActions decides them. The
 * category billed is the membership type the certificate rule reads; until the body's short name
 * is known the certificate stays hidden, as the ICS body issues none.
 */
export function SubscriptionRowActions({ sub }: { sub: Subscription }) {
  const company = useCompanyInformation();
  const actions = subscriptionActions(sub, {
    membershipType: sub.memberCategory,
    companyShortName: company?.shortName ?? '',
  });
  const certificate = actions.certificate && company !== undefined;
  const period = String(sub.subsPeriod);
  return (
    <Group gap="xs" wrap="wrap" align="flex-start">
      {actions.invoice && (
        <Button
          component={Link}
          to={invoiceRoute(sub)}
          variant="light"
          size="xs"
          leftSection={<IconFileInvoice size={16} />}
          aria-label={`Invoice for ${period}`}
        >
          Invoice
        </Button>
      )}
      {certificate && (
        <Button
          component={Link}
          to={certificateRoute(sub)}
          variant="light"
          size="xs"
          leftSection={<IconCertificate size={16} />}
          aria-label={`Certificate for ${period}`}
        >
          Certificate
        </Button>
      )}
      {actions.receipt && sub.recieptNo && (
        <Button
          component={Link}
          to={receiptRoute(sub.recieptNo)}
          variant="light"
          size="xs"
          leftSection={<IconReceipt2 size={16} />}
          aria-label={`Receipt for ${period}`}
        >
          Receipt
        </Button>
      )}
      {actions.payNow && <PayNowButton invoiceNo={sub.documentNo} from={SUBSCRIPTIONS_PATH} size="xs" />}
    </Group>
  );
}
