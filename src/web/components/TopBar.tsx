import { ActionIcon, Button, Group, Image, Text, UnstyledButton } from '@mantine/core';
import { IconLogout, IconUserSearch } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { useCompanyInformation } from '../lib/company';
import { signOut, useCurrentUser } from '../lib/session';
import { useSiteSettings } from '../lib/settings';

/** Logo, title, the Member Checker and, when signed in, Logout (spec 1 §1). `start` holds the sidebar's burger, `end` the bell and account menu. */
export function TopBar({ start, end }: { start?: ReactNode; end?: ReactNode }) {
  const company = useCompanyInformation();
  const settings = useSiteSettings();
  const { data: user } = useCurrentUser();
  return (
    <Group h="100%" px="md" justify="space-between" wrap="nowrap" gap="sm">
      <Group gap="sm" wrap="nowrap" miw={0}>
        {start}
        <UnstyledButton component={Link} to="/">
          <Group gap="sm" wrap="nowrap">
            {company && (
              <Image src={company.logo} alt={`${company.shortName} logo`} h={40} w={40} fit="contain" />
            )}
            <div style={{ minWidth: 0 }}>
              <Text fw={700} size="sm" lh={1.2} truncate visibleFrom="sm">
                {company?.displayName ?? 'Member Portal'}
              </Text>
              <Text fw={700} size="sm" lh={1.2} hiddenFrom="sm">
                {company?.shortName ?? 'Portal'}
              </Text>
              <Text size="xs" c="dimmed" truncate visibleFrom="sm">
                {settings.minor_settings.login_caption}
              </Text>
            </div>
          </Group>
        </UnstyledButton>
      </Group>
      <Group gap="xs" wrap="nowrap">
        <MemberCheckerLink compact={Boolean(user)} />
        {end}
        {user && (
          <>
            <Button
              variant="subtle"
              px="xs"
              leftSection={<IconLogout size={18} />}
              onClick={() => void signOut()}
              visibleFrom="sm"
            >
              Logout
            </Button>
            <ActionIcon
              variant="subtle"
              size="lg"
              aria-label="Logout"
              onClick={() => void signOut()}
              hiddenFrom="sm"
            >
              <IconLogout size={20} />
            </ActionIcon>
          </>
        )}
      </Group>
    </Group>
  );
}

const memberCheckerPath = '/search/Search-list';

/**
 * Everyone may look a member up (spec 1 §1). Beside the bell, account menu and Logout a phone has
 * room for an icon only; a visitor's bar has room for the words.
 */
function MemberCheckerLink({ compact }: { compact: boolean }) {
  return (
    <>
      <Button
        component={Link}
        to={memberCheckerPath}
        variant="light"
        px="sm"
        leftSection={<IconUserSearch size={18} />}
        visibleFrom={compact ? 'sm' : undefined}
      >
        Member Checker
      </Button>
      {compact && (
        <ActionIcon
          component={Link}
          to={memberCheckerPath}
          variant="subtle"
          size="lg"
          aria-label="Member Checker"
          hiddenFrom="sm"
        >
          <IconUserSearch size={20} />
        </ActionIcon>
      )}
    </>
  );
}
