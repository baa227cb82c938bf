import { NativeSelect, Stack, Tabs, Text, Title } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { useQueryClient } from '@tanstack/react-query';
import { Suspense, useEffect } from 'react';
import { useSearchParams } from 'react-router';
import { isTakingOverFirstView } from '../../app/first-view-answers';
import { PageLoader } from '../../components/PageLoader';
import { useAlert } from '../../lib/alert';
import { useCurrentUser } from '../../lib/session';
import { settingsQueryKey } from '../../lib/settings';
import { initialTab, visibleTabs } from './profile-tabs';

export { initialTab, type ProfileTab, profileTabs, visibleTabs } from './profile-tabs';

/** /profile (spec 2 §2.1): the profile's sections as tabs; the chosen tab is kept in ?tab=. */
export default function ProfilePage() {
  const { data: user } = useCurrentUser();
  const type = user?.type ?? null;
  const [params, setParams] = useSearchParams();
  const { clearAlert } = useAlert();
  const queryClient = useQueryClient();

  // Settings are loaded on entering the page (spec 2 §2.1): by the server when it drew this visit's
  // first view. Marked out of date there, they were asked again as soon as the bio form mounted,
  // and the answer re-rendered the whole page while it was being taken over.
  useEffect(() => {
    if (isTakingOverFirstView(queryClient)) return;
    void queryClient.invalidateQueries({ queryKey: settingsQueryKey });
  }, [queryClient]);

  // A phone shows the section picker as one select: nine tabs in a row would hide six behind a scrollbar.
  const narrow = useMediaQuery('(max-width: 48em)') ?? false;
  const tabs = visibleTabs(type);
  const asked = params.get('tab');
  const active = tabs.find((tab) => tab.value === asked)?.value ?? initialTab(type);

  const open = (value: string) => {
    if (value === active) return;
    // Switching tab clears any alert (spec 2 §2.1).
    clearAlert();
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.set('tab', value);
        return next;
      },
      { replace: true },
    );
  };

  return (
    <Stack gap="md">
      <Title order={1} size="h2">
        Profile
      </Title>
      {tabs.length === 0 ? (
        <Text c="dimmed">There is nothing to fill in here yet.</Text>
      ) : (
        <Tabs value={active} keepMounted={false} onChange={(value) => value && open(value)}>
          {narrow ? (
            <NativeSelect
              label="Profile section"
              value={active ?? ''}
              data={tabs.map((tab) => ({ value: tab.value, label: tab.label }))}
              onChange={(event) => open(event.currentTarget.value)}
            />
          ) : (
            // Wrapping rows at desktop width: every tab's full name shows, none is cut off.
            <Tabs.List style={{ flexWrap: 'wrap' }} aria-label="Profile sections">
              {tabs.map((tab) => (
                <Tabs.Tab key={tab.value} value={tab.value}>
                  {tab.label}
                </Tabs.Tab>
              ))}
            </Tabs.List>
          )}
          {tabs.map(({ value, Component }) => (
            <Tabs.Panel key={value} value={value} pt="md">
              <Suspense fallback={<PageLoader />}>{Component && <Component />}</Suspense>
            </Tabs.Panel>
          ))}
        </Tabs>
      )}
    </Stack>
  );
}
