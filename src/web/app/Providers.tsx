import { MantineProvider } from '@mantine/core';
import { useNotifications } from '@mantine/notifications';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { type ReactNode, Suspense, useMemo, useState } from 'react';
import { AlertProvider } from '../lib/alert';
import { lazyPart } from '../lib/lazy-part';
import { useSiteSettings } from '../lib/settings';
import { accessibleColours, themeFromSettings } from '../lib/theme';

// The toast container and its transitions load with the first toast, not with the first page: a
// toast waits in the (small, always loaded) store until the container mounts and shows it.
const NotificationsContainer = lazyPart(
  'app/NotificationsContainer',
  () => import('./NotificationsContainer'),
);

function Toasts() {
  const hasToast = useNotifications().notifications.length > 0;
  const [needed, setNeeded] = useState(false);
  if (hasToast && !needed) setNeeded(true);
  return needed ? (
    <Suspense fallback={null}>
      {/* Two at a time: a run of quick decisions must not bury a phone screen in toasts. */}
      <NotificationsContainer position="top-center" autoClose={5000} limit={2} />
    </Suspense>
  ) : null;
}

function ThemedApp({ children }: { children: ReactNode }) {
  const settings = useSiteSettings();
  // Keyed by the colours' value, not the settings object: the fetched settings replace the cached or
  // default copy on every load, and a new theme object re-renders every component of the page.
  const colours = JSON.stringify(settings.site_colors);
  const theme = useMemo(() => themeFromSettings({ site_colors: JSON.parse(colours) }), [colours]);
  return (
    <MantineProvider theme={theme} defaultColorScheme="light" cssVariablesResolver={accessibleColours}>
      <Toasts />
      <AlertProvider>{children}</AlertProvider>
    </MantineProvider>
  );
}

/** The browser's and the server's first view use the same defaults, so both render a page alike. */
export const createQueryClient = () =>
  new QueryClient({ defaultOptions: { queries: { refetchOnWindowFocus: false, retry: 1 } } });

export function Providers({ children, client }: { children: ReactNode; client?: QueryClient }) {
  const [queryClient] = useState(() => client ?? createQueryClient());
  return (
    <QueryClientProvider client={queryClient}>
      <ThemedApp>{children}</ThemedApp>
    </QueryClientProvider>
  );
}
