import { Anchor, Badge, Button, Group, Pagination, Stack, Text, TextInput, Title } from '@mantine/core';
import { useDebouncedValue, useMediaQuery } from '@mantine/hooks';
import { IconSearch } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import {
  type AdminUser,
  adminUserMessages,
  canLogInAs,
  canManageAccount,
} from '../../../../contract/admin-users';
import { memberPagePath } from '../../../../contract/member-record-messages';
import { ConfirmDialog } from '../../../components/ConfirmDialog';
import { LoadFailed, LoadingRows } from '../../../components/ListStates';
import { type ListColumn, ResponsiveList } from '../../../components/ResponsiveList';
import { formatCount } from '../../../lib/format';
import { useCurrentUser } from '../../../lib/session';
import { EditUserDialog } from './EditUserDialog';
import {
  useAdminUsers,
  useDeleteUser,
  useLogInAs,
  useReactivateUser,
  useSendResetLink,
  useUnlockUser,
} from './user-api';

/** A table cell squeezes a badge to its ellipsis unless the label may overflow. */
const unclipped = { label: { overflow: 'visible' } } as const;

function RoleBadge({ user }: { user: AdminUser }) {
  if (user.deactivated_at)
    return (
      <Badge color="gray" styles={unclipped}>
        Deactivated
      </Badge>
    );
  if (user.is_super_admin)
    return (
      <Badge color="grape" styles={unclipped}>
        Super-admin
      </Badge>
    );
  if (user.is_admin)
    return (
      <Badge color="blue" styles={unclipped}>
        Admin
      </Badge>
    );
  if (user.is_approver)
    return (
      <Badge color="teal" styles={unclipped}>
        Approver
      </Badge>
    );
  return (
    <Badge variant="light" styles={unclipped}>
      {user.type ?? 'Member'}
    </Badge>
  );
}

const displayName = (user: AdminUser) => user.name ?? user.profile_name ?? '—';

const columns: ListColumn<AdminUser>[] = [
  { header: 'Name', inCardHeader: true, cell: displayName },
  {
    header: 'Role',
    inCardHeader: true,
    nowrap: true,
    cell: (user) => (
      <Group gap={4} wrap="nowrap">
        <RoleBadge user={user} />
        {user.locked && (
          <Badge color="red" variant="outline" styles={unclipped} title="Too many wrong passwords">
            Locked
          </Badge>
        )}
      </Group>
    ),
  },
  { header: 'E-mail', cell: (user) => user.email },
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
  const [params, setParams] = useSearchParams();
  const search = params.get('search') ?? '';
  const page = Math.max(1, Number(params.get('page')) || 1);
  const [typed, setTyped] = useState(search);
  const [debounced] = useDebouncedValue(typed.trim(), 350);
  const { data: me } = useCurrentUser();
  const list = useAdminUsers(search, page);
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
  useEffect(() => {
    if (debounced === search) return;
    setParams(debounced ? { search: debounced } : {}, { replace: true });
  }, [debounced, search, setParams]);

  const goTo = (next: number) =>
    setParams({ ...(search ? { search } : {}), ...(next > 1 ? { page: String(next) } : {}) });

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
        <TextInput
          label="Search users"
          placeholder="Name, e-mail, ID number, phone or profile ID"
          leftSection={<IconSearch size={16} />}
          value={typed}
          onChange={(event) => setTyped(event.currentTarget.value)}
          style={{ flex: '1 1 260px', maxWidth: 420 }}
        />
      </Group>
      {list.isPending && <LoadingRows label="Loading users" rows={4} />}
      {list.error && <LoadFailed message={list.error.message} onRetry={() => list.refetch()} />}
      {data && data.users.length === 0 && (
        <Text c="dimmed" role="status">
          {search ? `No users match "${search}".` : 'There are no users yet.'}
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
          />
        </div>
      )}
      {pages > 1 && (
        <Group justify="center">
          <Pagination total={pages} value={page} onChange={goTo} aria-label="Pages of users" />
        </Group>
      )}
      {editing && <EditUserDialog user={editing} onClose={() => setEditing(null)} />}
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
