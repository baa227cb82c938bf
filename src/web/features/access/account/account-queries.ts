import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type { NotificationFlags, setPasswordRequestSchema } from '../../../../contract/access';
import { accessEndpoints } from '../../../../contract/endpoints/access';
import { auditLogEndpoints } from '../../../../contract/endpoints/audit-log';
import { call } from '../../../lib/call';
import { useReplaceUser } from '../../../lib/session';

/** Every page of the account's activity; a change on the account invalidates them all. */
const activityKey = ['auth', 'activity'] as const;

/** GET the account's own activity, one page; the page before stays shown while the next loads. */
export const useAccountActivity = (page: number) =>
  useQuery({
    queryKey: [...activityKey, page],
    queryFn: () => call(auditLogEndpoints.ownActivity, { query: { page } }),
    placeholderData: keepPreviousData,
  });

/** A new password; the activity list then shows the change. */
export function useSetPassword() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (values: z.output<typeof setPasswordRequestSchema>) =>
      call(accessEndpoints.setPassword, { body: values }),
    onSuccess: () => void client.invalidateQueries({ queryKey: activityKey }),
  });
}

/** The notification preferences: the signed-in user is replaced by the answer's, and the activity read again. */
export function useSaveNotificationFlags() {
  const client = useQueryClient();
  const replaceUser = useReplaceUser();
  return useMutation({
    mutationFn: (flags: NotificationFlags) => call(accessEndpoints.notificationFlags, { body: flags }),
    onSuccess: (answer) => {
      replaceUser(answer.user);
      void client.invalidateQueries({ queryKey: activityKey });
    },
  });
}
