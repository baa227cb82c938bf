import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import {
  type AdminUser,
  type AdminUsersQuery,
  adminUserMessages,
  type adminUserUpdateSchema,
} from '../../../../contract/admin-users';
import type { BulkMessage } from '../../../../contract/bulk-messages';
import { adminUserEndpoints as declared } from '../../../../contract/endpoints/admin-users';
import { call } from '../../../lib/call';
import { downloadListCsv } from '../../../lib/list-kit/list-csv';
import type { AddressQuery } from '../../../lib/list-kit/use-list-params';
import { hasFieldErrors } from '../../../lib/server-errors';
import { enterHome, signInWith } from '../../../lib/session';
import { toastFailure, toastSuccess } from '../admin-toasts';

const usersKey = ['admin', 'users'] as const;

/** One page of accounts under the address's filters and order. */
export function useAdminUsers(query: AddressQuery) {
  return useQuery({
    queryKey: [...usersKey, query],
    queryFn: () => call(declared.list, { query: query as AdminUsersQuery }),
    placeholderData: keepPreviousData,
  });
}

/** The CSV of the filter (or of the selected accounts); a refusal toasts the server's reason. */
export const downloadUsersCsv = (query: AddressQuery, ids?: readonly string[]) =>
  downloadListCsv(declared.csv, query, 'users.csv', ids);

/** One e-mail to each selected account, through the outbox; the answer says how many were queued. */
export const useMessageUsers = () =>
  useMutation({
    mutationFn: (message: BulkMessage) => call(declared.message, { body: message }),
    onSuccess: (answer) => toastSuccess(answer.message),
    onError: toastFailure,
  });

/**
 * One of the row actions: toasts its outcome (a fixed text, or the one the answer carries) and
 * refreshes the list. With `fieldsInForm`, a refusal that names a field is left to the form, which
 * shows it on that field.
 */
function useUserAction<Input, Output>(
  send: (input: Input) => Promise<Output>,
  success: string | ((output: Output) => string),
  fieldsInForm = false,
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: send,
    onSuccess: async (output) => {
      toastSuccess(typeof success === 'string' ? success : success(output));
      await queryClient.invalidateQueries({ queryKey: usersKey });
    },
    onError: (error) => {
      if (fieldsInForm && hasFieldErrors(error)) return;
      toastFailure(error);
    },
  });
}

export const useUpdateUser = () =>
  useUserAction(
    ({ id, values }: { id: number; values: z.output<typeof adminUserUpdateSchema> }) =>
      call(declared.update, { params: { id }, body: values }),
    adminUserMessages.updated,
    true,
  );

/** Delete says what it did: deleted, or deactivated because records must be kept (the server words it). */
export const useDeleteUser = () =>
  useUserAction(
    (user: AdminUser) => call(declared.remove, { params: { id: user.id } }),
    (outcome) => outcome.message,
  );

export const useReactivateUser = () =>
  useUserAction(
    (user: AdminUser) => call(declared.reactivate, { params: { id: user.id } }),
    adminUserMessages.reactivated,
  );

export const useSendResetLink = () =>
  useUserAction(
    (user: AdminUser) => call(declared.sendResetLink, { body: { id: user.id } }),
    adminUserMessages.resetLinkSent,
  );

/** Ends the lock wrong passwords put on the account (the row's Locked badge goes with the refresh). */
export const useUnlockUser = () =>
  useUserAction(
    (user: AdminUser) => call(declared.unlock, { params: { id: user.id } }),
    adminUserMessages.unlocked,
  );

/**
 * Log-in-as switches the whole browser to the member, so the app reloads into the member's home.
 * The account by id: the user list and the member page (its linked account) both offer it.
 */
export const useLogInAs = () =>
  useMutation({
    mutationFn: (user: Pick<AdminUser, 'id'>) => call(declared.logInAs, { body: { id: user.id } }),
    onSuccess: (session) => {
      signInWith(session);
      enterHome(session.user, adminUserMessages.loggedInAs);
    },
    onError: toastFailure,
  });
