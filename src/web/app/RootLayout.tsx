import { useEffect } from 'react';
import { Outlet, useLocation } from 'react-router';
import { useAlert } from '../lib/alert';
import { useSiteSettings } from '../lib/settings';

/** Root of every route: settings load on entry and any page alert is cleared when the route changes. */
export default function RootLayout() {
  const { pathname } = useLocation();
  const { clearAlert } = useAlert();
  useSiteSettings();
  // biome-ignore lint/correctness/useExhaustiveDependencies: the route change is the trigger
  useEffect(() => {
    clearAlert();
  }, [pathname, clearAlert]);
  return <Outlet />;
}
