import { homePathFor } from '../../contract/home-path';
import { useCurrentUser } from '../lib/session';
import { Redirect } from './Redirect';

/** /admin goes to the account's own admin home (contract/home-path.ts: settings, users or review queue). */
export default function AdminHome() {
  const { data: user } = useCurrentUser();
  return <Redirect to={user ? homePathFor(user) : '/'} />;
}
