import { Alert, Anchor, Card, Group, Stack, Text, Title, UnstyledButton } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { Link, useNavigate } from 'react-router';
import { standingLabel } from '../../../contract/member-search';
import type { Notification } from '../../../contract/notifications';
import { currentYear } from '../../../contract/portal-time';
import { LoadingBlock } from '../../components/ListStates';
import { formatCount } from '../../lib/format';
import { useCurrentUser } from '../../lib/session';
import { earnedOfRequired, stillNeededText, useCpdPoints, useCpdProgress } from '../cpd/public';
import { useMarkRead, useNotifications } from '../notifications/public';
import { useGoodStanding } from './dashboard-queries';

export const dashboardTileTexts = {
  inGoodStanding: standingLabel(true),
  notInGoodStanding: standingLabel(false),
  notYetMember: 'Not yet a member',
  noNotifications: 'You are all caught up.',
} as const;

/** How many unread notifications the tile lists; the bell holds the rest. */
const TILE_NOTIFICATIONS = 3;

function Tile({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Card withBorder radius="md" padding="lg" component="section" aria-label={title}>
      <Stack gap={4}>
        <Title order={2} size="h5" c="dimmed" tt="uppercase">
          {title}
        </Title>
        {children}
      </Stack>
    </Card>
  );
}

function Failed({ message }: { message: string }) {
  return (
    <Alert color="error" role="alert" icon={<IconAlertCircle />} p="xs">
      {message}
    </Alert>
  );
}

/** decisions.md "Good standing" as the server rules it, with why not in the member's words. */
export function GoodStandingTile() {
  const { data: user } = useCurrentUser();
  const standing = useGoodStanding(user?.profile_id);
  // Without a profile there is nothing to ask: no member number can exist yet.
  const data = user?.profile_id ? standing.data : { memberNo: null, InGoodStanding: false, reason: null };
  return (
    <Tile title="Good Standing">
      {!data && standing.isPending && <LoadingBlock label="Loading good standing" h={32} w={160} />}
      {standing.isError && <Failed message={standing.error.message} />}
      {data && !data.memberNo && (
        <Text fz={20} fw={700} c="dimmed">
          {dashboardTileTexts.notYetMember}
        </Text>
      )}
      {data?.memberNo && data.InGoodStanding && (
        <Text fz={20} fw={700} c="success">
          {dashboardTileTexts.inGoodStanding}
        </Text>
      )}
      {data?.memberNo && !data.InGoodStanding && (
        <>
          <Text fz={20} fw={700} c="warning">
            {dashboardTileTexts.notInGoodStanding}
          </Text>
          {data.reason && <Text size="sm">{data.reason}</Text>}
        </>
      )}
    </Tile>
  );
}

/**
 * This CPD year against the category's requirement ("32 of 50 points, 18 still needed by 31 Dec
 * 2026"); nothing when no requirement applies, or when progress cannot be read (the points above
 * still say what was earned).
 */
function CpdRequirementLine({ memberNo }: { memberNo: string | null }) {
  const progress = useCpdProgress(currentYear(), Boolean(memberNo));
  const requirement = progress.data?.requirement;
  if (!progress.data || !requirement) return null;
  const still = stillNeededText(progress.data);
  return (
    <Text size="sm" fw={600} c={progress.data.met ? 'success' : undefined} data-testid="cpd-tile-requirement">
      {earnedOfRequired(progress.data, requirement.totalPoints)}
      {still ? `, ${progress.data.met ? still.toLowerCase() : still}` : ''}
    </Text>
  );
}

/**
 * The points earned this year and in all, and progress against the requirement when there is one,
 * linking to the CPD page. With no member number yet (still being read) it shows as loading,
 * holding its place in the grid.
 */
export function CpdPointsTile({ memberNo }: { memberNo: string | null }) {
  const points = useCpdPoints(memberNo);
  return (
    <Tile title="CPD Points">
      {points.isPending && <LoadingBlock label="Loading CPD points" h={32} w={160} />}
      {points.isError && <Failed message={points.error.message} />}
      {points.data && (
        <>
          <Group gap="xs" align="baseline">
            <Text fz={28} fw={700}>
              {formatCount(points.data.currentYearPoints)}
            </Text>
            <Text size="sm" c="dimmed">
              this year
            </Text>
          </Group>
          <Text size="sm">{formatCount(points.data.points)} in all</Text>
        </>
      )}
      <CpdRequirementLine memberNo={memberNo} />
      <Anchor component={Link} to="/cpd" size="sm">
        View CPD
      </Anchor>
    </Tile>
  );
}

/**
 * The unread count, read from the bell's own query so the two never disagree, and the newest
 * unread ones; opening one marks it read and goes where it points, as in the bell.
 */
export function NotificationsTile() {
  const notifications = useNotifications();
  const markRead = useMarkRead();
  const navigate = useNavigate();
  const unread = (notifications.data ?? []).filter((item) => !item.read);
  const open = (item: Notification) => {
    markRead.mutate({ id: item.id });
    if (item.action) navigate(item.action);
  };
  return (
    <Tile title="Notifications">
      {notifications.isPending && <LoadingBlock label="Loading notifications" h={32} w={160} />}
      {notifications.isError && <Failed message={notifications.error.message} />}
      {notifications.isSuccess && (
        <>
          <Group gap="xs" align="baseline">
            <Text fz={28} fw={700} data-testid="unread-count">
              {formatCount(unread.length)}
            </Text>
            <Text size="sm" c="dimmed">
              unread
            </Text>
          </Group>
          {unread.length === 0 && (
            <Text size="sm" c="dimmed">
              {dashboardTileTexts.noNotifications}
            </Text>
          )}
          <Stack gap={2} component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
            {unread.slice(0, TILE_NOTIFICATIONS).map((item) => (
              <li key={item.id}>
                <UnstyledButton onClick={() => open(item)} aria-label={`Open notification: ${item.title}`}>
                  <Text size="sm" c="primary" lineClamp={1}>
                    {item.title}
                  </Text>
                </UnstyledButton>
              </li>
            ))}
          </Stack>
        </>
      )}
    </Tile>
  );
}
