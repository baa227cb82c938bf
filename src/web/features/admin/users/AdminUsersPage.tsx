import {
  Anchor,
  Badge,
  Button,
  Group,
  NativeSelect,
  Pagination,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { useDebouncedValue, useMediaQuery } from '@mantine/hooks';
import { IconMail, IconSearch } from '@tabler/icons-react';
import { Suspense, useEffect, useState } from 'react';
import { Link } from 'react-router';
import {
  type AdminUser,
  adminUserMessages,
  adminUsersSort,
  canLogInAs,
  canManageAccount,
  userRoles,
  userStates,
} from '../../../../contract/admin-users';
import { memberPagePath } from '../../../../contract/member-record-messages';
import { ConfirmDialog } from '../../../components/ConfirmDialog';
import { LoadFailed, LoadingRows } from '../../../components/ListStates';
import { ExportCsvButton, ExportSelectedButton } from '../../../components/list-kit/ExportButtons';
import { BulkActionBar } from '../../../components/list-kit/SelectionControls';
import { type ListColumn, ResponsiveList } from '../../../components/ResponsiveList';
import { formatCount } from '../../../lib/format';
import { lazyPart } from '../../../lib/lazy-part';
import { useListParams } from '../../../lib/list-kit/use-list-params';
import { useSelection } from '../../../lib/list-kit/use-selection';
import { useCurrentUser } from '../../../lib/session';
import { EditUserDialog } from './EditUserDialog';
import {
  downloadUsersCsv,
  useAdminUsers,
  useDeleteUser,
  useLogInAs,
  useMessageUsers,
  useReactivateUser,
  useSendResetLink,
  useUnlockUser,
} from './user-api';

/** The composer loads when an admin first writes to a selection, not with the list. */
const BulkMessageDialog = lazyPart(
  'list-kit/BulkMessageDialog',
  () => import('../../../components/list-kit/BulkMessageDialog'),
);

/** A table cell squeezes a badge to its ellipsis unless the label may overflow. */

function RoleBadge({ user }: { user: AdminUser }) {
  if (user.deactivated_at) return <Badge color="gray">Deactivated</Badge>;
  if (user.is_super_admin) return <Badge color="grape">Super-admin</Badge>;
  if (user.is_admin) return <Badge color="blue">Admin</Badge>;
  if (user.is_approver) return <Badge color="teal">Approver</Badge>;
  return <Badge variant="light">{user.type ?? 'Member'}</Badge>;
}

const displayName = (user: AdminUser) => user.name ?? user.profile_name ?? '—';

const columns: ListColumn<AdminUser>[] = [
  { header: 'Name', inCardHeader: true, sortKey: 'name', cell: displayName },
  {
    header: 'Role',
    inCardHeader: true,
    sortKey: 'type',
    nowrap: true,
    cell: (user) => (
      <Group gap={4} wrap="nowrap">
        <RoleBadge user={user} />
        {user.locked && (
          <Badge color="red" variant="outline" title="Too many wrong passwords">
            Locked
          </Badge>
        )}
      </Group>
    ),
  },
  { header: 'E-mail', sortKey: 'email', cell: (user) => user.email },
  { header: 'Phone', nowrap: true, cell: (user) => user.phone_no ?? '—' },
  { header: 'ID number', nowrap: true, cell: (user) => user.id_number ?? '—' },
  { header: 'Profile ID', nowrap: true, cell: (user) => user.profile_id ?? '—' },
  {
    header: 'Member no',
    nowrap: true,
    // The account's member record: its staff page has everything else about the member.
    cell: (user) =>
      user.member_no ? (
        <Anchor component={Link} to={memberPagePath(user.member_no)} aria-label={`Member ${user.member_no}`}>
          {user.member_no}
        </Anchor>
      ) : (
        '—'
      ),
  },
];

const filterKeys = ['search', 'role', 'state'] as const;
const roleLabels = { member: 'Members', firm: 'Firms', admin: 'Admins', approver: 'Approvers' } as const;
const stateLabels = { active: 'Active', deactivated: 'Deactivated', locked: 'Locked' } as const;
const users = { one: 'user', many: 'users' };

type PendingKind = 'delete' | 'login-as' | 'reactivate' | 'reset-link';
type Pending = { kind: PendingKind; user: AdminUser } | null;

/** What each confirmed action asks first, and the button that confirms it. */
const confirmations: Record<PendingKind, { question: (user: AdminUser) => string; label: string }> = {
  delete: {
    question: (user) =>
      `Delete the account of ${user.email}? An account with invoices, payments or documents is deactivated instead, so its records stay.`,
    label: 'Delete',
  },
  'login-as': {
    question: (user) =>
      `Log in as ${user.email}? Your admin session ends; the banner at the top leads back to it.`,
    label: 'Log in as',
  },
  reactivate: { question: (user) => adminUserMessages.confirmReactivate(user.email), label: 'Reactivate' },
  // The link goes to the member's inbox at once, so a stray click is asked about first.
  'reset-link': { question: (user) => adminUserMessages.confirmResetLink(user.email), label: 'Send link' },
};

/** /admin/user-settings (spec 1 §2 "AdminUsers"): every account, searchable, with its actions. */
export default function AdminUsersPage() {
  const narrow = useMediaQuery('(max-width: 48em)') ?? false;
  const params = useListParams(filterKeys, adminUsersSort);
  const { search } = params.filters;
  const [typed, setTyped] = useState(search);
  const [debounced] = useDebouncedValue(typed.trim(), 350);
  const { data: me } = useCurrentUser();
  const list = useAdminUsers(params.query);
  const selection = useSelection(
    (list.data?.users ?? []).map((user) => String(user.id)),
    JSON.stringify(params.csvQuery),
  );
  const [composing, setComposing] = useState(false);
  const message = useMessageUsers();
  const [editing, setEditing] = useState<AdminUser | null>(null);
  const [pending, setPending] = useState<Pending>(null);
  const remove = useDeleteUser();
  const sendLink = useSendResetLink();
  const logInAs = useLogInAs();
  const unlock = useUnlockUser();
  const reactivate = useReactivateUser();
  const confirming = { delete: remove, 'login-as': logInAs, reactivate, 'reset-link': sendLink }[
    pending?.kind ?? 'delete'
  ];

  // The search lives in the address, so a reload or a shared link shows the same list.
  // biome-ignore lint/correctness/useExhaustiveDependencies: only a new typed search writes the address
  useEffect(() => {
    if (debounced !== search) params.setFilters({ search: debounced }, { replace: true });
  }, [debounced, search]);

  const confirm = async () => {
    if (!pending) return;
    await confirming.mutateAsync(pending.user).catch(() => undefined);
    setPending(null);
  };

  const actions = (user: AdminUser) => {
    // Staff accounts are the super-admin's to manage (issue 23); the server refuses anyone else.
    if (!me || !canManageAccount(me, user)) {
      return (
        <Text size="sm" c="dimmed">
          Managed by the super-admin
        </Text>
      );
    }
    return (
      <Group gap={6} wrap="wrap">
        <Button size="compact-sm" variant="light" onClick={() => setEditing(user)}>
          Edit
        </Button>
        {/* A deactivated account cannot sign in, so a reset link would lead nowhere: Reactivate first. */}
        {user.deactivated_at === null ? (
          <Button
            size="compact-sm"
            variant="light"
            loading={sendLink.isPending && sendLink.variables?.id === user.id}
            onClick={() => setPending({ kind: 'reset-link', user })}
          >
            Send password reset link
          </Button>
        ) : (
          <Button size="compact-sm" variant="light" onClick={() => setPending({ kind: 'reactivate', user })}>
            Reactivate
          </Button>
        )}
        {user.locked && (
          <Button
            size="compact-sm"
            variant="light"
            loading={unlock.isPending && unlock.variables?.id === user.id}
            onClick={() => unlock.mutate(user)}
          >
            Unlock
          </Button>
        )}
        {canLogInAs(user) && (
          <Button size="compact-sm" variant="light" onClick={() => setPending({ kind: 'login-as', user })}>
            Log in as
          </Button>
        )}
        {user.id !== me?.id && !user.is_super_admin && user.deactivated_at === null && (
          <Button
            size="compact-sm"
            variant="light"
            color="red"
            onClick={() => setPending({ kind: 'delete', user })}
          >
            Delete
          </Button>
        )}
      </Group>
    );
  };

  const data = list.data;
  const pages = data ? Math.max(1, Math.ceil(data.total / data.pageSize)) : 1;
  return (
    <Stack gap="md">
      <Group justify="space-between" align="end" wrap="wrap">
        <Title order={1} size="h2" id="admin-users-title">
          User Settings
          {data && (
            <Text span c="dimmed" fw={400} size="sm" ml="xs">
              {formatCount(data.total)} {data.total === 1 ? 'user' : 'users'}
            </Text>
          )}
        </Title>
        <Group gap="sm" align="end" wrap="wrap" style={{ flex: '1 1 320px', justifyContent: 'flex-end' }}>
          <TextInput
            label="Search users"
            placeholder="Name, e-mail, ID number, phone or profile ID"
            leftSection={<IconSearch size={16} />}
            value={typed}
            onChange={(event) => setTyped(event.currentTarget.value)}
            style={{ flex: '1 1 260px', maxWidth: 420 }}
          />
          <NativeSelect
            label="Role"
            data={[
              { value: '', label: 'All roles' },
              ...userRoles.map((role) => ({ value: role, label: roleLabels[role] })),
            ]}
            value={params.filters.role}
            onChange={(event) => params.setFilters({ role: event.currentTarget.value })}
          />
          <NativeSelect
            label="State"
            data={[
              { value: '', label: 'Any state' },
              ...userStates.map((state) => ({ value: state, label: stateLabels[state] })),
            ]}
            value={params.filters.state}
            onChange={(event) => params.setFilters({ state: event.currentTarget.value })}
          />
          <ExportCsvButton
            onExport={() => downloadUsersCsv(params.csvQuery)}
            disabled={!data || data.total === 0}
          />
        </Group>
      </Group>
      <BulkActionBar selection={selection}>
        <ExportSelectedButton onExport={() => downloadUsersCsv(params.csvQuery, selection.ids)} />
        <Button size="compact-sm" leftSection={<IconMail size={14} />} onClick={() => setComposing(true)}>
          Send a message
        </Button>
      </BulkActionBar>
      {list.isPending && <LoadingRows label="Loading users" rows={4} />}
      {list.error && <LoadFailed message={list.error.message} onRetry={() => list.refetch()} />}
      {data && data.users.length === 0 && (
        <Text c="dimmed" role="status">
          {search
            ? `No users match "${search}".`
            : params.filters.role || params.filters.state
              ? 'No users match these filters.'
              : 'There are no users yet.'}
        </Text>
      )}
      {data && data.users.length > 0 && (
        <div style={{ opacity: list.isFetching ? 0.7 : 1 }}>
          <ResponsiveList
            rows={data.users}
            rowKey={(user) => String(user.id)}
            columns={columns}
            narrow={narrow}
            label="Users"
            labelledBy="admin-users-title"
            actions={actions}
            minWidth={900}
            sort={params}
            selectable={{ selection, rowLabel: (user) => user.email }}
          />
        </div>
      )}
      {pages > 1 && (
        <Group justify="center">
          <Pagination
            total={pages}
            value={params.page}
            onChange={params.setPage}
            aria-label="Pages of users"
          />
        </Group>
      )}
      {editing && <EditUserDialog user={editing} onClose={() => setEditing(null)} />}
      {composing && (
        <Suspense fallback={null}>
          <BulkMessageDialog
            count={selection.count}
            noun={users}
            busy={message.isPending}
            send={(composed) =>
              message.mutateAsync({ ...composed, ids: selection.ids.map(Number) }).then(selection.clear)
            }
            onClose={() => setComposing(false)}
          />
        </Suspense>
      )}
      <ConfirmDialog
        opened={pending !== null}
        question={pending ? confirmations[pending.kind].question(pending.user) : ''}
        confirmLabel={confirmations[pending?.kind ?? 'delete'].label}
        danger={pending?.kind === 'delete'}
        busy={confirming.isPending}
        onConfirm={confirm}
        onClose={() => setPending(null)}
      />
    </Stack>
  );
}
