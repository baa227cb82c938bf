import { notifications } from '@mantine/notifications';
import { createContext, type ReactNode, useCallback, useContext, useEffect, useMemo, useState } from 'react';
import { takeFlash } from './session-storage';

export interface PageAlert {
  status: 'success' | 'error';
  message: string;
}

interface AlertState {
  alert: PageAlert | null;
  showAlert: (alert: PageAlert) => void;
  clearAlert: () => void;
}

const AlertContext = createContext<AlertState | null>(null);

/** The page-level alert of the spec; the root layout clears it on every route change. */
export function AlertProvider({ children }: { children: ReactNode }) {
  const [alert, setAlert] = useState<PageAlert | null>(null);
  const clearAlert = useCallback(() => setAlert(null), []);
  const value = useMemo(() => ({ alert, showAlert: setAlert, clearAlert }), [alert, clearAlert]);
  // A message left before a reload (e.g. 'Successfully verified Otp') is shown once, as a toast, so
  // the route-change clearing of the page alert cannot swallow it.
  useEffect(() => {
    const flash = takeFlash();
    if (flash) notifications.show({ color: 'success', message: flash });
  }, []);
  return <AlertContext.Provider value={value}>{children}</AlertContext.Provider>;
}

export function useAlert(): AlertState {
  const state = useContext(AlertContext);
  if (!state) throw new Error('useAlert needs an AlertProvider');
  return state;
}
