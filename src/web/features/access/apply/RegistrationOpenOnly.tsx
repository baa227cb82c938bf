import type { ReactNode } from 'react';
import { PageLoader } from '../../../components/PageLoader';
import { useRegistrationOpen } from '../../../lib/settings';
import { RegistrationClosed } from './RegistrationClosed';

/**
 * The registration pages' content, only while the registration setting is on. Until the settings are
 * known nothing of the page is drawn (the server's first view always knows them), so neither the form
 * nor its lookups start for a registration that turns out closed.
 */
export function RegistrationOpenOnly({ children }: { children: ReactNode }) {
  const open = useRegistrationOpen();
  if (open === undefined) return <PageLoader />;
  return open ? children : <RegistrationClosed />;
}
