import { homePathFor } from '../../contract/home-path';
import { useCurrentUser } from '../lib/session';
import { Redirect } from './Redirect';

/** /admin goes to the super-admin's settings, or to the staff overview for other staff. */
export default function AdminHome() {
  const { data: user } = useCurrentUser();
  return <Redirect to={user ? homePathFor(user) : '/'} />;
}
