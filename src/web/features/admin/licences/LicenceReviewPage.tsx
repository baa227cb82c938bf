import { Alert, Anchor, Badge, Button, Card, Chip, Group, Stack, Table, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import {
  type LicenceReviewAction,
  type LicenceReviewItem,
  licenceCaptionOf,
  licenceDecidable,
  licenceMessages,
  licenceReviewStatuses,
} from '../../../../contract/licences';
import { FilePreviewButton } from '../../../components/FilePreview';
import { LoadingRows } from '../../../components/ListStates';
import { StatusBadge } from '../../../components/StatusBadge';
import { formatDateTime, formatKes } from '../../../lib/format';
import { useSiteSettings } from '../../../lib/settings';
import { LicenceDecisionDialog } from './LicenceDecisionDialog';
import { reviewStatusOf, useLicenceReviewCounts, useLicenceReviewQueue } from './licence-review-queries';

/** A paid application's decision: each button opens the confirmation that says what it will do. */
function DecisionRow({ item, caption }: { item: LicenceReviewItem; caption: string }) {
  const [action, setAction] = useState<LicenceReviewAction | null>(null);
  if (!licenceDecidable(item.status, item.paid)) {
    return <Text size="sm">{item.licenceNo ?? (item.paid ? '—' : licenceMessages.notPaid)}</Text>;
  }
  return (
    <>
      <Group gap="xs">
        <Button size="xs" onClick={() => setAction('approve')}>
          Approve
        </Button>
        <Button size="xs" color="red" variant="light" onClick={() => setAction('reject')}>
          Reject
        </Button>
      </Group>
      {action && (
        <LicenceDecisionDialog
          item={item}
          action={action}
          caption={caption}
          onClose={() => setAction(null)}
        />
      )}
    </>
  );
}

const ALL = 'all';

/**
 * The status filter, kept in the address (?status=) so Back and a reload keep it. Each choice says
 * how many it holds, counted by the server with the same shown status as the filter and the column
 * (a paid upload is In Review, not Uploaded; decision 0039). Chips wrap on a phone.
 */
function StatusFilter() {
  const [params, setParams] = useSearchParams();
  const counts = useLicenceReviewCounts();
  const chosen = reviewStatusOf(params.get('status'));
  const countOf = (status: (typeof licenceReviewStatuses)[number]) =>
    counts.data ? ` (${counts.data[status].toLocaleString('en-KE')})` : '';
  return (
    <Chip.Group
      multiple={false}
      value={chosen ?? ALL}
      onChange={(value) => setParams(value === ALL ? {} : { status: value }, { replace: true })}
    >
      <Group gap="xs" role="radiogroup" aria-label="Status">
        <Chip value={ALL} size="sm">
          All
        </Chip>
        {licenceReviewStatuses.map((status) => (
          <Chip key={status} value={status} size="sm">
            {status}
            {countOf(status)}
          </Chip>
        ))}
      </Group>
    </Chip.Group>
  );
}

/** /admin/licences: licence applications with their scan in, for approvers and admins. */
export default function LicenceReviewPage() {
  const [params] = useSearchParams();
  const status = reviewStatusOf(params.get('status'));
  const queue = useLicenceReviewQueue(status);
  const caption = licenceCaptionOf(useSiteSettings().minor_settings);
  return (
    <Stack gap="lg">
      <Title order={1} size="h2">
        {caption} applications
      </Title>
      <StatusFilter />
      <Card withBorder radius="md">
        {queue.isPending && <LoadingRows label="Loading licence applications" rows={3} />}
        {queue.isError && <Alert color="error">{queue.error.message}</Alert>}
        {queue.data && queue.data.length === 0 && (
          <Text>
            {status ? `No licence applications are ${status}.` : 'No licence applications to review.'}
          </Text>
        )}
        {queue.data && queue.data.length > 0 && (
          <Table.ScrollContainer minWidth={800}>
            <Table aria-label="Licence applications">
              <Table.Thead>
                <Table.Tr>
                  {['Application No', 'Member', 'Date', 'Amount', 'Scan', 'Status', 'Decision'].map(
                    (header) => (
                      <Table.Th key={header}>{header}</Table.Th>
                    ),
                  )}
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {queue.data.map((item) => (
                  <Table.Tr key={item.licenseApplicationNo}>
                    <Table.Td>{item.licenseApplicationNo}</Table.Td>
                    <Table.Td>
                      {item.applicantName}
                      <Text size="xs" c="dimmed">
                        {item.memberNo}
                      </Text>
                      {!item.inGoodStanding && (
                        <Badge color="warning" variant="light" size="sm">
                          Not in good standing
                        </Badge>
                      )}
                    </Table.Td>
                    <Table.Td>{formatDateTime(item.applicationDate)}</Table.Td>
                    <Table.Td>{formatKes(item.amount)}</Table.Td>
                    <Table.Td>
                      {item.licenseDocumentUrl ? (
                        <Group gap="xs" wrap="nowrap">
                          <Anchor href={item.licenseDocumentUrl} size="sm">
                            Signed scan
                          </Anchor>
                          <FilePreviewButton
                            url={`${item.licenseDocumentUrl}?disposition=inline`}
                            name={`Signed scan ${item.licenseApplicationNo}`}
                          />
                        </Group>
                      ) : (
                        '—'
                      )}
                    </Table.Td>
                    <Table.Td>
                      <StatusBadge status={item.status} />
                    </Table.Td>
                    <Table.Td>
                      <DecisionRow item={item} caption={caption} />
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        )}
      </Card>
    </Stack>
  );
}
