import { Stack, Text, Title } from '@mantine/core';
import { useSearchParams } from 'react-router';
import { ManualAwardForm } from './ManualAwardForm';
import { MemberAwardsLookup } from './MemberAwardsLookup';

/** /admin/cpd-awards (decisions.md "Events"): admins record CPD by hand and look up a member's awards. */
export default function CpdAwardsPage() {
  const [params, setParams] = useSearchParams();
  const memberNo = params.get('memberNo')?.trim() ?? '';
  const show = (next: string) => setParams(next ? { memberNo: next } : {});
  return (
    <Stack gap="lg">
      <div>
        <Title order={1} size="h2">
          CPD Awards
        </Title>
        <Text c="dimmed" size="sm">
          Points from events come from marking attendance; record anything else here.
        </Text>
      </div>
      <ManualAwardForm onRecorded={show} />
      <MemberAwardsLookup memberNo={memberNo} onLookup={show} />
    </Stack>
  );
}
