import { createContext, useContext } from 'react';
import { Navigate } from 'react-router';

/**
 * Set while the server draws a first view (entry-server.tsx): a page that only sends the browser
 * elsewhere is then answered with an HTTP redirect, instead of a page that redirects once loaded.
 */
export const ServerRedirect = createContext<((to: string) => void) | null>(null);

/** Sends the browser to `to`, replacing this entry of its history. */
export function Redirect({ to }: { to: string }) {
  const redirectOnServer = useContext(ServerRedirect);
  if (!redirectOnServer) return <Navigate to={to} replace />;
  redirectOnServer(to);
  return null;
}
