import type { AuthUser } from '../../../contract/auth';
import { useGeneralInformation } from './dashboard-queries';

/**
 * The avatar's letters: the first and last of the person's names ('James Kamau' -> 'JK'), one name's
 * first two letters, and the e-mail's first two only when no name is known.
 */
export function initialsOf(name: string | null | undefined, email: string): string {
  const words = (name ?? '').trim().split(/\s+/).filter(Boolean);
  const first = words[0];
  const last = words.at(-1);
  if (first && last && words.length > 1) return `${first[0]}${last[0]}`.toUpperCase();
  if (first) return first.slice(0, 2).toUpperCase();
  return email.slice(0, 2).toUpperCase();
}

/**
 * The person's name for the account menu: the account's own, else the profile's (an account activated
 * from the register carries its name on the profile only).
 */
export function useAccountName(user: AuthUser | null | undefined): string | null {
  const needsProfileName = Boolean(user?.profile) && !user?.name?.trim();
  const information = useGeneralInformation(needsProfileName);
  if (user?.name?.trim()) return user.name;
  return information.data?.name.trim() || null;
}
