import { MantineProvider } from '@mantine/core';
import { Notifications } from '@mantine/notifications';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { type ReactNode, useMemo, useState } from 'react';
import { AlertProvider } from '../lib/alert';
import { useSiteSettings } from '../lib/settings';
import { themeFromSettings } from '../lib/theme';

function ThemedApp({ children }: { children: ReactNode }) {
  const settings = useSiteSettings();
  const theme = useMemo(() => themeFromSettings(settings), [settings]);
  return (
    <MantineProvider theme={theme} defaultColorScheme="light">
      <Notifications position="top-center" autoClose={5000} />
      <AlertProvider>{children}</AlertProvider>
    </MantineProvider>
  );
}

export function Providers({ children, client }: { children: ReactNode; client?: QueryClient }) {
  const [queryClient] = useState(
    () =>
      client ?? new QueryClient({ defaultOptions: { queries: { refetchOnWindowFocus: false, retry: 1 } } }),
  );
  return (
    <QueryClientProvider client={queryClient}>
      <ThemedApp>{children}</ThemedApp>
    </QueryClientProvider>
  );
}
