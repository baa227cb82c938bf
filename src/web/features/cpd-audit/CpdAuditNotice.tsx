import { Alert, Stack } from '@mantine/core';
import { IconClipboardCheck } from '@tabler/icons-react';
import { cpdReviewMessages } from '../../../contract/cpd-review-messages';
import { useMyCpdAudits } from './cpd-audit-notice-queries';

/**
 * The member's CPD audit notice for /cpd (decision 0047): while an audit they were drawn in is
 * pending, what to do and by when; once staff decide, the outcome. Nothing when never drawn.
 */
export function CpdAuditNotice() {
  const audits = useMyCpdAudits();
  if (!audits.data || audits.data.length === 0) return null;
  return (
    <Stack gap="xs">
      {audits.data.map((audit) =>
        audit.outcome === 'pending' ? (
          <Alert
            key={audit.auditId}
            color="warning"
            role="alert"
            icon={<IconClipboardCheck size={18} aria-hidden />}
            title={`${audit.year} CPD audit`}
          >
            {cpdReviewMessages.selectedNotice(audit.year, audit.deadline)}
          </Alert>
        ) : (
          <Alert
            key={audit.auditId}
            color={audit.outcome === 'failed' ? 'error' : 'success'}
            title={`${audit.year} CPD audit`}
          >
            {cpdReviewMessages.outcomeNotice(audit.year, audit.outcome)}
            {audit.note ? ` ${audit.note}` : ''}
          </Alert>
        ),
      )}
    </Stack>
  );
}
