import { Alert, Badge, Button, Card, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { IconAlertCircle, IconArrowLeft, IconUserOff } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useParams } from 'react-router';
import { type MemberCard, memberSearchMessages } from '../../../contract/member-search';
import { decodeRouteText } from '../../../contract/route-values';
import { PageLoader } from '../../components/PageLoader';
import { useBack } from '../../components/use-back';
import { ApiError } from '../../lib/api';
import { MemberPhoto, MemberStandingChip, MemberStatusChip, memberName } from './member-display';
import { SEARCH_LIST_PATH, useMemberCard } from './search-queries';

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div>
      <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
        {label}
      </Text>
      <Text component="div" style={{ overflowWrap: 'anywhere' }}>
        {children}
      </Text>
    </div>
  );
}

function MemberDetails({ member }: { member: MemberCard }) {
  return (
    <Card withBorder radius="md" padding="lg" component="article" aria-labelledby="member-card-name">
      <Stack gap="lg">
        <Group gap="md" wrap="nowrap" align="center">
          <MemberPhoto member={member} size={88} />
          <Stack gap={6} miw={0}>
            <Title order={1} size="h3" id="member-card-name" style={{ overflowWrap: 'anywhere' }}>
              {memberName(member)}
            </Title>
            <Group gap="xs" data-testid="member-status-chips">
              <Text size="sm" c="dimmed">
                Membership Status
              </Text>
              <MemberStatusChip status={member.Status} />
              <MemberStandingChip inGoodStanding={member.InGoodStanding} />
            </Group>
          </Stack>
        </Group>
        <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md" data-testid="member-card-facts">
          <Fact label="Member No">{member.MemberNo}</Fact>
          <Fact label="Category">{member.MemberShipType}</Fact>
          <Fact label="Discipline">{member.Discipline ?? '—'}</Fact>
          {member.Workplace && <Fact label="Workplace">{member.Workplace}</Fact>}
          <Fact label="Address">{member.Address ?? '—'}</Fact>
          <Fact label="Gender">{member.Gender ?? '—'}</Fact>
        </SimpleGrid>
        <Stack gap={6}>
          <Text size="xs" c="dimmed" tt="uppercase" fw={600} id="member-card-specializations">
            Specializations
          </Text>
          {member.Specializations.length > 0 ? (
            <Group gap="xs" component="ul" p={0} m={0} aria-labelledby="member-card-specializations">
              {member.Specializations.map((specialization) => (
                <Badge
                  key={specialization}
                  component="li"
                  variant="outline"
                  tt="none"
                  style={{ listStyle: 'none' }}
                >
                  {specialization}
                </Badge>
              ))}
            </Group>
          ) : (
            <Text size="sm">None recorded</Text>
          )}
        </Stack>
      </Stack>
    </Card>
  );
}

function NotFound({ message }: { message: string }) {
  return (
    <Card withBorder radius="md" padding="xl" data-testid="member-not-found">
      <Stack align="center" gap="xs">
        <IconUserOff size={40} stroke={1.5} aria-hidden />
        <Title order={1} size="h3">
          {message}
        </Title>
        <Text size="sm" c="dimmed" ta="center">
          This link does not lead to a member in the register. Search the register again to check a
          membership.
        </Text>
      </Stack>
    </Card>
  );
}

/** Base64 of random text may still decode; only printable text can be a ProfileID. */
function readableProfileId(code: string | undefined): string | null {
  const decoded = decodeRouteText(code);
  return decoded && /^[^\p{C}\uFFFD]+$/u.test(decoded) ? decoded : null;
}

/**
 * /search/search-card/:code, the public member card (spec 1 §2 "searchCard"): the code is the
 * base64 ProfileID (a register member without a profile: the entry's public id, decision 0022), and
 * the card shows only the register's public details, with good standing today beside the status. A code that does not
 * decode cannot name a member, so it is answered without asking the server.
 */
export default function MemberCardPage() {
  const { code } = useParams();
  const profileId = readableProfileId(code);
  const card = useMemberCard(profileId);
  const back = useBack(SEARCH_LIST_PATH);

  let body: ReactNode;
  if (!profileId) body = <NotFound message={memberSearchMessages.memberNotFound} />;
  else if (card.error instanceof ApiError && card.error.status === 404)
    body = <NotFound message={card.error.message} />;
  else if (card.isError)
    body = (
      <Alert color="error" icon={<IconAlertCircle />} role="alert">
        {card.error.message}
      </Alert>
    );
  else if (!card.data) body = <PageLoader label="Loading the member card" />;
  else body = <MemberDetails member={card.data} />;

  return (
    <Stack gap="md" py={{ base: 'sm', md: 'lg' }} px={{ base: 0, sm: 'md' }} maw={760} mx="auto">
      <Group>
        <Button variant="subtle" px="xs" leftSection={<IconArrowLeft size={16} />} onClick={back}>
          Back to results
        </Button>
      </Group>
      {body}
    </Stack>
  );
}
