import { Navigate } from 'react-router';
import { homePathFor } from '../../contract/home-path';
import { useCurrentUser } from '../lib/session';

/** /admin goes to the super-admin's settings, or to the staff overview for other staff. */
export default function AdminHome() {
  const { data: user } = useCurrentUser();
  return <Navigate to={user ? homePathFor(user) : '/'} replace />;
}
